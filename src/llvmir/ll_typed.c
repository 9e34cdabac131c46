/* ll_typed.c - LLVM 14's typed pointers for the .ll printer
 * (--llvm-version=14).  The IR holds opaque pointers; ll_infer.c gives
 * each value, parameter, global and struct field a typed type (i8* where
 * nothing better is known).  This file prints with them: the type each
 * value has where it is used and where it is defined, and a bitcast
 * wherever the two sides of an instruction disagree (an equation the
 * inference had to drop): %.tN = bitcast just before the instruction for
 * an operand (in the predecessor, before its branch, for a phi), just
 * after it for a result defined at another type than its uses see, and a
 * constant expression bitcast for a constant.  Also what LLVM 14 has no
 * instruction or attribute for. */
#include <string.h>

#include "ll_print.h"
#include "llvmir/intrinsics.h"

/* "T*" or "T addrspace(N)*" */
void lp_ptr_to(LLP *p, Out *o, Type *pointee, unsigned as)
{
	lp_type(p, o, pointee);
	if (as)
		out_fmt(o, " addrspace(%u)", as);
	out_ch(o, '*');
}

static bool is_ptr(Type *t)
{
	return t && t->kind == TY_LLVM_PTR;
}

/* The typed pointer to t (the opaque one is i8*). */
static Type *ptr_to(LLP *p, Type *t, unsigned as)
{
	bool opaque = !t || (t->kind == TY_INT && t->i.width == 8) || t->kind == TY_LLVM_VOID ||
		      t->kind == TY_LLVM_LABEL || t->kind == TY_LLVM_METADATA || t->kind == TY_LLVM_TOKEN;
	return type_ptr(p->c, as, opaque ? NULL : t);
}

static Type *pointee_of(Type *t)
{
	return is_ptr(t) && t->ptr.pointee ? t->ptr.pointee : NULL;
}

static unsigned as_of(Type *t)
{
	return is_ptr(t) ? t->ptr.addrspace : 0;
}

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
	p->inf = lp_infer(p->c, module);
}

/* The opaque type of what @name points to: a global's value type, a
 * function's type; NULL if unknown. */
static Type *global_opaque(LLP *p, Sym *name)
{
	Op *op = map_get(&p->gtypes, name);
	Attr *t = !op ? NULL : lp_attr(op, op->kind == OP_LLVM_FUNC ? "function_type" : "global_type");
	return t && t->kind == ATTR_TYPE ? t->ty : NULL;
}

/* What @name points to, typed. */
Type *lp_typed_global(LLP *p, Sym *name)
{
	Type *t = global_opaque(p, name);
	return t ? lp_infer_global(p->inf, name, t) : NULL;
}

/* Field or element i of an aggregate type, typed. */
static Type *elt_of(LLP *p, Type *t, int64_t i)
{
	switch (t ? t->kind : TY_NONE) {
	case TY_LLVM_STRUCT:
		if (i < 0 || (uint64_t)i >= t->st.n)
			return NULL;
		return t->st.name ? lp_infer_field(p->inf, t, (unsigned)i) : t->st.elts[i];
	case TY_LLVM_ARRAY: return t->arr.elt;
	case TY_LLVM_VEC: return t->llvec.elt;
	case TY_VECTOR: return t->shaped.elt;
	default: return NULL;
	}
}

/* The element a getelementptr on src with indices idx reaches (the first
 * index steps over src itself); NULL if an index into a struct is not
 * a constant (INT32_MIN: dynamic). */
static Type *gep_result(LLP *p, Type *t, unsigned nidx, const int64_t *idx)
{
	for (unsigned i = 1; t && i < nidx; i++)
		t = elt_of(p, t, idx[i]);
	return t;
}

/* The type v has where it is used (the typed type inferred for it). */
Type *lp_use_type(LLP *p, Value *v)
{
	VSlot *s = lp_val(p, v, false);
	if (s && s->alias)
		return lp_use_type(p, s->alias);
	return lp_infer_value(p->inf, v);
}

/* The type v has where it is defined: its uses' type, unless a bitcast
 * follows the definition. */
Type *lp_def_type(LLP *p, Value *v)
{
	if (!p->typed)
		return v->type;
	VSlot *s = lp_val(p, v, false);
	return s && s->nat ? s->nat : lp_use_type(p, v);
}

/* ------------------------------------------------------------ constants */

/* The type a constant has of itself: @g a pointer to its typed value
 * type, a getelementptr a pointer to what it reaches; NULL for null,
 * undef, poison and zero, which are of any type. */
static Type *gep_src(LLP *p, LLConst *k)
{
	Type *b = lp_const_type(p, k->elts[0]);
	Type *pt = pointee_of(b);
	return pt && type_untyped(p->c, pt) == type_untyped(p->c, k->aux) ? pt : k->aux;
}

static Type *const_gep_type(LLP *p, LLConst *k)
{
	int64_t idx[32];
	unsigned n = k->n - 1 < 32 ? k->n - 1 : 32;
	for (unsigned i = 0; i < n; i++) {
		LLConst *x = k->elts[i + 1];
		idx[i] = x->k == LC_INT && !x->wide ? (int64_t)x->u : INT32_MIN;
	}
	Type *e = gep_result(p, gep_src(p, k), n, idx);
	return e && is_ptr(k->ty) ? ptr_to(p, e, k->ty->ptr.addrspace) : k->ty;
}

Type *lp_const_type(LLP *p, LLConst *k)
{
	switch (k->k) {
	case LC_ZERO: case LC_UNDEF: case LC_POISON:
		return NULL;
	case LC_GLOBAL: {
		Type *t = lp_typed_global(p, k->name);
		return t && is_ptr(k->ty) ? ptr_to(p, t, k->ty->ptr.addrspace) : k->ty;
	}
	case LC_EXPR:
		return k->op == OP_LLVM_GEP && k->n ? const_gep_type(p, k) : k->ty;
	default:
		return k->ty;
	}
}

static void const_body(LLP *p, Out *o, LLConst *k, Type *t)
{
	switch (k->k) {
	case LC_GLOBAL:
		lp_global_name(o, k->name);
		return;
	case LC_EXPR:
		if (k->op != OP_LLVM_GEP || !k->n)
			break;
		Type *src = gep_src(p, k);
		out_str(o, "getelementptr ");
		lp_gep_flags(p, o, k->gep_op);
		out_ch(o, '(');
		lp_type(p, o, src);
		out_str(o, ", ");
		Type *bt = ptr_to(p, src, as_of(k->ty));
		lp_type(p, o, bt);
		out_ch(o, ' ');
		lp_const_as(p, o, k->elts[0], bt);
		for (unsigned i = 1; i < k->n; i++) {
			out_str(o, ", ");
			lc_print_typed(p, o, k->elts[i]);
		}
		out_ch(o, ')');
		return;
	case LC_AGG:
		/* (a constant of another shape than t, under --no-verify: as it is) */
		if (!k->n || !lp_has_ptr(t) || !(t->kind == TY_LLVM_STRUCT || t->kind == TY_LLVM_ARRAY) ||
		    (t->kind == TY_LLVM_STRUCT && k->n != t->st.n))
			break;
		out_str(o, t->kind == TY_LLVM_ARRAY ? "[" : t->st.packed ? "<{ " : "{ ");
		for (unsigned i = 0; i < k->n; i++) {
			Type *e = elt_of(p, t, i);
			out_str(o, i ? ", " : "");
			lp_type(p, o, e);
			out_ch(o, ' ');
			lp_const_as(p, o, k->elts[i], e);
		}
		out_str(o, t->kind == TY_LLVM_ARRAY ? "]" : t->st.packed ? " }>" : " }");
		return;
	default:
		break;
	}
	lc_print_raw(p, o, k);
}

/* k printed (without its type) as a constant of type want: a bitcast of
 * itself if it is a pointer of another type. */
void lp_const_as(LLP *p, Out *o, LLConst *k, Type *want)
{
	Type *nat = lp_const_type(p, k);
	if (!want)
		want = nat ? nat : k->ty;
	if (nat && nat != want && is_ptr(nat) && is_ptr(want)) {
		out_str(o, "bitcast (");
		lp_type(p, o, nat);
		out_ch(o, ' ');
		const_body(p, o, k, nat);
		out_str(o, " to ");
		lp_type(p, o, want);
		out_ch(o, ')');
		return;
	}
	const_body(p, o, k, want);
}

/* --------------------------------------------------------- instructions */

/* v prints as a t for the next instruction: itself if it is one, a
 * constant cast in place, else %.tN = bitcast v to t. */
static void retype(LLP *p, Value *v, Type *t)
{
	if (!t || !v)
		return;
	VSlot *s = lp_val(p, v, true);
	if (s->pre)
		return;   /* one type per value and instruction */
	Type *u = lp_use_type(p, v);
	if (u != t && s->c && !lp_const_type(p, s->c) && type_untyped(p->c, u) == type_untyped(p->c, t)) {
		s->pre = -1;   /* null, undef, poison, zero: of any type */
		s->pre_ty = t;
		vec_push(&p->pre, v);
		return;
	}
	if (u == t || !is_ptr(u) || !is_ptr(t) || u->ptr.addrspace != t->ptr.addrspace)
		return;
	if (s->tnum && s->nat == t) {   /* the value as defined */
		s->pre = -2;
		s->pre_ty = t;
		vec_push(&p->pre, v);
		return;
	}
	if (s->c) {
		s->pre = -1;
		s->pre_ty = t;
		vec_push(&p->pre, v);
		return;
	}
	Out *o = p->o;
	long n = ++p->ntmp;
	out_fmt(o, "  %%.t%ld = bitcast ", n);
	lp_typed_value(p, o, v);
	out_str(o, " to ");
	lp_type(p, o, t);
	out_ch(o, '\n');
	s = lp_val(p, v, true);   /* the printing may have moved it */
	s->pre = n;
	s->pre_ty = t;
	vec_push(&p->pre, v);
}

/* v printed as it is printed without a retype for this instruction. */
static void plain_value(LLP *p, Out *o, Value *v, bool typed)
{
	VSlot *s = lp_val(p, v, true);
	long pre = s->pre;
	Type *pre_ty = s->pre_ty;
	s->pre = 0;
	if (typed) {
		lp_type(p, o, lp_use_type(p, v));
		out_ch(o, ' ');
	}
	lp_value(p, o, v);
	s = lp_val(p, v, true);
	s->pre = pre;
	s->pre_ty = pre_ty;
}

/* A call's argument u as the parameter type t: each argument on its own,
 * as one value may be passed at two types (one null for several
 * parameters): its slot in p->edges says how it prints (pre > 0: %.tN
 * made here; -1: a constant at type t; -2: the value as defined; -3: the
 * value as its uses see it; -4: another value, alias: marker_ptr). */
static void retype_arg(LLP *p, Use *u, Type *t)
{
	Value *v = u->v;
	Type *ut = lp_use_type(p, v);
	VSlot *s = lp_val(p, v, true);
	long pre = -3;
	if (ut == t || !t)
		pre = -3;
	else if (s->c && !lp_const_type(p, s->c) && type_untyped(p->c, ut) == type_untyped(p->c, t))
		pre = -1;   /* null, undef, poison, zero: of any type */
	else if (!is_ptr(ut) || !is_ptr(t) || ut->ptr.addrspace != t->ptr.addrspace)
		pre = -3;
	else if (s->tnum && s->nat == t)
		pre = -2;
	else if (s->c)
		pre = -1;
	else {
		pre = ++p->ntmp;
		out_fmt(p->o, "  %%.t%ld = bitcast ", pre);
		plain_value(p, p->o, v, true);
		out_str(p->o, " to ");
		lp_type(p, p->o, t);
		out_ch(p->o, '\n');
	}
	VSlot *e = lp_map_get(&p->edges, u, true);
	e->pre = pre;
	e->pre_ty = pre == -3 ? ut : t;
}

/* Whether x is an i8* bitcast or all-zero getelementptr of a. */
static bool i8_cast_of(LLP *p, Op *x, Value *a)
{
	if ((x->kind != OP_LLVM_BITCAST && !lp_zero_gep(p, x)) || !x->nopnd || x->opnd[0].v != a || !x->nres)
		return false;
	VSlot *s = lp_val(p, &x->res[0], false);
	return s && !s->c && !s->alias && s->num >= 0 && lp_use_type(p, &x->res[0]) == type_ptr(p->c, as_of(a->type), NULL);
}

/* The pointer an LLVM 14 lifetime marker on alloca a takes, when a is
 * no i8* (LLVM 22's markers take the alloca itself; an upgrade from 14
 * looked through the i8* bitcast or getelementptr that stood there): such
 * a cast of a among the 64 instructions before the marker in its block,
 * or one in the entry block (which dominates the marker); NULL if none. */
static Value *marker_ptr(LLP *p, Op *op, Value *a)
{
	if (!a->def || a->def->kind != OP_LLVM_ALLOCA || lp_use_type(p, a) == type_ptr(p->c, as_of(a->type), NULL))
		return NULL;
	unsigned n = 0;
	for (Op *x = op->prev; x && n < 64; x = x->prev, n++)
		if (i8_cast_of(p, x, a))
			return &x->res[0];
	Block *entry = op->parent && op->parent->parent ? op->parent->parent->first : NULL;
	if (!entry || op->parent == entry)
		return NULL;
	for (Use *u = a->uses; u; u = u->next)
		if (u->user->parent == entry && i8_cast_of(p, u->user, a))
			return &u->user->res[0];
	return NULL;
}

/* The type a call's argument u prints at (after retype_arg). */
Type *lp_arg_type(LLP *p, Use *u)
{
	VSlot *e = lp_map_get(&p->edges, u, false);
	return e ? e->pre_ty : lp_use_type(p, u->v);
}

/* A call's argument u, without its type. */
void lp_arg_value(LLP *p, Out *o, Use *u)
{
	VSlot *e = lp_map_get(&p->edges, u, false);
	VSlot *s = e ? lp_val(p, u->v, false) : NULL;
	if (!e || !s || e->pre == -3)
		plain_value(p, o, u->v, false);
	else if (e->pre > 0)
		out_fmt(o, "%%.t%ld", e->pre);
	else if (e->pre == -2)
		out_fmt(o, "%%%ld", s->num);
	else if (e->pre == -4)
		lp_value(p, o, e->alias);
	else if (s->c && !s->alias)
		lp_const_as(p, o, s->c, e->pre_ty);
	else
		plain_value(p, o, u->v, false);
}

static Type *attr_type_of(Op *op, const char *name)
{
	Attr *a = lp_attr(op, name);
	return a && a->kind == ATTR_TYPE ? a->ty : NULL;
}

static Sym *callee_name(Op *op)
{
	Attr *a = lp_attr(op, "callee");
	return a && a->kind == ATTR_SYMREF && a->sym.n ? a->sym.path[a->sym.n - 1] : NULL;
}

/* The typed function type a call or invoke calls. */
Type *lp_typed_callee(LLP *p, Op *op)
{
	Sym *name = callee_name(op);
	unsigned n = lp_call_nargs(op), first = name ? 0 : 1;
	Type *shape = attr_type_of(op, "var_callee_type");
	Type *ps[64];
	unsigned np = n <= first ? 0 : n - first < 64 ? n - first : 64;   /* an indirect call without its callee (unverified) has none */
	if (!shape || shape->kind != TY_LLVM_FUNC) {
		for (unsigned i = 0; i < np; i++)
			ps[i] = op->opnd[first + i].v->type;
		shape = type_llfunc(p->c, op->nres ? op->res[0].type : type_simple(p->c, TY_LLVM_VOID), np, ps, false);
	}
	Type *ft = name ? lp_typed_global(p, name) : n ? pointee_of(lp_use_type(p, op->opnd[0].v)) : NULL;
	if (ft && ft->kind == TY_LLVM_FUNC && type_untyped(p->c, ft) == type_untyped(p->c, shape))
		return ft;
	/* from the arguments */
	for (unsigned i = 0; i < shape->llfn.n && i < np; i++) {
		Type *u = lp_use_type(p, op->opnd[first + i].v);
		ps[i] = type_untyped(p->c, u) == type_untyped(p->c, shape->llfn.params[i]) ? u : shape->llfn.params[i];
	}
	Type *rt = op->nres ? lp_use_type(p, &op->res[0]) : shape->llfn.ret;
	if (type_untyped(p->c, rt) != type_untyped(p->c, shape->llfn.ret))
		rt = shape->llfn.ret;
	return type_llfunc(p->c, rt, shape->llfn.n < np ? shape->llfn.n : np, ps, shape->llfn.vararg);
}

static Type *alloca_elem(LLP *p, Op *op)
{
	Type *et = attr_type_of(op, "elem_type");
	Type *pt = op->nres ? pointee_of(lp_use_type(p, &op->res[0])) : NULL;
	return pt && et && type_untyped(p->c, pt) == type_untyped(p->c, et) ? pt : et;
}

Type *lp_typed_gep_src(LLP *p, Op *op)
{
	return lp_infer_gep_src(p->inf, op, attr_type_of(op, "elem_type"));
}

Type *lp_typed_alloca_elem(LLP *p, Op *op)
{
	return alloca_elem(p, op);
}

/* The element of aggregate type t at an op's position. */
static Type *at_position(LLP *p, Type *t, Op *op)
{
	Attr *a = lp_attr(op, "position");
	for (unsigned i = 0; t && a && a->kind == ATTR_DENSE_ARRAY && i < a->arr.n; i++)
		t = elt_of(p, t, attr_int_sext(a->arr.elts[i]));
	return t;
}

/* The type an op defines its result at, when it is not the type its
 * uses see (a bitcast follows); NULL if it is. */
static Type *natural(LLP *p, Op *op)
{
	if (!op->nres)
		return NULL;
	Value *r = &op->res[0];
	Type *u = lp_use_type(p, r), *t = NULL;
	if (!is_ptr(u))
		return NULL;
	switch (op->kind) {
	case OP_LLVM_LOAD: {
		Type *pt = pointee_of(lp_use_type(p, op->opnd[0].v));
		t = is_ptr(pt) ? pt : NULL;
		break;
	}
	case OP_LLVM_ALLOCA:
		t = ptr_to(p, alloca_elem(p, op), u->ptr.addrspace);
		break;
	case OP_LLVM_GEP: {
		Attr *raw = lp_attr(op, "rawConstantIndices");
		if (!raw || raw->kind != ATTR_DENSE_ARRAY)
			return NULL;
		int64_t idx[32];
		unsigned n = raw->arr.n < 32 ? raw->arr.n : 32;
		for (unsigned i = 0; i < n; i++)
			idx[i] = attr_int_sext(raw->arr.elts[i]);
		Type *e = gep_result(p, lp_typed_gep_src(p, op), n, idx);
		if (!e) {
			error_at(p->c, op->loc, "getelementptr: cannot tell the element type for LLVM 14");
			p->nerr++;
			return NULL;
		}
		t = ptr_to(p, e, u->ptr.addrspace);
		break;
	}
	case OP_LLVM_CALL: case OP_LLVM_INVOKE:
		t = lp_typed_callee(p, op)->llfn.ret;
		break;
	case OP_LLVM_EXTRACTVALUE:
		t = at_position(p, lp_use_type(p, op->opnd[0].v), op);
		break;
	case OP_LLVM_INTR: case OP_LLVM_CALL_INTRINSIC: case OP_LLVM_INLINE_ASM:
		t = r->type;
		break;
	default:
		return NULL;
	}
	return t && t != u && is_ptr(t) ? t : NULL;
}

/* Before numbering: what LLVM 14 has no instruction for, and the
 * bitcasts between pointers (no-ops with opaque pointers) that are not. */
void lp_typed_fold(LLP *p, Block **blocks, unsigned nb)
{
	for (unsigned i = 0; i < nb; i++)
		for (Op *op = blocks[i]->first; op; op = op->next) {
			if (op->kind == OP_LLVM_INTR && op->nopnd == 1 && op->nres == 1 &&
			    !strcmp(op->name->s, "llvm.intr.threadlocal.address"))
				/* LLVM 14 uses a thread-local global directly */
				lp_val(p, &op->res[0], true)->alias = op->opnd[0].v;
			VSlot *s = op->kind == OP_LLVM_BITCAST && op->nres ? lp_val(p, &op->res[0], false) : NULL;
			if (s && s->alias && lp_infer_value(p->inf, s->alias) != lp_infer_value(p->inf, &op->res[0]))
				s->alias = NULL;
		}
}

static void edge_casts(LLP *p, Op *op, bool print);

/* Before a body prints: the results defined at another type than their
 * uses see get their %.tN now, as phis may use them before. */
void lp_typed_args(LLP *p, Op *fn)
{
	Region *r = fn->nreg ? &fn->regs[0] : NULL;
	for (Block *b = r ? r->first : NULL; b; b = b->next)
		for (Op *op = b->first; op; op = op->next) {
			VSlot *s = op->nres ? lp_val(p, &op->res[0], false) : NULL;
			if (!s || s->num < 0 || s->c || s->alias)
				continue;
			Type *t = natural(p, op);
			s = lp_val(p, &op->res[0], false);
			if (t) {
				s->nat = t;
				s->tnum = ++p->ntmp;
			}
		}
	for (Block *b = r ? r->first : NULL; b; b = b->next)
		if (b->last && b->last->nsucc)
			edge_casts(p, b->last, false);
}

static Type *fn_ret(LLP *p)
{
	Attr *n = p->cur_fn ? lp_attr(p->cur_fn, "sym_name") : NULL;
	Type *ft = n && n->kind == ATTR_STRING ? lp_typed_global(p, n->s.str) : NULL;
	return ft && ft->kind == TY_LLVM_FUNC ? ft->llfn.ret : NULL;
}

/* The successor operands of term whose phi has another type: each gets
 * its %.tN (pre; -2: the value's own name at its definition), made
 * (print) just before the branch. */
static void edge_casts(LLP *p, Op *op, bool print)
{
	for (unsigned i = 0; i < op->nsucc; i++) {
		Succ *s = &op->succs[i];
		for (unsigned k = 0; k < s->n && k < s->block->nargs; k++) {
			Value *v = op->opnd[s->first + k].v;
			Type *u = lp_use_type(p, v), *t = lp_use_type(p, s->block->args[k]);
			VSlot *vs = lp_val(p, v, false);
			if (u == t || !is_ptr(u) || !is_ptr(t) || (vs && vs->c))
				continue;
			if (!print) {
				long n = vs && vs->tnum && vs->nat == t ? -2 : ++p->ntmp;
				lp_map_get(&p->edges, &op->opnd[s->first + k], true)->pre = n;
				continue;
			}
			VSlot *e = lp_map_get(&p->edges, &op->opnd[s->first + k], false);
			if (!e || e->pre < 0)
				continue;
			out_fmt(p->o, "  %%.t%ld = bitcast ", e->pre);
			lp_typed_value(p, p->o, v);
			out_str(p->o, " to ");
			lp_type(p, p->o, t);
			out_ch(p->o, '\n');
		}
	}
}

/* A phi's incoming value: operand i of the branch term, as a want. */
void lp_phi_value(LLP *p, Out *o, Op *term, unsigned i, Type *want)
{
	VSlot *e = p->typed ? lp_map_get(&p->edges, &term->opnd[i], false) : NULL;
	VSlot *s = p->typed ? lp_val(p, term->opnd[i].v, false) : NULL;
	if (e && e->pre > 0) {
		out_fmt(o, "%%.t%ld", e->pre);
		return;
	}
	if (e && s) {   /* the value as defined */
		out_fmt(o, "%%%ld", s->num);
		return;
	}
	if (s && s->c && !s->alias) {
		lp_const_as(p, o, s->c, want);
		return;
	}
	lp_value(p, o, term->opnd[i].v);
}

void lp_typed_pre(LLP *p, Op *op)
{
	switch (op->kind) {
	case OP_LLVM_LOAD: {
		Value *a = op->opnd[0].v;
		retype(p, a, ptr_to(p, lp_def_type(p, &op->res[0]), as_of(a->type)));
		break;
	}
	case OP_LLVM_STORE: {
		Value *x = op->opnd[0].v, *a = op->opnd[1].v;
		Type *vt = lp_use_type(p, x), *at = lp_use_type(p, a);
		if (at == ptr_to(p, vt, as_of(a->type)))
			break;
		if (is_ptr(vt) && is_ptr(pointee_of(at)))
			retype(p, x, pointee_of(at));
		else
			retype(p, a, ptr_to(p, vt, as_of(a->type)));
		break;
	}
	case OP_LLVM_GEP:
		if (is_ptr(op->opnd[0].v->type))
			retype(p, op->opnd[0].v, ptr_to(p, lp_typed_gep_src(p, op), as_of(op->opnd[0].v->type)));
		break;
	case OP_LLVM_INLINE_ASM: {   /* elementtype(T) operands are T* */
		Attr *oa = lp_attr(op, "operand_attrs");
		for (unsigned i = 0; oa && oa->kind == ATTR_ARRAY && i < oa->arr.n && i < op->nopnd; i++) {
			Attr *d = oa->arr.elts[i];
			for (unsigned k = 0; d->kind == ATTR_DICT && k < d->dict.n; k++)
				if (!strcmp(d->dict.elts[k].name->s, "elementtype") && d->dict.elts[k].attr->kind == ATTR_TYPE)
					retype(p, op->opnd[i].v, ptr_to(p, d->dict.elts[k].attr->ty, as_of(op->opnd[i].v->type)));
		}
		break;
	}
	case OP_LLVM_ATOMICRMW:
		retype(p, op->opnd[0].v, ptr_to(p, lp_use_type(p, op->opnd[1].v), as_of(op->opnd[0].v->type)));
		break;
	case OP_LLVM_CMPXCHG: {
		Type *t = lp_use_type(p, op->opnd[1].v);
		retype(p, op->opnd[2].v, t);
		retype(p, op->opnd[0].v, ptr_to(p, t, as_of(op->opnd[0].v->type)));
		break;
	}
	case OP_LLVM_CALL: case OP_LLVM_INVOKE: {
		Type *ft = lp_typed_callee(p, op);
		unsigned n = lp_call_nargs(op), first = callee_name(op) ? 0 : 1;
		if (first && n)
			retype(p, op->opnd[0].v, ptr_to(p, ft, as_of(op->opnd[0].v->type)));
		for (unsigned i = first; i < n && i - first < ft->llfn.n; i++)
			retype_arg(p, &op->opnd[i], ft->llfn.params[i - first]);
		break;
	}
	case OP_LLVM_RETURN:
		if (op->nopnd)
			retype(p, op->opnd[0].v, fn_ret(p));
		break;
	case OP_LLVM_FREEZE:
		if (op->nopnd == 1 && op->nres)
			retype(p, op->opnd[0].v, lp_use_type(p, &op->res[0]));
		break;
	case OP_LLVM_SELECT:
		retype(p, op->opnd[1].v, lp_use_type(p, &op->res[0]));
		retype(p, op->opnd[2].v, lp_use_type(p, &op->res[0]));
		break;
	case OP_LLVM_ICMP: {   /* the null of the two takes the other's type */
		VSlot *s = lp_val(p, op->opnd[0].v, false);
		if (s && s->c && !lp_const_type(p, s->c))
			retype(p, op->opnd[0].v, lp_use_type(p, op->opnd[1].v));
		else
			retype(p, op->opnd[1].v, lp_use_type(p, op->opnd[0].v));
		break;
	}
	case OP_LLVM_SHUFFLEVECTOR:   /* vectors of pointers */
		if (op->nopnd == 2 && op->nres && op->opnd[0].v->type == op->res[0].type) {
			retype(p, op->opnd[0].v, lp_use_type(p, &op->res[0]));
			retype(p, op->opnd[1].v, lp_use_type(p, &op->res[0]));
		}
		break;
	case OP_LLVM_INSERTELEMENT:
		if (op->nopnd == 3 && op->nres) {
			retype(p, op->opnd[0].v, lp_use_type(p, &op->res[0]));
			retype(p, op->opnd[1].v, elt_of(p, lp_use_type(p, &op->res[0]), 0));
		}
		break;
	case OP_LLVM_INSERTVALUE:
		retype(p, op->opnd[0].v, lp_use_type(p, &op->res[0]));
		retype(p, op->opnd[1].v, at_position(p, lp_use_type(p, &op->res[0]), op));
		break;
	case OP_LLVM_INTR: case OP_LLVM_CALL_INTRINSIC: {   /* intrinsics take i8* */
		const Intrinsic *in = op->kind == OP_LLVM_INTR ? intrinsic_by_op(op->name->s + strlen("llvm.intr.")) : NULL;
		bool on_alloca = in && (intrinsic_gen(in, ~0u)->flags & ALLOCA);
		for (unsigned i = 0; i < op->nopnd; i++) {
			if (!is_ptr(op->opnd[i].v->type))
				continue;
			Value *w = on_alloca ? marker_ptr(p, op, op->opnd[i].v) : NULL;
			if (!w) {
				retype_arg(p, &op->opnd[i], op->opnd[i].v->type);
				continue;
			}
			VSlot *e = lp_map_get(&p->edges, &op->opnd[i], true);
			e->pre = -4;
			e->alias = w;
			e->pre_ty = lp_use_type(p, w);
		}
		break;
	}
	default:
		break;
	}
	if (op->nsucc)
		edge_casts(p, op, true);
}

/* After an instruction: its result as its uses see it. */
void lp_typed_post(LLP *p, Op *op)
{
	for (unsigned i = 0; i < p->pre.n; i++) {
		VSlot *s = lp_val(p, p->pre.v[i], false);
		if (s) {
			s->pre = 0;
			s->pre_ty = NULL;
		}
	}
	p->pre.n = 0;
	VSlot *s = op->nres ? lp_val(p, &op->res[0], false) : NULL;
	if (!s || !s->tnum || !s->nat || s->c || s->alias)
		return;
	out_fmt(p->o, "  %%.t%ld = bitcast ", s->tnum);
	lp_type(p, p->o, s->nat);
	out_fmt(p->o, " %%%ld to ", s->num);
	lp_type(p, p->o, lp_use_type(p, &op->res[0]));
	out_ch(p->o, '\n');
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

/* ------------------------------------------------ llvm.is.fpclass at 14 */

/* llvm.is.fpclass(x, mask) (LLVM 16) as LLVM 14 computes it.  The mask's
 * bits (LangRef): 0 snan, 1 qnan, 2 -inf, 3 -normal, 4 -subnormal, 5 -0,
 * 6 +0, 7 +subnormal, 8 +normal, 9 +inf.  A mask that is one fcmp of x
 * (or of x - x: NaN for inf and NaN) with 0 or an infinity is that fcmp,
 * for every floating-point type (as InstCombine folds the intrinsic); any
 * other is a test of x's bits (fc_bits), for the IEEE formats. */
enum { FC_ZERO, FC_PINF, FC_NINF, FC_SUB };   /* what the fcmp compares */
static const struct { short mask; char pred[6], with; } fc_short[] = {
	{0, "false", FC_ZERO}, {1023, "true", FC_ZERO}, {3, "uno", FC_ZERO}, {1020, "ord", FC_ZERO},
	{96, "oeq", FC_ZERO}, {927, "une", FC_ZERO}, {99, "ueq", FC_ZERO}, {924, "one", FC_ZERO},
	{896, "ogt", FC_ZERO}, {899, "ugt", FC_ZERO}, {992, "oge", FC_ZERO}, {995, "uge", FC_ZERO},
	{28, "olt", FC_ZERO}, {31, "ult", FC_ZERO}, {124, "ole", FC_ZERO}, {127, "ule", FC_ZERO},
	{512, "oeq", FC_PINF}, {511, "une", FC_PINF}, {508, "olt", FC_PINF}, {515, "uge", FC_PINF},
	{4, "oeq", FC_NINF}, {1019, "une", FC_NINF}, {1016, "ogt", FC_NINF}, {7, "ule", FC_NINF},
	{504, "ord", FC_SUB}, {519, "uno", FC_SUB},
};

/* Each type: its width and mantissa bits (0: no bit test), and its 0,
 * +inf, -inf as LLVM 14 prints them (fc_short's order). */
typedef struct { TypeKind kind; unsigned w, mant; const char *k[3]; } FCType;
static const FCType fc_types[] = {
	{TY_F16, 16, 10, {"0.0", "0xH7C00", "0xHFC00"}},
	{TY_BF16, 16, 7, {"0.0", "0xR7F80", "0xRFF80"}},
	{TY_F32, 32, 23, {"0.0", "0x7FF0000000000000", "0xFFF0000000000000"}},
	{TY_F64, 64, 52, {"0.0", "0x7FF0000000000000", "0xFFF0000000000000"}},
	{TY_F128, 128, 112, {"0xL00000000000000000000000000000000", "0xL00000000000000007FFF000000000000",
	                     "0xL0000000000000000FFFF000000000000"}},
	{TY_F80, 80, 0, {"0xK00000000000000000000", "0xK7FFF8000000000000000", "0xKFFFF8000000000000000"}},
	{TY_LLVM_PPC_FP128, 128, 0, {"0xM00000000000000000000000000000000", "0xM7FF00000000000000000000000000000",
	                             "0xMFFF00000000000000000000000000000"}},
};

/* x's type: a scalar (n 0) or a vector of n elements elt. */
typedef struct { const FCType *ft; Type *elt; uint64_t n; bool scalable; } FCShape;

static bool fc_shape(Type *t, FCShape *s)
{
	*s = (FCShape){NULL, t, 0, false};
	if (t && t->kind == TY_VECTOR && t->shaped.rank == 1 && t->shaped.shape[0] > 0)
		*s = (FCShape){NULL, t->shaped.elt, (uint64_t)t->shaped.shape[0], t->shaped.scalable && t->shaped.scalable[0]};
	else if (t && t->kind == TY_LLVM_VEC && t->llvec.n)
		*s = (FCShape){NULL, t->llvec.elt, t->llvec.n, t->llvec.scalable};
	for (unsigned i = 0; s->elt && i < sizeof fc_types / sizeof *fc_types; i++)
		if (s->elt->kind == fc_types[i].kind)
			s->ft = &fc_types[i];
	return s->ft != NULL;
}

static int fc_find(int64_t mask)
{
	for (int i = 0; i < (int)(sizeof fc_short / sizeof *fc_short); i++)
		if (fc_short[i].mask == mask)
			return i;
	return -1;
}

/* Whether LLVM 14 has a form of llvm.is.fpclass(x, mask), x of type t:
 * not for a scalable vector (no constant but zeroinitializer) nor
 * x86_fp80 and ppc_fp128 unless mask is one fcmp.  The import refuses
 * the others where the .ll written has no llvm.is.fpclass. */
bool lp_fpclass14(Type *t, int64_t mask)
{
	FCShape s;
	if (!fc_shape(t, &s) || mask < 0 || mask > 1023)
		return false;
	int i = fc_find(mask);
	if (i >= 0)
		return !s.scalable || fc_short[i].with == FC_ZERO || fc_short[i].with == FC_SUB;
	return s.ft->mant && !s.scalable;
}

/* Integers of up to 128 bits, modulo 2^w. */
typedef struct { uint64_t lo, hi; } U2;

static U2 u2_bit(unsigned i)
{
	return i < 64 ? (U2){(uint64_t)1 << i, 0} : (U2){0, (uint64_t)1 << (i - 64)};
}

static U2 u2_add(U2 a, U2 b, int sign, unsigned w)   /* a + b, or a - b (sign -1) */
{
	U2 r = sign > 0 ? (U2){a.lo + b.lo, a.hi + b.hi + (a.lo + b.lo < a.lo)} : (U2){a.lo - b.lo, a.hi - b.hi - (a.lo < b.lo)};
	return w >= 128 ? r : w > 64 ? (U2){r.lo, r.hi & (((uint64_t)1 << (w - 64)) - 1)}
	                    : (U2){w < 64 ? r.lo & (((uint64_t)1 << w) - 1) : r.lo, 0};
}

static bool u2_is(U2 a, uint64_t v)
{
	return a.lo == v && !a.hi;
}

/* "  %.tN = " for a new N (returned), or "  %num = " for the op's result
 * (last). */
static long fc_def(LLP *p, long num, bool last)
{
	long t = last ? 0 : ++p->ntmp;
	out_fmt(p->o, last ? "  %%%ld = " : "  %%.t%ld = ", last ? num : t);
	return t;
}

/* iw or a vector of them; then " %.tv, " if v */
static void fc_ity(Out *o, const FCShape *s, unsigned w, long v)
{
	if (s->n)
		out_fmt(o, "<%s%llu x i%u>", s->scalable ? "vscale x " : "", (unsigned long long)s->n, w);
	else
		out_fmt(o, "i%u", w);
	if (v)
		out_fmt(o, " %%.t%ld, ", v);
}

/* v as an integer of x's width, or a vector of them; then a newline. */
static void fc_int(LLP *p, const FCShape *s, U2 v)
{
	Attr *a = attr_int_words(p->c, type_i(p->c, s->ft->w), 2, (uint64_t[2]){v.lo, v.hi});
	bool splat = s->n && !u2_is(v, 0);
	if (s->n && !splat)
		out_str(p->o, "zeroinitializer");
	for (uint64_t i = 0; i < (splat ? s->n : !s->n); i++) {
		if (splat)
			out_fmt(p->o, "%si%u ", i ? ", " : "<", s->ft->w);
		attr_int_print(p->o, a, true);
	}
	out_str(p->o, splat ? ">\n" : "\n");
}

/* The short form: fcmp pred x, k (x - x for FC_SUB). */
static void fc_fcmp(LLP *p, Value *x, const FCShape *s, int i, long num)
{
	Out *o = p->o;
	int with = fc_short[i].with;
	const char *k = s->ft->k[with == FC_SUB ? FC_ZERO : with];
	long t = 0;
	if (with == FC_SUB) {
		out_fmt(o, "  %%.t%ld = fsub ", t = ++p->ntmp);
		lp_typed_value(p, o, x);
		out_str(o, ", ");
		lp_value(p, o, x);
		out_ch(o, '\n');
	}
	out_fmt(o, "  %%%ld = fcmp %s ", num, fc_short[i].pred);
	if (t) {
		lp_type(p, o, x->type);
		out_fmt(o, " %%.t%ld", t);
	} else {
		lp_typed_value(p, o, x);
	}
	bool splat = s->n && with != FC_ZERO && with != FC_SUB;
	out_str(o, s->n && !splat ? ", zeroinitializer" : ", ");
	for (uint64_t e = 0; e < (splat ? s->n : !s->n); e++) {
		if (splat) {
			out_str(o, e ? ", " : "<");
			lp_type(p, o, s->elt);
			out_ch(o, ' ');
		}
		out_str(o, k);
	}
	out_str(o, splat ? ">\n" : "\n");
}

/* icmp: whether the bits %.tb are in [lo, end) modulo 2^w; its name. */
static long fc_range(LLP *p, const FCShape *s, long b, U2 lo, U2 end, bool last, long num)
{
	unsigned w = s->ft->w;
	U2 len = u2_add(end, lo, -1, w), rhs = len;
	const char *pred = "ult";
	long v = b;
	if (u2_is(len, 1) || u2_is(end, 0)) {
		pred = u2_is(len, 1) ? "eq" : "uge";
		rhs = lo;
	} else if (!u2_is(lo, 0)) {   /* (b - lo) ult len */
		v = fc_def(p, num, false);
		out_str(p->o, "sub ");
		fc_ity(p->o, s, w, b);
		fc_int(p, s, lo);
	}
	long t = fc_def(p, num, last);
	out_fmt(p->o, "icmp %s ", pred);
	fc_ity(p->o, s, w, v);
	fc_int(p, s, rhs);
	return t;
}

/* The bit test.  As an unsigned integer b, x's bits run through twelve
 * ranges: +0, +subnormal, +normal, +inf, +snan, +qnan, then the same
 * negative (from the sign bit), around to +0 again.  The ranges the mask
 * takes, joined where adjacent (cyclically), are each one range test of
 * b; the result is their or. */
static void fc_bits(LLP *p, Value *x, const FCShape *s, int64_t mask, long num)
{
	unsigned w = s->ft->w;
	U2 zero = {0, 0}, sign = u2_bit(w - 1), minn = u2_bit(s->ft->mant), inf = u2_add(sign, minn, -1, w);
	U2 mag[6] = {zero, u2_bit(0), minn, inf, u2_add(inf, u2_bit(0), 1, w), u2_add(inf, u2_bit(s->ft->mant - 1), 1, w)};
	static const int pos[6] = {6, 7, 8, 9, 0, 1}, neg[6] = {5, 4, 3, 2, 0, 1};
	U2 start[13];
	bool in[12];
	for (int i = 0; i < 6; i++) {
		start[i] = mag[i];
		start[6 + i] = u2_add(sign, mag[i], 1, w);
		in[i] = mask >> pos[i] & 1;
		in[6 + i] = mask >> neg[i] & 1;
	}
	start[12] = zero;   /* 2^w */
	int first = 0, nruns = 0, r = 0;   /* from a range not taken */
	while (first < 12 && in[first])
		first++;
	for (int i = 0; i < 12; i++)
		nruns += in[i] && !in[(i + 11) % 12];
	if (first == 12 || !nruns)
		return;   /* (the short forms' true and false) */
	long b = ++p->ntmp, acc = 0;
	out_fmt(p->o, "  %%.t%ld = bitcast ", b);
	lp_typed_value(p, p->o, x);
	out_str(p->o, " to ");
	fc_ity(p->o, s, w, 0);
	out_ch(p->o, '\n');
	for (int k = 1; k <= 12; k++) {
		int i = (first + k) % 12, j = i;
		if (!in[i] || in[(i + 11) % 12])
			continue;   /* not the start of a run */
		while (in[(j + 1) % 12])
			j = (j + 1) % 12;
		bool last = ++r == nruns;
		long t = fc_range(p, s, b, start[i], start[j + 1], last && r == 1, num);
		if (r > 1) {
			long u = fc_def(p, num, last);
			out_str(p->o, "or ");
			fc_ity(p->o, s, 1, acc);
			out_fmt(p->o, "%%.t%ld\n", t);
			t = u;
		}
		acc = t;
	}
}

/* True when op was printed here: llvm.is.fpclass, or the error that LLVM
 * 14 has no form of it. */
bool lp_typed_inst(LLP *p, Op *op)
{
	if (op->kind != OP_LLVM_INTR || strcmp(op->name->s, "llvm.intr.is.fpclass"))
		return false;
	Attr *m = lp_attr(op, "bit");
	int64_t mask = m && m->kind == ATTR_INT ? attr_int_sext(m) : -1;
	Value *x = op->nopnd == 1 ? op->opnd[0].v : NULL;
	VSlot *s = op->nres ? lp_val(p, &op->res[0], false) : NULL;
	FCShape sh;
	if (!x || !s || !lp_fpclass14(x->type, mask) || !fc_shape(x->type, &sh)) {
		error_at(p->c, op->loc, "llvm.intr.is.fpclass with this test has no LLVM 14 form");
		p->nerr++;
		return true;
	}
	int i = fc_find(mask);
	if (i >= 0)
		fc_fcmp(p, x, &sh, i, s->num);
	else
		fc_bits(p, x, &sh, mask, s->num);
	return true;
}
