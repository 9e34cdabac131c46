/* import_const.c - values of the LLVM IR importer: local value lookup and
 * the materialization of constants as ops (llvm.mlir.constant, zero,
 * undef, poison, addressof, and instruction ops for aggregates and
 * constant expressions), the way mlir-translate-19 --import-llvm does.
 * In functions, constants go to the start of the entry block, each simple
 * constant once; in global initializers, to the initializer region. */
#include <string.h>

#include "llvmir/import.h"
#include "llvmir/import_fn.h"

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

/* The cache of simple constants of a sink: (kind, type, text) -> value. */
typedef struct CEntry {
	int kind;
	Type *ty;
	Sym *s;
	Value *v;
	struct CEntry *next;
} CEntry;

static Value **cache_slot(LLParser *p, Sink *k, LLV *v)
{
	if (!k->cache)
		return NULL;
	uint64_t h = hash_mix(hash_mix((uint64_t)v->kind + 1, (uint64_t)(uintptr_t)v->ty), (uint64_t)(uintptr_t)v->s);
	h |= 1;
	CEntry *e = map_get(k->cache, h);
	for (CEntry *x = e; x; x = x->next)
		if (x->kind == v->kind && x->ty == v->ty && x->s == v->s)
			return &x->v;
	CEntry *n = arena_alloc(p->a, sizeof *n);
	n->kind = v->kind;
	n->ty = v->ty;
	n->s = v->s;
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

/* The dense elements attribute of an array/vector of simple scalars, or NULL. */
static Attr *dense_of(LLParser *p, LLV *v)
{
	Type *t = v->ty;
	Type *elt = type_elt(t);
	if (v->kind == V_SPLAT)
		return dense_splat(p, v);
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
	switch (v->kind) {
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
	Type *i64 = type_i(p->c, 64);
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
			LLV idx = {.kind = V_INT, .ty = i64, .s = NULL, .loc = v->loc};
			char buf[24];
			snprintf(buf, sizeof buf, "%u", i);
			idx.s = ll_sym(p, buf);
			Value *iv = ll_mat(p, k, &idx);
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
	switch (v->kind) {
	case V_INT: case V_FLOAT: case V_TRUE: case V_FALSE: case V_NULL: case V_ZERO:
	case V_UNDEF: case V_POISON: case V_GLOBAL: case V_NONE:
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
		OpState s;
		ll_opstate(p, &s, ll_sym(p, "llvm.mlir.addressof"), v->loc);
		opstate_add_attr(&s, ll_sym(p, "global_name"), attr_sym(p->c, v->s));
		vec_push(&s.types, t->kind == TY_LLVM_PTR ? t : ll_ptr(p, 0));
		ll_global_ref(p, v->s, v->loc);
		r = sink_op(p, k, &s);
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
			r = const_op(p, k, "llvm.mlir.constant", t, a, v->loc);
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
