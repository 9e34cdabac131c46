/* test_attrs.c - attribute uniquing, big integers, float encodings,
 * dictionaries. */
#include <string.h>

#include <criterion/criterion.h>

#include "xlate/ir.h"
#include "ir/private.h"   /* attr_forget */

static char *print_int(Attr *a, bool is_signed)
{
	static char buf[256];
	Out o;
	out_init(&o);
	attr_int_print(&o, a, is_signed);
	snprintf(buf, sizeof buf, "%s", o.buf);
	out_free(&o);
	return buf;
}

static Attr *parse_int(Ctx *c, Type *t, const char *s, bool *ok)
{
	uint64_t w[8];
	unsigned nw = (t->i.width + 63) / 64;
	*ok = int_parse(s, strlen(s), t->i.width, w, nw);
	return attr_int_words(c, t, nw, w);
}

Test(attrs, small_ints)
{
	Ctx *c = ctx_new();
	Type *i32 = type_i(c, 32), *i1 = type_i(c, 1), *i8 = type_i(c, 8);
	cr_expect_eq(attr_int(c, i32, 5), attr_int(c, i32, 5));
	cr_expect_neq(attr_int(c, i32, 5), attr_int(c, i32, 6));
	cr_expect_neq(attr_int(c, i32, 5), attr_int(c, type_i(c, 64), 5));
	cr_expect_eq(attr_int(c, i32, -1), attr_int(c, i32, 0xffffffff));
	cr_expect_eq(attr_int_sext(attr_int(c, i32, -7)), -7);
	cr_expect_eq(attr_int_zext(attr_int(c, i32, -1)), 0xffffffffu);
	Attr *t = attr_int(c, i1, 1);
	cr_expect_eq(t, attr_int(c, i1, -1));
	cr_expect_str_eq(print_int(t, true), "-1");
	cr_expect_str_eq(print_int(t, false), "1");
	cr_expect_str_eq(print_int(attr_int(c, i8, 200), true), "-56");
	cr_expect_str_eq(print_int(attr_int(c, type_simple(c, TY_INDEX), INT64_MIN), true), "-9223372036854775808");
	bool ok;
	cr_expect_eq(parse_int(c, i8, "255", &ok), attr_int(c, i8, -1));
	cr_expect(ok);
	parse_int(c, i8, "256", &ok);
	cr_expect(!ok);
	cr_expect_eq(parse_int(c, i8, "-128", &ok), attr_int(c, i8, -128));
	cr_expect(ok);
	parse_int(c, i8, "-129", &ok);
	cr_expect(!ok);
	cr_expect_eq(parse_int(c, i32, "0x7fffFFFF", &ok), attr_int(c, i32, INT32_MAX));
	cr_expect(ok);
	cr_expect_eq(parse_int(c, i1, "-1", &ok), t);
	cr_expect(ok);
	ctx_free(c);
}

Test(attrs, big_ints)
{
	Ctx *c = ctx_new();
	Type *i128 = type_i(c, 128);
	bool ok;
	const char *max = "170141183460469231731687303715884105727";
	Attr *a = parse_int(c, i128, max, &ok);
	cr_expect(ok);
	cr_expect_eq(a->i.nwords, 2);
	cr_expect_eq(a->i.words[0], ~(uint64_t)0);
	cr_expect_eq(a->i.words[1], ~(uint64_t)0 >> 1);
	cr_expect_str_eq(print_int(a, true), max);
	cr_expect(!attr_int_fits64(a));
	Attr *m = parse_int(c, i128, "-170141183460469231731687303715884105728", &ok);
	cr_expect(ok);
	cr_expect_str_eq(print_int(m, true), "-170141183460469231731687303715884105728");
	cr_expect_str_eq(print_int(m, false), "170141183460469231731687303715884105728");
	Attr *n = parse_int(c, i128, "-5", &ok);
	cr_expect_eq(n, attr_int(c, i128, -5));
	cr_expect_str_eq(print_int(n, true), "-5");
	cr_expect_str_eq(print_int(n, false), "340282366920938463463374607431768211451");
	cr_expect(attr_int_fits64(n));
	cr_expect_eq(attr_int_sext(n), -5);
	Attr *h = parse_int(c, i128, "0x10000000000000000", &ok);
	cr_expect_str_eq(print_int(h, true), "18446744073709551616");
	parse_int(c, i128, "340282366920938463463374607431768211456", &ok);
	cr_expect(!ok);
	Type *i100 = type_i(c, 100);
	Attr *o = parse_int(c, i100, "1000000000000000000000000000000", &ok);  /* 10^30 < 2^100 */
	cr_expect(ok);
	cr_expect_str_eq(print_int(o, false), "1000000000000000000000000000000");
	cr_expect_str_eq(print_int(o, true), "-267650600228229401496703205376");
	Type *i300 = type_i(c, 300);
	uint64_t w[5];
	const char *big = "-1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000";
	cr_expect(int_parse(big, strlen(big), 300, w, 5));
	cr_expect_str_eq(print_int(attr_int_words(c, i300, 5, w), true), big);
	ctx_free(c);
}

static uint64_t fbits(Ctx *c, TypeKind k, double d)
{
	return attr_float_d(c, type_simple(c, k), d)->f.bits[0];
}

Test(attrs, floats)
{
	Ctx *c = ctx_new();
	cr_expect_eq(fbits(c, TY_F32, 0.1), 0x3DCCCCCD);
	cr_expect_eq(fbits(c, TY_F16, 1.0), 0x3C00);
	cr_expect_eq(fbits(c, TY_BF16, 1.0), 0x3F80);
	cr_expect_eq(fbits(c, TY_F16, 0.1), 0x2E66);
	cr_expect_eq(fbits(c, TY_F16, 65504.0), 0x7BFF);
	cr_expect_eq(fbits(c, TY_F16, 65520.0), 0x7C00);      /* rounds to inf */
	cr_expect_eq(fbits(c, TY_F16, -2.0), 0xC000);
	cr_expect_eq(fbits(c, TY_F16, 5.960464477539063e-08), 0x0001);  /* smallest subnormal */
	cr_expect_eq(fbits(c, TY_BF16, 0.1), 0x3DCD);
	cr_expect_eq(fbits(c, TY_BF16, 1.00390625), 0x3F80);  /* tie to even */
	cr_expect_eq(fbits(c, TY_BF16, 1.01171875), 0x3F82);  /* tie to even, up */
	cr_expect_eq(fbits(c, TY_F32, 1e-45), 0x00000001);
	cr_expect_eq(fbits(c, TY_F64, 1.0), 0x3FF0000000000000);
	Attr *x = attr_float_d(c, type_simple(c, TY_F80), 1.0);
	cr_expect_eq(x->f.bits[0], 0x8000000000000000);
	cr_expect_eq(x->f.bits[1], 0x3FFF);
	x = attr_float_d(c, type_simple(c, TY_F80), -0.1);
	cr_expect_eq(x->f.bits[1], 0xBFFB);
	cr_expect_eq(x->f.bits[0], 0xCCCCCCCCCCCCD000);
	cr_expect_eq(attr_float_d_get(x), -0.1);
	Attr *q = attr_float_d(c, type_simple(c, TY_F128), 1.5);
	cr_expect_eq(q->f.bits[1], 0x3FFF800000000000);
	cr_expect_eq(q->f.bits[0], 0);
	q = attr_float_d(c, type_simple(c, TY_F128), 0.1);
	cr_expect_eq(attr_float_d_get(q), 0.1);
	cr_expect_eq(attr_float_d_get(attr_float_d(c, type_simple(c, TY_F16), 0.5)), 0.5);
	cr_expect_eq(attr_float_d(c, type_simple(c, TY_F32), 2.5), attr_float_d(c, type_simple(c, TY_F32), 2.5));
	ctx_free(c);
}

Test(attrs, dict_sorted)
{
	Ctx *c = ctx_new();
	Sym *b = intern_c(c, "b"), *a = intern_c(c, "a"), *cc = intern_c(c, "c");
	NamedAttr v[3] = {{cc, attr_unit(c)}, {a, attr_bool(c, true)}, {b, attr_str(c, "x", 1)}};
	Attr *d = attr_dict(c, 3, v);
	cr_expect_eq(d->dict.n, 3);
	cr_expect_eq(d->dict.elts[0].name, a);
	cr_expect_eq(d->dict.elts[1].name, b);
	cr_expect_eq(d->dict.elts[2].name, cc);
	cr_expect_eq(v[0].name, cc);   /* input untouched */
	NamedAttr w[3] = {{b, attr_str(c, "x", 1)}, {a, attr_bool(c, true)}, {cc, attr_unit(c)}};
	cr_expect_eq(attr_dict(c, 3, w), d);
	cr_expect_eq(dict_get(d, b), attr_str(c, "x", 1));
	cr_expect_null(dict_get(d, intern_c(c, "zz")));
	Attr *arr = attr_array(c, 2, (Attr *[]){attr_unit(c), d});
	cr_expect_eq(arr, attr_array(c, 2, (Attr *[]){attr_unit(c), d}));
	cr_expect_eq(attr_sym(c, a), attr_symref(c, 1, &a));
	cr_expect_eq(attr_opaque(c, ATTR_OPAQUE, intern_c(c, "llvm.linkage"), intern_c(c, "internal")),
	             attr_opaque(c, ATTR_OPAQUE, intern_c(c, "llvm.linkage"), intern_c(c, "internal")));
	Attr *lk = attr_llvm_enum(c, LL_LINKAGE, "weak_odr");
	cr_expect_eq(lk, attr_llvm_enum(c, LL_LINKAGE, "weak_odr"));
	cr_expect_neq(lk, attr_llvm_enum(c, LL_LINKAGE, "weak"));
	cr_expect_eq(llattr_int(lk, F_LINKAGE, -1), 9);   /* LLVM's enum value */
	cr_expect_str_eq(llattr_enum_word(lk), "weak_odr");
	cr_expect_null(attr_llvm_enum(c, LL_LINKAGE, "weakodr"));
	cr_expect_null(llattr_enum_word(attr_str(c, "weak", 4)));
	ctx_free(c);
}

/* A string attribute of its own (attr_str_own): made in c->ir, so given
 * back with it, equal in content to the uniqued one but never the same
 * pointer, and not entered in the uniquer. */
Test(attrs, own_strings)
{
	Ctx *c = ctx_new();
	Arena *fn = arena_new();
	c->ir = fn;
	Sym *name = intern_c(c, "kernel7");
	ArenaMark m = arena_mark(fn);
	Attr *own = attr_str_own(c, name);
	cr_expect_eq(own->kind, ATTR_STRING);
	cr_expect_eq(own->s.str, name);
	cr_expect_null(own->type);
	cr_expect(own->own, "marked: not a key of the printer's memo");
	Attr *u = attr_str(c, "kernel7", 7);
	cr_expect_neq(own, u, "an own string is not the uniqued one");
	cr_expect_eq(own->hash, u->hash);
	cr_expect_neq(attr_str_own(c, name), own, "each is its own");
	cr_expect_eq(attr_str(c, "kernel7", 7), u, "the uniquer never hands out an own string");
	Out a, b;
	out_init(&a);
	out_init(&b);
	mlir_print_attr(&a, own);
	mlir_print_attr(&b, u);
	cr_expect_str_eq(a.buf, "\"kernel7\"");
	cr_expect_str_eq(a.buf, b.buf);
	out_free(&a);
	out_free(&b);
	arena_release(fn, m);   /* the own strings go with the arena */
	cr_expect_eq(attr_str(c, "kernel7", 7), u);
	c->ir = c->arena;
	arena_free(fn);
	ctx_free(c);
}

static uint64_t parse_bits(Ctx *c, TypeKind k, const char *s, uint64_t *hi)
{
	uint64_t b[2];
	cr_expect(float_parse(s, strlen(s), type_simple(c, k), b), "%s", s);
	if (hi)
		*hi = b[1];
	return b[0];
}

Test(attrs, float_parse)
{
	Ctx *c = ctx_new();
	uint64_t hi;
	cr_expect_eq(parse_bits(c, TY_F32, "0.1", NULL), 0x3DCCCCCD);
	cr_expect_eq(parse_bits(c, TY_F64, "1.000000e+00", NULL), 0x3FF0000000000000);
	cr_expect_eq(parse_bits(c, TY_F16, "1.0", NULL), 0x3C00);
	cr_expect_eq(parse_bits(c, TY_F16, "-2.5e-1", NULL), 0xB400);
	cr_expect_eq(parse_bits(c, TY_BF16, "1.5", NULL), 0x3FC0);
	cr_expect_eq(parse_bits(c, TY_BF16, "10", NULL), 0x4120);
	/* 1 + 2^-11 is halfway between two f16 values: ties to even (down);
	 * a hair above it rounds up */
	cr_expect_eq(parse_bits(c, TY_F16, "1.00048828125", NULL), 0x3C00);
	cr_expect_eq(parse_bits(c, TY_F16, "1.00048828125000000000000000001", NULL), 0x3C01);
	cr_expect_eq(parse_bits(c, TY_F16, "1e9", NULL), 0x7C00);
	cr_expect_eq(parse_bits(c, TY_F80, "0.1", &hi), 0xCCCCCCCCCCCCCCCD);
	cr_expect_eq(hi, 0x3FFB);
	cr_expect_eq(parse_bits(c, TY_F80, "7.000000e+00", &hi), 0xE000000000000000);
	cr_expect_eq(hi, 0x4001);
	cr_expect_eq(parse_bits(c, TY_F128, "0.1", &hi), 0x999999999999999A);
	cr_expect_eq(hi, 0x3FFB999999999999);
	cr_expect_eq(parse_bits(c, TY_F128, "-0.0", &hi), 0);
	cr_expect_eq(hi, 0x8000000000000000);
	cr_expect_eq(parse_bits(c, TY_F128, "6.5e-4966", &hi), 1);   /* least subnormal */
	cr_expect_eq(hi, 0);
	cr_expect_eq(parse_bits(c, TY_F128, "3e-4966", &hi), 0);
	cr_expect_eq(hi, 0);
	cr_expect_eq(parse_bits(c, TY_F128, "1e5000", &hi), 0);
	cr_expect_eq(hi, 0x7FFF000000000000);
	uint64_t b[2];
	cr_expect(!float_parse("1.2.3", 5, type_simple(c, TY_F32), b));
	cr_expect(!float_parse("1e", 2, type_simple(c, TY_F32), b));
	cr_expect(!float_parse("", 0, type_simple(c, TY_F32), b));
	cr_expect(!float_parse("1", 1, type_i(c, 32), b));
	ctx_free(c);
}

/* The 8-bit formats: the values APFloat gives (checked against
 * mlir-translate-19), and every bit pattern but NaN converts back to itself. */
Test(attrs, f8)
{
	Ctx *c = ctx_new();
	cr_expect_eq(type_float_width(type_simple(c, TY_F8E4M3B11FNUZ)), 8);
	cr_expect(type_is_float(type_simple(c, TY_F8E5M2)));
	cr_expect(!type_is_f8(type_simple(c, TY_F16)));
	cr_expect_eq(fbits(c, TY_F8E5M2, 1.5), 0x3E);
	cr_expect_eq(fbits(c, TY_F8E4M3, 1.5), 0x3C);
	cr_expect_eq(fbits(c, TY_F8E4M3FN, 1.5), 0x3C);
	cr_expect_eq(fbits(c, TY_F8E5M2FNUZ, 1.5), 0x42);
	cr_expect_eq(fbits(c, TY_F8E4M3FNUZ, 1.5), 0x44);
	cr_expect_eq(fbits(c, TY_F8E4M3B11FNUZ, 1.5), 0x5C);
	cr_expect_eq(fbits(c, TY_F8E4M3FN, 448.0), 0x7E);     /* the largest */
	cr_expect_eq(fbits(c, TY_F8E4M3FN, 464.0), 0x7E);     /* a tie: to even */
	cr_expect_eq(fbits(c, TY_F8E4M3FN, 465.0), 0x7F);     /* overflow: NaN, no inf */
	cr_expect_eq(fbits(c, TY_F8E4M3FN, -1000.0), 0xFF);
	cr_expect_eq(fbits(c, TY_F8E4M3, 1000.0), 0x78);      /* inf */
	cr_expect_eq(fbits(c, TY_F8E5M2, 1e10), 0x7C);
	cr_expect_eq(fbits(c, TY_F8E4M3FNUZ, 240.0), 0x7F);
	cr_expect_eq(fbits(c, TY_F8E4M3FNUZ, 1e3), 0x80);
	cr_expect_eq(fbits(c, TY_F8E4M3FNUZ, -0.0), 0x00);    /* no -0 */
	cr_expect_eq(fbits(c, TY_F8E4M3FNUZ, -1e-9), 0x00);
	cr_expect_eq(fbits(c, TY_F8E4M3FN, -0.0), 0x80);
	cr_expect_eq(fbits(c, TY_F8E4M3B11FNUZ, 30.0), 0x7F);
	cr_expect_eq(fbits(c, TY_F8E4M3, 0.001953125), 0x01); /* least subnormal */
	cr_expect_eq(fbits(c, TY_F8E4M3, 0.0009765625), 0x00); /* its half: tie to even */
	cr_expect_eq(fbits(c, TY_F8E4M3, 0.00146484375), 0x01);
	cr_expect_eq(fbits(c, TY_F8E4M3, 1.0625), 0x38);      /* tie to even, down */
	cr_expect_eq(fbits(c, TY_F8E4M3, 1.1875), 0x3A);      /* tie to even, up */
	uint64_t b[2];
	cr_expect(float_parse("0.1", 3, type_simple(c, TY_F8E4M3B11FNUZ), b));
	cr_expect_eq(b[0], 0x3D);
	cr_expect(!float_parse("0.1x", 4, type_simple(c, TY_F8E4M3), b));
	/* MLIR 20+'s formats: values as mlir-translate-22 encodes them */
	cr_expect_eq(fbits(c, TY_F4E2M1FN, 1.5), 0x3);
	cr_expect_eq(fbits(c, TY_F4E2M1FN, -6.0), 0xF);
	cr_expect_eq(fbits(c, TY_F4E2M1FN, 100.0), 0x7);      /* no infinity: the largest finite */
	cr_expect_eq(fbits(c, TY_F6E2M3FN, 1.5), 0x0C);
	cr_expect_eq(fbits(c, TY_F6E3M2FN, 1.5), 0x0E);
	cr_expect_eq(fbits(c, TY_F8E3M4, 1.5), 0x38);
	cr_expect_eq(fbits(c, TY_F8E8M0FNU, 1.0), 0x7F);
	cr_expect_eq(fbits(c, TY_F8E8M0FNU, 1e-10), 0x5E);
	static const struct { TypeKind k; unsigned w; } ks[] = {
#define X(k, name, w, e, m, bias, nf) {k, w},
		XF8(X)
#undef X
	};
	for (unsigned i = 0; i < sizeof ks / sizeof *ks; i++) {
		Type *t = type_simple(c, ks[i].k);
		for (uint64_t v = 0; v < (1u << ks[i].w); v++) {
			double d = f8_to_double(t, v);
			if (d == d)
				cr_expect_eq(f8_from_double(t, d), v, "format %u, 0x%02x", i, (unsigned)v);
		}
	}
	ctx_free(c);
}

Test(attrs, huge_width)
{
	Ctx *c = ctx_new();
	Type *t = type_i(c, 1000);
	Attr *m1 = attr_int(c, t, -1);
	cr_expect_eq(m1->i.nwords, 16);
	cr_expect_eq(m1->i.words[15], ((uint64_t)1 << 40) - 1);
	cr_expect_str_eq(print_int(m1, true), "-1");
	Out o;
	out_init(&o);
	attr_int_print(&o, m1, false);
	cr_expect_eq(o.len, 302);   /* 2^1000 - 1 */
	cr_expect_eq(strncmp(o.buf, "10715086071862673209", 20), 0);
	cr_expect_eq(o.buf[301], '5');
	out_free(&o);
	uint64_t w[16];
	cr_expect(int_parse("-1", 2, 1000, w, 16));
	cr_expect_eq(attr_int_words(c, t, 16, w), m1);
	Type *big = type_i(c, 65536);
	Attr *b = attr_int(c, big, -2);
	cr_expect_eq(b->i.nwords, 1024);
	cr_expect_eq(attr_int_sext(b), -2);
	cr_expect(attr_int_fits64(b));
	ctx_free(c);
}

/* sym_lit remembers a Sym by its text's address: a literal's alone (a
 * read-only segment's text does not change), a buffer's only while the
 * text there is the same. */
Test(attrs, sym_lit_literals_and_buffers)
{
	Ctx *c = ctx_new();
	Sym *add = sym_lit(c, "llvm.add");
	cr_assert_eq(add, intern_c(c, "llvm.add"));
	cr_assert_eq(sym_lit(c, "llvm.add"), add);
	char buf[16];
	strcpy(buf, "llvm.mul");
	Sym *mul = sym_lit(c, buf);
	cr_assert_str_eq(mul->s, "llvm.mul");
	strcpy(buf, "llvm.sub");
	Sym *sub = sym_lit(c, buf);
	cr_assert_str_eq(sub->s, "llvm.sub");
	cr_assert_neq(sub, mul);
	static char data[] = "llvm.or";   /* writable: checked by content */
	cr_assert_str_eq(sym_lit(c, data)->s, "llvm.or");
	strcpy(data, "llvm.xo");
	cr_assert_str_eq(sym_lit(c, data)->s, "llvm.xo");
	ctx_free(c);
}

/* The memos in front of the uniquer give the attribute it would: a
 * type's TypeAttr, @name (by the Sym), a placeholder by its index; and
 * forgetting @name (a streamed function's, uniq_drop_name) forgets it
 * from the memo too. */
Test(attrs, memos_agree_with_uniquer)
{
	Ctx *c = ctx_new();
	Type *i32 = type_i(c, 32);
	Attr *t = attr_type(c, i32);
	cr_assert_eq(attr_type(c, i32), t);
	cr_assert_eq(t->kind, ATTR_TYPE);
	cr_assert_eq(t->ty, i32);
	Sym *f = intern_c(c, "f"), *g = intern_c(c, "g");
	Attr *rf = attr_sym(c, f);
	cr_assert_eq(attr_sym(c, f), rf);
	cr_assert_eq(attr_symref(c, 1, &f), rf);
	cr_assert_neq(attr_sym(c, g), rf);
	cr_assert_eq(attr_sym(c, g)->sym.path[0], g);
	attr_forget(c, rf);
	Attr *rf2 = attr_sym(c, f);
	cr_assert_eq(rf2->kind, ATTR_SYMREF);
	cr_assert_eq(rf2->sym.path[0], f);
	cr_assert_eq(attr_symref(c, 1, &f), rf2);
	Attr *p3 = attr_pending(c, 3), *p0 = attr_pending(c, 0);
	cr_assert_eq(attr_pending(c, 3), p3);
	cr_assert_neq(p0, p3);
	cr_assert_eq(p3->kind, ATTR_PENDING);
	cr_assert_eq(p3->pending, 3);
	cr_assert_eq(p0->pending, 0);
	ctx_free(c);
}
