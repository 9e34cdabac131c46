/* test_intrinsics.c - the intrinsic table shared by the .ll printer and
 * the importer: lookups (the table must stay sorted for its binary
 * search), longest-prefix matching of call names, LLVM's mangling, and
 * the attributes of intrinsic declarations (intrinsic_attrs.h). */
#include <string.h>

#include <criterion/criterion.h>

#include "llvmir/intrinsics.h"
#include "llvmir/intrinsic_attrs.h"

static const char *call_name(Ctx *c, const char *base, Type *rt, Type **argt, unsigned n)
{
	static char buf[256];
	Out o;
	out_init(&o);
	intrinsic_call_name(c, &o, intrinsic_by_name(base), base, rt, argt, n);
	snprintf(buf, sizeof buf, "%.*s", (int)o.len, o.buf);
	out_free(&o);
	return buf;
}

Test(intrinsics, every_row_found_by_name)
{
	static const char *const names[] = {
#define NAME(name, op, ovl, args, flags) name,
		XINTRINSICS(NAME)
#undef NAME
	};
	for (unsigned i = 0; i < sizeof names / sizeof *names; i++) {
		const Intrinsic *in = intrinsic_by_name(names[i]);
		cr_assert(in, "%s not found: the table is not sorted", names[i]);
		cr_expect_str_eq(in->name, names[i]);
		if (i)
			cr_expect_lt(strcmp(names[i - 1], names[i]), 0, "%s before %s", names[i - 1], names[i]);
	}
	cr_expect_null(intrinsic_by_name("no.such"));
}

Test(intrinsics, call_names_by_longest_prefix)
{
	cr_expect_str_eq(intrinsic_of_call("smax.i32")->name, "smax");
	cr_expect_str_eq(intrinsic_of_call("vector.reduce.add.v4i32")->name, "vector.reduce.add");
	cr_expect_str_eq(intrinsic_of_call("memcpy.inline.p0.p0.i64")->name, "memcpy.inline");
	cr_expect_str_eq(intrinsic_of_call("memcpy.p0.p0.i64")->name, "memcpy");
	cr_expect_str_eq(intrinsic_of_call("trap")->name, "trap");
	cr_expect_null(intrinsic_of_call("load.relative.i64"));
	cr_expect_null(intrinsic_of_call("smaxx.i32"));
}

Test(intrinsics, ops_and_renames)
{
	char buf[64];
	cr_expect_str_eq(intrinsic_by_op("vastart")->name, "va_start");
	cr_expect_str_eq(intrinsic_op_name(intrinsic_by_name("va_copy"), buf, sizeof buf), "llvm.intr.vacopy");
	cr_expect_str_eq(intrinsic_op_name(intrinsic_by_name("fmuladd"), buf, sizeof buf), "llvm.intr.fmuladd");
	cr_expect(intrinsic_by_name("fmuladd")->flags & FMF);
	cr_expect(!(intrinsic_by_name("smax")->flags & FMF));
	cr_expect(!(intrinsic_by_name("ldexp")->flags & IMPORT), "ldexp has no op in MLIR 19");
}

Test(intrinsics, mangling)
{
	Ctx *c = ctx_new();
	Type *i32 = type_i(c, 32), *i64 = type_i(c, 64), *i1 = type_i(c, 1), *f64 = type_simple(c, TY_F64);
	Type *ptr = type_ptr(c, 0, NULL), *voidt = type_simple(c, TY_LLVM_VOID);
	Type *st_elts[] = {i32, i1};
	Type *st = type_struct(c, 2, st_elts, false);
	cr_expect_str_eq(call_name(c, "smax", i32, (Type *[]){i32, i32}, 2), "llvm.smax.i32");
	cr_expect_str_eq(call_name(c, "memcpy", voidt, (Type *[]){ptr, ptr, i64, i1}, 4), "llvm.memcpy.p0.p0.i64");
	cr_expect_str_eq(call_name(c, "powi", f64, (Type *[]){f64, i32}, 2), "llvm.powi.f64.i32");
	cr_expect_str_eq(call_name(c, "sadd.with.overflow", st, (Type *[]){i32, i32}, 2), "llvm.sadd.with.overflow.i32");
	cr_expect_str_eq(call_name(c, "trap", voidt, NULL, 0), "llvm.trap");
	int64_t four = 4;
	Type *v4 = type_vector(c, 1, &four, NULL, i32);
	cr_expect_str_eq(call_name(c, "vector.reduce.add", i32, (Type *[]){v4}, 1), "llvm.vector.reduce.add.v4i32");
	ctx_free(c);
}

/* intrinsic_attrs.h: every line found by its binary search (sorted by
 * name, then release), and a release without data is none. */
Test(intrinsics, declaration_attrs)
{
	static const IntrinsicAttrs rows[] = {
#define ROW(name, gen, fn, ret, params) {name, gen, fn, ret, params},
		XINTRINSIC_ATTRS(ROW)
#undef ROW
	};
	for (unsigned i = 0; i < sizeof rows / sizeof *rows; i++) {
		const IntrinsicAttrs *a = intrinsic_attrs(rows[i].name, rows[i].gen);
		cr_assert(a && !strcmp(a->fn, rows[i].fn), "%s at %u not found: the table is not sorted", rows[i].name,
			  rows[i].gen);
		cr_assert(intrinsic_by_name(rows[i].name), "%s is no row of intrinsics.h", rows[i].name);
	}
	const IntrinsicAttrs *m = intrinsic_attrs("memcpy", 22);
	cr_assert(m);
	cr_assert_str_eq(m->params, "noalias writeonly captures(none)|noalias readonly captures(none)||immarg");
	cr_assert_str_eq(intrinsic_attrs("scmp", 22)->ret, "range(-1, 2)");
	cr_assert_null(intrinsic_attrs("scmp", 14));
	cr_assert_null(intrinsic_attrs("memcpy", 20));
	cr_assert_null(intrinsic_attrs("no.such", 22));
}
