/* cf.c - lowering of the cf dialect: br, cond_br and switch become their
 * llvm twins in place (same successors and operands); assert splits its
 * block and calls puts + abort on failure. */
#include <string.h>

#include "conv/conv.h"

static void morph(Conv *cv, Op *op, OpKind k)
{
	op->kind = k;
	op->name = csym(cv, op_names[k]);
}

static void lower_br(Conv *cv, Op *op)
{
	morph(cv, op, OP_LLVM_BR);
}

static void lower_cond_br(Conv *cv, Op *op)
{
	morph(cv, op, OP_LLVM_COND_BR);
}

static void lower_switch(Conv *cv, Op *op)
{
	morph(cv, op, OP_LLVM_SWITCH);
}

/* The global holding msg NUL-terminated, named assert_msg[_N]. */
static Op *assert_msg_global(Conv *cv, const char *msg, size_t len)
{
	char name[64];
	Sym *s = csym(cv, "assert_msg");
	for (unsigned i = 0; pmap_get(&cv->syms, s); i++) {
		snprintf(name, sizeof name, "assert_msg_%u", i);
		s = csym(cv, name);
	}
	Attr **el = xmalloc((len + 1) * sizeof *el);
	for (size_t i = 0; i < len; i++)
		el[i] = attr_int(cv->c, cv->i8, (int8_t)msg[i]);
	el[len] = attr_int(cv->c, cv->i8, 0);
	int64_t n = (int64_t)len + 1;
	Type *tt = type_tensor(cv->c, 1, &n, cv->i8, NULL);
	Attr *val = attr_dense(cv->c, tt, false, (unsigned)n, el);
	free(el);
	Type *at = type_array(cv->c, (uint64_t)n, cv->i8);
	OpState st;
	opstate_init(&st, csym(cv, "llvm.mlir.global"), cv->loc);
	st.nreg = 1;
	Op *g = op_create(cv->c, &st);
	opstate_free(&st);
	Ctx *c = cv->c;
	op_set_attr(c, g, c->sym[SYM_sym_name], attr_str(c, s->s, s->len));
	op_set_attr(c, g, c->sym[SYM_global_type], attr_type(c, at));
	op_set_attr(c, g, c->sym[SYM_linkage], attr_opaque(c, ATTR_OPAQUE, csym(cv, "llvm.linkage"), csym(cv, "private")));
	op_set_attr(c, g, c->sym[SYM_constant], attr_unit(c));
	op_set_attr(c, g, c->sym[SYM_value], val);
	setattr(cv, g, CS_addr_space, attr_int(c, cv->i32, 0));
	Op *after = NULL;
	for (Op *o = cv->mbody->first; o && o->kind == OP_LLVM_FUNC && !(o->nreg && o->regs[0].first); o = o->next)
		after = o;
	if (after)
		op_insert_after(after, g);
	else if (cv->mbody->first)
		op_insert_before(cv->mbody->first, g);
	else
		block_push_op(cv->mbody, g);
	pmap_put(&cv->syms, s, g);
	return g;
}

static void lower_assert(Conv *cv, Op *op)
{
	Block *b = op->parent;
	Region *r = b->parent;
	Attr *msg = op_attr_s(cv->c, op, "msg");
	declare_func(cv, "puts", type_llfunc(cv->c, cv->voidt, 1, &cv->ptr, false));
	declare_func(cv, "abort", type_llfunc(cv->c, cv->voidt, 0, NULL, false));
	/* the ops after the assert move to a continuation block */
	Block *cont = block_new(cv->c);
	cont->loc = op->loc;
	region_insert_block_after(r, b, cont);
	Op *rest = op->next;
	if (rest) {
		cont->first = rest;
		cont->last = b->last;
		b->last = op;
		op->next = NULL;
		rest->prev = NULL;
		for (Op *o = rest; o; o = o->next)
			o->parent = cont;
	}
	Block *fail = block_new(cv->c);
	fail->loc = op->loc;
	region_push_block(r, fail);
	set_ip_end(cv, fail);
	const char *m = msg && msg->kind == ATTR_STRING ? msg->s.str->s : "";
	size_t ml = msg && msg->kind == ATTR_STRING ? msg->s.str->len : 0;
	Op *g = assert_msg_global(cv, m, ml);
	Attr *gn = op_attr(g, cv->c->sym[SYM_sym_name]);
	Op *addr = emit(cv, OP_LLVM_ADDRESSOF, 0, NULL, cv->ptr);
	op_set_attr(cv->c, addr, csym(cv, "global_name"), attr_sym(cv->c, gn->s.str));
	int32_t zero = 0;
	Value *nv = NULL;
	Value *p = b_gep(cv, cv->ptr, op_attr(g, cv->c->sym[SYM_global_type])->ty, &addr->res[0], 1, &nv, &zero);
	b_call(cv, csym(cv, "puts"), 1, &p, NULL);
	b_call(cv, csym(cv, "abort"), 0, NULL, NULL);
	emit(cv, OP_LLVM_UNREACHABLE, 0, NULL, NULL);
	/* cond_br %cond, ^cont, ^fail */
	OpState st;
	opstate_init(&st, csym(cv, "llvm.cond_br"), op->loc);
	vec_push(&st.opnds, op->opnd[0].v);
	Succ s1 = { cont, 1, 0 }, s2 = { fail, 1, 0 };
	vec_push(&st.succs, s1);
	vec_push(&st.succs, s2);
	Op *br = op_create(cv->c, &st);
	opstate_free(&st);
	Attr *seg[3] = { attr_int(cv->c, cv->i32, 1), attr_int(cv->c, cv->i32, 0), attr_int(cv->c, cv->i32, 0) };
	setattr(cv, br, CS_operandSegmentSizes, attr_dense_array(cv->c, cv->i32, 3, seg));
	op_insert_before(op, br);
	op_erase(op);
}

void cf_rewrites(RewriteFn **tab)
{
	tab[OP_CF_BR] = lower_br;
	tab[OP_CF_COND_BR] = lower_cond_br;
	tab[OP_CF_SWITCH] = lower_switch;
	tab[OP_CF_ASSERT] = lower_assert;
}
