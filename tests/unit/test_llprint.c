/* test_llprint.c - pieces of the .ll printer: exact float spelling, name
 * quoting, and whole small modules built through the op API (block
 * arguments as PHIs, a split repeated edge, constant folding). */
#include <string.h>

#include <criterion/criterion.h>

#include "llvmir/ll_print.h"

static char buf[4096];

static const char *fl(Ctx *c, TypeKind k, uint64_t b0, uint64_t b1)
{
	Out o;
	out_init(&o);
	uint64_t bits[2] = {b0, b1};
	lp_float(&o, type_simple(c, k), bits);
	snprintf(buf, sizeof buf, "%.*s", (int)o.len, o.buf);
	out_free(&o);
	return buf;
}

Test(llprint, floats)
{
	Ctx *c = ctx_new();
	cr_expect_str_eq(fl(c, TY_F64, 0x3FF0000000000000ULL, 0), "1.000000e+00");
	cr_expect_str_eq(fl(c, TY_F64, 0x3FB999999999999AULL, 0), "1.000000e-01");
	cr_expect_str_eq(fl(c, TY_F32, 0x3DCCCCCD, 0), "0x3FB99999A0000000");
	cr_expect_str_eq(fl(c, TY_F32, 0x80000000, 0), "-0.000000e+00");
	cr_expect_str_eq(fl(c, TY_F32, 0x7FC00000, 0), "0x7FF8000000000000");
	cr_expect_str_eq(fl(c, TY_F32, 0x7F800001, 0), "0x7FF0000020000000");
	cr_expect_str_eq(fl(c, TY_F64, 0xFFF0000000000000ULL, 0), "0xFFF0000000000000");
	cr_expect_str_eq(fl(c, TY_F16, 0x3C00, 0), "0xH3C00");
	cr_expect_str_eq(fl(c, TY_BF16, 0x3FC0, 0), "0xR3FC0");
	cr_expect_str_eq(fl(c, TY_F80, 0x8000000000000000ULL, 0x3FFF), "0xK3FFF8000000000000000");
	cr_expect_str_eq(fl(c, TY_F128, 0, 0x3FFF000000000000ULL), "0xL00000000000000003FFF000000000000");
	ctx_free(c);
}

Test(llprint, quoting)
{
	Out o;
	out_init(&o);
	Ctx *c = ctx_new();
	lp_global_name(&o, intern_c(c, "plain.name_1$"));
	out_ch(&o, ' ');
	lp_global_name(&o, intern_c(c, "with space\"q\\"));
	out_ch(&o, ' ');
	lp_global_name(&o, intern_c(c, "0digit"));
	snprintf(buf, sizeof buf, "%.*s", (int)o.len, o.buf);
	cr_expect_str_eq(buf, "@plain.name_1$ @\"with space\\22q\\\\\" @\"0digit\"");
	out_free(&o);
	ctx_free(c);
}

static Attr *opq(Ctx *c, const char *d, const char *b)
{
	return attr_opaque(c, ATTR_OPAQUE, intern_c(c, d), intern_c(c, b));
}

/* func @f(i1 %c, i32 %a, i32 %b) with cond_br %c, ^j(%a), ^j(%b) and
 * ^j(%x): ret (%x + (2 * 3)). */
static const char *build_and_print(void)
{
	Ctx *c = ctx_new();
	Op *m = module_new(c, (Loc){0});
	Type *i1 = type_i(c, 1), *i32 = type_i(c, 32);
	Type *params[3] = {i1, i32, i32};
	OpState s;
	opstate_init(&s, intern_c(c, "llvm.func"), (Loc){0});
	opstate_add_attr(&s, intern_c(c, "sym_name"), attr_str(c, "f", 1));
	opstate_add_attr(&s, intern_c(c, "function_type"), attr_type(c, type_llfunc(c, i32, 3, params, false)));
	opstate_add_attr(&s, intern_c(c, "linkage"), opq(c, "llvm.linkage", "external"));
	s.nreg = 1;
	Op *fn = op_create(c, &s);
	opstate_free(&s);
	block_push_op(module_body(m), fn);

	Block *entry = block_new(c), *join = block_new(c);
	region_push_block(&fn->regs[0], entry);
	region_push_block(&fn->regs[0], join);
	Value *cv = block_add_arg(c, entry, i1), *a = block_add_arg(c, entry, i32), *b = block_add_arg(c, entry, i32);
	Value *x = block_add_arg(c, join, i32);

	opstate_init(&s, intern_c(c, "llvm.cond_br"), (Loc){0});
	vec_push(&s.opnds, cv);
	vec_push(&s.opnds, a);
	vec_push(&s.opnds, b);
	vec_push(&s.succs, ((Succ){join, 1, 1}));
	vec_push(&s.succs, ((Succ){join, 2, 1}));
	block_push_op(entry, op_create(c, &s));
	opstate_free(&s);

	Value *k[2];
	for (int i = 0; i < 2; i++) {
		opstate_init(&s, intern_c(c, "llvm.mlir.constant"), (Loc){0});
		opstate_add_attr(&s, intern_c(c, "value"), attr_int(c, i32, i + 2));
		vec_push(&s.types, i32);
		Op *k0 = op_create(c, &s);
		opstate_free(&s);
		block_push_op(join, k0);
		k[i] = &k0->res[0];
	}
	Value *mv[2] = {k[0], k[1]};
	Op *mul = op_new(c, OP_LLVM_MUL, (Loc){0}, 2, mv, 1, &i32);
	block_push_op(join, mul);
	Value *av[2] = {x, &mul->res[0]};
	Op *add = op_new(c, OP_LLVM_ADD, (Loc){0}, 2, av, 1, &i32);
	block_push_op(join, add);
	Value *rv = &add->res[0];
	block_push_op(join, op_new(c, OP_LLVM_RETURN, (Loc){0}, 1, &rv, 0, NULL));

	Out o;
	out_init(&o);
	unsigned n = ll_print(c, &o, m);
	snprintf(buf, sizeof buf, "%u\n%.*s", n, (int)o.len, o.buf);
	out_free(&o);
	ctx_free(c);
	return buf;
}

Test(llprint, phis_split_fold)
{
	const char *t = build_and_print();
	cr_assert(strncmp(t, "0\n", 2) == 0, "errors: %s", t);
	cr_expect(strstr(t, "define i32 @f(i1 %0, i32 %1, i32 %2) {\n"
			    "  br i1 %0, label %4, label %7\n"
			    "\n4:                                                ; preds = %7, %3\n"
			    "  %5 = phi i32 [ %8, %7 ], [ %1, %3 ]\n"
			    "  %6 = add i32 %5, 6\n"
			    "  ret i32 %6\n"
			    "\n7:                                                ; preds = %3\n"
			    "  %8 = phi i32 [ %2, %3 ]\n"
			    "  br label %4\n}\n") != NULL, "got:\n%s", t);
}

/* A scalar type's text is kept in the type once printed (Type.lltext):
 * printed again the same, and a pointer printed as LLVM 14's typed
 * pointer by a later printer of the same context, not as the "ptr" kept. */
Test(llprint, scalar_texts_kept)
{
	static const char text_in[] =
		"module {\n"
		"  llvm.func @f(%p: !llvm.ptr, %x: i64) -> i64 {\n"
		"    %0 = llvm.load %p : !llvm.ptr -> i64\n"
		"    %1 = llvm.add %0, %x : i64\n"
		"    llvm.store %1, %p : i64, !llvm.ptr\n"
		"    llvm.return %1 : i64\n"
		"  }\n"
		"}\n";
	Ctx *c = ctx_new();
	Op *m = mlir_parse(c, ctx_add_source(c, "t.mlir", text_in, strlen(text_in)), NULL);
	cr_assert(m);
	c->llvm_version = 19;
	Out a, b, t;
	out_init(&a);
	out_init(&b);
	out_init(&t);
	cr_assert_eq(ll_print(c, &a, m), 0);
	cr_assert_eq(ll_print(c, &b, m), 0);
	out_ch(&a, 0);
	out_ch(&b, 0);
	cr_expect_str_eq(a.buf, b.buf);
	cr_expect(strstr(a.buf, "define i64 @f(ptr %0, i64 %1)"), "%s", a.buf);
	cr_expect(strstr(a.buf, "load i64, ptr %0"), "%s", a.buf);
	c->llvm_version = 14;
	cr_assert_eq(ll_print(c, &t, m), 0);
	out_ch(&t, 0);
	cr_expect(!strstr(t.buf, "ptr"), "typed pointers at 14: %s", t.buf);
	cr_expect(strstr(t.buf, "load i64, i64* %0"), "%s", t.buf);
	out_free(&a);
	out_free(&b);
	out_free(&t);
	ctx_free(c);
}
