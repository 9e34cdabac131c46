/* test_props.c - the generic form's properties per release (mlir/props.c):
 * which names are properties at 19 and at 22, what props_write shows at
 * each (EnumProps, defaults, atomic_rmw's kinds) and what props_read
 * brings back to the IR's spelling. */
#include <criterion/criterion.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "xlate/ir.h"
#include "mlir/print.h"
#include "mlir/build.h"   /* props_read */

static Ctx *c;

static void setup(void) { c = ctx_new(); }
static void teardown(void) { ctx_free(c); }

TestSuite(props, .init = setup, .fini = teardown);

/* An op of name with no operands and attributes name = a (NULL ends). */
static Op *op_with(const char *name, ...)
{
	OpState s;
	opstate_init(&s, intern_c(c, name), (Loc){0});
	va_list ap;
	va_start(ap, name);
	for (const char *n; (n = va_arg(ap, const char *));)
		opstate_add_attr(&s, intern_c(c, n), va_arg(ap, Attr *));
	va_end(ap);
	Op *op = op_create(c, &s);
	opstate_free(&s);
	return op;
}

static Attr *shown(Op *op, const char *name)
{
	NamedAttr *v;
	unsigned n = props_write(c, op, &v);
	Attr *a = named_find(n, v, intern_c(c, name));
	free(v);
	return a;
}

Test(props, inherent_per_release)
{
	Op *call = op_with("llvm.call", NULL);
	c->llvm_version = 19;
	cr_expect(props_inherent(c, call, intern_c(c, "branch_weights")));
	cr_expect(!props_inherent(c, call, intern_c(c, "no_unwind")));
	cr_expect(props_inherent(c, call, intern_c(c, "callee")));
	c->llvm_version = 22;
	cr_expect(!props_inherent(c, call, intern_c(c, "branch_weights")));
	cr_expect(props_inherent(c, call, intern_c(c, "no_unwind")));
	cr_expect(!props_inherent(c, call, intern_c(c, "foo")));
	cr_expect(!props_inherent(c, call, intern_c(c, "llvm.mmra")));
	Op *or = op_with("llvm.or", NULL);
	cr_expect(props_inherent(c, or, intern_c(c, "isDisjoint")));
	c->llvm_version = 19;
	cr_expect(!props_inherent(c, or, intern_c(c, "isDisjoint")));
}

Test(props, enum_props_at_22)
{
	Type *i32 = type_i(c, 32);
	Op *add = op_with("llvm.add", "overflowFlags", attr_llvm_flags(c, LL_OVERFLOW, 3), NULL);
	Op *gep = op_with("llvm.getelementptr", "inbounds", attr_unit(c), "nuw", attr_unit(c), NULL);
	c->llvm_version = 22;
	cr_expect_eq(shown(add, "overflowFlags"), attr_int(c, i32, 3));
	cr_expect_eq(shown(gep, "noWrapFlags"), attr_int(c, i32, 7));
	cr_expect_null(shown(gep, "inbounds"));
	Op *call = op_with("llvm.call", NULL);
	Attr *seg = shown(call, "operandSegmentSizes");
	cr_assert_not_null(seg);
	cr_expect_eq(seg->arr.n, 2);
	cr_expect_not_null(shown(call, "op_bundle_sizes"));
	c->llvm_version = 19;
	cr_expect_eq(shown(add, "overflowFlags"), attr_llvm_flags(c, LL_OVERFLOW, 3));
	cr_expect_not_null(shown(gep, "inbounds"));
	cr_expect_null(shown(gep, "noWrapFlags"));
	cr_expect_null(shown(call, "op_bundle_sizes"));
}

Test(props, rmw_kinds_renumbered)
{
	Type *i64 = type_i(c, 64);
	Op *rmw = op_with("memref.atomic_rmw", "kind", attr_int(c, i64, 12), NULL);   /* andi */
	c->llvm_version = 22;
	cr_expect_eq(shown(rmw, "kind"), attr_int(c, i64, 2));
	props_read(c, op_with("memref.atomic_rmw", NULL));   /* no kind: nothing to do */
	Op *in = op_with("memref.atomic_rmw", "kind", attr_int(c, i64, 2), NULL);
	props_read(c, in);
	cr_expect_eq(op_attr_s(c, in, "kind"), attr_int(c, i64, 12));
	c->llvm_version = 19;
	cr_expect_eq(shown(rmw, "kind"), attr_int(c, i64, 12));
	cr_expect_str_eq(rmw_kind_words[12], "andi");
}

Test(props, read_22_spellings)
{
	Type *i32 = type_i(c, 32);
	Op *add = op_with("llvm.add", "overflowFlags", attr_int(c, i32, 1), NULL);
	props_read(c, add);
	cr_expect_eq(op_attr_s(c, add, "overflowFlags"), attr_llvm_flags(c, LL_OVERFLOW, 1));
	Op *gep = op_with("llvm.getelementptr", "noWrapFlags", attr_int(c, i32, 6), NULL);
	props_read(c, gep);
	cr_expect_null(op_attr_s(c, gep, "noWrapFlags"));
	cr_expect_null(op_attr_s(c, gep, "inbounds"));
	cr_expect_not_null(op_attr_s(c, gep, "nusw"));
	cr_expect_not_null(op_attr_s(c, gep, "nuw"));
	Op *tr = op_with("llvm.trunc", "overflowFlags", attr_int(c, i32, 0), NULL);
	props_read(c, tr);
	cr_expect_null(op_attr_s(c, tr, "overflowFlags"));
}

Test(props, defaults_filled_in)
{
	Op *load = op_with("llvm.load", NULL);   /* as a generic form without its properties reads */
	c->llvm_version = 22;
	cr_expect_eq(shown(load, "ordering"), attr_int(c, type_i(c, 64), 0));
	Op *call = op_with("llvm.call", NULL);
	cr_expect_eq(shown(call, "fastmathFlags"), attr_llvm_flags(c, LL_FASTMATH, 0));
	cr_expect_not_null(shown(call, "CConv"));
	Op *trunci = op_with("arith.trunci", NULL);
	cr_expect_not_null(shown(trunci, "overflowFlags"));
	c->llvm_version = 19;   /* arith.trunci has no flags in MLIR 19 */
	cr_expect_null(shown(trunci, "overflowFlags"));
}
