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
