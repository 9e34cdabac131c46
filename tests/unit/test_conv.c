/* test_conv.c - the lowering to the llvm dialect on IR built by hand:
 * signature conversion, descriptor materialization, load linearization,
 * call result packing, and errors on unsupported ops. */
#include <string.h>

#include <criterion/criterion.h>

#include "xlate/ir.h"

static Loc noloc;

/* func.func @NAME of type ft with an entry block (args of ft), in m. */
static Op *mk_func(Ctx *c, Op *m, const char *name, Type *ft, bool body)
{
	OpState s;
	opstate_init(&s, intern_c(c, "func.func"), noloc);
	s.nreg = 1;
	Op *f = op_create(c, &s);
	opstate_free(&s);
	op_set_attr(c, f, c->sym[SYM_sym_name], attr_str(c, name, strlen(name)));
	op_set_attr(c, f, c->sym[SYM_function_type], attr_type(c, ft));
	if (body) {
		Block *b = block_new(c);
		for (unsigned i = 0; i < ft->fn.nin; i++)
			block_add_arg(c, b, ft->fn.ins[i]);
		region_push_block(&f->regs[0], b);
	} else {
		op_set_attr(c, f, c->sym[SYM_sym_visibility], attr_str(c, "private", 7));
	}
	block_push_op(module_body(m), f);
	return f;
}

static Op *push(Ctx *c, Block *b, OpKind k, unsigned n, Value **ops, unsigned nres, Type **rt)
{
	Op *op = op_new(c, k, noloc, n, ops, nres, rt);
	block_push_op(b, op);
	return op;
}

static unsigned count_ops(Block *b, OpKind k)
{
	unsigned n = 0;
	for (Op *o = b->first; o; o = o->next)
		n += o->kind == k;
	return n;
}

Test(conv, signature_and_load)
{
	Ctx *c = ctx_new();
	c->diag_out = fopen("/dev/null", "w");
	Op *m = module_new(c, noloc);
	Type *idx = type_simple(c, TY_INDEX), *f32 = type_simple(c, TY_F32);
	int64_t shape[2] = { DYN, 4 };
	Type *mt = type_memref(c, 2, shape, f32, NULL, NULL);
	Type *ft = type_func(c, 3, (Type *[]){ mt, idx, idx }, 1, &f32);
	Op *f = mk_func(c, m, "load", ft, true);
	Block *b = f->regs[0].first;
	Value *ops[3] = { b->args[0], b->args[1], b->args[2] };
	Op *ld = push(c, b, OP_MEMREF_LOAD, 3, ops, 1, (Type *[]){ f32 });
	push(c, b, OP_FUNC_RETURN, 1, (Value *[]){ &ld->res[0] }, 0, NULL);

	ConvOpts o = {0};
	cr_assert_eq(convert_to_llvm(c, m, &o), 0);
	cr_expect_eq(f->kind, OP_LLVM_FUNC);
	Type *llt = op_attr(f, c->sym[SYM_function_type])->ty;
	cr_assert_eq(llt->kind, TY_LLVM_FUNC);
	/* ptr, ptr, offset, 2 sizes, 2 strides, then the two indices */
	cr_expect_eq(llt->llfn.n, 9);
	cr_expect_eq(llt->llfn.ret, f32);
	cr_expect_eq(b->nargs, 9);
	cr_expect_eq(b->args[8]->type, type_i(c, 64));
	cr_expect_eq(count_ops(b, OP_LLVM_INSERTVALUE), 7);
	cr_expect_eq(count_ops(b, OP_LLVM_LOAD), 1);
	cr_expect_eq(count_ops(b, OP_LLVM_GEP), 1);
	cr_expect_eq(count_ops(b, OP_LLVM_MUL), 1);   /* static stride 4 of dim 0 */
	cr_expect_eq(count_ops(b, OP_MEMREF_LOAD), 0);
	cr_expect_eq(b->last->kind, OP_LLVM_RETURN);
	fclose(c->diag_out);
	ctx_free(c);
}

Test(conv, index_bitwidth_and_results)
{
	Ctx *c = ctx_new();
	Op *m = module_new(c, noloc);
	Type *idx = type_simple(c, TY_INDEX), *i32 = type_i(c, 32);
	Type *ft = type_func(c, 1, &idx, 2, (Type *[]){ idx, i32 });
	mk_func(c, m, "ext", ft, false);
	Type *gt = type_func(c, 1, &idx, 0, NULL);
	Op *g = mk_func(c, m, "caller", gt, true);
	Block *b = g->regs[0].first;
	OpState s;
	opstate_init(&s, intern_c(c, "func.call"), noloc);
	vec_push(&s.opnds, b->args[0]);
	vec_push(&s.types, idx);
	vec_push(&s.types, i32);
	opstate_add_attr(&s, c->sym[SYM_callee], attr_sym(c, intern_c(c, "ext")));
	Op *call = op_create(c, &s);
	opstate_free(&s);
	block_push_op(b, call);
	push(c, b, OP_FUNC_RETURN, 0, NULL, 0, NULL);

	ConvOpts o = { .index_bitwidth = 32 };
	cr_assert_eq(convert_to_llvm(c, m, &o), 0);
	Op *ext = module_body(m)->first;
	Type *et = op_attr(ext, c->sym[SYM_function_type])->ty;
	cr_expect_eq(et->llfn.params[0], i32);
	cr_expect_eq(et->llfn.ret->kind, TY_LLVM_STRUCT);
	cr_expect_eq(et->llfn.ret->st.n, 2);
	cr_expect_eq(count_ops(b, OP_LLVM_CALL), 1);
	cr_expect_eq(count_ops(b, OP_LLVM_EXTRACTVALUE), 2);
	cr_expect_eq(b->args[0]->type, i32);
	ctx_free(c);
}

Test(conv, unsupported_op_is_an_error)
{
	Ctx *c = ctx_new();
	c->diag_out = fopen("/dev/null", "w");
	Op *m = module_new(c, noloc);
	Type *ft = type_func(c, 0, NULL, 0, NULL);
	Op *f = mk_func(c, m, "f", ft, true);
	Block *b = f->regs[0].first;
	OpState s;
	opstate_init(&s, intern_c(c, "scf.yield"), noloc);
	block_push_op(b, op_create(c, &s));
	opstate_free(&s);
	push(c, b, OP_FUNC_RETURN, 0, NULL, 0, NULL);
	ConvOpts o = {0};
	cr_expect_eq(convert_to_llvm(c, m, &o), 1);
	fclose(c->diag_out);
	ctx_free(c);
}

Test(conv, llvm_only_module_unchanged)
{
	Ctx *c = ctx_new();
	Op *m = module_new(c, noloc);
	OpState s;
	opstate_init(&s, intern_c(c, "llvm.func"), noloc);
	s.nreg = 1;
	Op *f = op_create(c, &s);
	opstate_free(&s);
	Type *st = type_struct_named(c, intern_c(c, "S"));
	type_struct_set_body(c, st, 1, (Type *[]){ type_i(c, 32) }, false);
	Type *fnty = type_llfunc(c, type_simple(c, TY_LLVM_VOID), 1, &st, false);
	op_set_attr(c, f, c->sym[SYM_sym_name], attr_str(c, "g", 1));
	op_set_attr(c, f, c->sym[SYM_function_type], attr_type(c, fnty));
	Block *b = block_new(c);
	block_add_arg(c, b, st);
	region_push_block(&f->regs[0], b);
	push(c, b, OP_LLVM_RETURN, 0, NULL, 0, NULL);
	block_push_op(module_body(m), f);
	ConvOpts o = {0};
	cr_expect_eq(convert_to_llvm(c, m, &o), 0);
	cr_expect_eq(op_attr(f, c->sym[SYM_function_type])->ty, fnty);
	cr_expect_eq(b->args[0]->type, st);
	cr_expect_eq(module_body(m)->first, f);
	cr_expect_eq(f->next, NULL);
	ctx_free(c);
}

/* The llvm function type a private func.func declaration of type ft gets. */
static Type *lowered_sig(Ctx *c, Type *ft, const ConvOpts *o)
{
	Op *m = module_new(c, noloc);
	Op *f = mk_func(c, m, "d", ft, false);
	if (convert_to_llvm(c, m, o))
		return NULL;
	return op_attr(f, c->sym[SYM_function_type])->ty;
}

Test(conv, type_rules)
{
	Ctx *c = ctx_new();
	ConvOpts o = {0};
	Type *f32 = type_simple(c, TY_F32), *i64 = type_i(c, 64);
	/* complex -> struct of two; 2-D vector -> array of 1-D vectors */
	int64_t vs[2] = { 4, 8 };
	Type *cx = type_complex(c, f32), *v2 = type_vector(c, 2, vs, NULL, f32);
	Type *t = lowered_sig(c, type_func(c, 2, (Type *[]){ cx, v2 }, 0, NULL), &o);
	cr_assert_not_null(t);
	cr_expect_eq(t->llfn.ret->kind, TY_LLVM_VOID);
	cr_expect_eq(t->llfn.params[0], type_struct(c, 2, (Type *[]){ f32, f32 }, false));
	cr_expect_eq(t->llfn.params[1]->kind, TY_LLVM_ARRAY);
	cr_expect_eq(t->llfn.params[1]->arr.n, 4);
	cr_expect_eq(t->llfn.params[1]->arr.elt, type_vector(c, 1, &vs[1], NULL, f32));
	/* unranked memref -> (rank, ptr); memref<f32> -> 3 fields; fn -> ptr */
	Type *um = type_umemref(c, f32, NULL), *m0 = type_memref(c, 0, NULL, f32, NULL, NULL);
	Type *fn = type_func(c, 0, NULL, 0, NULL);
	t = lowered_sig(c, type_func(c, 3, (Type *[]){ um, m0, fn }, 2, (Type *[]){ m0, fn }), &o);
	cr_assert_not_null(t);
	cr_expect_eq(t->llfn.n, 2 + 3 + 1);
	cr_expect_eq(t->llfn.params[0], i64);
	cr_expect_eq(t->llfn.params[5]->kind, TY_LLVM_PTR);
	cr_expect_eq(t->llfn.ret->kind, TY_LLVM_STRUCT);
	cr_expect_eq(t->llfn.ret->st.n, 2);
	cr_expect_eq(t->llfn.ret->st.elts[0]->st.n, 3);
	ctx_free(c);
}

Test(conv, arith_folds_before_lowering)
{
	Ctx *c = ctx_new();
	Op *m = module_new(c, noloc);
	Type *i32 = type_i(c, 32);
	Op *f = mk_func(c, m, "f", type_func(c, 1, &i32, 1, &i32), true);
	Block *b = f->regs[0].first;
	Op *k = push(c, b, OP_ARITH_CONSTANT, 0, NULL, 1, &i32);
	op_set_attr(c, k, c->sym[SYM_value], attr_int(c, i32, 0));
	/* x + 0 folds to x; x * x stays */
	Op *add = push(c, b, OP_ARITH_ADDI, 2, (Value *[]){ b->args[0], &k->res[0] }, 1, &i32);
	Op *mul = push(c, b, OP_ARITH_MULI, 2, (Value *[]){ &add->res[0], &add->res[0] }, 1, &i32);
	push(c, b, OP_FUNC_RETURN, 1, (Value *[]){ &mul->res[0] }, 0, NULL);
	ConvOpts o = {0};
	cr_assert_eq(convert_to_llvm(c, m, &o), 0);
	cr_expect_eq(count_ops(b, OP_LLVM_ADD), 0);
	cr_expect_eq(count_ops(b, OP_LLVM_MUL), 1);
	Op *lm = NULL;
	for (Op *o2 = b->first; o2; o2 = o2->next)
		if (o2->kind == OP_LLVM_MUL)
			lm = o2;
	cr_assert_not_null(lm);
	cr_expect_eq(lm->opnd[0].v, b->args[0]);
	ctx_free(c);
}

Test(conv, assert_splits_the_block)
{
	Ctx *c = ctx_new();
	Op *m = module_new(c, noloc);
	Type *i1 = type_i(c, 1);
	Op *f = mk_func(c, m, "f", type_func(c, 1, &i1, 0, NULL), true);
	Block *b = f->regs[0].first;
	Op *a = push(c, b, OP_CF_ASSERT, 1, (Value *[]){ b->args[0] }, 0, NULL);
	op_set_attr(c, a, intern_c(c, "msg"), attr_str(c, "boom", 4));
	push(c, b, OP_FUNC_RETURN, 0, NULL, 0, NULL);
	ConvOpts o = {0};
	cr_assert_eq(convert_to_llvm(c, m, &o), 0);
	/* ^entry: cond_br; ^cont: return; ^fail: puts, abort, unreachable */
	cr_expect_eq(b->last->kind, OP_LLVM_COND_BR);
	Block *cont = b->next, *fail = cont ? cont->next : NULL;
	cr_assert_not_null(fail);
	cr_expect_eq(cont->last->kind, OP_LLVM_RETURN);
	cr_expect_eq(fail->last->kind, OP_LLVM_UNREACHABLE);
	cr_expect_eq(count_ops(fail, OP_LLVM_CALL), 2);
	unsigned globals = count_ops(module_body(m), OP_LLVM_GLOBAL);
	cr_expect_eq(globals, 1);
	ctx_free(c);
}
