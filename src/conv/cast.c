/* cast.c - one upstream pass alone (ConvOpts.dialects): where a lowered
 * value meets an op left unlowered, builtin.unrealized_conversion_cast
 * joins them as mlir-opt's partial conversion does (a cast right after
 * the value's definition, or at the start of its block for a block
 * argument; one per value); and reconcile-unrealized-casts, which folds
 * the chains of casts that come back to their input types and drops the
 * dead ones. */
#include <string.h>

#include "conv/conv.h"

unsigned op_dialect(Op *op)
{
	static const struct { const char *p; unsigned bit; } d[] = {
		{"func.", CONV_FUNC}, {"arith.", CONV_ARITH}, {"cf.", CONV_CF},
		{"index.", CONV_INDEX}, {"memref.", CONV_MEMREF},
	};
	for (size_t i = 0; i < sizeof d / sizeof *d; i++)
		if (strncmp(op->name->s, d[i].p, strlen(d[i].p)) == 0)
			return d[i].bit;
	return 0;
}

static bool is_llvm(Op *op)
{
	return strncmp(op->name->s, "llvm.", 5) == 0;
}

/* A cast of v to t before op ip, or at the end of block b. */
static Value *make_cast(Conv *cv, Value *v, Type *t, Op *ip, Block *b)
{
	Loc loc = v->def ? v->def->loc : v->owner->loc;
	Op *op = op_new(cv->c, OP_BUILTIN_UNREALIZED_CAST, loc, 1, &v, 1, &t);
	if (ip)
		op_insert_before(ip, op);
	else
		block_push_op(b, op);
	map_put(&cv->casts, op, op);
	vec_push(&cv->made, op);
	return &op->res[0];
}

/* Right after v's definition, or at the start of its block. */
static Value *cast_after_def(Conv *cv, Value *v, Type *t)
{
	if (v->def)
		return make_cast(cv, v, t, v->def->next, v->def->parent);
	return make_cast(cv, v, t, v->owner->first, v->owner);
}

void cast_operands(Conv *cv, Op *op)
{
	for (unsigned i = 0; i < op->nopnd; i++) {
		Value *v = op->opnd[i].v;
		Type *t = conv_type(cv, v->type);
		if (!t || t == v->type || map_get(&cv->ph, v))  /* a memref argument: func.c */
			continue;
		Value *c = map_get(&cv->tcast, v);
		if (!c) {
			c = cast_after_def(cv, v, t);
			map_put(&cv->tcast, v, c);
			map_put(&cv->orig, c, v->type);
		}
		op_set_operand(op, i, c);
	}
}

Value *cast_back(Conv *cv, Value *v, Type *t, Op *ip)
{
	Value *c = map_get(&cv->scast, v);
	if (!c) {
		c = ip ? make_cast(cv, v, t, ip, ip->parent) : cast_after_def(cv, v, t);
		map_put(&cv->scast, v, c);
	}
	return c;
}

/* The operands of the unlowered ops that hold lowered values. */
static bool unlowered_user(Conv *cv, Op *u)
{
	return !is_llvm(u) && !map_get(&cv->casts, u);
}

void cast_back_uses(Conv *cv, Value *v, Type *t, Op *ip)
{
	unsigned n = 0;
	for (Use *u = v->uses; u; u = u->next)
		n += unlowered_user(cv, u->user);
	if (!n)
		return;
	Use **us = xmalloc(n * sizeof *us);
	n = 0;
	for (Use *u = v->uses; u; u = u->next)
		if (unlowered_user(cv, u->user))
			us[n++] = u;
	Value *c = cast_back(cv, v, t, ip);
	for (unsigned i = 0; i < n; i++)
		op_set_operand(us[i]->user, (unsigned)(us[i] - us[i]->user->opnd), c);
	free(us);
}

void cast_note_uses(Conv *cv, Value *r)
{
	for (Use *u = r->uses; u; u = u->next)
		if (unlowered_user(cv, u->user) && !map_get(&cv->slot, u))
			map_put(&cv->slot, u, r->type);
}

static void users_in_region(Conv *cv, Region *r, bool entry);

static void users_in_op(Conv *cv, Op *op)
{
	if (unlowered_user(cv, op))
		for (unsigned i = 0; i < op->nopnd; i++) {
			Value *v = op->opnd[i].v;
			Type *t = map_get(&cv->slot, &op->opnd[i]), *o = map_get(&cv->orig, v);
			if (!t)
				t = o;
			if (t && t != v->type)
				op_set_operand(op, i, t == o ? cast_back(cv, v, t, NULL) : cast_after_def(cv, v, t));
		}
	for (unsigned i = 0; i < op->nreg; i++)
		users_in_region(cv, &op->regs[i], false);
}

static void users_in_region(Conv *cv, Region *r, bool entry)
{
	for (Block *b = r->first; b; b = b->next) {
		/* the lowered arguments of a block, cast back in order, each at
		 * the block's start (entry blocks: materialize_args, func.c) */
		if (b != r->first || !entry)
			for (unsigned i = 0; i < b->nargs; i++) {
				Type *t = map_get(&cv->orig, b->args[i]);
				if (t && t != b->args[i]->type)
					cast_back_uses(cv, b->args[i], t, b->first);
			}
		Op *next;
		for (Op *op = b->first; op; op = next) {
			next = op->next;
			users_in_op(cv, op);
		}
	}
}

static bool dead(Op *op);

void cast_users(Conv *cv, Op *fn)
{
	for (unsigned i = 0; i < fn->nreg; i++)
		users_in_region(cv, &fn->regs[i], fn->kind == OP_LLVM_FUNC);
	/* casts a lowering made no use of (as upstream's unresolved
	 * materializations) */
	for (size_t k = cv->made.n; k-- > 0;)
		if (dead(cv->made.v[k]))
			op_erase(cv->made.v[k]);
	cv->made.n = 0;
}

/* ------------------------------------------------ folds of ops left alone */

/* memref.cast c folds into its user (canFoldIntoConsumerOp): ranked to
 * ranked, same element type and rank, never towards more static sizes,
 * offset or strides. */
static bool cast_folds(Op *c)
{
	Type *s = c->opnd[0].v->type, *r = c->res[0].type;
	if (s->kind != TY_MEMREF || r->kind != TY_MEMREF || s->shaped.elt != r->shaped.elt ||
	    s->shaped.rank != r->shaped.rank || s->shaped.rank > 64)
		return false;
	for (unsigned i = 0; i < s->shaped.rank; i++)
		if (s->shaped.shape[i] == DYN && r->shaped.shape[i] != DYN)
			return false;
	int64_t ss[64], rs[64], so, ro;
	if (!memref_strides(s, ss, &so) || !memref_strides(r, rs, &ro))
		return false;
	if (so == DYN && ro != DYN)
		return false;
	for (unsigned i = 0; i < s->shaped.rank; i++)
		if (ss[i] == DYN && rs[i] != DYN)
			return false;
	return true;
}

bool fold_dim(Conv *cv, Op *op)
{
	int64_t i, v;
	Type *mt = op->nopnd ? orig_type(cv, op->opnd[0].v) : NULL;
	if (!(cv->dialects & CONV_ARITH) || !mt || mt->kind != TY_MEMREF)
		return false;
	if (op->kind == OP_MEMREF_RANK)
		v = mt->shaped.rank;
	else if (op->kind == OP_MEMREF_DIM && op->nopnd == 2 && const_int_of(op->opnd[1].v, &i) &&
		 i >= 0 && i < mt->shaped.rank && mt->shaped.shape[i] != DYN)
		v = mt->shaped.shape[i];
	else
		return false;
	/* a static size or rank: the constant it folds to, lowered at once */
	set_ip_before(cv, op);
	replace_op1(cv, op, b_lowered_const(cv, cv->ity, attr_int(cv->c, type_simple(cv->c, TY_INDEX), v)));
	return true;
}

void fold_left(Conv *cv, Op *op)
{
	switch (op->kind) {
	case OP_MEMREF_LOAD: case OP_MEMREF_STORE: case OP_MEMREF_DEALLOC: case OP_MEMREF_COPY:
		break;
	default:
		return;
	}
	for (unsigned k = 0; k < op->nopnd; k++) {
		Op *c = op->opnd[k].v->def;
		if (c && c->kind == OP_MEMREF_CAST && c->nopnd == 1 && cast_folds(c))
			op_set_operand(op, k, c->opnd[0].v);
	}
}

/* ------------------------------------------------ reconcile-unrealized-casts */

typedef VEC(Op *) OpVec;

static void collect(Region *r, OpVec *v)
{
	for (Block *b = r->first; b; b = b->next)
		for (Op *op = b->first; op; op = op->next) {
			if (op->kind == OP_BUILTIN_UNREALIZED_CAST)
				vec_push(v, op);
			for (unsigned i = 0; i < op->nreg; i++)
				collect(&op->regs[i], v);
		}
}

/* The cast whose results are all of op's operands, in order, or NULL. */
static Op *input_cast(Op *op)
{
	if (!op->nopnd)
		return NULL;
	Op *p = op->opnd[0].v->def;
	if (!p || p->kind != OP_BUILTIN_UNREALIZED_CAST || p->nres != op->nopnd)
		return NULL;
	for (unsigned i = 0; i < op->nopnd; i++)
		if (op->opnd[i].v != &p->res[i])
			return NULL;
	return p;
}

static bool inputs_match(Op *p, Op *op)
{
	if (p->nopnd != op->nres)
		return false;
	for (unsigned i = 0; i < p->nopnd; i++)
		if (p->opnd[i].v->type != op->res[i].type)
			return false;
	return true;
}

static bool dead(Op *op)
{
	for (unsigned i = 0; i < op->nres; i++)
		if (value_has_uses(&op->res[i]))
			return false;
	return true;
}

void reconcile_casts(Ctx *c, Op *module)
{
	(void)c;
	OpVec v = {0};
	for (unsigned i = 0; i < module->nreg; i++)
		collect(&module->regs[i], &v);
	for (size_t k = 0; k < v.n; k++) {
		Op *op = v.v[k];
		if (dead(op))
			continue;
		for (Op *p = op; p; p = input_cast(p)) {
			if (inputs_match(p, op)) {
				for (unsigned i = 0; i < op->nres; i++)
					value_replace_all_uses(&op->res[i], p->opnd[i].v);
				break;
			}
		}
	}
	/* dead casts, users first; an erased one may leave its input dead */
	Map gone = {0};
	for (bool again = true; again;) {
		again = false;
		for (size_t k = v.n; k-- > 0;) {
			Op *op = v.v[k];
			if (!map_get(&gone, op) && dead(op)) {
				op_erase(op);
				map_put(&gone, op, op);
				again = true;
			}
		}
	}
	map_free(&gone);
	vec_free(&v);
}
