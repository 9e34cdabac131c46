/* test_verify.c - the verifier on hand-built IR: dominance (same block,
 * across blocks, isolated regions), terminators, successors, symbols,
 * func.return against the function type. */
#include <string.h>

#include <criterion/criterion.h>

#include "xlate/ir.h"

typedef struct {
	Ctx *c;
	Op *module;
	Op *func;
	Type *i32;
	char *text;
	size_t len;
	FILE *diag;
} T;

static T t;

static void setup(void)
{
	t.c = ctx_new();
	t.diag = open_memstream(&t.text, &t.len);
	t.c->diag_out = t.diag;
	t.c->type_spelling = mlir_print_type;   /* as the driver sets it */
	t.module = module_new(t.c, (Loc){0});
	t.i32 = type_i(t.c, 32);
}

static void teardown(void)
{
	fclose(t.diag);
	free(t.text);
	ctx_free(t.c);
}

static const char *diag_text(void)
{
	fflush(t.diag);
	return t.text ? t.text : "";
}

static Loc at(unsigned line)
{
	return (Loc){intern_c(t.c, "v.mlir"), line, 1};
}

/* func.func @NAME(i32) -> (nres x i32) with an entry block; returns it. */
static Block *func(const char *name, unsigned nres)
{
	Ctx *c = t.c;
	OpState s;
	opstate_init(&s, intern_c(c, "func.func"), at(1));
	Type *outs[4] = {t.i32, t.i32, t.i32, t.i32};
	opstate_add_attr(&s, c->sym[SYM_sym_name], attr_str(c, name, strlen(name)));
	opstate_add_attr(&s, c->sym[SYM_function_type], attr_type(c, type_func(c, 1, &t.i32, nres, outs)));
	s.nreg = 1;
	t.func = op_create(c, &s);
	opstate_free(&s);
	block_push_op(module_body(t.module), t.func);
	Block *b = block_new(c);
	block_add_arg(c, b, t.i32);
	region_push_block(&t.func->regs[0], b);
	return b;
}

static Op *add(Block *b, Value *x, Value *y, unsigned line)
{
	Op *op = op_new(t.c, OP_ARITH_ADDI, at(line), 2, (Value *[]){x, y}, 1, &t.i32);
	block_push_op(b, op);
	return op;
}

static Op *ret(Block *b, unsigned n, Value **vals)
{
	Op *op = op_new(t.c, OP_FUNC_RETURN, at(9), n, vals, 0, NULL);
	block_push_op(b, op);
	return op;
}

static Op *br(Block *b, Block *to, unsigned n, Value **args)
{
	OpState s;
	opstate_init(&s, intern_c(t.c, "cf.br"), at(8));
	for (unsigned i = 0; i < n; i++)
		vec_push(&s.opnds, args[i]);
	Succ su = {to, 0, n};
	vec_push(&s.succs, su);
	Op *op = op_create(t.c, &s);
	opstate_free(&s);
	block_push_op(b, op);
	return op;
}

static Op *cond_br(Block *b, Value *cond, Block *x, Block *y)
{
	OpState s;
	opstate_init(&s, intern_c(t.c, "cf.cond_br"), at(8));
	vec_push(&s.opnds, cond);
	vec_push(&s.succs, ((Succ){x, 1, 0}));
	vec_push(&s.succs, ((Succ){y, 1, 0}));
	Op *op = op_create(t.c, &s);
	opstate_free(&s);
	block_push_op(b, op);
	return op;
}

TestSuite(verify, .init = setup, .fini = teardown);

Test(verify, valid_function)
{
	Block *b = func("f", 1);
	Value *a = b->args[0];
	Op *x = add(b, a, a, 2);
	Op *y = add(b, &x->res[0], a, 3);
	ret(b, 1, (Value *[]){&y->res[0]});
	cr_expect_eq(verify_module(t.c, t.module), 0, "%s", diag_text());
	cr_expect_eq(t.c->nerrors, 0);
}

Test(verify, use_before_def)
{
	Block *b = func("f", 1);
	Value *a = b->args[0];
	Op *x = add(b, a, a, 2);
	Op *y = add(b, a, a, 3);
	op_set_operand(x, 1, &y->res[0]);
	y->res[0].name = intern_c(t.c, "y");
	ret(b, 1, (Value *[]){&x->res[0]});
	cr_expect_eq(verify_module(t.c, t.module), 1);
	cr_expect_str_eq(diag_text(), "v.mlir:2:1: error: operand #1 does not dominate this use\n"
	                 "v.mlir:3:1: note: operand defined here\n");
}

Test(verify, self_use)
{
	Block *b = func("f", 1);
	Op *x = add(b, b->args[0], b->args[0], 2);
	op_set_operand(x, 0, &x->res[0]);
	ret(b, 1, (Value *[]){&x->res[0]});
	cr_expect_eq(verify_module(t.c, t.module), 1, "%s", diag_text());
}

Test(verify, cross_block_dominance)
{
	/* entry -> then, else -> merge; merge uses a value of `then` */
	Block *e = func("f", 1);
	Region *r = &t.func->regs[0];
	Block *th = block_new(t.c), *el = block_new(t.c), *mg = block_new(t.c);
	region_push_block(r, th);
	region_push_block(r, el);
	region_push_block(r, mg);
	Op *k = op_new(t.c, OP_ARITH_CONSTANT, at(2), 0, NULL, 1, (Type *[]){type_i(t.c, 1)});
	block_push_op(e, k);
	Op *v0 = add(e, e->args[0], e->args[0], 3);
	cond_br(e, &k->res[0], th, el);
	Op *v1 = add(th, &v0->res[0], e->args[0], 4);   /* entry value: ok */
	br(th, mg, 0, NULL);
	br(el, mg, 0, NULL);
	Op *bad = add(mg, &v1->res[0], &v0->res[0], 6);  /* then value: bad */
	ret(mg, 1, (Value *[]){&bad->res[0]});
	cr_expect_eq(verify_module(t.c, t.module), 1, "%s", diag_text());
	cr_expect(strstr(diag_text(), "v.mlir:6:1: error:") != NULL, "%s", diag_text());
}

Test(verify, loop_and_unreachable)
{
	/* entry -> loop(i32) -> loop | exit; an unreachable block too */
	Block *e = func("f", 1);
	Region *r = &t.func->regs[0];
	Block *loop = block_new(t.c), *exit = block_new(t.c), *dead = block_new(t.c);
	Value *li = block_add_arg(t.c, loop, t.i32);
	region_push_block(r, loop);
	region_push_block(r, dead);
	region_push_block(r, exit);
	br(e, loop, 1, (Value *[]){e->args[0]});
	Op *n = add(loop, li, li, 3);
	Op *k = op_new(t.c, OP_ARITH_CONSTANT, at(4), 0, NULL, 1, (Type *[]){type_i(t.c, 1)});
	block_push_op(loop, k);
	OpState s;
	opstate_init(&s, intern_c(t.c, "cf.cond_br"), at(5));
	vec_push(&s.opnds, &k->res[0]);
	vec_push(&s.opnds, &n->res[0]);
	vec_push(&s.succs, ((Succ){loop, 1, 1}));
	vec_push(&s.succs, ((Succ){exit, 2, 0}));
	block_push_op(loop, op_create(t.c, &s));
	opstate_free(&s);
	ret(exit, 1, (Value *[]){&n->res[0]});
	ret(dead, 1, (Value *[]){&n->res[0]});
	cr_expect_eq(verify_module(t.c, t.module), 0, "%s", diag_text());
}

Test(verify, unreachable_self_use)
{
	/* LLVM allows `%a = add %a, %a` in a block unreachable from the entry */
	Block *e = func("f", 1);
	Block *dead = block_new(t.c);
	region_push_block(&t.func->regs[0], dead);
	ret(e, 1, (Value *[]){e->args[0]});
	Op *x = add(dead, e->args[0], e->args[0], 3);
	op_set_operand(x, 0, &x->res[0]);
	op_set_operand(x, 1, &x->res[0]);
	ret(dead, 1, (Value *[]){&x->res[0]});
	cr_expect_eq(verify_module(t.c, t.module), 0, "%s", diag_text());
}

Test(verify, isolated)
{
	Block *b = func("f", 1);
	Op *x = add(b, b->args[0], b->args[0], 2);
	ret(b, 1, (Value *[]){&x->res[0]});
	/* a second function using f's value */
	Block *g = func("g", 1);
	ret(g, 1, (Value *[]){&x->res[0]});
	cr_expect_eq(verify_module(t.c, t.module), 1, "%s", diag_text());
}

Test(verify, nested_region_sees_outer)
{
	Block *b = func("f", 1);
	Op *x = add(b, b->args[0], b->args[0], 2);
	OpState s;
	opstate_init(&s, intern_c(t.c, "memref.alloca_scope"), at(3));
	s.nreg = 1;
	Op *sc = op_create(t.c, &s);
	opstate_free(&s);
	block_push_op(b, sc);
	Block *in = block_new(t.c);
	region_push_block(&sc->regs[0], in);
	Op *y = add(in, &x->res[0], b->args[0], 4);
	block_push_op(in, op_new(t.c, OP_MEMREF_ALLOCA_SCOPE_RETURN, at(5), 0, NULL, 0, NULL));
	ret(b, 1, (Value *[]){&x->res[0]});
	cr_expect_eq(verify_module(t.c, t.module), 0, "%s", diag_text());
	/* and the inner value is not visible after the op */
	op_set_operand(b->last, 0, &y->res[0]);
	cr_expect_eq(verify_module(t.c, t.module), 1, "%s", diag_text());
}

Test(verify, terminators)
{
	Block *b = func("f", 0);
	add(b, b->args[0], b->args[0], 2);
	cr_expect_eq(verify_module(t.c, t.module), 1);
	cr_expect(strstr(diag_text(), "block with no terminator") != NULL, "%s", diag_text());
	Op *r = ret(b, 0, NULL);
	add(b, b->args[0], b->args[0], 3);
	/* the misplaced return fails, so (as mlir-opt) the missing terminator is not reported */
	cr_expect_eq(verify_module(t.c, t.module), 1, "%s", diag_text());
	op_erase(b->last);
	cr_expect_eq(verify_module(t.c, t.module), 0, "%s", diag_text());
	(void)r;
}

Test(verify, return_count)
{
	Block *b = func("f", 2);
	ret(b, 1, (Value *[]){b->args[0]});
	cr_expect_eq(verify_module(t.c, t.module), 1);
	cr_expect(strstr(diag_text(), "'func.return' op has 1 operands, but enclosing function (@f) returns 2") != NULL,
	          "%s", diag_text());
}

Test(verify, successor_args)
{
	Block *e = func("f", 0);
	Block *x = block_new(t.c);
	block_add_arg(t.c, x, t.i32);
	region_push_block(&t.func->regs[0], x);
	br(e, x, 0, NULL);
	ret(x, 0, NULL);
	cr_expect_eq(verify_module(t.c, t.module), 1);
	cr_expect(strstr(diag_text(), "branch has 0 operands for successor #0, but target block has 1") != NULL,
	          "%s", diag_text());
}

Test(verify, symbols)
{
	Block *b = func("f", 0);
	OpState s;
	opstate_init(&s, intern_c(t.c, "func.call"), at(2));
	opstate_add_attr(&s, t.c->sym[SYM_callee], attr_sym(t.c, intern_c(t.c, "f")));
	vec_push(&s.opnds, b->args[0]);   /* f takes an i32 and returns nothing */
	block_push_op(b, op_create(t.c, &s));
	opstate_free(&s);
	opstate_init(&s, intern_c(t.c, "func.call"), at(3));
	opstate_add_attr(&s, t.c->sym[SYM_callee], attr_sym(t.c, intern_c(t.c, "nope")));
	block_push_op(b, op_create(t.c, &s));
	opstate_free(&s);
	ret(b, 0, NULL);
	cr_expect_eq(verify_module(t.c, t.module), 1, "%s", diag_text());
	cr_expect(strstr(diag_text(), "v.mlir:3:1: error: 'func.call' op 'nope' does not reference a valid function") != NULL,
	          "%s", diag_text());
}

Test(verify, operand_types)
{
	Block *b = func("f", 1);
	Op *k = op_new(t.c, OP_ARITH_CONSTANT, at(2), 0, NULL, 1, (Type *[]){type_i(t.c, 64)});
	block_push_op(b, k);
	Op *x = add(b, b->args[0], &k->res[0], 3);
	Op *cmp = op_new(t.c, OP_ARITH_CMPI, at(4), 2, (Value *[]){b->args[0], b->args[0]}, 1, &t.i32);
	block_push_op(b, cmp);
	ret(b, 1, (Value *[]){&x->res[0]});
	cr_expect_eq(verify_module(t.c, t.module), 2, "%s", diag_text());
}

Test(verify, llvm_return)
{
	Ctx *c = t.c;
	OpState s;
	opstate_init(&s, intern_c(c, "llvm.func"), at(1));
	opstate_add_attr(&s, c->sym[SYM_sym_name], attr_str(c, "g", 1));
	opstate_add_attr(&s, c->sym[SYM_function_type],
	                 attr_type(c, type_llfunc(c, type_simple(c, TY_LLVM_VOID), 1, &t.i32, false)));
	s.nreg = 1;
	Op *f = op_create(c, &s);
	opstate_free(&s);
	block_push_op(module_body(t.module), f);
	Block *b = block_new(c);
	Value *a = block_add_arg(c, b, t.i32);
	region_push_block(&f->regs[0], b);
	Op *r = op_new(c, OP_LLVM_RETURN, at(2), 1, &a, 0, NULL);
	block_push_op(b, r);
	cr_expect_eq(verify_module(c, t.module), 1, "%s", diag_text());
	cr_expect(strstr(diag_text(), "'llvm.return' op expected no operands") != NULL, "%s", diag_text());
	op_erase(r);
	block_push_op(b, op_new(c, OP_LLVM_RETURN, at(2), 0, NULL, 0, NULL));
	cr_expect_eq(verify_module(c, t.module), 0, "%s", diag_text());
}

Test(verify, return_type)
{
	Block *b = func("f", 1);
	Op *k = op_new(t.c, OP_ARITH_CONSTANT, at(2), 0, NULL, 1, (Type *[]){type_i(t.c, 64)});
	block_push_op(b, k);
	ret(b, 1, (Value *[]){&k->res[0]});
	cr_expect_eq(verify_module(t.c, t.module), 1);
	cr_expect(strstr(diag_text(), "type of return operand 0 ('i64') doesn't match function "
	                 "result type ('i32') in function @f") != NULL, "%s", diag_text());
}

Test(verify, empty_block)
{
	func("f", 0);
	Block *e = block_new(t.c);
	e->loc = at(4);
	region_push_block(&t.func->regs[0], e);
	ret(t.func->regs[0].first, 0, NULL);
	cr_expect_eq(verify_module(t.c, t.module), 1);
	cr_expect_str_eq(diag_text(), "v.mlir:4:1: error: empty block: expect at least a terminator\n");
}
