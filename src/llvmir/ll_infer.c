/* ll_infer.c - pointee inference for LLVM 14's typed pointers
 * (--llvm-version=14).  The IR holds opaque pointers; this recovers a
 * pointee for each pointer of the module by unification.  Every value,
 * parameter, global and identified-struct field whose type holds a
 * pointer gets a type variable shaped like its opaque type (a pointer
 * variable has one child, its pointee; arrays one, literal structs and
 * function types one per element).  Allocas, getelementptrs, globals,
 * loads and stores of known types, calls and returns, phis and selects
 * give equations; union-find solves them in one pass over the module.
 * An equation that contradicts what is known already is dropped whole
 * (undone): the printer then puts a bitcast at that one place
 * (ll_typed.c).  Equations go in rounds: first the types an import of
 * typed IR kept (--keep-ll-extras: the module's xlate.typed_structs,
 * the xlate.typed of globals and functions, then of allocas and casts), then those from the typed instructions
 * (alloca, getelementptr, non-pointer loads and stores), then the flows
 * (pointer loads and stores, phis, selects, returns, calls of defined
 * functions), then the copies of one object (memcpy of a struct's size
 * between two pointers), last the calls of declared functions (in
 * clang's output a bitcast stands between a void* parameter and what
 * is passed).  What stays unknown prints as i8*. */
#include <string.h>

#include "ll_print.h"

typedef struct TVar {
	uint32_t up;      /* union-find parent; itself for a root */
	uint32_t kid;     /* first child (0: not made yet) */
	Type *ty;         /* the shape: an opaque type; NULL while unknown */
	Type *res;        /* the typed type it resolved to */
	uint8_t busy;     /* resolving (a cycle ends in i8*) */
} TVar;

typedef struct Trail { uint32_t v, up; } Trail;

struct Infer {
	Ctx *c;
	VEC(TVar) v;          /* v.v[0] is unused: 0 is "no variable" */
	VEC(Trail) trail;     /* writes of the unification under way */
	Map vals;             /* Value* -> variable */
	Map globals;          /* symbol (Sym*) -> variable of @name (a pointer) */
	Map fields;           /* identified struct Type* -> its first field variable */
	Map gepsrc;           /* getelementptr Op* -> variable of its source element */
	Map fnops;            /* symbol (Sym*) -> its llvm.func op */
	Op *fn;               /* the function being walked */
};

static uint32_t nkids(Type *t)
{
	if (!t)
		return 0;
	switch (t->kind) {
	case TY_LLVM_PTR: case TY_LLVM_ARRAY: case TY_LLVM_VEC: return 1;
	case TY_VECTOR: return t->shaped.rank == 1;
	case TY_LLVM_STRUCT: return t->st.name ? 0 : t->st.n;
	case TY_LLVM_FUNC: return 1 + t->llfn.n;
	default: return 0;
	}
}

/* Whether t holds a pointer outside identified structs, or is one. */
bool lp_has_ptr(Type *t)
{
	switch (t ? t->kind : TY_NONE) {
	case TY_LLVM_PTR: return true;
	case TY_LLVM_ARRAY: return lp_has_ptr(t->arr.elt);
	case TY_LLVM_VEC: return lp_has_ptr(t->llvec.elt);
	case TY_VECTOR: return lp_has_ptr(t->shaped.elt);
	case TY_LLVM_STRUCT:
		if (t->st.name)
			return true;
		for (unsigned i = 0; i < t->st.n; i++)
			if (lp_has_ptr(t->st.elts[i]))
				return true;
		return false;
	case TY_LLVM_FUNC: return true;
	default: return false;
	}
}

static uint32_t new_var(Infer *in, Type *t)
{
	TVar v = {in->v.n, 0, t ? type_untyped(in->c, t) : NULL, NULL, 0};
	vec_push(&in->v, v);
	return v.up;
}

static void set_up(Infer *in, uint32_t v, uint32_t up)
{
	Trail t = {v, in->v.v[v].up};
	vec_push(&in->trail, t);
	in->v.v[v].up = up;
}

static uint32_t find(Infer *in, uint32_t v)
{
	uint32_t r = v;
	while (in->v.v[r].up != r)
		r = in->v.v[r].up;
	while (in->v.v[v].up != r) {
		uint32_t n = in->v.v[v].up;
		set_up(in, v, r);
		v = n;
	}
	return r;
}

/* The i-th child of a root of known shape, made on first use. */
static uint32_t kid(Infer *in, uint32_t v, uint32_t i)
{
	v = find(in, v);
	Type *t = in->v.v[v].ty;
	uint32_t n = nkids(t);
	if (i >= n)
		return 0;
	if (!in->v.v[v].kid) {
		uint32_t first = in->v.n;
		for (uint32_t k = 0; k < n; k++) {
			Type *e = NULL;
			switch (t->kind) {
			case TY_LLVM_ARRAY: e = t->arr.elt; break;
			case TY_LLVM_VEC: e = t->llvec.elt; break;
			case TY_VECTOR: e = t->shaped.elt; break;
			case TY_LLVM_STRUCT: e = t->st.elts[k]; break;
			case TY_LLVM_FUNC: e = k ? t->llfn.params[k - 1] : t->llfn.ret; break;
			default: break;   /* a pointee: unknown */
			}
			new_var(in, e);
		}
		in->v.v[v].kid = first;
	}
	return in->v.v[v].kid + i;
}

/* The variable of field i of an identified struct. */
static uint32_t field(Infer *in, Type *st, uint32_t i)
{
	if (!st->st.has_body || i >= st->st.n)
		return 0;
	bool added;
	uint32_t *f = map_slot(&in->fields, st, &added);
	if (added) {
		uint32_t first = in->v.n;
		for (unsigned k = 0; k < st->st.n; k++)
			new_var(in, st->st.elts[k]);
		f = map_find(&in->fields, st);
		*f = first;
	}
	return *f + i;
}

static bool unify_(Infer *in, uint32_t a, uint32_t b)
{
	a = find(in, a);
	b = find(in, b);
	if (a == b)
		return true;
	Type *ta = in->v.v[a].ty, *tb = in->v.v[b].ty;
	if (!ta || !tb) {
		if (ta)
			set_up(in, b, a);
		else
			set_up(in, a, b);
		return true;
	}
	if (ta != tb)
		return false;
	uint32_t n = nkids(ta);
	if (!n || !in->v.v[a].kid) {
		set_up(in, a, b);
		return true;
	}
	if (!in->v.v[b].kid) {
		set_up(in, b, a);
		return true;
	}
	uint32_t ka = kid(in, a, 0), kb = kid(in, b, 0);
	set_up(in, a, b);   /* first, so that a cycle ends */
	for (uint32_t i = 0; i < n; i++)
		if (!unify_(in, ka + i, kb + i))
			return false;
	return true;
}

/* a = b, or nothing at all if they contradict. */
static bool unify(Infer *in, uint32_t a, uint32_t b)
{
	if (!a || !b)
		return false;
	in->trail.n = 0;
	if (unify_(in, a, b))
		return true;
	while (in->trail.n) {
		Trail t = in->trail.v[--in->trail.n];
		in->v.v[t.v].up = t.up;
	}
	return false;
}

static uint32_t var_of(Infer *in, Value *v)
{
	if (!v || !lp_has_ptr(v->type))
		return 0;
	OpKind k = v->def ? v->def->kind : OP_UNKNOWN;
	if (k == OP_LLVM_ZERO || k == OP_LLVM_UNDEF || k == OP_LLVM_POISON || k == OP_LLVM_NULL)
		return 0;   /* of any type: one null serves every pointer of a function */
	bool added;
	uintptr_t *s = map_slot(&in->vals, v, &added);
	if (!added)
		return (uint32_t)*s;
	uint32_t x = new_var(in, v->type);
	*(uintptr_t *)map_find(&in->vals, v) = x;
	return x;
}

/* A variable of the typed type t: shaped like t made opaque, and each
 * pointer in it pointing to t's pointee. */
static uint32_t typed_var(Infer *in, Type *t)
{
	uint32_t x = new_var(in, t);
	for (uint32_t i = 0, n = nkids(in->v.v[x].ty); i < n; i++) {
		Type *e = NULL;
		switch (t->kind) {
		case TY_LLVM_PTR: e = t->ptr.pointee; break;
		case TY_LLVM_ARRAY: e = t->arr.elt; break;
		case TY_LLVM_VEC: e = t->llvec.elt; break;
		case TY_VECTOR: e = t->shaped.elt; break;
		case TY_LLVM_STRUCT: e = t->st.elts[i]; break;
		case TY_LLVM_FUNC: e = i ? t->llfn.params[i - 1] : t->llfn.ret; break;
		default: break;
		}
		if (e)
			unify(in, kid(in, x, i), typed_var(in, e));
	}
	return x;
}

/* The typed type a kept text names (GT_LL_EXTRAS), or NULL. */
static Type *kept_type(Infer *in, Attr *a, Loc at)
{
	bool extras = gen_of(in->c->llvm_version)->translates & GT_LL_EXTRAS;
	return extras && a && a->kind == ATTR_STRING ? ll_parse_type(in->c, a->s.str->s, a->s.str->len, at) : NULL;
}

/* The variable of op's type t: of the typed type its xlate.typed holds
 * when it has one that fits t, else of t itself. */
static uint32_t kept_var(Infer *in, Op *op, Type *t)
{
	Type *k = kept_type(in, lp_attr(op, "xlate.typed"), op->loc);
	return k && type_untyped(in->c, k) == type_untyped(in->c, t) ? typed_var(in, k) : new_var(in, t);
}

/* The module's xlate.typed_structs (struct name -> typed body): each
 * field that fits its struct's is of its typed type.  A struct the IR
 * names without a body (only kept texts name it) takes the kept one. */
static void kept_structs(Infer *in, Op *module)
{
	Attr *d = lp_attr(module, "xlate.typed_structs");
	for (unsigned i = 0; d && d->kind == ATTR_DICT && i < d->dict.n; i++) {
		Type *st = type_struct_named(in->c, d->dict.elts[i].name);
		Type *b = kept_type(in, d->dict.elts[i].attr, module->loc);
		if (!b || b->kind != TY_LLVM_STRUCT || b->st.name)
			continue;
		Type *u = type_untyped(in->c, b);
		if (!st->st.has_body && !st->st.opaque)
			type_struct_set_body(in->c, st, u->st.n, u->st.elts, u->st.packed);
		if (!st->st.has_body || b->st.n != st->st.n)
			continue;
		for (unsigned k = 0; k < b->st.n; k++)
			if (type_untyped(in->c, b->st.elts[k]) == st->st.elts[k])
				unify(in, field(in, st, k), typed_var(in, b->st.elts[k]));
	}
}

static bool is_ptr_vec(Type *t)
{
	return (t->kind == TY_LLVM_VEC && t->llvec.elt->kind == TY_LLVM_PTR) ||
	       (t->kind == TY_VECTOR && t->shaped.elt->kind == TY_LLVM_PTR);
}

/* The pointee variable of a pointer value (of every element of a vector
 * of pointers). */
static uint32_t pointee(Infer *in, Value *v)
{
	uint32_t x = var_of(in, v);
	if (x && is_ptr_vec(v->type))
		x = kid(in, x, 0);
	else if (x && v->type->kind != TY_LLVM_PTR)
		return 0;
	return x ? kid(in, x, 0) : 0;
}

static uint32_t global(Infer *in, Sym *name)
{
	uintptr_t *s = name ? map_find(&in->globals, name) : NULL;
	return s ? (uint32_t)*s : 0;
}

static Sym *symref(Attr *a)
{
	return a && a->kind == ATTR_SYMREF && a->sym.n ? a->sym.path[a->sym.n - 1] : NULL;
}

static Type *op_type_attr(Op *op, const char *name)
{
	Attr *a = lp_attr(op, name);
	return a && a->kind == ATTR_TYPE ? a->ty : NULL;
}

/* The variable a getelementptr with these indices reaches from src. */
static uint32_t gep_path(Infer *in, uint32_t src, Op *op)
{
	Attr *raw = lp_attr(op, "rawConstantIndices");
	unsigned n = raw && raw->kind == ATTR_DENSE_ARRAY ? raw->arr.n : 0;
	uint32_t x = src;
	for (unsigned i = 1; x && i < n; i++) {
		x = find(in, x);
		Type *t = in->v.v[x].ty;
		int64_t k = attr_int_sext(raw->arr.elts[i]);
		if (!t)
			return 0;
		if (t->kind == TY_LLVM_STRUCT)
			x = k < 0 ? 0 : t->st.name ? field(in, t, (uint32_t)k) : kid(in, x, (uint32_t)k);
		else if (t->kind == TY_LLVM_ARRAY || t->kind == TY_LLVM_VEC || t->kind == TY_VECTOR)
			x = kid(in, x, 0);
		else
			return 0;
	}
	return x;
}

/* An element (extractvalue/insertvalue position) of an aggregate var. */
static uint32_t position(Infer *in, uint32_t x, Op *op)
{
	Attr *a = lp_attr(op, "position");
	for (unsigned i = 0; x && a && a->kind == ATTR_DENSE_ARRAY && i < a->arr.n; i++) {
		x = find(in, x);
		Type *t = in->v.v[x].ty;
		int64_t k = attr_int_sext(a->arr.elts[i]);
		if (!t || k < 0)
			return 0;
		if (t->kind == TY_LLVM_STRUCT)
			x = t->st.name ? field(in, t, (uint32_t)k) : kid(in, x, (uint32_t)k);
		else if (t->kind == TY_LLVM_ARRAY)
			x = kid(in, x, 0);
		else
			return 0;
	}
	return x;
}

static bool is_decl(Op *fn)
{
	return !fn->nreg || !fn->regs[0].first;
}

/* Equations of a call: args and result against the callee's type. */
static void call_eqs(Infer *in, Op *op, int round)
{
	unsigned n = lp_call_nargs(op);
	Sym *callee = symref(lp_attr(op, "callee"));
	uint32_t fv = 0;
	unsigned first = 0;
	if (callee) {
		Op *f = map_get(&in->fnops, callee);
		if (!f || (is_decl(f) ? 4 : 2) != round)
			return;
		fv = kid(in, global(in, callee), 0);
	} else {
		if (round != 2 || !n)
			return;
		Type *ft = op_type_attr(op, "var_callee_type");
		if (!ft || ft->kind != TY_LLVM_FUNC) {
			Type *ps[64];
			unsigned np = n - 1 < 64 ? n - 1 : 64;
			for (unsigned i = 0; i < np; i++)
				ps[i] = op->opnd[1 + i].v->type;
			ft = type_llfunc(in->c, op->nres ? op->res[0].type : type_simple(in->c, TY_LLVM_VOID), np, ps, false);
		}
		fv = new_var(in, ft);
		unify(in, pointee(in, op->opnd[0].v), fv);
		first = 1;
	}
	fv = find(in, fv);
	Type *ft = in->v.v[fv].ty;
	if (!ft || ft->kind != TY_LLVM_FUNC)
		return;
	if (op->nres)
		unify(in, var_of(in, &op->res[0]), kid(in, fv, 0));
	for (unsigned i = first; i < n && i - first < ft->llfn.n; i++)
		unify(in, var_of(in, op->opnd[i].v), kid(in, fv, 1 + i - first));
}

/* v through the bitcasts that lead to it. */
static Value *uncast(Value *v)
{
	while (v->def && v->def->kind == OP_LLVM_BITCAST && v->def->nopnd)
		v = v->def->opnd[0].v;
	return v;
}

/* A copy of one object (memcpy, memmove of a constant length): clang
 * copies a struct between two pointers bitcast to i8*; when the one
 * pointee is known, its size is the length and the other's is unknown,
 * the other points to the same type. */
static void copy_eqs(Infer *in, Op *op)
{
	const char *n = op->name->s;
	if (op->nopnd < 3 || (strcmp(n, "llvm.intr.memcpy") && strcmp(n, "llvm.intr.memmove") &&
			      strcmp(n, "llvm.intr.memcpy.inline")))
		return;
	Op *k = op->opnd[2].v->def;
	Attr *len = k && k->kind == OP_LLVM_CONSTANT ? lp_attr(k, "value") : NULL;
	uint32_t d = pointee(in, uncast(op->opnd[0].v)), s = pointee(in, uncast(op->opnd[1].v));
	if (!len || len->kind != ATTR_INT || !d || !s)
		return;
	Type *td = in->v.v[find(in, d)].ty, *ts = in->v.v[find(in, s)].ty;
	Type *t = td ? td : ts;
	if (!t || (td && ts) || lc_alloc_size(t) != (uint64_t)attr_int_sext(len))
		return;
	unify(in, d, s);
}

static void op_eqs(Infer *in, Op *op, int round)
{
	switch (op->kind) {
	case OP_LLVM_ALLOCA:   /* one whose type the import kept first */
		if (round == (lp_attr(op, "xlate.typed") ? 0 : 1) && op->nres)
			unify(in, pointee(in, &op->res[0]), kept_var(in, op, op_type_attr(op, "elem_type")));
		break;
	case OP_LLVM_BITCAST:
	case OP_LLVM_ADDRSPACECAST:
	case OP_LLVM_INTTOPTR:   /* a cast to a typed pointer the import kept */
		if (round == 0 && op->nres && lp_attr(op, "xlate.typed"))
			unify(in, var_of(in, &op->res[0]), kept_var(in, op, op->res[0].type));
		break;
	case OP_LLVM_GEP: {
		if (round != 1 || !op->nopnd || !op->nres ||
		    (op->opnd[0].v->type->kind != TY_LLVM_PTR && !is_ptr_vec(op->opnd[0].v->type)))
			break;
		uint32_t s = new_var(in, op_type_attr(op, "elem_type"));
		map_put(&in->gepsrc, op, (void *)(uintptr_t)s);
		unify(in, pointee(in, op->opnd[0].v), s);
		unify(in, pointee(in, &op->res[0]), gep_path(in, s, op));
		break;
	}
	case OP_LLVM_LOAD:
		if (!op->nopnd || !op->nres)
			break;
		if (round == (lp_has_ptr(op->res[0].type) ? 2 : 1))
			unify(in, pointee(in, op->opnd[0].v),
			      round == 2 ? var_of(in, &op->res[0]) : new_var(in, op->res[0].type));
		break;
	case OP_LLVM_STORE:
	case OP_LLVM_ATOMICRMW:
	case OP_LLVM_CMPXCHG: {
		unsigned p = op->kind == OP_LLVM_STORE;
		if (op->nopnd < 2)
			break;
		Value *v = op->opnd[1 - p].v;
		if (round == (lp_has_ptr(v->type) ? 2 : 1))
			unify(in, pointee(in, op->opnd[p].v), round == 2 ? var_of(in, v) : new_var(in, v->type));
		if (round == 2 && op->kind == OP_LLVM_CMPXCHG && op->nopnd > 2)
			unify(in, var_of(in, op->opnd[1].v), var_of(in, op->opnd[2].v));
		break;
	}
	case OP_LLVM_ADDRESSOF: {
		uint32_t g = global(in, symref(lp_attr(op, "global_name")));
		if (round == 1 && g && op->nres)
			unify(in, var_of(in, &op->res[0]), g);
		break;
	}
	case OP_LLVM_SELECT:
		if (round == 2 && op->nopnd == 3 && op->nres) {
			unify(in, var_of(in, &op->res[0]), var_of(in, op->opnd[1].v));
			unify(in, var_of(in, &op->res[0]), var_of(in, op->opnd[2].v));
		}
		break;
	case OP_LLVM_FREEZE:
		if (round == 2 && op->nopnd == 1 && op->nres)
			unify(in, var_of(in, &op->res[0]), var_of(in, op->opnd[0].v));
		break;
	case OP_LLVM_ICMP:
		if (round == 2 && op->nopnd == 2)
			unify(in, var_of(in, op->opnd[0].v), var_of(in, op->opnd[1].v));
		break;
	case OP_LLVM_RETURN:   /* of a function, or of a global's initializer */
		if (round == 2 && op->nopnd && in->fn) {
			Attr *n = lp_attr(in->fn, "sym_name");
			uint32_t g = kid(in, global(in, n && n->kind == ATTR_STRING ? n->s.str : NULL), 0);
			unify(in, var_of(in, op->opnd[0].v), in->fn->kind == OP_LLVM_FUNC ? kid(in, g, 0) : g);
		}
		break;
	case OP_LLVM_SHUFFLEVECTOR:   /* vectors of pointers */
		for (unsigned i = 0; round == 2 && op->nres && i < op->nopnd && i < 2; i++)
			unify(in, var_of(in, &op->res[0]), var_of(in, op->opnd[i].v));
		break;
	case OP_LLVM_INSERTELEMENT:
		if (round == 2 && op->nopnd == 3 && op->nres) {
			unify(in, var_of(in, &op->res[0]), var_of(in, op->opnd[0].v));
			unify(in, var_of(in, op->opnd[1].v), kid(in, var_of(in, &op->res[0]), 0));
		}
		break;
	case OP_LLVM_EXTRACTELEMENT:
		if (round == 2 && op->nopnd == 2 && op->nres)
			unify(in, var_of(in, &op->res[0]), kid(in, var_of(in, op->opnd[0].v), 0));
		break;
	case OP_LLVM_EXTRACTVALUE:
		if (round == 2 && op->nopnd && op->nres)
			unify(in, var_of(in, &op->res[0]), position(in, var_of(in, op->opnd[0].v), op));
		break;
	case OP_LLVM_INSERTVALUE:
		if (round == 2 && op->nopnd == 2 && op->nres) {
			unify(in, var_of(in, &op->res[0]), var_of(in, op->opnd[0].v));
			unify(in, var_of(in, op->opnd[1].v), position(in, var_of(in, &op->res[0]), op));
		}
		break;
	case OP_LLVM_CALL:
	case OP_LLVM_INVOKE:
		call_eqs(in, op, round);
		break;
	case OP_LLVM_INTR:   /* the thread-local global itself in LLVM 14 */
		if (round == 1 && op->nopnd == 1 && op->nres == 1 && !strcmp(op->name->s, "llvm.intr.threadlocal.address"))
			unify(in, var_of(in, &op->res[0]), var_of(in, op->opnd[0].v));
		if (round == 3)
			copy_eqs(in, op);
		break;
	default:
		break;
	}
	/* phis: a successor's arguments */
	for (unsigned i = 0; round == 2 && i < op->nsucc; i++) {
		Succ *s = &op->succs[i];
		for (unsigned k = 0; k < s->n && k < s->block->nargs; k++)
			unify(in, var_of(in, s->block->args[k]), var_of(in, op->opnd[s->first + k].v));
	}
}

static void region_eqs(Infer *in, Region *r, int round)
{
	for (Block *b = r->first; b; b = b->next)
		for (Op *op = b->first; op; op = op->next) {
			op_eqs(in, op, round);
			for (unsigned i = 0; i < op->nreg; i++)
				region_eqs(in, &op->regs[i], round);
		}
}

Infer *lp_infer(Ctx *c, Op *module)
{
	Infer *in = xmalloc(sizeof *in);
	memset(in, 0, sizeof *in);
	in->c = c;
	new_var(in, NULL);   /* 0: none */
	Region *r = module && module->nreg ? &module->regs[0] : NULL;
	Block *body = r ? r->first : NULL;
	if (module)
		kept_structs(in, module);
	/* @name: a pointer to the global's value type or the function type */
	for (Op *op = body ? body->first : NULL; op; op = op->next) {
		if (op->kind != OP_LLVM_GLOBAL && op->kind != OP_LLVM_FUNC)
			continue;
		Attr *n = lp_attr(op, "sym_name");
		Type *t = op_type_attr(op, op->kind == OP_LLVM_FUNC ? "function_type" : "global_type");
		if (!n || n->kind != ATTR_STRING || !t || (op->kind == OP_LLVM_FUNC && t->kind != TY_LLVM_FUNC))
			continue;   /* (a function type of another kind is reported by the printer) */
		uint32_t g = new_var(in, type_ptr(c, (unsigned)lp_attr_i64(op, "addr_space", 0), NULL));
		unify(in, kid(in, g, 0), kept_var(in, op, t));
		map_put(&in->globals, n->s.str, (void *)(uintptr_t)g);
		if (op->kind != OP_LLVM_FUNC)
			continue;
		map_put(&in->fnops, n->s.str, op);
		uint32_t f = kid(in, g, 0);
		bool intr = !strncmp(n->s.str->s, "llvm.", 5);   /* intrinsics take and give i8* */
		for (unsigned i = 0; intr && i <= t->llfn.n; i++)
			if ((i ? t->llfn.params[i - 1] : t->llfn.ret)->kind == TY_LLVM_PTR)
				unify(in, kid(in, kid(in, f, i), 0), new_var(in, type_i(c, 8)));
		Attr *aa = lp_attr(op, "arg_attrs");
		Block *entry = op->nreg ? op->regs[0].first : NULL;
		for (unsigned i = 0; i < t->llfn.n; i++) {
			uint32_t pv = kid(in, f, 1 + i);
			Attr *d = aa && aa->kind == ATTR_ARRAY && i < aa->arr.n ? aa->arr.elts[i] : NULL;
			Type *bt = lp_param_pointee(d);
			if (bt)
				unify(in, kid(in, pv, 0), new_var(in, bt));
			if (entry && i < entry->nargs && lp_has_ptr(entry->args[i]->type))
				map_put(&in->vals, entry->args[i], (void *)(uintptr_t)pv);
		}
	}
	for (int round = 0; round <= 4; round++) {
		for (Op *op = body ? body->first : NULL; op; op = op->next) {
			in->fn = op;
			for (unsigned i = 0; i < op->nreg; i++)
				region_eqs(in, &op->regs[i], round);
		}
	}
	in->fn = NULL;
	return in;
}

void lp_infer_free(Infer *in)
{
	if (!in)
		return;
	vec_free(&in->v);
	vec_free(&in->trail);
	map_free(&in->vals);
	map_free(&in->globals);
	map_free(&in->fields);
	map_free(&in->gepsrc);
	map_free(&in->fnops);
	free(in);
}

static bool bad_pointee(Type *t)
{
	switch (t->kind) {
	case TY_LLVM_VOID: case TY_LLVM_LABEL: case TY_LLVM_METADATA: case TY_LLVM_TOKEN:
		return true;
	case TY_INT:
		return t->i.width == 8;   /* i8*: the opaque pointer prints so */
	default:
		return false;
	}
}

/* The typed type of a variable: pointers with their pointees (i8* is the
 * opaque pointer itself), or NULL while unknown. */
static Type *resolve(Infer *in, uint32_t x)
{
	if (!x)
		return NULL;
	x = find(in, x);
	TVar *v = &in->v.v[x];
	if (v->res || !v->ty || v->busy)
		return v->res;
	Type *t = v->ty, *r = t;
	uint32_t n = nkids(t);
	if (n) {
		v->busy = 1;
		kid(in, x, 0);
		Type *buf[16], **ks = n <= 16 ? buf : xmalloc(n * sizeof *ks);
		bool same = true;
		for (uint32_t i = 0; i < n; i++) {
			Type *k = resolve(in, in->v.v[x].kid + i);
			ks[i] = k;
			same &= !k || k == type_untyped(in->c, k);
		}
		Ctx *c = in->c;
		switch (t->kind) {
		case TY_LLVM_PTR:
			if (ks[0] && !bad_pointee(ks[0]))
				r = type_ptr(c, t->ptr.addrspace, ks[0]);
			break;
		case TY_LLVM_ARRAY:
			if (!same)
				r = type_array(c, t->arr.n, ks[0]);
			break;
		case TY_LLVM_VEC:
			if (!same)
				r = type_llvec(c, t->llvec.n, ks[0], t->llvec.scalable);
			break;
		case TY_VECTOR:   /* of pointers */
			if (!same)
				r = type_vector(c, 1, t->shaped.shape, t->shaped.scalable, ks[0]);
			break;
		case TY_LLVM_STRUCT:
			if (!same) {
				for (uint32_t i = 0; i < n; i++)
					if (!ks[i])
						ks[i] = t->st.elts[i];
				r = type_struct(c, n, ks, t->st.packed);
			}
			break;
		case TY_LLVM_FUNC:
			if (!same) {
				for (uint32_t i = 0; i < n; i++)
					if (!ks[i])
						ks[i] = i ? t->llfn.params[i - 1] : t->llfn.ret;
				r = type_llfunc(c, ks[0], n - 1, ks + 1, t->llfn.vararg);
			}
			break;
		default:
			break;
		}
		if (ks != buf)
			free(ks);
		v = &in->v.v[x];
		v->busy = 0;
	}
	v->res = r;
	return r;
}

/* t if it is a typed form of opaque, else opaque. */
static Type *fit(Infer *in, Type *t, Type *opaque)
{
	return t && opaque && type_untyped(in->c, t) == type_untyped(in->c, opaque) ? t : opaque;
}

Type *lp_infer_value(Infer *in, Value *v)
{
	uintptr_t *s = in && v ? map_find(&in->vals, v) : NULL;
	return fit(in, s ? resolve(in, (uint32_t)*s) : NULL, v->type);
}

Type *lp_infer_global(Infer *in, Sym *name, Type *opaque)
{
	uint32_t g = in ? global(in, name) : 0;
	return fit(in, g ? resolve(in, kid(in, g, 0)) : NULL, opaque);
}

Type *lp_infer_field(Infer *in, Type *st, unsigned i)
{
	Type *e = st->st.elts[i];
	return in && lp_has_ptr(e) ? fit(in, resolve(in, field(in, st, i)), e) : e;
}

Type *lp_infer_gep_src(Infer *in, Op *gep, Type *opaque)
{
	uintptr_t *s = in ? map_find(&in->gepsrc, gep) : NULL;
	return fit(in, s ? resolve(in, (uint32_t)*s) : NULL, opaque);
}
