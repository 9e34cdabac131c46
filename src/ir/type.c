/* type.c - types, hash-consed in an open-addressing table: a type is built
 * as a template on the stack, hashed and compared structurally with the
 * table, and copied into the arena only if it is new.  Identified LLVM
 * structs are unique by name; their body is set later, once. */
#include <string.h>

#include "xlate/ir.h"
#include "ir/private.h"

struct TypeTab {
	Map tab;           /* hash -> Type* (several under one hash) */
	Type *simple[NTYPEKINDS];
	Type *ints[65];    /* signless iN, N <= 64, once made (the lexers ask for them per token) */
	Type *ptr0;        /* opaque !llvm.ptr in address space 0, once made */
};

TypeTab *typetab_new(void)
{
	return table_new(sizeof(TypeTab));
}

static uint64_t hash_types(uint64_t h, unsigned n, Type **v)
{
	return hash_ptrs(hash_mix(h, n), n, (const void *const *)v);
}

static uint32_t type_hash(const Type *t)
{
	uint64_t h = hash_mix(0x7970u, t->kind);
	switch (t->kind) {
	case TY_INT:
		h = hash_mix(hash_mix(h, t->i.width), t->i.sign);
		break;
	case TY_COMPLEX:
		h = hash_ptr(h, t->complex.elt);
		break;
	case TY_FUNC:
		h = hash_types(hash_types(h, t->fn.nin, t->fn.ins), t->fn.nout, t->fn.outs);
		break;
	case TY_VECTOR: case TY_TENSOR: case TY_MEMREF:
		h = hash_mix(h, t->shaped.rank);
		h = hash_words(h, t->shaped.rank, (const uint64_t *)t->shaped.shape);
		if (t->shaped.scalable)
			h = hash_bytes(t->shaped.scalable, t->shaped.rank * sizeof(bool), h);
		h = hash_ptr(h, t->shaped.elt);
		h = hash_ptr(h, t->shaped.layout);
		h = hash_ptr(h, t->shaped.memspace);
		h = hash_ptr(h, t->shaped.encoding);
		break;
	case TY_UMEMREF: case TY_UTENSOR:
		h = hash_ptr(hash_ptr(h, t->unranked.elt), t->unranked.memspace);
		break;
	case TY_TUPLE:
		h = hash_types(h, t->tuple.n, t->tuple.elts);
		break;
	case TY_OPAQUE: case TY_LLVM_TARGET:
		h = hash_ptr(hash_ptr(h, t->opaque.dialect), t->opaque.body);
		break;
	case TY_LLVM_PTR:
		h = hash_ptr(hash_mix(h, t->ptr.addrspace), t->ptr.pointee);
		break;
	case TY_LLVM_ARRAY:
		h = hash_ptr(hash_mix(h, t->arr.n), t->arr.elt);
		break;
	case TY_LLVM_STRUCT:
		if (t->st.name)
			h = hash_ptr(h, t->st.name);
		else
			h = hash_mix(hash_types(h, t->st.n, t->st.elts), t->st.packed);
		break;
	case TY_LLVM_FUNC:
		h = hash_mix(hash_types(hash_ptr(h, t->llfn.ret), t->llfn.n, t->llfn.params), t->llfn.vararg);
		break;
	case TY_LLVM_VEC:
		h = hash_mix(hash_ptr(hash_mix(h, t->llvec.n), t->llvec.elt), t->llvec.scalable);
		break;
	default:
		break;
	}
	return (uint32_t)(h ^ (h >> 32));
}

static bool same_types(unsigned n, Type **a, Type **b)
{
	return n == 0 || memcmp(a, b, n * sizeof *a) == 0;
}

static bool type_eq(const Type *a, const Type *b)
{
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case TY_INT:
		return a->i.width == b->i.width && a->i.sign == b->i.sign;
	case TY_COMPLEX:
		return a->complex.elt == b->complex.elt;
	case TY_FUNC:
		return a->fn.nin == b->fn.nin && a->fn.nout == b->fn.nout &&
		       same_types(a->fn.nin, a->fn.ins, b->fn.ins) &&
		       same_types(a->fn.nout, a->fn.outs, b->fn.outs);
	case TY_VECTOR: case TY_TENSOR: case TY_MEMREF:
		if (a->shaped.rank != b->shaped.rank || a->shaped.elt != b->shaped.elt ||
		    a->shaped.layout != b->shaped.layout || a->shaped.memspace != b->shaped.memspace ||
		    a->shaped.encoding != b->shaped.encoding ||
		    !a->shaped.scalable != !b->shaped.scalable)
			return false;
		if (a->shaped.rank && memcmp(a->shaped.shape, b->shaped.shape, a->shaped.rank * sizeof(int64_t)))
			return false;
		return !a->shaped.scalable ||
		       memcmp(a->shaped.scalable, b->shaped.scalable, a->shaped.rank * sizeof(bool)) == 0;
	case TY_UMEMREF: case TY_UTENSOR:
		return a->unranked.elt == b->unranked.elt && a->unranked.memspace == b->unranked.memspace;
	case TY_TUPLE:
		return a->tuple.n == b->tuple.n && same_types(a->tuple.n, a->tuple.elts, b->tuple.elts);
	case TY_OPAQUE: case TY_LLVM_TARGET:
		return a->opaque.dialect == b->opaque.dialect && a->opaque.body == b->opaque.body;
	case TY_LLVM_PTR:
		return a->ptr.addrspace == b->ptr.addrspace && a->ptr.pointee == b->ptr.pointee;
	case TY_LLVM_ARRAY:
		return a->arr.n == b->arr.n && a->arr.elt == b->arr.elt;
	case TY_LLVM_STRUCT:
		if (a->st.name || b->st.name)
			return a->st.name == b->st.name;
		return a->st.n == b->st.n && a->st.packed == b->st.packed &&
		       same_types(a->st.n, a->st.elts, b->st.elts);
	case TY_LLVM_FUNC:
		return a->llfn.ret == b->llfn.ret && a->llfn.n == b->llfn.n &&
		       a->llfn.vararg == b->llfn.vararg && same_types(a->llfn.n, a->llfn.params, b->llfn.params);
	case TY_LLVM_VEC:
		return a->llvec.n == b->llvec.n && a->llvec.elt == b->llvec.elt &&
		       a->llvec.scalable == b->llvec.scalable;
	default:
		return true;
	}
}

static Type **dup_types(Ctx *c, unsigned n, Type **v)
{
	return n ? arena_dup(c->arena, v, n * sizeof *v) : NULL;
}

/* The unique type equal to the template tp (whose arrays may be the
 * caller's: they are copied into the arena when the type is new). */
static Type *unique(Ctx *c, Type *tp)
{
	Map *tab = &c->types->tab;
	tp->hash = type_hash(tp);
	for (Type **y = map_next(tab, MAP_HASH_KEY(tp->hash), NULL); y; y = map_next(tab, MAP_HASH_KEY(tp->hash), y))
		if (type_eq(*y, tp))
			return *y;
	Type *y = arena_dup(c->arena, tp, sizeof *tp);
	made_note(c, NULL, 0);
	switch (y->kind) {
	case TY_FUNC:
		y->fn.ins = dup_types(c, y->fn.nin, y->fn.ins);
		y->fn.outs = dup_types(c, y->fn.nout, y->fn.outs);
		break;
	case TY_VECTOR: case TY_TENSOR: case TY_MEMREF:
		y->shaped.shape = y->shaped.rank ? arena_dup(c->arena, y->shaped.shape, y->shaped.rank * sizeof(int64_t)) : NULL;
		if (y->shaped.scalable)
			y->shaped.scalable = arena_dup(c->arena, y->shaped.scalable, y->shaped.rank * sizeof(bool));
		break;
	case TY_TUPLE:
		y->tuple.elts = dup_types(c, y->tuple.n, y->tuple.elts);
		break;
	case TY_LLVM_STRUCT:
		y->st.elts = dup_types(c, y->st.n, y->st.elts);
		break;
	case TY_LLVM_FUNC:
		y->llfn.params = dup_types(c, y->llfn.n, y->llfn.params);
		break;
	default:
		break;
	}
	*(Type **)map_add(tab, MAP_HASH_KEY(y->hash)) = y;
	return y;
}

Type *type_int(Ctx *c, unsigned width, Signedness sign)
{
	Type t = {.kind = TY_INT, .i = {width, sign}};
	return unique(c, &t);
}

Type *type_i(Ctx *c, unsigned width)
{
	if (width >= sizeof c->types->ints / sizeof c->types->ints[0])
		return type_int(c, width, SIGNLESS);
	Type **p = &c->types->ints[width];
	if (!*p)
		*p = type_int(c, width, SIGNLESS);
	return *p;
}

Type *type_simple(Ctx *c, TypeKind k)
{
	Type **p = &c->types->simple[k];
	if (!*p) {
		Type t = {.kind = k};
		*p = unique(c, &t);
	}
	return *p;
}

Type *type_complex(Ctx *c, Type *elt)
{
	Type t = {.kind = TY_COMPLEX, .complex = {elt}};
	return unique(c, &t);
}

Type *type_func(Ctx *c, unsigned nin, Type **ins, unsigned nout, Type **outs)
{
	Type t = {.kind = TY_FUNC, .fn = {nin, nout, ins, outs}};
	return unique(c, &t);
}

static Type *shaped(Ctx *c, TypeKind k, unsigned rank, const int64_t *shape, const bool *scalable,
                    Type *elt, Attr *layout, Attr *memspace, Attr *encoding)
{
	bool any = false;
	for (unsigned i = 0; scalable && i < rank; i++)
		any |= scalable[i];
	Type t = {.kind = k};
	t.shaped.rank = rank;
	t.shaped.shape = (int64_t *)shape;
	t.shaped.scalable = any ? (bool *)scalable : NULL;
	t.shaped.elt = elt;
	t.shaped.layout = layout;
	t.shaped.memspace = memspace;
	t.shaped.encoding = encoding;
	return unique(c, &t);
}

Type *type_vector(Ctx *c, unsigned rank, const int64_t *shape, const bool *scalable, Type *elt)
{
	return shaped(c, TY_VECTOR, rank, shape, scalable, elt, NULL, NULL, NULL);
}

Type *type_tensor(Ctx *c, unsigned rank, const int64_t *shape, Type *elt, Attr *encoding)
{
	return shaped(c, TY_TENSOR, rank, shape, NULL, elt, NULL, NULL, encoding);
}

Type *type_utensor(Ctx *c, Type *elt)
{
	Type t = {.kind = TY_UTENSOR, .unranked = {elt, NULL}};
	return unique(c, &t);
}

Type *type_memref(Ctx *c, unsigned rank, const int64_t *shape, Type *elt, Attr *layout, Attr *memspace)
{
	return shaped(c, TY_MEMREF, rank, shape, NULL, elt, layout, memspace, NULL);
}

Type *type_umemref(Ctx *c, Type *elt, Attr *memspace)
{
	Type t = {.kind = TY_UMEMREF, .unranked = {elt, memspace}};
	return unique(c, &t);
}

Type *type_tuple(Ctx *c, unsigned n, Type **elts)
{
	Type t = {.kind = TY_TUPLE, .tuple = {n, elts}};
	return unique(c, &t);
}

Type *type_opaque(Ctx *c, TypeKind k, Sym *dialect, Sym *body)
{
	Type t = {.kind = k, .opaque = {dialect, body}};
	return unique(c, &t);
}

Type *type_ptr(Ctx *c, unsigned addrspace, Type *pointee)
{
	if (!addrspace && !pointee && c->types->ptr0)
		return c->types->ptr0;
	Type t = {.kind = TY_LLVM_PTR, .ptr = {addrspace, pointee}};
	Type *r = unique(c, &t);
	if (!addrspace && !pointee)
		c->types->ptr0 = r;
	return r;
}

Type *type_array(Ctx *c, uint64_t n, Type *elt)
{
	Type t = {.kind = TY_LLVM_ARRAY, .arr = {n, elt}};
	return unique(c, &t);
}

Type *type_struct(Ctx *c, unsigned n, Type **elts, bool packed)
{
	Type t = {.kind = TY_LLVM_STRUCT};
	t.st.n = n;
	t.st.elts = elts;
	t.st.packed = packed;
	t.st.has_body = true;
	return unique(c, &t);
}

Type *type_struct_named(Ctx *c, Sym *name)
{
	Type t = {.kind = TY_LLVM_STRUCT};
	t.st.name = name;
	return unique(c, &t);
}

bool type_struct_rename(Ctx *c, Type *t, Sym *name)
{
	Map *tab = &c->types->tab;
	Type probe = {.kind = TY_LLVM_STRUCT};
	probe.st.name = name;
	probe.hash = type_hash(&probe);
	for (Type **y = map_next(tab, MAP_HASH_KEY(probe.hash), NULL); y; y = map_next(tab, MAP_HASH_KEY(probe.hash), y))
		if (type_eq(*y, &probe))
			return false;
	Type **y = map_next(tab, MAP_HASH_KEY(t->hash), NULL);
	while (*y != t)
		y = map_next(tab, MAP_HASH_KEY(t->hash), y);
	map_remove(tab, y);
	t->st.name = name;
	t->hash = probe.hash;
	*(Type **)map_add(tab, MAP_HASH_KEY(t->hash)) = t;
	return true;
}

bool type_struct_set_body(Ctx *c, Type *t, unsigned n, Type **elts, bool packed)
{
	if (t->kind != TY_LLVM_STRUCT)
		return false;
	if (t->st.has_body)
		return t->st.n == n && t->st.packed == packed && same_types(n, t->st.elts, elts);
	t->st.n = n;
	t->st.elts = dup_types(c, n, elts);
	t->st.packed = packed;
	t->st.opaque = false;
	t->st.has_body = true;
	return true;
}

void type_struct_set_opaque(Ctx *c, Type *t)
{
	(void)c;
	if (t->kind == TY_LLVM_STRUCT && !t->st.has_body)
		t->st.opaque = true;
}

Type *type_llfunc(Ctx *c, Type *ret, unsigned n, Type **params, bool vararg)
{
	Type t = {.kind = TY_LLVM_FUNC, .llfn = {ret, n, params, vararg}};
	return unique(c, &t);
}

Type *type_llvec(Ctx *c, uint64_t n, Type *elt, bool scalable)
{
	Type t = {.kind = TY_LLVM_VEC, .llvec = {n, elt, scalable}};
	return unique(c, &t);
}

bool type_is_float(Type *t)
{
	return t && type_float_width(t) != 0;
}

bool type_is_f8(Type *t)
{
	switch (t ? t->kind : TY_NONE) {
#define X(k, name, w, e, m, bias, nf) case k:
	XF8(X)
#undef X
		return true;
	default:
		return false;
	}
}

bool type_is_int(Type *t)
{
	return t && t->kind == TY_INT;
}

bool type_is_int_or_index(Type *t)
{
	return t && (t->kind == TY_INT || t->kind == TY_INDEX);
}

unsigned type_float_width(Type *t)
{
	switch (t ? t->kind : TY_NONE) {
#define X(k, name, w, e, m, bias, nf) case k: return w;
	XF8(X)
#undef X
	case TY_F16: case TY_BF16: return 16;
	case TY_TF32: return 19;
	case TY_F32: return 32;
	case TY_F64: return 64;
	case TY_F80: return 80;
	case TY_F128: return 128;
	default: return 0;
	}
}

Type *type_elt(Type *t)
{
	switch (t ? t->kind : TY_NONE) {
	case TY_VECTOR: case TY_TENSOR: case TY_MEMREF: return t->shaped.elt;
	case TY_UMEMREF: case TY_UTENSOR: return t->unranked.elt;
	case TY_LLVM_ARRAY: return t->arr.elt;
	case TY_LLVM_VEC: return t->llvec.elt;
	default: return t;
	}
}

uint64_t type_num_elements(Type *t)
{
	switch (t ? t->kind : TY_NONE) {
	case TY_VECTOR: case TY_TENSOR: case TY_MEMREF: {
		uint64_t n = 1;
		for (unsigned i = 0; i < t->shaped.rank; i++)
			n *= t->shaped.shape[i] < 0 ? 0 : (uint64_t)t->shaped.shape[i];
		return n;
	}
	case TY_LLVM_ARRAY: return t->arr.n;
	case TY_LLVM_VEC: return t->llvec.n;
	default: return 1;
	}
}

static Type *untyped(Ctx *c, Type *t);

/* The types v[0..n) untyped into a fresh array, or v if none changes. */
static Type **untyped_list(Ctx *c, unsigned n, Type **v)
{
	Type **r = v;
	for (unsigned i = 0; i < n; i++) {
		Type *u = untyped(c, v[i]);
		if (u != v[i] && r == v) {
			r = arena_alloc(c->arena, n * sizeof *r);
			memcpy(r, v, n * sizeof *r);
		}
		r[i] = u;
	}
	return r;
}

static Type *untyped(Ctx *c, Type *t)
{
	if (!t)
		return t;
	if (t->untyped)
		return t->untyped;
	Type *r = t;
	switch (t->kind) {
	case TY_LLVM_PTR:
		r = t->ptr.pointee ? type_ptr(c, t->ptr.addrspace, NULL) : t;
		break;
	case TY_LLVM_ARRAY:
		r = type_array(c, t->arr.n, untyped(c, t->arr.elt));
		break;
	case TY_LLVM_VEC:
		r = type_llvec(c, t->llvec.n, untyped(c, t->llvec.elt), t->llvec.scalable);
		break;
	case TY_VECTOR:   /* of typed pointers */
		if (t->shaped.elt && t->shaped.elt->kind == TY_LLVM_PTR)
			r = type_vector(c, t->shaped.rank, t->shaped.shape, t->shaped.scalable, untyped(c, t->shaped.elt));
		break;
	case TY_LLVM_STRUCT:
		if (t->st.name) {
			t->untyped = t;   /* recursive references end here */
			Type **e = untyped_list(c, t->st.n, t->st.elts);
			if (e != t->st.elts)
				memcpy(t->st.elts, e, t->st.n * sizeof *e);
		} else {
			Type **e = untyped_list(c, t->st.n, t->st.elts);
			r = e == t->st.elts ? t : type_struct(c, t->st.n, e, t->st.packed);
		}
		break;
	case TY_LLVM_FUNC: {
		Type **e = untyped_list(c, t->llfn.n, t->llfn.params), *ret = untyped(c, t->llfn.ret);
		r = e == t->llfn.params && ret == t->llfn.ret ? t : type_llfunc(c, ret, t->llfn.n, e, t->llfn.vararg);
		break;
	}
	case TY_FUNC: {
		Type **in = untyped_list(c, t->fn.nin, t->fn.ins), **out = untyped_list(c, t->fn.nout, t->fn.outs);
		r = in == t->fn.ins && out == t->fn.outs ? t : type_func(c, t->fn.nin, in, t->fn.nout, out);
		break;
	}
	default:
		break;
	}
	t->untyped = r;
	r->untyped = r;
	return r;
}

Type *type_untyped(Ctx *c, Type *t)
{
	return t && t->untyped ? t->untyped : untyped(c, t);
}

/* Whether t may be an llvm.func argument or result (LLVM::isCompatibleType,
 * less strict where xlate's own tests rely on it: index is let through). */
bool type_is_llvm_compatible(Type *t)
{
	switch (t ? t->kind : TY_NONE) {
	case TY_NONE: case TY_COMPLEX: case TY_FUNC: case TY_TENSOR: case TY_UTENSOR:
	case TY_MEMREF: case TY_UMEMREF: case TY_TUPLE: case TY_OPAQUE:
		return false;
	default:
		return true;
	}
}

bool type_static_shape(Type *t)
{
	for (unsigned i = 0; i < t->shaped.rank; i++)
		if (t->shaped.shape[i] == DYN)
			return false;
	return true;
}

bool memref_strides(Type *t, int64_t *strides, int64_t *offset)
{
	unsigned r = t->shaped.rank;
	Attr *l = t->shaped.layout;
	if (r > 64)
		return false;   /* callers hold strides in int64_t[64] */
	if (!l) {
		int64_t s = 1;
		for (unsigned i = r; i-- > 0;) {
			strides[i] = s;
			if (s != DYN)
				s = t->shaped.shape[i] == DYN ? DYN : s * t->shaped.shape[i];
		}
		*offset = 0;
		return true;
	}
	if (l->kind == ATTR_STRIDED && l->strided.n == r) {
		for (unsigned i = 0; i < r; i++)
			strides[i] = l->strided.strides[i];
		*offset = l->strided.offset;
		return true;
	}
	const AffineForm *f = l->kind == ATTR_AFFINE_MAP ? l->opaque.form : NULL;
	if (!f || !f->strided || f->ndims != r)
		return false;
	for (unsigned i = 0; i < r; i++)
		strides[i] = f->strides[i];
	*offset = f->offset;
	return true;
}
