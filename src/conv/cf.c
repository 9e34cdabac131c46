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
	ModSym m;
	for (unsigned i = 0; map_get(&cv->syms, s) || conv_freed(cv, s, &m); i++) {
		snprintf(name, sizeof name, "assert_msg_%u", i);
		s = csym(cv, name);
	}
	Arena *ir = module_ir_begin(cv);
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
	op_set_attr(c, g, c->sym[SYM_linkage], attr_llvm_enum(c, LL_LINKAGE, "private"));
	op_set_attr(c, g, c->sym[SYM_constant], attr_unit(c));
	op_set_attr(c, g, c->sym[SYM_value], val);
	setattr(cv, g, CS_addr_space, attr_int(c, cv->i32, 0));
	if (cv->mbody->first)
		op_insert_before(cv->mbody->first, g);
	else
		block_push_op(cv->mbody, g);
	map_put(&cv->syms, s, g);
	module_ir_end(cv, ir);
	return g;
}

static void lower_assert(Conv *cv, Op *op)
{
	Block *b = op->parent;
	Region *r = b->parent;
	Attr *msg = op_attr_s(cv->c, op, "msg");
	const char *m = msg && msg->kind == ATTR_STRING ? msg->s.str->s : "";
	size_t ml = msg && msg->kind == ATTR_STRING ? msg->s.str->len : 0;
	/* module start: the message global, then puts, then abort (as upstream) */
	Op *g = assert_msg_global(cv, m, ml);
	declare_func(cv, "puts", type_llfunc(cv->c, cv->voidt, 1, &cv->ptr, false));
	declare_func(cv, "abort", type_llfunc(cv->c, cv->voidt, 0, NULL, false));
	Block *cont = split_after(cv, op);
	Block *fail = block_new(cv->c);
	fail->loc = op->loc;
	region_push_block(r, fail);
	set_ip_end(cv, fail);
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
	cv->loc = op->loc;
	Op *br = b_branch(cv, b, op->opnd[0].v, cont, 0, NULL, fail, 0, NULL);
	op_unlink(br);
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
