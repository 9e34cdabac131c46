/* test_parse_llvm.c - the LLVM dialect custom-form builders: attributes
 * and result types they derive (the generic form's contract). */
#include <string.h>

#include <criterion/criterion.h>

#include "mlir/parse_llvm.h"

static Loc L0;

static Value *arg(Ctx *c, Block *b, Type *t) { return block_add_arg(c, b, t); }

static int64_t attr_i(Op *op, Ctx *c, const char *name)
{
	Attr *a = op_attr_s(c, op, name);
	cr_assert(a, "missing %s", name);
	return attr_int_sext(a);
}

static const char *opaque_body(Op *op, Ctx *c, const char *name)
{
	Attr *a = op_attr_s(c, op, name);
	if (a && a->kind == ATTR_LLVM && llattr_enum_word(a))   /* a structured enum (#llvm.linkage) */
		return llattr_enum_word(a);
	cr_assert(a && a->kind == ATTR_OPAQUE, "missing %s", name);
	return a->opaque.body->s;
}

static LKws kws(Ctx *c, const char *const *words)
{
	LKws k = {0};
	for (; *words; words++)
		lkws_push(&k, intern_c(c, *words), NULL, L0);
	return k;
}

Test(parse_llvm, binop_defaults)
{
	Ctx *c = ctx_new();
	Block *b = block_new(c);
	Type *i32 = type_i(c, 32), *f32 = type_simple(c, TY_F32);
	Value *x = arg(c, b, i32), *f = arg(c, b, f32);
	Op *add = lp_binop(c, L0, OP_LLVM_ADD, x, x, NULL, NULL, i32);
	cr_expect(attr_is_llvm(op_attr_s(c, add, "overflowFlags"), LL_OVERFLOW), "missing overflowFlags");
	cr_expect_eq(llattr_bits(op_attr_s(c, add, "overflowFlags")), 0);
	Op *sdiv = lp_binop(c, L0, OP_LLVM_SDIV, x, x, NULL, NULL, i32);
	cr_expect_eq(sdiv->nattr, 0);
	Op *fadd = lp_binop(c, L0, OP_LLVM_FADD, f, f, NULL, NULL, f32);
	cr_expect(attr_is_llvm(op_attr_s(c, fadd, "fastmathFlags"), LL_FASTMATH), "missing fastmathFlags");
	cr_expect_eq(llattr_bits(op_attr_s(c, fadd, "fastmathFlags")), 0);
	NamedAttr fm = {intern_c(c, "fastmathFlags"), attr_llvm_flags(c, LL_FASTMATH, 0x7f)};
	Op *fmul = lp_binop(c, L0, OP_LLVM_FMUL, f, f, NULL, attr_dict(c, 1, &fm), f32);
	cr_expect(llattr_all_flags(op_attr_s(c, fmul, "fastmathFlags")));
	cr_expect_eq(fmul->nattr, 1);
	ctx_free(c);
}

Test(parse_llvm, cmp_predicate_and_vector_result)
{
	Ctx *c = ctx_new();
	Block *b = block_new(c);
	int64_t four = 4;
	Type *v = type_vector(c, 1, &four, NULL, type_simple(c, TY_F32));
	Value *x = arg(c, b, v);
	Op *op = lp_cmp(c, L0, OP_LLVM_FCMP, attr_str(c, "une", 3), x, x, NULL, v);
	cr_assert(op);
	cr_expect_eq(attr_i(op, c, "predicate"), 13);
	cr_expect_eq(op->res[0].type, type_vector(c, 1, &four, NULL, type_i(c, 1)));
	ctx_free(c);
}

Test(parse_llvm, gep_raw_indices)
{
	Ctx *c = ctx_new();
	Block *b = block_new(c);
	Type *ptr = type_ptr(c, 0, NULL), *i64 = type_i(c, 64);
	Value *p = arg(c, b, ptr), *n = arg(c, b, i64);
	LIdx idx[3] = {{n, 0}, {NULL, 1}, {n, 0}};
	Type *ins[3] = {ptr, i64, i64};
	Type *fnty = type_func(c, 3, ins, 1, &ptr);
	const char *const ib[] = {"inbounds", NULL};
	LKws k = kws(c, ib);
	Op *op = lp_gep(c, L0, &k, p, idx, 3, NULL, fnty, type_i(c, 8));
	vec_free(&k);
	cr_assert(op);
	cr_expect_eq(op->nopnd, 3);
	Attr *raw = op_attr_s(c, op, "rawConstantIndices");
	cr_assert(raw && raw->arr.n == 3);
	cr_expect_eq(attr_int_sext(raw->arr.elts[0]), INT32_MIN);
	cr_expect_eq(attr_int_sext(raw->arr.elts[1]), 1);
	cr_expect(op_attr_s(c, op, "inbounds") != NULL);
	ctx_free(c);
}

Test(parse_llvm, aggregates)
{
	Ctx *c = ctx_new();
	Block *b = block_new(c);
	Type *f32 = type_simple(c, TY_F32), *i32 = type_i(c, 32);
	Type *el[2] = {i32, type_array(c, 2, f32)};
	Type *st = type_struct(c, 2, el, false);
	Value *s = arg(c, b, st);
	Attr *pos[2] = {attr_int(c, type_i(c, 64), 1), attr_int(c, type_i(c, 64), 0)};
	Op *op = lp_extractvalue(c, L0, s, attr_array(c, 2, pos), NULL, st);
	cr_assert(op);
	cr_expect_eq(op->res[0].type, f32);
	Attr *bad = attr_int(c, type_i(c, 64), 5);
	FILE *devnull = fopen("/dev/null", "w");
	c->diag_out = devnull;
	cr_expect_null(lp_extractvalue(c, L0, s, attr_array(c, 1, &bad), NULL, st));
	cr_expect_eq(c->nerrors, 1);
	c->diag_out = stderr;
	fclose(devnull);
	Value *p = arg(c, b, type_ptr(c, 0, NULL));
	const char *const post[] = {"acq_rel", "monotonic", NULL};
	LKws k = kws(c, post);
	Op *cx = lp_cmpxchg(c, L0, NULL, p, s, s, &k, NULL, i32);
	vec_free(&k);
	cr_assert(cx);
	cr_expect_eq(attr_i(cx, c, "success_ordering"), 6);
	cr_expect_eq(attr_i(cx, c, "failure_ordering"), 2);
	Type *pair[2] = {i32, type_i(c, 1)};
	cr_expect_eq(cx->res[0].type, type_struct(c, 2, pair, false));
	ctx_free(c);
}

Test(parse_llvm, switch_case_values)
{
	Ctx *c = ctx_new();
	Block *b = block_new(c), *d = block_new(c);
	Type *i32 = type_i(c, 32);
	Value *x = arg(c, b, i32);
	LSucc def = {d, 0, NULL};
	LCase cases[2] = {{2, {d, 1, &x}}, {2, {d, 0, NULL}}};
	Op *op = lp_switch(c, L0, x, i32, &def, cases, 2, NULL);
	cr_assert(op);
	cr_expect_eq(op->nsucc, 3);
	cr_expect_eq(op->succs[1].first, 1);
	cr_expect_eq(op->succs[1].n, 1);
	Attr *cv = op_attr_s(c, op, "case_values");
	cr_assert(cv && cv->kind == ATTR_DENSE);
	cr_expect(cv->splat);
	Attr *seg = op_attr_s(c, op, "operandSegmentSizes");
	cr_assert(seg && seg->arr.n == 3);
	cr_expect_eq(attr_int_sext(seg->arr.elts[2]), 1);
	ctx_free(c);
}

Test(parse_llvm, func_and_global)
{
	Ctx *c = ctx_new();
	Type *i32 = type_i(c, 32);
	NamedAttr na = {intern_c(c, "llvm.noalias"), attr_unit(c)};
	LArg args[2] = {{NULL, L0, i32, NULL}, {NULL, L0, type_ptr(c, 0, NULL), attr_dict(c, 1, &na)}};
	const char *const pre[] = {"internal", "hidden", "fastcc", NULL};
	LKws k = kws(c, pre);
	Op *f = lp_func(c, L0, &k, attr_sym(c, intern_c(c, "f")), args, 2, true, NULL, 0, NULL, NULL);
	vec_free(&k);
	cr_assert(f);
	cr_expect_str_eq(opaque_body(f, c, "linkage"), "internal");
	cr_expect_str_eq(opaque_body(f, c, "CConv"), "fastcc");
	cr_expect_eq(attr_i(f, c, "visibility_"), 1);
	Attr *ft = op_attr_s(c, f, "function_type");
	cr_assert(ft && ft->kind == ATTR_TYPE);
	cr_expect(ft->ty->llfn.vararg);
	cr_expect_eq(ft->ty->llfn.ret, type_simple(c, TY_LLVM_VOID));
	Attr *aa = op_attr_s(c, f, "arg_attrs");
	cr_assert(aa && aa->arr.n == 2);
	cr_expect_eq(aa->arr.elts[0]->dict.n, 0);
	cr_expect_eq(f->nreg, 1);

	const char *const gpre[] = {"private", "unnamed_addr", "constant", NULL};
	k = kws(c, gpre);
	Op *g = lp_global(c, L0, &k, attr_sym(c, intern_c(c, "s")), attr_str(c, "ab\0", 3), NULL, NULL, NULL);
	vec_free(&k);
	cr_assert(g);
	Attr *gt = op_attr_s(c, g, "global_type");
	cr_expect_eq(gt->ty, type_array(c, 3, type_i(c, 8)));
	cr_expect_eq(attr_i(g, c, "unnamed_addr"), 2);
	cr_expect(op_attr_s(c, g, "constant") != NULL);
	ctx_free(c);
}
