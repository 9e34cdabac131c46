/* test_ops.c - op creation, attribute order, use lists, block/op lists. */
#include <string.h>

#include <criterion/criterion.h>

#include "xlate/ir.h"

static unsigned nuses(Value *v)
{
	unsigned n = 0;
	for (Use *u = v->uses; u; u = u->next)
		n++;
	return n;
}

Test(ops, kinds)
{
	Ctx *c = ctx_new();
	cr_expect_eq(op_kind_of(c, intern_c(c, "llvm.add")), OP_LLVM_ADD);
	cr_expect_eq(op_kind_of(c, intern_c(c, "func.func")), OP_FUNC_FUNC);
	cr_expect_eq(op_kind_of(c, intern_c(c, "arith.constant")), OP_ARITH_CONSTANT);
	cr_expect_eq(op_kind_of(c, intern_c(c, "llvm.intr.memcpy")), OP_LLVM_INTR);
	cr_expect_eq(op_kind_of(c, intern_c(c, "foo.bar")), OP_UNKNOWN);
	cr_expect_eq(op_kind_of(c, intern_c(c, "llvm.intr.")), OP_UNKNOWN);
	for (int k = 1; k < NOPKINDS; k++)
		if (k != OP_LLVM_INTR)
			cr_expect_eq(op_kind_of(c, intern_c(c, op_names[k])), (OpKind)k, "%s", op_names[k]);
	cr_expect(op_flags[OP_FUNC_RETURN] & OPF_TERM);
	ctx_free(c);
}

Test(ops, create_and_uses)
{
	Ctx *c = ctx_new();
	Loc loc = {0};
	Type *i32 = type_i(c, 32);
	Op *m = module_new(c, loc);
	Block *body = module_body(m);
	cr_assert_not_null(body);
	Block *b = block_new(c);
	Value *x = block_add_arg(c, b, i32);
	for (int i = 0; i < 9; i++)
		block_add_arg(c, b, i32);
	cr_expect_eq(b->nargs, 10);
	cr_expect_eq(b->args[0], x);
	cr_expect_eq(b->args[9]->index, 9);
	cr_expect_eq(x->owner, b);

	OpState s;
	opstate_init(&s, intern_c(c, "llvm.add"), loc);
	vec_push(&s.opnds, x);
	vec_push(&s.opnds, x);
	vec_push(&s.types, i32);
	opstate_add_attr(&s, intern_c(c, "zz"), attr_unit(c));
	opstate_add_attr(&s, intern_c(c, "aa"), attr_bool(c, false));
	opstate_add_attr(&s, c->sym[SYM_overflowFlags], attr_llvm_flags(c, LL_OVERFLOW, 1));
	Op *add = op_create(c, &s);
	opstate_free(&s);
	cr_expect_eq(add->kind, OP_LLVM_ADD);
	cr_expect_eq(add->nopnd, 2);
	cr_expect_eq(add->nres, 1);
	cr_expect_eq(add->res[0].def, add);
	cr_expect_eq(add->res[0].type, i32);
	cr_expect_eq(nuses(x), 2);
	cr_expect_eq(add->nattr, 3);
	cr_expect_str_eq(add->attrs[0].name->s, "aa");
	cr_expect_str_eq(add->attrs[1].name->s, "overflowFlags");
	cr_expect_str_eq(add->attrs[2].name->s, "zz");
	cr_expect_eq(op_attr(add, intern_c(c, "zz")), attr_unit(c));
	cr_expect_eq(op_attr_s(c, add, "aa"), attr_bool(c, false));
	cr_expect_null(op_attr_s(c, add, "b"));
	op_set_attr(c, add, intern_c(c, "b"), attr_unit(c));
	op_set_attr(c, add, intern_c(c, "A"), attr_unit(c));
	cr_expect_eq(add->nattr, 5);
	cr_expect_str_eq(add->attrs[0].name->s, "A");
	cr_expect_str_eq(add->attrs[2].name->s, "b");
	op_set_attr(c, add, intern_c(c, "zz"), NULL);
	cr_expect_eq(add->nattr, 4);
	cr_expect_null(op_attr_s(c, add, "zz"));

	Value *y = b->args[1];
	Op *mul = op_new(c, OP_LLVM_MUL, loc, 2, (Value *[]){&add->res[0], y}, 1, &i32);
	cr_expect_eq(mul->name, intern_c(c, "llvm.mul"));
	block_push_op(b, add);
	block_push_op(b, mul);
	cr_expect_eq(nuses(&add->res[0]), 1);
	value_replace_all_uses(x, y);
	cr_expect_eq(nuses(x), 0);
	cr_expect_eq(nuses(y), 3);
	cr_expect_eq(add->opnd[0].v, y);
	op_set_operand(add, 1, x);
	cr_expect_eq(nuses(x), 1);
	cr_expect_eq(nuses(y), 2);
	cr_expect(!value_has_uses(b->args[5]));

	Op *ret = op_new(c, OP_LLVM_RETURN, loc, 1, (Value *[]){&mul->res[0]}, 0, NULL);
	block_push_op(b, ret);
	cr_expect_eq(block_terminator(b), ret);
	op_erase(ret);
	cr_expect_null(block_terminator(b));
	cr_expect_eq(b->last, mul);
	cr_expect(!value_has_uses(&mul->res[0]));
	op_erase(mul);
	cr_expect_eq(nuses(y), 1);
	cr_expect_eq(b->first, add);
	cr_expect_eq(b->last, add);

	Op *k = op_new(c, OP_LLVM_CONSTANT, loc, 0, NULL, 1, &i32);
	op_insert_before(add, k);
	cr_expect_eq(b->first, k);
	Op *k2 = op_new(c, OP_LLVM_CONSTANT, loc, 0, NULL, 1, &i32);
	op_insert_after(add, k2);
	cr_expect_eq(b->last, k2);
	op_unlink(add);
	cr_expect_eq(k->next, k2);
	cr_expect_eq(k2->prev, k);

	block_erase_arg(b, 5);
	cr_expect_eq(b->nargs, 9);
	cr_expect_eq(b->args[5]->index, 5);

	OpState fs;
	opstate_init(&fs, intern_c(c, "func.func"), loc);
	fs.nreg = 1;
	Op *f = op_create(c, &fs);
	cr_expect_eq(f->regs[0].parent, f);
	region_push_block(&f->regs[0], b);
	Block *b0 = block_new(c), *b2 = block_new(c);
	region_insert_block_after(&f->regs[0], NULL, b0);
	region_insert_block_after(&f->regs[0], b, b2);
	cr_expect_eq(f->regs[0].first, b0);
	cr_expect_eq(b0->next, b);
	cr_expect_eq(f->regs[0].last, b2);
	block_remove(b);
	cr_expect_eq(b0->next, b2);
	cr_expect_eq(b2->prev, b0);
	block_push_op(body, f);
	cr_expect_eq(f->parent, body);
	ctx_free(c);
}

Test(ops, many_uses)
{
	Ctx *c = ctx_new();
	Loc loc = {0};
	Type *i32 = type_i(c, 32);
	Block *b = block_new(c);
	Value *x = block_add_arg(c, b, i32), *y = block_add_arg(c, b, i32);
	for (int i = 0; i < 20000; i++)
		block_push_op(b, op_new(c, OP_LLVM_ADD, loc, 2, (Value *[]){x, x}, 1, &i32));
	cr_expect_eq(nuses(x), 40000);
	value_replace_all_uses(x, y);
	cr_expect_eq(nuses(y), 40000);
	while (b->first)
		op_erase(b->first);
	cr_expect(!value_has_uses(y));
	ctx_free(c);
}

/* The streamed module's symbol table: fields packed in a word, keyed by
 * the name's text (not its Sym). */
Test(ops, modsyms)
{
	Ctx *c = ctx_new();
	Type *ft = type_llfunc(c, type_i(c, 32), 0, NULL, false);
	Attr *lft = attr_type(c, ft);
	ModSym m = {.fnty = ft, .lfnty = lft, .kind = OP_FUNC_FUNC, .lkind = OP_LLVM_FUNC, .own = MS_VERIFIED | MS_LOWERED, .bareptr = true};
	ModSym g;
	cr_expect(!modsym_get(c, intern_c(c, "f"), &g));
	cr_expect_eq(g.own, 0);
	modsym_put(c, intern_c(c, "f"), &m);
	cr_assert(modsym_get(c, intern_c(c, "f"), &g));
	cr_expect_eq(g.fnty, ft);
	cr_expect_eq(g.lfnty, lft);
	cr_expect_eq(g.kind, OP_FUNC_FUNC);
	cr_expect_eq(g.lkind, OP_LLVM_FUNC);
	cr_expect_eq(g.own, MS_VERIFIED | MS_LOWERED);
	cr_expect(g.bareptr);
	cr_expect(!modsym_get(c, intern_c(c, "g"), &g));
	cr_expect_eq(c->modsym_ptrs.n, 2);   /* each distinct type once */
	modsym_put(c, intern_c(c, "g"), &m);
	cr_expect_eq(c->modsym_ptrs.n, 2);
	ctx_free(c);
}

/* What a streamed function made that only names it is taken out of the
 * interner and the uniquer; anything else keeps all. */
Test(ops, uniq_drop_name)
{
	Ctx *c = ctx_new();
	c->made.n = 0;
	Sym *f = intern_c(c, "kernel7");
	Attr *s = attr_str(c, "kernel7", 7);
	Attr *r = attr_sym(c, f);
	cr_expect_eq(c->made.n, 3);
	cr_assert(uniq_drop_name(c, f));
	Sym *f2 = intern_c(c, "kernel7");
	cr_expect_neq(f2, f);   /* made again */
	cr_expect_neq(attr_str(c, "kernel7", 7), s);
	cr_expect_neq(attr_sym(c, f2), r);
	c->made.n = 0;
	Sym *h = intern_c(c, "kernel8");
	Attr *other = attr_str(c, "other name", 10);
	cr_expect(!uniq_drop_name(c, h));
	cr_expect_eq(intern_c(c, "kernel8"), h);
	cr_expect_eq(attr_str(c, "other name", 10), other);
	c->made.n = 0;
	Sym *k = sym_pin(intern_c(c, "kernel9"));
	cr_expect(!uniq_drop_name(c, k));
	cr_expect_eq(intern_c(c, "kernel9"), k);
	c->made.n = 0;
	Sym *t = intern_c(c, "kernel10");
	type_i(c, 77);   /* a new type */
	cr_expect(!uniq_drop_name(c, t));
	ctx_free(c);
}
