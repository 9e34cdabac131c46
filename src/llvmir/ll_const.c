/* ll_const.c - LLVM constants for the .ll printer: conversion of MLIR
 * attributes to constants (getLLVMConstant), the helpers on constants
 * that folding (ll_fold.c) shares, and the exact printing of constants
 * and numbers. */
#include <math.h>
#include <string.h>

#include "ll_print.h"

LLConst *lc_new(LLP *p, LLConstKind k, Type *ty)
{
	LLConst *c = arena_alloc(p->c->ir, sizeof *c);
	c->k = k;
	c->ty = ty;
	return c;
}

LLConst *lc_int(LLP *p, Type *ty, uint64_t v)
{
	LLConst *c = lc_new(p, LC_INT, ty);
	c->u = v & lc_mask(lc_width(ty));
	return c;
}

LLConst *lc_fp(LLP *p, Type *ty, uint64_t b0, uint64_t b1)
{
	LLConst *c = lc_new(p, LC_FP, ty);
	c->bits[0] = b0;
	c->bits[1] = b1;
	return c;
}

/* Number of elements of an aggregate or vector type; 0 for scalars. */
uint64_t lc_agg_len(Type *t)
{
	switch (t->kind) {
	case TY_VECTOR: return t->shaped.rank == 1 ? (uint64_t)t->shaped.shape[0] : 0;
	case TY_LLVM_VEC: return t->llvec.n;
	case TY_LLVM_ARRAY: return t->arr.n;
	case TY_LLVM_STRUCT: return t->st.n;
	default: return 0;
	}
}

Type *lc_agg_elt(Type *t, uint64_t i)
{
	switch (t->kind) {
	case TY_VECTOR: return t->shaped.elt;
	case TY_LLVM_VEC: return t->llvec.elt;
	case TY_LLVM_ARRAY: return t->arr.elt;
	case TY_LLVM_STRUCT: return i < t->st.n ? t->st.elts[i] : NULL;
	default: return NULL;
	}
}

static bool is_agg(Type *t)
{
	return t->kind == TY_LLVM_ARRAY || t->kind == TY_LLVM_STRUCT || lc_is_vec(t);
}

/* Element i of a constant aggregate/vector (NULL if not available). */
LLConst *lc_elt(LLP *p, LLConst *c, uint64_t i)
{
	Type *et = lc_agg_elt(c->ty, i);
	if (!et)
		return NULL;
	switch (c->k) {
	case LC_AGG: return i < c->n ? c->elts[i] : NULL;
	case LC_ZERO: case LC_UNDEF: case LC_POISON: return lc_new(p, c->k, et);
	case LC_STR: return i < c->n ? lc_int(p, et, (unsigned char)c->str[i]) : NULL;
	default: return NULL;
	}
}

/* A new LC_AGG of type t with all elements of c (which has type t). */
LLConst *lc_expand(LLP *p, LLConst *c)
{
	uint64_t n = lc_agg_len(c->ty);
	if (n > (1u << 24) || lc_is_scalable(c->ty))
		return NULL;
	LLConst *r = lc_new(p, LC_AGG, c->ty);
	r->n = (unsigned)n;
	r->elts = arena_alloc(p->c->ir, (n + 1) * sizeof *r->elts);
	for (uint64_t i = 0; i < n; i++)
		if (!(r->elts[i] = lc_elt(p, c, i)))
			return NULL;
	return r;
}

bool lc_is_zero(LLConst *c)
{
	if (c->k == LC_ZERO)
		return true;
	if (c->k == LC_INT)
		return !c->wide ? c->u == 0 : false;
	if (c->k == LC_FP)
		return ((c->bits[0] << 1) == 0 || (type_float_width(c->ty) < 64 &&
			(c->bits[0] & lc_mask(type_float_width(c->ty) - 1)) == 0)) && c->bits[1] == 0;
	return false;
}

/* LLVM's null value of its type: integer 0, +0.0 (not -0.0), null, and
 * aggregates of those (which LLVM uniques as zeroinitializer). */
static bool lc_null(LLConst *c)
{
	switch (c->k) {
	case LC_ZERO:
		return true;
	case LC_INT:
		if (c->wide) {
			for (unsigned i = 0; i < c->wide->i.nwords; i++)
				if (c->wide->i.words[i])
					return false;
			return true;
		}
		return c->u == 0;
	case LC_FP:
		return c->bits[0] == 0 && c->bits[1] == 0;
	case LC_AGG:
		for (unsigned i = 0; i < c->n; i++)
			if (!lc_null(c->elts[i]))
				return false;
		return c->n > 0;
	default:
		return false;
	}
}

/* A vector of n copies of one integer or float (a ConstantDataVector
 * splat, which LLVM 20+ prints splat (T v)). */
static bool lc_splat_of(LLConst *c)
{
	LLConst *e = c->elts[0];
	if (e->k != LC_INT && e->k != LC_FP)
		return false;
	for (unsigned i = 1; i < c->n; i++) {
		LLConst *x = c->elts[i];
		if (x->k != e->k || x->u != e->u || x->wide != e->wide ||
		    (e->k == LC_FP && (x->bits[0] != e->bits[0] || x->bits[1] != e->bits[1])))
			return false;
	}
	return true;
}

/* ---------------------------------------------------------------- from attributes */

bool lc_error(LLP *p, Op *at, const char *msg)
{
	error_at(p->c, at ? at->loc : (Loc){0}, "%s", msg);
	p->nerr++;
	return false;
}

static LLConst *from_int_words(LLP *p, Type *ty, Attr *a)
{
	unsigned w = lc_width(ty);
	if (w <= 64)
		return lc_int(p, ty, (uint64_t)attr_int_sext(a));
	LLConst *c = lc_new(p, LC_INT, ty);
	if (attr_int_width(a) == w) {
		c->wide = a;
	} else {
		unsigned nw = (w + 63) / 64;
		uint64_t *words = arena_alloc(p->c->ir, nw * sizeof *words);
		int64_t s = attr_int_sext(a);
		for (unsigned i = 0; i < nw; i++)
			words[i] = i < a->i.nwords && attr_int_width(a) > 64 ? a->i.words[i] :
				   i == 0 ? (uint64_t)s : (s < 0 ? ~0ULL : 0);
		c->wide = attr_int_words(p->c, ty, nw, words);
	}
	c->u = a->i.words[0];
	return c;
}

static LLConst *splat(LLP *p, Type *ty, LLConst *e)
{
	uint64_t n = lc_agg_len(ty);
	if (lc_null(e))
		return lc_new(p, LC_ZERO, ty);
	if (lc_is_scalable(ty)) {
		LLConst *r = lc_new(p, LC_SPLAT, ty);
		r->n = 1;
		r->elts = arena_alloc(p->c->ir, sizeof *r->elts);
		r->elts[0] = e;
		return r;
	}
	if (n > (1u << 24))
		return NULL;
	LLConst *r = lc_new(p, LC_AGG, ty);
	r->n = (unsigned)n;
	r->elts = arena_alloc(p->c->ir, (n + 1) * sizeof *r->elts);
	for (uint64_t i = 0; i < n; i++)
		r->elts[i] = e;
	return r;
}

static LLConst *scalar_from_attr(LLP *p, Op *at, Attr *a, Type *ty)
{
	switch (a->kind) {
	case ATTR_BOOL:
		if (ty->kind != TY_INT)
			break;
		return lc_int(p, ty, a->b);
	case ATTR_INT:
		if (ty->kind == TY_INT || ty->kind == TY_INDEX)
			return from_int_words(p, ty, a);
		break;
	case ATTR_FLOAT: {
		unsigned aw = type_float_width(a->type);
		if (type_is_float(ty)) {
			if (aw && aw != type_float_width(ty)) {
				lc_error(p, at, "FloatAttr does not match expected type size");
				return NULL;
			}
			return lc_fp(p, ty, a->f.bits[0], a->f.bits[1]);
		}
		if (ty->kind == TY_INT && ty->i.width <= 64)
			return lc_int(p, ty, a->f.bits[0]);
		break;
	}
	default:
		break;
	}
	return NULL;
}

/* Builds the nested array/vector constant of ty from the row-major
 * elements of a dense attribute. */
static LLConst *dense_build(LLP *p, Op *at, Type *ty, Attr *d, uint64_t *idx)
{
	if (lc_is_scalable(ty)) {
		LLConst *e = d->arr.n ? scalar_from_attr(p, at, d->arr.elts[0], lc_agg_elt(ty, 0)) : NULL;
		return e && (d->splat || d->arr.n == 1) ? splat(p, ty, e) : NULL;
	}
	if (is_agg(ty) && ty->kind != TY_LLVM_STRUCT) {
		uint64_t n = lc_agg_len(ty);
		if (n > (1u << 24))
			return NULL;
		LLConst *r = lc_new(p, LC_AGG, ty);
		r->n = (unsigned)n;
		r->elts = arena_alloc(p->c->ir, (n + 1) * sizeof *r->elts);
		for (uint64_t i = 0; i < n; i++)
			if (!(r->elts[i] = dense_build(p, at, lc_agg_elt(ty, i), d, idx)))
				return NULL;
		return r;
	}
	if (!d->arr.n)
		return NULL;
	Attr *e = d->splat ? d->arr.elts[0] : d->arr.elts[*idx < d->arr.n ? *idx : d->arr.n - 1];
	(*idx)++;
	if (e->kind == ATTR_ARRAY)  /* a complex element: a struct */
		return lc_from_attr(p, at, e, ty);
	return scalar_from_attr(p, at, e, ty);
}

/* The blob of dense_resource<name> from the input's {-# dialect_resources #-}
 * (Ctx.resources, read by the MLIR parser): hex digits after the 4-byte
 * alignment prefix.  *n gets the number of data bytes. */
static const char *resource_blob(LLP *p, Sym *name, size_t *n)
{
	for (unsigned i = 0; i < p->c->nresources; i++) {
		struct CtxResource *r = &p->c->resources[i];
		if (r->name != name || !r->blob)
			continue;
		const char *e = r->blob->s;
		if (strncmp(e, "0x", 2) != 0)
			continue;
		e += 2;
		size_t k = strspn(e, "0123456789abcdefABCDEF");
		if (k < 8)
			return NULL;
		*n = (k - 8) / 2;
		return e + 8;
	}
	return NULL;
}

static unsigned hexval(char ch)
{
	return ch <= '9' ? (unsigned)(ch - '0') : (unsigned)((ch | 0x20) - 'a' + 10);
}

/* Builds ty from little-endian raw element bytes. */
static LLConst *raw_build(LLP *p, Type *ty, const char *hex, size_t nbytes, size_t *off)
{
	if (is_agg(ty) && ty->kind != TY_LLVM_STRUCT) {
		uint64_t n = lc_agg_len(ty);
		if (n > (1u << 24) || lc_is_scalable(ty))
			return NULL;
		LLConst *r = lc_new(p, LC_AGG, ty);
		r->n = (unsigned)n;
		r->elts = arena_alloc(p->c->ir, (n + 1) * sizeof *r->elts);
		for (uint64_t i = 0; i < n; i++)
			if (!(r->elts[i] = raw_build(p, lc_agg_elt(ty, i), hex, nbytes, off)))
				return NULL;
		return r;
	}
	unsigned bits = ty->kind == TY_INT ? ty->i.width : type_float_width(ty);
	unsigned bytes = (bits + 7) / 8;
	if (!bits || bits > 64 || *off + bytes > nbytes)
		return NULL;
	uint64_t v = 0;
	for (unsigned i = 0; i < bytes; i++) {
		const char *h = hex + 2 * (*off + i);
		v |= (uint64_t)(hexval(h[0]) << 4 | hexval(h[1])) << (8 * i);
	}
	*off += bytes;
	return ty->kind == TY_INT ? lc_int(p, ty, v) : lc_fp(p, ty, v, 0);
}

LLConst *lc_from_attr(LLP *p, Op *at, Attr *a, Type *ty)
{
	LLConst *c = NULL;
	switch (a->kind) {
	case ATTR_BOOL:
	case ATTR_INT:
	case ATTR_FLOAT:
		if (lc_is_vec(ty)) {
			LLConst *e = scalar_from_attr(p, at, a, lc_agg_elt(ty, 0));
			c = e ? splat(p, ty, e) : NULL;
		} else {
			c = scalar_from_attr(p, at, a, ty);
		}
		break;
	case ATTR_STRING:
		if (ty->kind == TY_LLVM_ARRAY && ty->arr.elt->kind == TY_INT && ty->arr.elt->i.width == 8) {
			c = lc_new(p, LC_STR, ty);
			c->str = a->s.str->s;
			c->n = a->s.str->len;
			if (c->n != ty->arr.n) {
				/* getString builds its own type */
				c->ty = type_array(p->c, c->n, ty->arr.elt);
			}
		}
		break;
	case ATTR_ARRAY:
		if (ty->kind == TY_LLVM_STRUCT || ty->kind == TY_LLVM_ARRAY || lc_is_vec(ty)) {
			uint64_t n = lc_agg_len(ty);
			if (n != a->arr.n)
				break;
			c = lc_new(p, LC_AGG, ty);
			c->n = (unsigned)n;
			c->elts = arena_alloc(p->c->ir, (n + 1) * sizeof *c->elts);
			for (uint64_t i = 0; i < n; i++)
				if (!(c->elts[i] = lc_from_attr(p, at, a->arr.elts[i], lc_agg_elt(ty, i))))
					return NULL;
			/* all zeroinitializer, undef or poison: that one constant, as LLVM uniques them */
			LLConstKind k0 = n ? c->elts[0]->k : LC_AGG;
			bool same = k0 == LC_ZERO || k0 == LC_UNDEF || k0 == LC_POISON;
			for (uint64_t i = 1; same && i < n; i++)
				same = c->elts[i]->k == k0;
			if (same)
				c = lc_new(p, k0, ty);
		}
		break;
	case ATTR_DENSE: {
		uint64_t total = a->type ? type_num_elements(a->type) : 0;
		if (a->hex) {
			lc_error(p, at, "hexadecimal dense attributes are not supported by the LLVM IR printer");
			return NULL;
		}
		if (!is_agg(ty)) {
			if (a->arr.n)
				c = scalar_from_attr(p, at, a->arr.elts[0], ty);
			break;
		}
		if (total == 0 || !a->arr.n) {
			c = lc_new(p, LC_ZERO, ty);
			break;
		}
		if (a->splat || a->arr.n == 1) {
			LLConst *e = NULL;
			Type *st = ty;
			while (is_agg(st) && st->kind != TY_LLVM_STRUCT)
				st = lc_agg_elt(st, 0);
			e = scalar_from_attr(p, at, a->arr.elts[0], st);
			bool negz = e && e->k == LC_FP && (e->bits[0] >> (type_float_width(e->ty) - 1) & 1) &&
			            (gen_of(p->c->llvm_version)->translates & GT_NEG_ZERO);
			if (e && lc_is_zero(e) && !negz && ty->kind == TY_LLVM_ARRAY) {
				c = lc_new(p, LC_ZERO, ty);
				break;
			}
		}
		uint64_t idx = 0;
		c = dense_build(p, at, ty, a, &idx);
		break;
	}
	case ATTR_SYMREF:   /* a global holding a function's address (MLIR 19's import) */
		if (ty->kind == TY_LLVM_PTR && a->sym.n) {
			c = lc_new(p, LC_GLOBAL, ty);
			c->name = a->sym.path[a->sym.n - 1];
		}
		break;
	case ATTR_DENSE_RESOURCE: {
		size_t n = 0, off = 0;
		const char *hex = a->opaque.body ? resource_blob(p, a->opaque.body, &n) : NULL;
		if (hex)
			c = raw_build(p, ty, hex, n, &off);
		break;
	}
	case ATTR_OPAQUE: {   /* #llvm.zero, #llvm.undef, #llvm.poison as an element (MLIR 20+) */
		const char *d = a->opaque.dialect->s;
		if (a->opaque.body && a->opaque.body->len)
			break;
		if (!strcmp(d, "llvm.zero"))
			c = lc_new(p, LC_ZERO, ty);
		else if (!strcmp(d, "llvm.undef"))
			c = lc_new(p, LC_UNDEF, ty);
		else if (!strcmp(d, "llvm.poison"))
			c = lc_new(p, LC_POISON, ty);
		break;
	}
	default:
		break;
	}
	if (!c) {
		static const char *const kinds[] = {
#define X(k, doc) #k,
			XATTRS(X)
#undef X
		};
		error_at(p->c, at ? at->loc : (Loc){0}, "cannot translate attribute (%s) to an LLVM constant",
			 kinds[a->kind]);
		p->nerr++;
	}
	return c;
}

/* ---------------------------------------------------------------- printing */

/* A float as LLVM prints it: decimal when "%.6e" reads back exactly,
 * else hexadecimal (floats widened to double); other formats in their
 * 0xH/0xR/0xK/0xL forms. */
void lp_float(Out *o, Type *t, const uint64_t bits[2])
{
	double d;
	switch (t->kind) {
	case TY_F16: out_fmt(o, "0xH%04X", (unsigned)(bits[0] & 0xffff)); return;
	case TY_BF16: out_fmt(o, "0xR%04X", (unsigned)(bits[0] & 0xffff)); return;
	case TY_F80:
		out_fmt(o, "0xK%04X%016llX", (unsigned)(bits[1] & 0xffff), (unsigned long long)bits[0]);
		return;
	case TY_F128:
		out_fmt(o, "0xL%016llX%016llX", (unsigned long long)bits[0], (unsigned long long)bits[1]);
		return;
	case TY_LLVM_PPC_FP128:
		out_fmt(o, "0xM%016llX%016llX", (unsigned long long)bits[0], (unsigned long long)bits[1]);
		return;
	case TY_F32: {
		uint32_t u = (uint32_t)bits[0];
		float f;
		memcpy(&f, &u, 4);
		d = f;
		break;
	}
	default:
		memcpy(&d, &bits[0], 8);
		break;
	}
	if (isfinite(d)) {
		/* decimal when 6 significant digits read back (LLVM's
		 * AsmWriter: APFloat::toString(6)), written as %.6e writes it */
		char buf[64];
		snprintf(buf, sizeof buf, "%.5e", d);
		if (strtod(buf, NULL) == d) {
			snprintf(buf, sizeof buf, "%.6e", d);
			out_str(o, buf);
			return;
		}
	}
	uint64_t b;
	memcpy(&b, &d, 8);
	if (t->kind == TY_F32 && isnan(d)) {
		/* keep the float payload exactly: widen by hand */
		uint32_t u = (uint32_t)bits[0];
		b = ((uint64_t)(u >> 31) << 63) | (0x7ffULL << 52) | ((uint64_t)(u & 0x7fffff) << 29);
	}
	out_fmt(o, "0x%016llX", (unsigned long long)b);
}

/* c"..." */
static void lc_str(Out *o, const char *s, unsigned n)
{
	out_ch(o, 'c');
	lp_quoted(o, s, n);
}

/* An [N x i8] of integer constants is a ConstantDataArray, which LLVM
 * prints as a string: writes it so if k is one. */
static bool lc_bytes(Out *o, LLConst *k)
{
	Type *e = k->ty->kind == TY_LLVM_ARRAY ? k->ty->arr.elt : NULL;
	if (!e || e->kind != TY_INT || e->i.width != 8)
		return false;
	for (unsigned i = 0; i < k->n; i++)
		if (k->elts[i]->k != LC_INT && k->elts[i]->k != LC_ZERO)
			return false;
	char *s = xmalloc(k->n);
	for (unsigned i = 0; i < k->n; i++)
		s[i] = (char)(k->elts[i]->k == LC_INT ? k->elts[i]->u : 0);
	lc_str(o, s, k->n);
	free(s);
	return true;
}

static const char *expr_name(OpKind k)
{
	switch (k) {
	case OP_LLVM_ADD: return "add";
	case OP_LLVM_SUB: return "sub";
	case OP_LLVM_MUL: return "mul";
	case OP_LLVM_XOR: return "xor";
	case OP_LLVM_PTRTOINT: return "ptrtoint";
	case OP_LLVM_INTTOPTR: return "inttoptr";
	case OP_LLVM_BITCAST: return "bitcast";
	case OP_LLVM_ADDRSPACECAST: return "addrspacecast";
	case OP_LLVM_TRUNC: return "trunc";
	case OP_LLVM_EXTRACTELEMENT: return "extractelement";
	case OP_LLVM_INSERTELEMENT: return "insertelement";
	default: return "getelementptr";
	}
}

void lc_print(LLP *p, Out *o, LLConst *k)
{
	if (p->typed)
		lp_const_as(p, o, k, NULL);   /* LLVM 14 (ll_typed.c) */
	else
		lc_print_raw(p, o, k);
}

void lc_print_raw(LLP *p, Out *o, LLConst *k)
{
	switch (k->k) {
	case LC_INT:
		if (k->ty->kind == TY_INT && k->ty->i.width == 1)
			out_str(o, k->u & 1 ? "true" : "false");
		else if (k->wide)
			attr_int_print(o, k->wide, true);
		else
			out_i64(o, lc_signed(k->u, lc_width(k->ty)));
		break;
	case LC_FP:
		lp_float(o, k->ty, k->bits);
		break;
	case LC_ZERO:
		if (k->ty->kind == TY_INT || k->ty->kind == TY_INDEX)
			out_ch(o, '0');
		else if (k->ty->kind == TY_LLVM_PTR)
			out_str(o, "null");
		else if (type_is_float(k->ty)) {
			uint64_t z[2] = {0, 0};
			lp_float(o, k->ty, z);
		} else if (k->ty->kind == TY_LLVM_TOKEN)
			out_str(o, "none");
		else
			out_str(o, "zeroinitializer");
		break;
	case LC_UNDEF: out_str(o, "undef"); break;
	case LC_POISON: out_str(o, "poison"); break;
	case LC_GLOBAL:
		lp_global_name(o, k->name);
		break;
	case LC_DSOEQ:
		out_str(o, "dso_local_equivalent ");
		lp_global_name(o, k->name);
		break;
	case LC_BLOCKADDR:
		out_str(o, "blockaddress(");
		lp_global_name(o, k->name);
		out_fmt(o, ", %%%llu)", (unsigned long long)k->u);
		break;
	case LC_STR: lc_str(o, k->str, k->n); break;
	case LC_AGG: {
		Type *t = k->ty;
		if (!k->n) {
			out_str(o, t->kind == TY_LLVM_STRUCT ? (t->st.packed ? "<{}>" : "{}") :
				   t->kind == TY_LLVM_ARRAY ? "[]" : "zeroinitializer");
			break;
		}
		if (lc_null(k)) {   /* LLVM uniques an aggregate of null values as zeroinitializer */
			out_str(o, "zeroinitializer");
			break;
		}
		if (lc_is_vec(t) && lc_splat_of(k) && (gen_of(p->c->llvm_version)->translates & GT_SPLAT)) {
			out_str(o, "splat (");
			lc_print_typed(p, o, k->elts[0]);
			out_ch(o, ')');
			break;
		}
		if (lc_bytes(o, k))
			break;
		const char *open = t->kind == TY_LLVM_STRUCT ? (t->st.packed ? "<{ " : "{ ") :
				   t->kind == TY_LLVM_ARRAY ? "[" : "<";
		const char *close = t->kind == TY_LLVM_STRUCT ? (t->st.packed ? " }>" : " }") :
				    t->kind == TY_LLVM_ARRAY ? "]" : ">";
		out_str(o, open);
		for (unsigned i = 0; i < k->n; i++) {
			if (i)
				out_str(o, ", ");
			lc_print_typed(p, o, k->elts[i]);
		}
		out_str(o, close);
		break;
	}
	case LC_SPLAT: {
		if (gen_of(p->c->llvm_version)->translates & GT_SPLAT) {
			out_str(o, "splat (");
			lc_print_typed(p, o, k->elts[0]);
			out_ch(o, ')');
			break;
		}
		/* how LLVM 19 prints a splat of a scalable vector */
		uint64_t n = lc_agg_len(k->ty);
		out_str(o, "shufflevector (");
		lp_type(p, o, k->ty);
		out_str(o, " insertelement (");
		lp_type(p, o, k->ty);
		out_str(o, " poison, ");
		lc_print_typed(p, o, k->elts[0]);
		out_str(o, ", i64 0), ");
		lp_type(p, o, k->ty);
		out_fmt(o, " poison, <vscale x %llu x i32> zeroinitializer)", (unsigned long long)n);
		break;
	}
	case LC_EXPR:
		out_str(o, expr_name(k->op));
		if (k->op == OP_LLVM_GEP) {
			out_ch(o, ' ');
			if (k->gep_op)
				lp_gep_flags(p, o, k->gep_op);
			else if (!lp_new_flags(p))
				out_str(o, (k->nw & 1) ? "inbounds " : "");
			else
				out_str(o, (k->nw & 1) ? ((k->nw & 4) ? "inbounds nuw " : "inbounds ")
				           : (k->nw & 2) ? ((k->nw & 4) ? "nusw nuw " : "nusw ") : (k->nw & 4) ? "nuw " : "");
			out_ch(o, '(');
			lp_type(p, o, k->aux);
			for (unsigned i = 0; i < k->n; i++) {
				out_str(o, ", ");
				lc_print_typed(p, o, k->elts[i]);
			}
			out_ch(o, ')');
		} else if (k->op == OP_LLVM_EXTRACTELEMENT || k->op == OP_LLVM_INSERTELEMENT) {
			out_str(o, " (");
			for (unsigned i = 0; i < k->n; i++) {
				if (i)
					out_str(o, ", ");
				lc_print_typed(p, o, k->elts[i]);
			}
			out_ch(o, ')');
		} else if (k->n == 1) {
			out_str(o, " (");
			lc_print_typed(p, o, k->elts[0]);
			out_str(o, " to ");
			lp_type(p, o, k->ty);
			out_ch(o, ')');
		} else {
			if (k->ovf & 1)
				out_str(o, " nuw");
			if (k->ovf & 2)
				out_str(o, " nsw");
			out_str(o, " (");
			lc_print_typed(p, o, k->elts[0]);
			out_str(o, ", ");
			lc_print_typed(p, o, k->elts[1]);
			out_ch(o, ')');
		}
		break;
	}
}

void lc_print_typed(LLP *p, Out *o, LLConst *k)
{
	if (p->typed) {
		Type *t = lp_const_type(p, k);
		lp_type(p, o, t ? t : k->ty);
		out_ch(o, ' ');
		lp_const_as(p, o, k, t);
		return;
	}
	lp_type(p, o, k->ty);
	out_ch(o, ' ');
	lc_print(p, o, k);
}
