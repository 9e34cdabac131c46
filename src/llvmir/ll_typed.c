/* ll_typed.c - LLVM 14's typed pointers for the .ll printer
 * (--llvm-version=14).  The IR holds opaque pointers; LLVM 14 wants a
 * pointee for each.  Every pointer is printed i8* (in its address space),
 * so that values, parameters, phis and aggregates agree, except where an
 * instruction needs it typed: the pointer operand of load, store,
 * getelementptr, atomicrmw and cmpxchg and the callee of an indirect call
 * are bitcast to T* just before (%.tN), results of alloca and
 * getelementptr (T*) are bitcast to i8* just after, and a global or
 * function used as a value is the constant bitcast (T* @g to i8*). */
#include <string.h>

#include "ll_print.h"

/* "T*" or "T addrspace(N)*" */
void lp_ptr_to(LLP *p, Out *o, Type *pointee, unsigned as)
{
	lp_type(p, o, pointee);
	if (as)
		out_fmt(o, " addrspace(%u)", as);
	out_ch(o, '*');
}

static bool is_i8(Type *t)
{
	return t && t->kind == TY_INT && t->i.width == 8;
}

/* The globals and functions of the module, by name. */
void lp_typed_module(LLP *p, Op *module)
{
	Region *r = module && module->nreg ? &module->regs[0] : NULL;
	for (Block *b = r ? r->first : NULL; b; b = b->next)
		for (Op *op = b->first; op; op = op->next) {
			if (op->kind != OP_LLVM_GLOBAL && op->kind != OP_LLVM_FUNC)
				continue;
			Attr *n = lp_attr(op, "sym_name");
			if (n && n->kind == ATTR_STRING)
				map_put(&p->gtypes, n->s.str, op);
		}
}

/* What @name points to: a global's value type, a function's type; NULL
 * if unknown. */
Type *lp_global_pointee(LLP *p, Sym *name)
{
	Op *op = map_get(&p->gtypes, name);
	Attr *t = !op ? NULL : lp_attr(op, op->kind == OP_LLVM_FUNC ? "function_type" : "global_type");
	return t && t->kind == ATTR_TYPE ? t->ty : NULL;
}

/* The element a getelementptr on src with indices idx reaches (the first
 * index steps over src itself); NULL if an index into a struct is not
 * a constant (INT32_MIN: dynamic). */
Type *lp_gep_result(Type *t, unsigned nidx, const int64_t *idx)
{
	for (unsigned i = 1; t && i < nidx; i++) {
		switch (t->kind) {
		case TY_LLVM_STRUCT:
			t = idx[i] >= 0 && (uint64_t)idx[i] < t->st.n ? t->st.elts[idx[i]] : NULL;
			break;
		case TY_LLVM_ARRAY: t = t->arr.elt; break;
		case TY_LLVM_VEC: t = t->llvec.elt; break;
		case TY_VECTOR: t = t->shaped.elt; break;
		default: t = NULL; break;
		}
	}
	return t;
}

/* Makes v print as a T* for the next instruction: itself if it is one,
 * else %.tN = bitcast i8* v to T*. */
static void retype(LLP *p, Value *v, Type *t)
{
	if (!t || v->type->kind != TY_LLVM_PTR || p->npre >= sizeof p->pre / sizeof *p->pre)
		return;
	VSlot *s = lp_map_get(&p->vals, v, true);
	if (s->pre || is_i8(t))
		return;   /* one type per value and instruction; i8* it is already */
	if (s->nat == t) {
		s->pre = -1;
		s->pre_ty = t;
		p->pre[p->npre++] = v;
		return;
	}
	Out *o = p->o;
	long n = ++p->ntmp;
	out_fmt(o, "  %%.t%ld = bitcast ", n);
	lp_typed_value(p, o, v);
	out_str(o, " to ");
	lp_ptr_to(p, o, t, v->type->ptr.addrspace);
	out_ch(o, '\n');
	s = lp_map_get(&p->vals, v, true);   /* the printing may have moved it */
	s->pre = n;
	s->pre_ty = t;
	p->pre[p->npre++] = v;
}

static Type *attr_type_of(Op *op, const char *name)
{
	Attr *a = lp_attr(op, name);
	return a && a->kind == ATTR_TYPE ? a->ty : NULL;
}

/* The function type of an indirect call. */
static Type *callee_type(LLP *p, Op *op, unsigned first, unsigned nargs)
{
	Type *vt = attr_type_of(op, "var_callee_type");
	if (vt && vt->kind == TY_LLVM_FUNC)
		return vt;
	Type *params[64];
	unsigned n = nargs - first < 64 ? nargs - first : 64;
	for (unsigned i = 0; i < n; i++)
		params[i] = op->opnd[first + i].v->type;
	Type *ret = op->nres ? op->res[0].type : type_simple(p->c, TY_LLVM_VOID);
	return type_llfunc(p->c, ret, n, params, false);
}

static unsigned own_operands(Op *op)
{
	unsigned n = op->nopnd;
	for (unsigned i = 0; i < op->nsucc; i++)
		if (op->succs[i].first < n)
			n = op->succs[i].first;
	return n;
}

void lp_typed_pre(LLP *p, Op *op)
{
	switch (op->kind) {
	case OP_LLVM_LOAD:
		retype(p, op->opnd[0].v, op->res[0].type);
		break;
	case OP_LLVM_STORE:
		retype(p, op->opnd[1].v, op->opnd[0].v->type);
		break;
	case OP_LLVM_GEP:
		retype(p, op->opnd[0].v, attr_type_of(op, "elem_type"));
		break;
	case OP_LLVM_INLINE_ASM: {   /* elementtype(T) operands are T* */
		Attr *oa = lp_attr(op, "operand_attrs");
		for (unsigned i = 0; oa && oa->kind == ATTR_ARRAY && i < oa->arr.n && i < op->nopnd; i++) {
			Attr *d = oa->arr.elts[i];
			for (unsigned k = 0; d->kind == ATTR_DICT && k < d->dict.n; k++)
				if (!strcmp(d->dict.elts[k].name->s, "elementtype") && d->dict.elts[k].attr->kind == ATTR_TYPE)
					retype(p, op->opnd[i].v, d->dict.elts[k].attr->ty);
		}
		break;
	}
	case OP_LLVM_ATOMICRMW: case OP_LLVM_CMPXCHG:
		retype(p, op->opnd[0].v, op->opnd[1].v->type);
		break;
	case OP_LLVM_CALL: case OP_LLVM_INVOKE: {
		Attr *callee = lp_attr(op, "callee");
		unsigned n = op->kind == OP_LLVM_INVOKE ? own_operands(op) : op->nopnd;
		if (!(callee && callee->kind == ATTR_SYMREF) && n) {
			retype(p, op->opnd[0].v, callee_type(p, op, 1, n));
			break;
		}
		/* byval(T) and the like: the callee takes a T* there */
		Op *g = callee && callee->kind == ATTR_SYMREF && callee->sym.n ?
			map_get(&p->gtypes, callee->sym.path[callee->sym.n - 1]) : NULL;
		Attr *aa = g ? lp_attr(g, "arg_attrs") : NULL;
		for (unsigned i = 0; aa && aa->kind == ATTR_ARRAY && i < aa->arr.n && i < n; i++) {
			Type *t = lp_param_pointee(aa->arr.elts[i]);
			if (t)
				retype(p, op->opnd[i].v, t);
		}
		break;
	}
	default:
		break;
	}
}

/* The T of byval(T), sret(T), inalloca(T), preallocated(T) in a
 * parameter's attributes: LLVM 14 wants that parameter a T*. */
Type *lp_param_pointee(Attr *dict)
{
	static const char *const names[] = {"llvm.byval", "llvm.sret", "llvm.inalloca", "llvm.preallocated"};
	for (unsigned i = 0; dict && dict->kind == ATTR_DICT && i < dict->dict.n; i++)
		for (unsigned k = 0; k < 4; k++)
			if (!strcmp(dict->dict.elts[i].name->s, names[k]) && dict->dict.elts[i].attr->kind == ATTR_TYPE)
				return dict->dict.elts[i].attr->ty;
	return NULL;
}

static Type *natural(LLP *p, Op *op);

/* Before numbering: what LLVM 14 has no instruction for. */
void lp_typed_fold(LLP *p, Block **blocks, unsigned nb)
{
	for (unsigned i = 0; i < nb; i++)
		for (Op *op = blocks[i]->first; op; op = op->next)
			if (op->kind == OP_LLVM_INTR && op->nopnd == 1 && op->nres == 1 &&
			    !strcmp(op->name->s, "llvm.intr.threadlocal.address"))
				/* LLVM 14 uses a thread-local global directly */
				lp_map_get(&p->vals, &op->res[0], true)->alias = op->opnd[0].v;
}

/* Before a body prints: the i8* views of values defined as T* (arguments
 * with byval(T) and the like, allocas, getelementptrs) are named now, as
 * phis may use them before their definition; the arguments' are made at
 * the top of the entry block. */
void lp_typed_args(LLP *p, Op *fn)
{
	Region *r = fn->nreg ? &fn->regs[0] : NULL;
	Block *entry = r ? r->first : NULL;
	Attr *aa = lp_attr(fn, "arg_attrs");
	for (unsigned i = 0; entry && i < entry->nargs; i++) {
		Attr *d = aa && aa->kind == ATTR_ARRAY && i < aa->arr.n ? aa->arr.elts[i] : NULL;
		Type *t = lp_param_pointee(d);
		VSlot *s = t ? lp_map_get(&p->vals, entry->args[i], false) : NULL;
		if (!s || s->num < 0 || is_i8(t))
			continue;
		s->nat = t;
		s->tnum = ++p->ntmp;
		out_fmt(p->o, "  %%.t%ld = bitcast ", s->tnum);
		lp_ptr_to(p, p->o, t, entry->args[i]->type->ptr.addrspace);
		out_fmt(p->o, " %%%ld to ", s->num);
		lp_type(p, p->o, entry->args[i]->type);
		out_ch(p->o, '\n');
	}
	for (Block *b = entry; b; b = b->next)
		for (Op *op = b->first; op; op = op->next) {
			Type *t = natural(p, op);
			VSlot *s = t && op->nres ? lp_map_get(&p->vals, &op->res[0], false) : NULL;
			if (!s || s->num < 0 || s->c || s->alias)
				continue;
			s->nat = t;
			if (!is_i8(t))
				s->tnum = ++p->ntmp;
		}
}

/* What an alloca or getelementptr result points to. */
static Type *natural(LLP *p, Op *op)
{
	if (!op->nres || op->res[0].type->kind != TY_LLVM_PTR)
		return NULL;
	if (op->kind == OP_LLVM_ALLOCA)
		return attr_type_of(op, "elem_type");
	if (op->kind != OP_LLVM_GEP)
		return NULL;
	Attr *raw = lp_attr(op, "rawConstantIndices");
	if (!raw || raw->kind != ATTR_DENSE_ARRAY)
		return NULL;
	int64_t idx[32];
	unsigned n = raw->arr.n < 32 ? raw->arr.n : 32;
	for (unsigned i = 0; i < n; i++)
		idx[i] = attr_int_sext(raw->arr.elts[i]);
	Type *t = lp_gep_result(attr_type_of(op, "elem_type"), n, idx);
	if (!t) {
		error_at(p->c, op->loc, "getelementptr: cannot tell the element type for LLVM 14");
		p->nerr++;
	}
	return t;
}

/* After an alloca or getelementptr: its i8* view. */
void lp_typed_post(LLP *p, Op *op)
{
	for (unsigned i = 0; i < p->npre; i++) {
		VSlot *s = lp_map_get(&p->vals, p->pre[i], false);
		if (s) {
			s->pre = 0;
			s->pre_ty = NULL;
		}
	}
	p->npre = 0;
	VSlot *s = op->nres ? lp_map_get(&p->vals, &op->res[0], false) : NULL;
	if (!s || !s->tnum || !s->nat || s->c || s->alias)
		return;
	out_fmt(p->o, "  %%.t%ld = bitcast ", s->tnum);
	lp_ptr_to(p, p->o, s->nat, op->res[0].type->ptr.addrspace);
	out_fmt(p->o, " %%%ld to ", s->num);
	lp_type(p, p->o, op->res[0].type);
	out_ch(p->o, '\n');
}

/* A function attribute (passthrough entry) LLVM 14 does not know. */
bool lp_after14(Attr *a)
{
	static const char *const names[] = {"allockind", "memory", "nofpclass"};
	Attr *k = a->kind == ATTR_ARRAY && a->arr.n ? a->arr.elts[0] : a;
	for (unsigned i = 0; k->kind == ATTR_STRING && i < sizeof names / sizeof *names; i++)
		if (!strcmp(k->s.str->s, names[i]))
			return true;
	return false;
}

/* llvm.is.fpclass (LLVM 16) as LLVM 14 tests it: isnan (mask 3) is
 * fcmp uno x, 0; isfinite (504) is fcmp ord (x - x), 0.  Others are an
 * error.  True when op was printed here. */
bool lp_typed_inst(LLP *p, Op *op)
{
	if (op->kind != OP_LLVM_INTR || strcmp(op->name->s, "llvm.intr.is.fpclass"))
		return false;
	Attr *m = lp_attr(op, "bit");
	int64_t mask = m ? attr_int_sext(m) : -1;
	Value *x = op->nopnd == 1 ? op->opnd[0].v : NULL;
	VSlot *s = op->nres ? lp_map_get(&p->vals, &op->res[0], false) : NULL;
	if (!x || !s || !type_is_float(x->type) || (mask != 3 && mask != 504)) {
		error_at(p->c, op->loc, "llvm.intr.is.fpclass with this test has no LLVM 14 form");
		p->nerr++;
		return true;
	}
	Out *o = p->o;
	if (mask == 3) {
		out_fmt(o, "  %%%ld = fcmp uno ", s->num);
		lp_typed_value(p, o, x);
		out_str(o, ", 0.0\n");
		return true;
	}
	long t = ++p->ntmp;
	out_fmt(o, "  %%.t%ld = fsub ", t);
	lp_typed_value(p, o, x);
	out_str(o, ", ");
	lp_value(p, o, x);
	out_fmt(o, "\n  %%%ld = fcmp ord ", s->num);
	lp_type(p, o, x->type);
	out_fmt(o, " %%.t%ld, 0.0\n", t);
	return true;
}
