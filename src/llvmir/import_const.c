/* import_const.c - values of the LLVM IR importer: local value lookup and
 * the materialization of constants as ops (llvm.mlir.constant, zero,
 * undef, poison, addressof, and instruction ops for aggregates and
 * constant expressions), the way mlir-translate-19 --import-llvm does.
 * In functions, constants go to the start of the entry block, each simple
 * constant once; in global initializers, to the initializer region. */
#include <stdlib.h>
#include <string.h>

#include "llvmir/import.h"
#include "llvmir/import_fn.h"

static Type *shaped_of(LLParser *p, Type *t);
static LLV *null_of(LLParser *p, Type *t, Loc loc);
static LLV *canonical(LLParser *p, LLV *v);

/* ---------------------------------------------------------------- scalar attributes */

Attr *ll_int_attr(LLParser *p, Type *t, Sym *digits, Loc loc)
{
	unsigned w = t->kind == TY_INT ? t->i.width : 64;
	unsigned nw = w > 64 ? (w + 63) / 64 : 1;
	uint64_t stackw[4];
	uint64_t *words = nw <= 4 ? stackw : xmalloc(nw * sizeof *words);
	const char *s = digits->s;
	size_t len = digits->len;
	bool hex_unsigned = false;
	if (s[0] == 'u' || s[0] == 's') {  /* u0x.., s0x.. */
		hex_unsigned = s[0] == 'u';
		s++, len--;
	}
	bool ok = int_parse(s, len, w, words, nw);
	(void)hex_unsigned;
	if (!ok && !(digits->s[0] == 's' || digits->s[0] == 'u'))
		error_at(p->c, loc, "integer constant '%s' does not fit in i%u", digits->s, w);
	Attr *a = attr_int_words(p->c, t, nw, words);
	if (words != stackw)
		free(words);
	return a;
}

static int hexval(char ch)
{
	if (ch >= '0' && ch <= '9') return ch - '0';
	if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
	if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
	return -1;
}

/* The value of n hex digits at s; false if any is not a hex digit. */
static bool hexbits(const char *s, unsigned n, uint64_t *out)
{
	uint64_t v = 0;
	for (unsigned i = 0; i < n; i++) {
		int d = hexval(s[i]);
		if (d < 0)
			return false;
		v = v << 4 | (uint64_t)d;
	}
	*out = v;
	return true;
}

Attr *ll_float_attr(LLParser *p, Type *t, Sym *text, Loc loc)
{
	const char *s = text->s;
	uint64_t bits[2] = {0, 0};
	if (!type_is_float(t)) {
		error_at(p->c, loc, "floating-point constant of a non floating-point type");
		return NULL;
	}
	if (s[0] == '0' && s[1] == 'x') {
		const char *h = s + 2;
		char kind = (*h >= 'G' && *h <= 'Z') ? *h++ : 0;
		size_t nh = strlen(h);
		bool ok = true;
		switch (kind) {
		case 0: {
			/* doubles are printed without leading zeros (0x4000000000000) */
			if (nh < 1 || nh > 16 || !hexbits(h, (unsigned)nh, &bits[0])) {
				ok = false;
				break;
			}
			if (t->kind == TY_F64)
				return attr_float(p->c, t, bits);
			double d;
			memcpy(&d, &bits[0], sizeof d);
			return attr_float_d(p->c, t, d);
		}
		case 'H': case 'R':
			ok = nh == 4 && hexbits(h, 4, &bits[0]);
			break;
		case 'K':
			ok = nh == 20 && hexbits(h, 4, &bits[1]) && hexbits(h + 4, 16, &bits[0]);
			break;
		case 'L':
			ok = nh == 32 && hexbits(h, 16, &bits[0]) && hexbits(h + 16, 16, &bits[1]);
			break;
		default:
			ok = false;
		}
		if (!ok) {
			error_at(p->c, loc, "malformed hexadecimal floating-point constant '%s'", s);
			return NULL;
		}
		return attr_float(p->c, t, bits);
	}
	return attr_float_d(p->c, t, strtod(s, NULL));
}

/* ---------------------------------------------------------------- sinks */

void sink_put(Sink *k, Op *op)
{
	if (k->last)
		op_insert_after(k->last, op);
	else if (k->front && k->b->first)
		op_insert_before(k->b->first, op);
	else
		block_push_op(k->b, op);
	k->last = op;
}

Value *sink_op(LLParser *p, Sink *k, OpState *s)
{
	Op *op = op_create(p->c, s);
	ll_opstate_done(p, s);
	sink_put(k, op);
	return op->nres ? &op->res[0] : NULL;
}

static Value *const_op(LLParser *p, Sink *k, const char *name, Type *t, Attr *value, Loc loc)
{
	OpState s;
	ll_opstate(p, &s, ll_sym(p, name), loc);
	vec_push(&s.types, t);
	if (value)
		opstate_add_attr(&s, p->c->sym[SYM_value], value);
	return sink_op(p, k, &s);
}

/* The cache of a sink's constants: each made once, as LLVM uniques them
 * and MLIR converts each once: (kind, type, text), and for aggregates,
 * constant expressions and block addresses their flags and elements too,
 * alike (llv_same). */
typedef struct CEntry {
	LLV *key;
	Value *v;
	struct CEntry *next;
} CEntry;

static bool composite(int kind)
{
	switch (kind) {
	case V_ARRAY: case V_VECTOR: case V_STRUCT: case V_PSTRUCT: case V_SPLAT: case V_CE: case V_BLOCKADDR:
		return true;
	default:
		return false;
	}
}

static uint64_t llv_hash(const LLV *v)
{
	uint64_t h = hash_mix(hash_mix((uint64_t)v->kind + 1, (uint64_t)(uintptr_t)v->ty), (uint64_t)(uintptr_t)v->s);
	if (!composite(v->kind))
		return h;
	h = hash_mix(h, ((uint64_t)v->op << 8) ^ (uint64_t)(unsigned)v->pred);
	h = hash_mix(h, (uint64_t)(uintptr_t)v->ty2 ^ (uint64_t)(uintptr_t)v->s2 << 1);
	for (unsigned i = 0; v->flags && i < v->flags->n; i++)
		h = hash_mix(h, (uint64_t)(uintptr_t)((LLAttr *)v->flags->v[i])->kw);
	for (unsigned i = 0; v->elts && i < v->elts->n; i++)
		h = hash_mix(h, llv_hash(v->elts->v[i]));
	return h;
}

static bool llv_same(const LLV *a, const LLV *b)
{
	if (a == b)
		return true;
	if (a->kind != b->kind || a->ty != b->ty || a->s != b->s)
		return false;
	if (!composite(a->kind))
		return true;
	unsigned nf = a->flags ? a->flags->n : 0, ne = a->elts ? a->elts->n : 0;
	if (a->op != b->op || a->pred != b->pred || a->ty2 != b->ty2 || a->s2 != b->s2 ||
	    nf != (b->flags ? b->flags->n : 0) || ne != (b->elts ? b->elts->n : 0))
		return false;
	for (unsigned i = 0; i < nf; i++)
		if (((LLAttr *)a->flags->v[i])->kw != ((LLAttr *)b->flags->v[i])->kw)
			return false;
	for (unsigned i = 0; i < ne; i++)
		if (!llv_same(a->elts->v[i], b->elts->v[i]))
			return false;
	return true;
}

static Value **cache_slot(LLParser *p, Sink *k, LLV *v)
{
	if (!k->cache)
		return NULL;
	uint64_t h = llv_hash(v) | 1;
	CEntry *e = map_get(k->cache, h);
	for (CEntry *x = e; x; x = x->next)
		if (llv_same(x->key, v))
			return &x->v;
	CEntry *n = arena_alloc(p->a, sizeof *n);
	n->key = arena_dup(p->a, v, sizeof *v);   /* (v may be a caller's, on its stack; its elements are the parser's) */
	n->next = e;
	map_put(k->cache, h, n);
	return &n->v;
}

static bool is_simple_scalar(LLV *v)
{
	switch (v->kind) {
	case V_INT: case V_FLOAT: return true;
	case V_TRUE: case V_FALSE: return v->ty && v->ty->kind == TY_INT && v->ty->i.width == 1;
	default: return false;
	}
}

/* `splat (T x)` of a vector of simple scalars: a dense splat, or NULL. */
static Attr *dense_splat(LLParser *p, LLV *v)
{
	Type *t = v->ty;
	LLV *x = v->elts && v->elts->n == 1 ? v->elts->v[0] : NULL;
	if (!x || t->kind != TY_VECTOR || !is_simple_scalar(x) || x->ty != type_elt(t))
		return NULL;
	Attr *e = x->kind == V_FLOAT ? ll_float_attr(p, x->ty, x->s, x->loc)
		: x->kind == V_INT ? ll_int_attr(p, x->ty, x->s, x->loc) : attr_int(p->c, x->ty, x->kind == V_TRUE);
	return e ? attr_dense(p->c, t, true, 1, &e) : NULL;
}

/* `splat (T x)` of another fixed vector: the vector of its n copies. */
static LLV *splat_elements(LLParser *p, LLV *v)
{
	Type *t = v->ty;
	bool scalable = false;
	uint64_t n = t->kind == TY_VECTOR ? (uint64_t)t->shaped.shape[0] : t->kind == TY_LLVM_VEC ? t->llvec.n : 0;
	if (t->kind == TY_VECTOR)
		scalable = t->shaped.scalable && t->shaped.scalable[0];
	else if (t->kind == TY_LLVM_VEC)
		scalable = t->llvec.scalable;
	if (!n || scalable || !v->elts || v->elts->n != 1 || n > 1u << 20) {
		error_at(p->c, v->loc, "splat needs a fixed-length vector type");
		return NULL;
	}
	LList *l = NULL;
	for (uint64_t i = 0; i < n; i++)
		l = ll_append(p, l, v->elts->v[0]);
	LLV *r = ll_v_list(p, V_VECTOR, l, v->loc);
	r->ty = t;
	return r;
}

/* The scalars of aggregate v (nested arrays, vectors, c-strings), in
 * order, into e; false if one is no simple scalar of its element type. */
static bool flatten(LLParser *p, LLV *v, Type *leaf, AttrVec *e, unsigned depth)
{
	if (depth > 12)
		return false;
	if (v->kind == V_CSTRING) {
		if (leaf->kind != TY_INT || leaf->i.width != 8)
			return false;
		for (uint32_t i = 0; i < v->s->len; i++)
			vec_push(e, attr_int(p->c, leaf, (unsigned char)v->s->s[i]));
		return true;
	}
	if (v->kind == V_ARRAY || v->kind == V_VECTOR) {
		for (unsigned i = 0; v->elts && i < v->elts->n; i++)
			if (!flatten(p, v->elts->v[i], leaf, e, depth + 1))
				return false;
		return true;
	}
	if (!is_simple_scalar(v) || v->ty != leaf)
		return false;
	Attr *a = v->kind == V_FLOAT ? ll_float_attr(p, leaf, v->s, v->loc)
		: v->kind == V_INT ? ll_int_attr(p, leaf, v->s, v->loc) : attr_int(p->c, leaf, v->kind == V_TRUE);
	if (!a)
		return false;
	vec_push(e, a);
	return true;
}

/* Nested arrays (of arrays of vectors) of simple scalars as one dense
 * attribute of all their dimensions, as MLIR 22 reads a ConstantArray of
 * them; NULL if they are not. */
static Attr *dense_nested(LLParser *p, LLV *v)
{
	Type *sh = shaped_of(p, v->ty);
	if (!sh || (sh->kind != TY_TENSOR && sh->kind != TY_VECTOR))
		return NULL;
	AttrVec e = {0};
	Attr *a = NULL;
	if (flatten(p, v, sh->shaped.elt, &e, 0) && e.n && (uint64_t)e.n == (uint64_t)type_num_elements(sh)) {
		bool splat = true;
		for (unsigned i = 1; i < e.n && splat; i++)
			splat = e.v[i] == e.v[0];
		a = attr_dense(p->c, sh, splat, splat ? 1 : e.n, e.v);
	}
	vec_free(&e);
	return a;
}

/* The dense elements attribute of an array/vector of simple scalars, or NULL. */
static Attr *dense_of(LLParser *p, LLV *v)
{
	Type *t = v->ty;
	Type *elt = type_elt(t);
	if (v->kind == V_SPLAT)
		return dense_splat(p, v);
	if (t->kind == TY_LLVM_ARRAY && (t->arr.elt->kind == TY_LLVM_ARRAY || t->arr.elt->kind == TY_VECTOR))
		return dense_nested(p, v);
	unsigned n = v->elts ? v->elts->n : 0;
	if (!n || !(type_is_int(elt) || type_is_float(elt)))
		return NULL;
	if (t->kind == TY_LLVM_ARRAY && t->arr.elt != elt)
		return NULL;
	if (t->kind == TY_VECTOR && t->shaped.scalable && t->shaped.scalable[0])
		return NULL;
	if (n != (t->kind == TY_LLVM_ARRAY ? t->arr.n : type_num_elements(t)))
		return NULL;   /* insert_chain reports the count */
	Attr **e = arena_alloc(p->a, n * sizeof *e);
	for (unsigned i = 0; i < n; i++) {
		LLV *x = v->elts->v[i];
		if (!is_simple_scalar(x) || x->ty != elt)
			return NULL;
		if (x->kind == V_FLOAT)
			e[i] = ll_float_attr(p, elt, x->s, x->loc);
		else if (x->kind == V_INT)
			e[i] = ll_int_attr(p, elt, x->s, x->loc);
		else
			e[i] = attr_int(p->c, elt, x->kind == V_TRUE);
		if (!e[i])
			return NULL;
	}
	bool splat = true;
	for (unsigned i = 1; i < n && splat; i++)
		splat = e[i] == e[0];
	int64_t shape = (int64_t)n;
	Type *st = t->kind == TY_VECTOR ? t : type_tensor(p->c, 1, &shape, elt, NULL);
	return splat ? attr_dense(p->c, st, true, 1, e) : attr_dense(p->c, st, false, n, e);
}

/* A `value` attribute for a global initializer, when one suffices. */
Attr *ll_const_attr(LLParser *p, LLV *v)
{
	Type *t = v->ty;
	v = canonical(p, v);
	switch (v->kind) {
	case V_ZERO: {
		Type *sh = t ? shaped_of(p, t) : NULL;
		if (!sh)
			return NULL;
		Type *leaf = sh->kind == TY_VECTOR || sh->kind == TY_TENSOR ? sh->shaped.elt : sh;
		Attr *z = ll_const_attr(p, null_of(p, leaf, v->loc));
		return z ? attr_dense(p->c, sh, true, 1, &z) : NULL;
	}
	case V_INT:
		return type_is_int(t) ? ll_int_attr(p, t, v->s, v->loc) : NULL;
	case V_TRUE: case V_FALSE:
		if (t->kind == TY_INT && t->i.width == 1)
			return attr_int(p->c, t, v->kind == V_TRUE);
		if ((type_is_int(t) || type_is_float(t) || t->kind == TY_LLVM_PTR) && !p->c->nerrors) {   /* llvm-as's words */
			char name[32];
			ll_scalar_name(name, sizeof name, t);
			error_at(p->c, v->loc, "constant expression type mismatch: got type 'i1' but expected '%s'", name);
		}
		return NULL;
	case V_FLOAT:
		return type_is_float(t) ? ll_float_attr(p, t, v->s, v->loc) : NULL;
	case V_CSTRING:
		if (t->kind != TY_LLVM_ARRAY || !type_is_int(t->arr.elt) || t->arr.elt->i.width != 8)
			return NULL;
		if (t->arr.n != v->s->len)   /* llvm-as's words */
			error_at(p->c, v->loc, "constant expression type mismatch: got type '[%zu x i8]' but expected '[%llu x i8]'",
			         v->s->len, (unsigned long long)t->arr.n);
		return attr_str(p->c, v->s->s, v->s->len);
	case V_ARRAY: case V_VECTOR: case V_SPLAT:
		return dense_of(p, v);
	default:
		return NULL;
	}
}

static Value *insert_chain(LLParser *p, Sink *k, LLV *v, Value *agg, bool vector)
{
	unsigned n = v->elts ? v->elts->n : 0;
	Type *t = v->ty;
	if (t->kind != TY_LLVM_STRUCT && t->kind != TY_LLVM_ARRAY && t->kind != TY_VECTOR && t->kind != TY_LLVM_VEC) {
		error_at(p->c, v->loc, "aggregate constant of a type that is no aggregate");
		return NULL;
	}
	bool undefined = t->kind == TY_LLVM_STRUCT && t->st.name && !t->st.has_body;   /* an error at the end */
	uint64_t have = undefined ? n : t->kind == TY_LLVM_STRUCT ? t->st.n : t->kind == TY_LLVM_ARRAY ? t->arr.n : type_num_elements(t);
	if (n != have) {
		error_at(p->c, v->loc, "constant has %u elements, its type %llu", n, (unsigned long long)have);
		return NULL;
	}
	for (unsigned i = 0; i < n && agg; i++) {
		Value *e = ll_mat(p, k, v->elts->v[i]);
		if (!e)
			return NULL;
		Type *want = undefined ? e->type : t->kind == TY_LLVM_STRUCT ? t->st.elts[i] : type_elt(t);
		if (e->type != want) {
			error_at(p->c, ((LLV *)v->elts->v[i])->loc, "element %u of the constant does not match the element type of its aggregate", i);
			return NULL;
		}
		OpState s;
		if (vector) {
			/* MLIR makes each index anew, an i32 right before its insert */
			Type *i32 = type_i(p->c, 32);
			Value *iv = const_op(p, k, "llvm.mlir.constant", i32, attr_int(p->c, i32, i), v->loc);
			ll_opstate(p, &s, ll_sym(p, "llvm.insertelement"), v->loc);
			vec_push(&s.opnds, agg);
			vec_push(&s.opnds, e);
			vec_push(&s.opnds, iv);
		} else {
			int64_t pos = i;
			ll_opstate(p, &s, ll_sym(p, "llvm.insertvalue"), v->loc);
			vec_push(&s.opnds, agg);
			vec_push(&s.opnds, e);
			opstate_add_attr(&s, ll_sym(p, "position"), ll_dense_i64(p, 1, &pos));
		}
		vec_push(&s.types, v->ty);
		agg = sink_op(p, k, &s);
	}
	return agg;
}

/* ---------------------------------------------------------------- null values */

/* MLIR's builtin type of an attribute of LLVM type t (its importer's
 * getBuiltinTypeForAttr): a fixed vector of integers or floats itself,
 * arrays of them (nested) a tensor, arrays of such vectors a vector of
 * all the dimensions; NULL for any other. */
static Type *shaped_of(LLParser *p, Type *t)
{
	int64_t dims[16];
	unsigned nd = 0;
	while (t->kind == TY_LLVM_ARRAY && nd < 12) {
		dims[nd++] = (int64_t)t->arr.n;
		t = t->arr.elt;
	}
	if (t->kind == TY_VECTOR) {
		Type *e = t->shaped.elt;
		if (!(type_is_int(e) || type_is_float(e)) || t->shaped.rank != 1 || (t->shaped.scalable && t->shaped.scalable[0]))
			return NULL;
		if (!nd)
			return t;
		dims[nd++] = t->shaped.shape[0];
		return type_vector(p->c, nd, dims, NULL, e);
	}
	return nd && (type_is_int(t) || type_is_float(t)) ? type_tensor(p->c, nd, dims, t, NULL) : NULL;
}

/* The null value of type t as LLVM writes it (0, +0.0, false, null, a
 * zero aggregate): the key the sink's cache knows it by. */
static LLV *null_of(LLParser *p, Type *t, Loc loc)
{
	LLV *z = ll_v(p, V_ZERO, NULL, loc);
	z->ty = t;
	if (t->kind == TY_INT && t->i.width == 1) {
		z->kind = V_FALSE;
	} else if (type_is_int(t)) {
		z->kind = V_INT;
		z->s = ll_sym(p, "0");
	} else if (type_is_float(t)) {
		z->kind = V_FLOAT;
		z->s = ll_sym(p, t->kind == TY_F16 ? "0xH0000" : t->kind == TY_BF16 ? "0xR0000" :
		                 t->kind == TY_F80 ? "0xK00000000000000000000" :
		                 t->kind == TY_F128 ? "0xL00000000000000000000000000000000" : "0.000000e+00");
	} else if (t->kind == TY_LLVM_PTR) {
		z->kind = V_NULL;
	}
	return z;
}

/* Whether v is the null value of its type. */
static bool is_null(const LLV *v)
{
	const char *s = v->s ? v->s->s : NULL;
	switch (v->kind) {
	case V_ZERO: case V_NULL: case V_FALSE:
		return true;
	case V_INT:
		for (; s && *s; s++)
			if (*s != '0' && *s != '-')
				return false;
		return s != NULL;
	case V_FLOAT:
		if (!s || *s == '-')
			return false;
		if (s[0] == '0' && s[1] == 'x') {
			for (s += 2 + (s[2] >= 'G' && s[2] <= 'Z'); *s; s++)
				if (*s != '0')
					return false;
			return true;
		}
		return strtod(s, NULL) == 0;
	case V_CSTRING:
		for (uint32_t i = 0; i < v->s->len; i++)
			if (v->s->s[i])
				return false;
		return true;
	case V_ARRAY: case V_VECTOR: case V_STRUCT: case V_PSTRUCT: case V_SPLAT:
		for (unsigned i = 0; v->elts && i < v->elts->n; i++)
			if (!is_null(v->elts->v[i]))
				return false;
		return true;
	default:
		return false;
	}
}

/* An aggregate constant as LLVM makes it: all null a zero aggregate, all
 * poison poison, all undef (or poison) undef; else v. */
static LLV *canonical(LLParser *p, LLV *v)
{
	int kind = 0;
	if (v->kind == V_ZERO && v->ty && (type_is_int(v->ty) || type_is_float(v->ty) || v->ty->kind == TY_LLVM_PTR))
		return null_of(p, v->ty, v->loc);   /* i32 zeroinitializer is i32 0 */
	if (v->kind == V_CSTRING) {
		kind = is_null(v) ? V_ZERO : 0;
	} else if (v->kind == V_ARRAY || v->kind == V_VECTOR || v->kind == V_STRUCT || v->kind == V_PSTRUCT ||
	           v->kind == V_SPLAT) {
		bool poison = true, undef = true;
		for (unsigned i = 0; v->elts && i < v->elts->n; i++) {
			int k = ((LLV *)v->elts->v[i])->kind;
			poison &= k == V_POISON;
			undef &= k == V_POISON || k == V_UNDEF;
		}
		kind = v->elts && v->elts->n && poison ? V_POISON : v->elts && v->elts->n && undef ? V_UNDEF :
		       is_null(v) ? V_ZERO : 0;
	}
	if (!kind)
		return v;
	LLV *z = ll_v(p, kind, NULL, v->loc);
	z->ty = v->ty;
	return z;
}

/* A zero aggregate, as MLIR makes it: its element values first (its
 * importer walks them, though nothing but 19's chain uses them), then a
 * dense splat where an attribute holds it, else llvm.mlir.zero (22) or
 * undef and the chain inserting the elements (19). */
static Value *zero_aggregate(LLParser *p, Sink *k, LLV *v)
{
	Type *t = v->ty;
	bool st = t->kind == TY_LLVM_STRUCT;
	uint64_t n = st ? t->st.n : t->kind == TY_LLVM_ARRAY ? t->arr.n :
		     t->kind == TY_VECTOR && !(t->shaped.scalable && t->shaped.scalable[0]) ? (uint64_t)type_num_elements(t) :
		     t->kind == TY_LLVM_VEC && !t->llvec.scalable ? t->llvec.n : 0;
	/* (past MAX_ZERO_DEPTH nested types, not its elements: such a type
	 * is an error at the end, check_named_types) */
	enum { MAX_ZERO_DEPTH = 1024 };
	unsigned nd = p->zero_depth >= MAX_ZERO_DEPTH ? 0 : st ? (unsigned)n : n ? 1 : 0;
	Value **e = arena_alloc(p->a, (nd ? nd : 1) * sizeof *e);
	p->zero_depth++;
	for (unsigned i = 0; i < nd; i++)
		if (!(e[i] = ll_mat(p, k, null_of(p, st ? t->st.elts[i] : type_elt(t), v->loc)))) {
			p->zero_depth--;
			return NULL;
		}
	p->zero_depth--;
	Type *sh = shaped_of(p, t);
	Value *r;
	if (sh) {
		Type *leaf = sh->kind == TY_VECTOR || sh->kind == TY_TENSOR ? sh->shaped.elt : sh;
		Attr *z = ll_const_attr(p, null_of(p, leaf, v->loc));
		r = const_op(p, k, "llvm.mlir.constant", t, attr_dense(p->c, sh, true, 1, &z), v->loc);
	} else if ((gen_of(p->c->llvm_version)->keeps & GK_ZERO_OP) || (!n && t->kind != TY_LLVM_ARRAY && !st) || n > 1u << 16) {
		r = const_op(p, k, "llvm.mlir.zero", t, NULL, v->loc);
	} else {
		bool vec = t->kind == TY_VECTOR || t->kind == TY_LLVM_VEC;
		Type *i32 = type_i(p->c, 32);
		r = const_op(p, k, "llvm.mlir.undef", t, NULL, v->loc);
		for (uint64_t i = 0; r && i < n; i++) {
			OpState s;
			int64_t pos = (int64_t)i;
			Value *ix = vec ? const_op(p, k, "llvm.mlir.constant", i32, attr_int(p->c, i32, pos), v->loc) : NULL;
			ll_opstate(p, &s, ll_sym(p, vec ? "llvm.insertelement" : "llvm.insertvalue"), v->loc);
			vec_push(&s.opnds, r);
			vec_push(&s.opnds, e[st ? i : 0]);
			if (vec)
				vec_push(&s.opnds, ix);
			else
				opstate_add_attr(&s, ll_sym(p, "position"), ll_dense_i64(p, 1, &pos));
			vec_push(&s.types, t);
			r = sink_op(p, k, &s);
		}
		return r;
	}
	if (r && nd)
		memcpy(ll_const_deps(p, r->def, nd, false)->v, e, nd * sizeof *e);
	return r;
}

/* Materializes constant v (v->ty set) into sink k. */
Value *ll_mat(LLParser *p, Sink *k, LLV *v)
{
	Type *t = v->ty;
	Value **slot = NULL;
	if (!t) {
		error_at(p->c, v->loc, "value without a type");
		return NULL;
	}
	if (v->kind == V_LOCAL)
		return ll_local_value(p, v);
	if (t->kind == TY_LLVM_VOID || t->kind == TY_LLVM_LABEL || t->kind == TY_LLVM_METADATA) {
		error_at(p->c, v->loc, "invalid use of a value of this type");
		return NULL;
	}
	v = canonical(p, v);
	switch (v->kind) {
	case V_INT: case V_FLOAT: case V_TRUE: case V_FALSE: case V_NULL: case V_ZERO:
	case V_UNDEF: case V_POISON: case V_GLOBAL: case V_NONE: case V_CSTRING:
	case V_ARRAY: case V_VECTOR: case V_STRUCT: case V_PSTRUCT: case V_SPLAT: case V_CE: case V_BLOCKADDR:
		slot = cache_slot(p, k, v);
		if (slot && *slot)
			return *slot;
		break;
	default:
		break;
	}
	Value *r = NULL;
	Attr *a;
	switch (v->kind) {
	case V_INT: case V_TRUE: case V_FALSE: case V_FLOAT:
		a = ll_const_attr(p, v);
		if (!a) {
			if (!p->c->nerrors)
				error_at(p->c, v->loc, "constant does not match its type");
			return NULL;
		}
		r = const_op(p, k, "llvm.mlir.constant", t, a, v->loc);
		break;
	case V_NULL:
		if (t->kind != TY_LLVM_PTR) {
			error_at(p->c, v->loc, "null must be a pointer");
			return NULL;
		}
		/* fallthrough */
	case V_ZERO:
		if (t->kind == TY_LLVM_ARRAY || t->kind == TY_LLVM_STRUCT || t->kind == TY_VECTOR || t->kind == TY_LLVM_VEC)
			r = zero_aggregate(p, k, v);
		else
			r = const_op(p, k, "llvm.mlir.zero", t, NULL, v->loc);
		break;
	case V_UNDEF:
		r = const_op(p, k, "llvm.mlir.undef", t, NULL, v->loc);
		break;
	case V_POISON:
		r = const_op(p, k, "llvm.mlir.poison", t, NULL, v->loc);
		break;
	case V_NONE:
		r = const_op(p, k, "llvm.mlir.none", t, NULL, v->loc);
		break;
	case V_GLOBAL: {
		/* MLIR 19 walks into the global: its initializer first, as
		 * constants nothing uses (a name of the global inside it, or
		 * of one being walked, is not walked again) */
		GlobalInfo *g = (gen_of(p->c->llvm_version)->keeps & GK_INIT_WALK) ? ll_global_find(p, v->s) : NULL;
		Value *iv = NULL;
		if ((gen_of(p->c->llvm_version)->keeps & GK_INIT_WALK) && (!g || (!gi_more(g, init) && !ll_defined(g))))
			p->walk_missed = true;   /* (not read yet: ll_late_inits) */
		if (g && gi_more(g, init) && !g->walking) {
			g->walking = true;
			iv = ll_mat(p, k, g->more->init);
			g->walking = false;
			if (slot && *slot)
				return *slot;   /* (made inside the walk) */
		}
		OpState s;
		ll_opstate(p, &s, ll_sym(p, "llvm.mlir.addressof"), v->loc);
		opstate_add_attr(&s, ll_sym(p, "global_name"), attr_sym(p->c, v->s));
		vec_push(&s.types, t->kind == TY_LLVM_PTR ? t : ll_ptr(p, 0));
		ll_global_ref(p, v->s, v->loc);
		r = sink_op(p, k, &s);
		if (iv && r)
			ll_const_deps(p, r->def, 1, false)->v[0] = iv;
		break;
	}
	case V_CSTRING:
		a = ll_const_attr(p, v);
		if (!a) {
			error_at(p->c, v->loc, "c\"...\" must be an array of i8");
			return NULL;
		}
		r = const_op(p, k, "llvm.mlir.constant", t, a, v->loc);
		break;
	case V_ARRAY: case V_VECTOR: case V_STRUCT: case V_PSTRUCT: {
		bool vec = v->kind == V_VECTOR;
		if ((a = (vec || v->kind == V_ARRAY) ? dense_of(p, v) : NULL)) {
			/* LLVM holds an array or vector of i8-i64 or half-double
			 * as data (ConstantDataSequential); MLIR converts the
			 * elements of any other first (nothing uses them) */
			Type *e = type_elt(t);
			bool data = (e->kind == TY_INT && (e->i.width == 8 || e->i.width == 16 || e->i.width == 32 || e->i.width == 64)) ||
				    e->kind == TY_F16 || e->kind == TY_BF16 || e->kind == TY_F32 || e->kind == TY_F64;
			unsigned n = data || !v->elts ? 0 : v->elts->n;
			Value **ev = n ? arena_alloc(p->a, n * sizeof *ev) : NULL;
			for (unsigned i = 0; i < n; i++)
				if (!(ev[i] = ll_mat(p, k, v->elts->v[i])))
					return NULL;
			r = const_op(p, k, "llvm.mlir.constant", t, a, v->loc);
			if (n)
				memcpy(ll_const_deps(p, r->def, n, false)->v, ev, n * sizeof *ev);
			break;
		}
		Value *u = const_op(p, k, "llvm.mlir.undef", t, NULL, v->loc);
		r = insert_chain(p, k, v, u, vec);
		break;
	}
	case V_SPLAT:
		if ((a = dense_of(p, v))) {
			r = const_op(p, k, "llvm.mlir.constant", t, a, v->loc);
			break;
		}
		if (!(v = splat_elements(p, v)))
			return NULL;
		r = insert_chain(p, k, v, const_op(p, k, "llvm.mlir.undef", t, NULL, v->loc), true);
		break;
	case V_CE:
		r = ll_const_expr(p, k, v);
		if (r && type_untyped(p->c, r->type) != type_untyped(p->c, t)) {
			/* add (i64 ptrtoint (ptr @g to i32), ...): as llvm-as says */
			error_at(p->c, v->loc, "constant expression type mismatch");
			return NULL;
		}
		break;
	case V_BLOCKADDR:
		r = ll_blockaddress(p, k, v);
		break;
	case V_DSOEQ:
		error_at(p->c, v->loc, "dso_local_equivalent/no_cfi are not supported by MLIR 19's LLVM dialect");
		return NULL;
	case V_ASM:
		error_at(p->c, v->loc, "inline asm can only be called");
		return NULL;
	case V_MD:
		error_at(p->c, v->loc, "metadata used as a value");
		return NULL;
	default:
		error_at(p->c, v->loc, "unsupported constant");
		return NULL;
	}
	if (slot)
		*slot = r;
	return r;
}

/* ---------------------------------------------------------------- constant expressions */

Value *ll_const_expr(LLParser *p, Sink *k, LLV *v)
{
	unsigned n = v->elts ? v->elts->n : 0;
	Value *ops[3] = {0};
	if (v->op == OP_LLVM_GEP) {
		if (n < 1)
			return NULL;
		Value *base = ll_mat(p, k, v->elts->v[0]);
		if (!base || !ll_gep_base_ok(p, base, v->loc))
			return NULL;
		for (unsigned i = 1; i < n; i++)
			if (!ll_gep_index_ok(((LLV *)v->elts->v[i])->ty)) {
				error_at(p->c, v->loc, "getelementptr index must be an integer");   /* (at the keyword, as llvm-as) */
				return NULL;
			}
		if (n > 1 && v->ty2 && !layout_sized(v->ty2)) {
			error_at(p->c, v->loc, "base element of getelementptr must be sized");
			return NULL;
		}
		LList idx = {v->elts->v + 1, n - 1, n - 1};
		return ll_build_gep(p, k, v->flags, v->ty2, base, &idx, v->loc);
	}
	for (unsigned i = 0; i < n && i < 3; i++)
		if (!(ops[i] = ll_mat(p, k, v->elts->v[i])))
			return NULL;
	switch (v->op) {
	case OP_LLVM_TRUNC: case OP_LLVM_ZEXT: case OP_LLVM_SEXT: case OP_LLVM_FPTRUNC: case OP_LLVM_FPEXT:
	case OP_LLVM_FPTOUI: case OP_LLVM_FPTOSI: case OP_LLVM_UITOFP: case OP_LLVM_SITOFP:
	case OP_LLVM_PTRTOINT: case OP_LLVM_INTTOPTR: case OP_LLVM_BITCAST: case OP_LLVM_ADDRSPACECAST:
		return ll_build_cast(p, k, v->op, NULL, ops[0], v->ty2, v->loc);
	case OP_LLVM_ICMP: case OP_LLVM_FCMP:
		return ll_build_cmp(p, k, v->op == OP_LLVM_FCMP, v->flags, ops[0], ops[1], v->loc);
	case OP_LLVM_SELECT:
		return ll_build_simple(p, k, "llvm.select", 3, ops, ops[1]->type, v->loc);
	case OP_LLVM_EXTRACTELEMENT:
		return ll_build_simple(p, k, "llvm.extractelement", 2, ops, type_elt(ops[0]->type), v->loc);
	default:
		return ll_build_binop(p, k, v->op, v->flags, ops[0], ops[1], v->loc);
	}
}
