/* ll_fold.c - folding for the .ll printer: an op whose operands are all
 * constants becomes a constant the way llvm::IRBuilder's ConstantFolder
 * folds it in LLVM 19 (integer and float arithmetic, comparisons, casts,
 * aggregates, vectors, select; constant expressions for
 * getelementptr/ptrtoint/inttoptr/add/sub/mul/xor of addresses, GEPs
 * folded to i8 offsets as LLVM 20+ does). */
#include <math.h>
#include <string.h>

#include "ll_print.h"

static LLConst *opc(LLP *p, Op *op, unsigned i)
{
	if (i >= op->nopnd)
		return NULL;
	VSlot *s = lp_val(p, op->opnd[i].v, false);
	return s ? s->c : NULL;
}

typedef LLConst *(*ElemFold)(LLP *p, OpKind k, LLConst *a, LLConst *b, Type *rt, int64_t pred);

/* Applies f element by element when the operands are vectors. */
static LLConst *elementwise(LLP *p, OpKind k, LLConst *a, LLConst *b, Type *rt, int64_t pred, ElemFold f)
{
	if (!lc_is_vec(a->ty))
		return f(p, k, a, b, rt, pred);
	if (lc_is_scalable(a->ty)) {
		/* only splats fold: compute element 0 */
		if (a->k == LC_AGG || (b && b->k == LC_AGG))
			return NULL;
		LLConst *ea = lc_elt(p, a, 0), *eb = b ? lc_elt(p, b, 0) : NULL;
		if (!ea)
			return NULL;
		LLConst *r = f(p, k, ea, eb, lc_agg_elt(rt, 0), pred);
		if (!r)
			return NULL;
		if (r->k == LC_ZERO || r->k == LC_UNDEF || r->k == LC_POISON)
			return lc_new(p, r->k, rt);
		return NULL;
	}
	uint64_t n = lc_agg_len(a->ty);
	if (n > (1u << 20))
		return NULL;
	LLConst *r = lc_new(p, LC_AGG, rt);
	r->n = (unsigned)n;
	r->elts = arena_alloc(p->c->ir, (n + 1) * sizeof *r->elts);
	for (uint64_t i = 0; i < n; i++) {
		LLConst *ea = lc_elt(p, a, i), *eb = b ? lc_elt(p, b, i) : NULL;
		if (!ea || (b && !eb) || !(r->elts[i] = f(p, k, ea, eb, lc_agg_elt(rt, i), pred)))
			return NULL;
	}
	return r;
}

static bool int_scalar(LLConst *c)
{
	return c->k == LC_INT && !c->wide && c->ty->kind == TY_INT;
}

static LLConst *zero_as_int(LLP *p, LLConst *c)
{
	return c->k == LC_ZERO && c->ty->kind == TY_INT ? lc_int(p, c->ty, 0) : c;
}

static LLConst *fold_int_bin(LLP *p, OpKind k, LLConst *a, LLConst *b, Type *rt, int64_t pred)
{
	(void)pred;
	a = zero_as_int(p, a);
	b = zero_as_int(p, b);
	if (a->k == LC_POISON || b->k == LC_POISON)
		return lc_new(p, LC_POISON, rt);
	bool ua = a->k == LC_UNDEF, ub = b->k == LC_UNDEF;
	if (ua || ub) {
		switch (k) {
		case OP_LLVM_XOR: return ua && ub ? lc_int(p, rt, 0) : lc_new(p, LC_UNDEF, rt);
		case OP_LLVM_ADD: case OP_LLVM_SUB: return lc_new(p, LC_UNDEF, rt);
		case OP_LLVM_AND: case OP_LLVM_MUL: return ua && ub ? lc_new(p, LC_UNDEF, rt) : lc_int(p, rt, 0);
		case OP_LLVM_OR: return ua && ub ? lc_new(p, LC_UNDEF, rt) : lc_int(p, rt, ~0ULL);
		case OP_LLVM_UDIV: case OP_LLVM_SDIV: case OP_LLVM_UREM: case OP_LLVM_SREM:
		case OP_LLVM_SHL: case OP_LLVM_LSHR: case OP_LLVM_ASHR:
			return ub ? lc_new(p, LC_POISON, rt) : lc_int(p, rt, 0);
		default: return NULL;
		}
	}
	if (!int_scalar(a) || !int_scalar(b)) {
		/* constant expressions LLVM 19 still has */
		if ((k == OP_LLVM_ADD || k == OP_LLVM_SUB || k == OP_LLVM_MUL || k == OP_LLVM_XOR) &&
		    a->k != LC_AGG && b->k != LC_AGG && !a->wide && !b->wide) {
			LLConst *e = lc_new(p, LC_EXPR, rt);
			e->op = k;
			e->n = 2;
			e->elts = arena_alloc(p->c->ir, 2 * sizeof *e->elts);
			e->elts[0] = a;
			e->elts[1] = b;
			return e;
		}
		return NULL;
	}
	unsigned w = lc_width(rt);
	uint64_t x = a->u, y = b->u, m = lc_mask(w);
	int64_t sx = lc_signed(x, w), sy = lc_signed(y, w);
	switch (k) {
	case OP_LLVM_ADD: return lc_int(p, rt, x + y);
	case OP_LLVM_SUB: return lc_int(p, rt, x - y);
	case OP_LLVM_MUL: return lc_int(p, rt, x * y);
	case OP_LLVM_AND: return lc_int(p, rt, x & y);
	case OP_LLVM_OR: return lc_int(p, rt, x | y);
	case OP_LLVM_XOR: return lc_int(p, rt, x ^ y);
	case OP_LLVM_SHL: return y >= w ? lc_new(p, LC_POISON, rt) : lc_int(p, rt, x << y);
	case OP_LLVM_LSHR: return y >= w ? lc_new(p, LC_POISON, rt) : lc_int(p, rt, (x & m) >> y);
	case OP_LLVM_ASHR: return y >= w ? lc_new(p, LC_POISON, rt) : lc_int(p, rt, (uint64_t)(sx >> y));
	case OP_LLVM_UDIV: return y == 0 ? lc_new(p, LC_POISON, rt) : lc_int(p, rt, x / y);
	case OP_LLVM_UREM: return y == 0 ? lc_new(p, LC_POISON, rt) : lc_int(p, rt, x % y);
	case OP_LLVM_SDIV:
	case OP_LLVM_SREM:
		if (y == 0 || (sy == -1 && sx == lc_signed(1ULL << (w - 1), w)))
			return lc_new(p, LC_POISON, rt);
		return lc_int(p, rt, (uint64_t)(k == OP_LLVM_SDIV ? sx / sy : sx % sy));
	default:
		return NULL;
	}
}

/* Float values through double (f16/bf16/f32/f64 only). */
static bool fp_get(LLConst *c, double *d)
{
	if (c->k == LC_ZERO && type_is_float(c->ty)) {
		*d = 0;
		return c->ty->kind != TY_F80 && c->ty->kind != TY_F128;
	}
	if (c->k != LC_FP)
		return false;
	uint64_t b = c->bits[0];
	switch (c->ty->kind) {
	case TY_F64: memcpy(d, &b, 8); return true;
	case TY_F32: { uint32_t u = (uint32_t)b; float f; memcpy(&f, &u, 4); *d = f; return true; }
	case TY_BF16: { uint32_t u = (uint32_t)(b & 0xffff) << 16; float f; memcpy(&f, &u, 4); *d = f; return true; }
	case TY_F16: {
		unsigned h = (unsigned)b & 0xffff, e = (h >> 10) & 31, m = h & 1023;
		double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(m | 1024, (int)e - 25);
		*d = (h & 0x8000) ? -v : v;
		return true;
	}
	default:
		return false;
	}
}

static uint16_t to_half(float f)
{
	uint32_t x;
	memcpy(&x, &f, 4);
	uint32_t sign = (x >> 16) & 0x8000;
	if ((x & 0x7fffffff) > 0x7f800000)
		return (uint16_t)(sign | 0x7e00);
	float a = fabsf(f);
	if (a >= 65520.0f)
		return (uint16_t)(sign | 0x7c00);
	if (a < 6.103515625e-05f) {  /* subnormal: units of 2^-24, round to even */
		float q = nearbyintf(a * 16777216.0f);
		return (uint16_t)(sign | (uint32_t)q);
	}
	int e;
	float fr = frexpf(a, &e);  /* a = fr * 2^e, fr in [0.5, 1) */
	float mant = nearbyintf(fr * 2048.0f);  /* 11 bits */
	if (mant >= 2048.0f) {
		mant /= 2;
		e++;
	}
	uint32_t he = (uint32_t)(e - 1 + 15);
	if (he >= 31)
		return (uint16_t)(sign | 0x7c00);
	return (uint16_t)(sign | (he << 10) | ((uint32_t)mant & 1023));
}

static LLConst *fp_make(LLP *p, Type *t, double d)
{
	switch (t->kind) {
	case TY_F64: { uint64_t b; memcpy(&b, &d, 8); return lc_fp(p, t, b, 0); }
	case TY_F32: { float f = (float)d; uint32_t u; memcpy(&u, &f, 4); return lc_fp(p, t, u, 0); }
	case TY_F16: return lc_fp(p, t, to_half((float)d), 0);
	case TY_BF16: {
		float f = (float)d;
		uint32_t u;
		memcpy(&u, &f, 4);
		if ((u & 0x7fffffff) > 0x7f800000)
			return lc_fp(p, t, (u >> 16) | 0x40, 0);
		u += 0x7fff + ((u >> 16) & 1);
		return lc_fp(p, t, u >> 16, 0);
	}
	default: return NULL;
	}
}

static LLConst *fold_fp_bin(LLP *p, OpKind k, LLConst *a, LLConst *b, Type *rt, int64_t pred)
{
	(void)pred;
	if (a->k == LC_POISON || b->k == LC_POISON)
		return lc_new(p, LC_POISON, rt);
	if (a->k == LC_UNDEF || b->k == LC_UNDEF)
		return NULL;
	double x, y, r;
	if (!fp_get(a, &x) || !fp_get(b, &y))
		return NULL;
	if (isnan(x) || isnan(y)) {
		/* APFloat: the first NaN operand, quieted */
		LLConst *n = isnan(x) ? a : b;
		unsigned q = rt->kind == TY_F64 ? 51 : rt->kind == TY_F32 ? 22 : rt->kind == TY_F16 ? 9 : 6;
		return lc_fp(p, rt, n->bits[0] | (1ULL << q), 0);
	}
	if (rt->kind == TY_F32 || rt->kind == TY_F16 || rt->kind == TY_BF16) {
		float fx = (float)x, fy = (float)y, fr;
		switch (k) {
		case OP_LLVM_FADD: fr = fx + fy; break;
		case OP_LLVM_FSUB: fr = fx - fy; break;
		case OP_LLVM_FMUL: fr = fx * fy; break;
		case OP_LLVM_FDIV: fr = fx / fy; break;
		case OP_LLVM_FREM: fr = fmodf(fx, fy); break;
		default: return NULL;
		}
		r = fr;
	} else {
		switch (k) {
		case OP_LLVM_FADD: r = x + y; break;
		case OP_LLVM_FSUB: r = x - y; break;
		case OP_LLVM_FMUL: r = x * y; break;
		case OP_LLVM_FDIV: r = x / y; break;
		case OP_LLVM_FREM: r = fmod(x, y); break;
		default: return NULL;
		}
	}
	if (isnan(r))
		r = fabs((double)NAN);  /* APFloat's default NaN is positive */
	return fp_make(p, rt, r);
}

static LLConst *fold_fneg(LLP *p, OpKind k, LLConst *a, LLConst *b, Type *rt, int64_t pred)
{
	(void)k, (void)b, (void)pred;
	if (a->k == LC_UNDEF || a->k == LC_POISON)
		return lc_new(p, a->k, rt);
	if (a->k == LC_ZERO)
		a = lc_fp(p, a->ty, 0, 0);
	if (a->k != LC_FP)
		return NULL;
	unsigned w = type_float_width(rt);
	if (w == 128)
		return lc_fp(p, rt, a->bits[0], a->bits[1] ^ (1ULL << 63));
	if (w == 80)
		return lc_fp(p, rt, a->bits[0], a->bits[1] ^ 0x8000);
	return lc_fp(p, rt, a->bits[0] ^ (1ULL << (w - 1)), 0);
}

static LLConst *fold_icmp(LLP *p, OpKind k, LLConst *a, LLConst *b, Type *rt, int64_t pred)
{
	(void)k;
	a = zero_as_int(p, a);
	b = zero_as_int(p, b);
	if (a->k == LC_POISON || b->k == LC_POISON)
		return lc_new(p, LC_POISON, rt);
	if (a->k == LC_ZERO && b->k == LC_ZERO && a->ty->kind == TY_LLVM_PTR) {
		bool eq = pred == 0 || pred == 3 || pred == 5 || pred == 7 || pred == 9;
		return lc_int(p, rt, eq);
	}
	if (!int_scalar(a) || !int_scalar(b))
		return NULL;
	unsigned w = lc_width(a->ty);
	uint64_t x = a->u, y = b->u;
	int64_t sx = lc_signed(x, w), sy = lc_signed(y, w);
	bool r;
	switch (pred) {
	case 0: r = x == y; break;
	case 1: r = x != y; break;
	case 2: r = sx < sy; break;
	case 3: r = sx <= sy; break;
	case 4: r = sx > sy; break;
	case 5: r = sx >= sy; break;
	case 6: r = x < y; break;
	case 7: r = x <= y; break;
	case 8: r = x > y; break;
	case 9: r = x >= y; break;
	default: return NULL;
	}
	return lc_int(p, rt, r);
}

static LLConst *fold_fcmp(LLP *p, OpKind k, LLConst *a, LLConst *b, Type *rt, int64_t pred)
{
	(void)k;
	if (a->k == LC_POISON || b->k == LC_POISON)
		return lc_new(p, LC_POISON, rt);
	double x, y;
	if (!fp_get(a, &x) || !fp_get(b, &y))
		return NULL;
	bool un = isnan(x) || isnan(y), lt = !un && x < y, gt = !un && x > y, eq = !un && x == y;
	bool r;
	switch (pred) {
	case 0: r = false; break;
	case 1: r = eq; break;
	case 2: r = gt; break;
	case 3: r = gt || eq; break;
	case 4: r = lt; break;
	case 5: r = lt || eq; break;
	case 6: r = lt || gt; break;
	case 7: r = !un; break;
	case 8: r = un || eq; break;
	case 9: r = un || gt; break;
	case 10: r = un || gt || eq; break;
	case 11: r = un || lt; break;
	case 12: r = un || lt || eq; break;
	case 13: r = un || lt || gt; break;
	case 14: r = un; break;
	case 15: r = true; break;
	default: return NULL;
	}
	return lc_int(p, rt, r);
}

static LLConst *cast_expr(LLP *p, OpKind k, LLConst *a, Type *rt)
{
	LLConst *e = lc_new(p, LC_EXPR, rt);
	e->op = k;
	e->n = 1;
	e->elts = arena_alloc(p->c->ir, sizeof *e->elts);
	e->elts[0] = a;
	return e;
}

static LLConst *fold_cast(LLP *p, OpKind k, LLConst *a, LLConst *b, Type *rt, int64_t pred)
{
	(void)b, (void)pred;
	if (a->k == LC_POISON)
		return lc_new(p, LC_POISON, rt);
	if (a->k == LC_UNDEF) {
		if (k == OP_LLVM_ZEXT || k == OP_LLVM_SEXT)
			return lc_int(p, rt, 0);
		return lc_new(p, LC_UNDEF, rt);
	}
	if (lc_is_zero(a) && k != OP_LLVM_ADDRSPACECAST && a->k != LC_FP)
		return rt->kind == TY_INT ? lc_int(p, rt, 0) : lc_new(p, LC_ZERO, rt);
	unsigned sw = a->ty->kind == TY_INT ? a->ty->i.width : 0;
	switch (k) {
	case OP_LLVM_TRUNC:
		/* LLVM 19 still has trunc constant expressions (e.g. relative tables) */
		if (a->k == LC_EXPR && rt->kind == TY_INT)
			return cast_expr(p, k, a, rt);
		/* fall through */
	case OP_LLVM_ZEXT:
		if (!int_scalar(a) || rt->kind != TY_INT || rt->i.width > 64)
			return NULL;
		return lc_int(p, rt, a->u);
	case OP_LLVM_SEXT:
		if (!int_scalar(a) || rt->kind != TY_INT || rt->i.width > 64)
			return NULL;
		return lc_int(p, rt, (uint64_t)lc_signed(a->u, sw));
	case OP_LLVM_SITOFP:
	case OP_LLVM_UITOFP: {
		if (!int_scalar(a))
			return NULL;
		long double v = k == OP_LLVM_SITOFP ? (long double)lc_signed(a->u, sw) : (long double)a->u;
		if (rt->kind == TY_F32) {
			float f = k == OP_LLVM_SITOFP ? (float)lc_signed(a->u, sw) : (float)a->u;
			return fp_make(p, rt, f);
		}
		if (rt->kind == TY_F64) {
			double d = k == OP_LLVM_SITOFP ? (double)lc_signed(a->u, sw) : (double)a->u;
			return fp_make(p, rt, d);
		}
		if ((rt->kind == TY_F16 || rt->kind == TY_BF16) && fabsl(v) < 16777216.0L)
			return fp_make(p, rt, (double)v);
		return NULL;
	}
	case OP_LLVM_FPTOSI:
	case OP_LLVM_FPTOUI: {
		double d;
		if (!fp_get(a, &d) || rt->kind != TY_INT || rt->i.width > 64)
			return NULL;
		unsigned w = rt->i.width;
		double t = trunc(d);
		if (isnan(d))
			return lc_new(p, LC_POISON, rt);
		if (k == OP_LLVM_FPTOSI) {
			double lo = -ldexp(1, (int)w - 1), hi = ldexp(1, (int)w - 1);
			if (t < lo || t >= hi)
				return lc_new(p, LC_POISON, rt);
			return lc_int(p, rt, (uint64_t)(int64_t)t);
		}
		if (t < 0 || t >= ldexp(1, (int)w))
			return lc_new(p, LC_POISON, rt);
		return lc_int(p, rt, (uint64_t)t);
	}
	case OP_LLVM_FPEXT:
	case OP_LLVM_FPTRUNC: {
		double d;
		if (!fp_get(a, &d))
			return NULL;
		if (isnan(d))
			return NULL;
		return fp_make(p, rt, d);
	}
	case OP_LLVM_BITCAST:
		if (a->ty == rt)
			return a;
		if (a->k == LC_INT && type_is_float(rt) && !a->wide)
			return lc_fp(p, rt, a->u, 0);
		if (a->k == LC_FP && rt->kind == TY_INT && rt->i.width <= 64)
			return lc_int(p, rt, a->bits[0]);
		if (a->ty->kind == TY_LLVM_PTR && rt->kind == TY_LLVM_PTR)
			return a;
		return NULL;
	case OP_LLVM_PTRTOINT:
		if (a->k == LC_EXPR && a->op == OP_LLVM_GEP && (a->nw & 8) && a->elts[0]->k == LC_ZERO && rt->kind == TY_INT)
			return lc_int(p, rt, a->elts[1]->u);
		if (a->k == LC_GLOBAL || a->k == LC_BLOCKADDR || a->k == LC_DSOEQ || a->k == LC_EXPR)
			return cast_expr(p, k, a, rt);
		return NULL;
	case OP_LLVM_INTTOPTR:
		if (a->k == LC_INT || a->k == LC_EXPR)
			return cast_expr(p, k, a, rt);
		return NULL;
	case OP_LLVM_ADDRSPACECAST:
		if (a->k == LC_GLOBAL || a->k == LC_EXPR || a->k == LC_ZERO)
			return cast_expr(p, k, a, rt);
		return NULL;
	default:
		return NULL;
	}
}

/* extractelement/insertelement constant expressions (LLVM 19 keeps them
 * when the index is not a plain integer). */
static LLConst *elt_expr(LLP *p, OpKind k, Type *rt, LLConst *a, LLConst *b, LLConst *c)
{
	LLConst *e = lc_new(p, LC_EXPR, rt);
	e->op = k;
	e->n = c ? 3 : 2;
	e->elts = arena_alloc(p->c->ir, 3 * sizeof *e->elts);
	e->elts[0] = a;
	e->elts[1] = b;
	e->elts[2] = c;
	return e;
}

static Attr *position(Op *op)
{
	Attr *a = lp_attr(op, "position");
	return a && a->kind == ATTR_DENSE_ARRAY ? a : NULL;
}

static LLConst *extract_path(LLP *p, LLConst *c, Attr *pos, unsigned d)
{
	if (d == pos->arr.n)
		return c;
	LLConst *e = lc_elt(p, c, (uint64_t)attr_int_sext(pos->arr.elts[d]));
	return e ? extract_path(p, e, pos, d + 1) : NULL;
}

static LLConst *insert_path(LLP *p, LLConst *c, LLConst *v, Attr *pos, unsigned d)
{
	if (d == pos->arr.n)
		return v;
	LLConst *r = lc_expand(p, c);
	uint64_t i = (uint64_t)attr_int_sext(pos->arr.elts[d]);
	if (!r || i >= r->n)
		return NULL;
	LLConst *e = insert_path(p, r->elts[i], v, pos, d + 1);
	if (!e)
		return NULL;
	r->elts[i] = e;
	return r;
}

/* ---- constant GEPs as LLVM 20+ folds them (Gen GT_GEP_I8) */

/* Store size, ABI alignment and alloc size in bytes of t under LLVM's
 * default data layout; false for types without a size. */
static bool dl_layout(Type *t, uint64_t *store, uint64_t *align, uint64_t *alloc)
{
	uint64_t s = 0, a = 1;
	switch (t->kind) {
	case TY_INT:
		s = (t->i.width + 7) / 8;
		for (a = 1; a < s && a < 8; a *= 2)
			;
		if (t->i.width > 64)
			a = 16;
		break;
	case TY_INDEX: s = a = 8; break;
	case TY_F16: case TY_BF16: s = a = 2; break;
	case TY_F32: s = a = 4; break;
	case TY_F64: s = a = 8; break;
	case TY_F80: s = 10, a = 16; break;
	case TY_F128: case TY_LLVM_PPC_FP128: s = a = 16; break;
	case TY_LLVM_PTR: s = a = 8; break;
	case TY_LLVM_ARRAY: {
		uint64_t es, ea, el;
		if (!dl_layout(t->arr.elt, &es, &ea, &el))
			return false;
		s = el * t->arr.n, a = ea;
		break;
	}
	case TY_LLVM_STRUCT: {
		if (t->st.opaque || (t->st.name && !t->st.has_body))
			return false;
		for (unsigned i = 0; i < t->st.n; i++) {
			uint64_t es, ea, el;
			if (!dl_layout(t->st.elts[i], &es, &ea, &el))
				return false;
			if (t->st.packed)
				ea = 1;
			s = (s + ea - 1) / ea * ea + el;
			if (ea > a)
				a = ea;
		}
		s = (s + a - 1) / a * a;
		break;
	}
	case TY_VECTOR: case TY_LLVM_VEC: {
		Type *e = t->kind == TY_VECTOR ? t->shaped.elt : t->llvec.elt;
		uint64_t n = t->kind == TY_VECTOR ? 1 : t->llvec.n, es, ea, el, bits;
		if (t->kind == TY_VECTOR)
			for (unsigned i = 0; i < t->shaped.rank; i++)
				n *= (uint64_t)t->shaped.shape[i];
		if ((t->kind == TY_VECTOR && t->shaped.scalable && t->shaped.rank && t->shaped.scalable[t->shaped.rank - 1]) ||
		    (t->kind == TY_LLVM_VEC && t->llvec.scalable) || !dl_layout(e, &es, &ea, &el))
			return false;
		bits = e->kind == TY_INT ? e->i.width : es * 8;
		s = (n * bits + 7) / 8;
		for (a = 1; a < s; a *= 2)
			;
		break;
	}
	default:
		return false;
	}
	*store = s;
	*align = a;
	*alloc = (s + a - 1) / a * a;
	return true;
}

static int64_t lc_sext(LLConst *c)
{
	unsigned w = c->ty && c->ty->kind == TY_INT ? c->ty->i.width : 64;
	if (w >= 64)
		return (int64_t)c->u;
	uint64_t m = 1ull << (w - 1);
	return (int64_t)(((c->u & ((m << 1) - 1)) ^ m) - m);
}

/* The byte offset of a GEP from elt with constant integer indices
 * idx[0..n); false when an index is not a constant or a type has no size. */
static bool gep_offset(Type *elt, LLConst **idx, unsigned n, int64_t *off)
{
	uint64_t s, a, al;
	if (!n || idx[0]->k != LC_INT || !dl_layout(elt, &s, &a, &al))
		return false;
	int64_t o = lc_sext(idx[0]) * (int64_t)al;
	Type *t = elt;
	for (unsigned i = 1; i < n; i++) {
		if (idx[i]->k != LC_INT)
			return false;
		int64_t v = lc_sext(idx[i]);
		if (t->kind == TY_LLVM_STRUCT) {
			if (v < 0 || (uint64_t)v >= t->st.n)
				return false;
			uint64_t fo = 0, fa = 1;
			for (int64_t f = 0; f <= v; f++) {
				if (!dl_layout(t->st.elts[f], &s, &a, &al))
					return false;
				fa = t->st.packed ? 1 : a;
				fo = (fo + fa - 1) / fa * fa;
				if (f < v)
					fo += al;
			}
			o += (int64_t)fo;
			t = t->st.elts[v];
		} else if (t->kind == TY_LLVM_ARRAY) {
			t = t->arr.elt;
			if (!dl_layout(t, &s, &a, &al))
				return false;
			o += v * (int64_t)al;
		} else {
			return false;
		}
	}
	*off = o;
	return true;
}

/* The bytes an alloca of t takes (its alloc size), 0 if unknown. */
uint64_t lc_alloc_size(Type *t)
{
	uint64_t s, a, al;
	return t && dl_layout(t, &s, &a, &al) ? al : 0;
}

static LLConst *fold_gep(LLP *p, Op *op, LLConst *base)
{
	Attr *raw = lp_attr(op, "rawConstantIndices");
	Attr *et = lp_attr(op, "elem_type");
	if (!raw || raw->kind != ATTR_DENSE_ARRAY || !et || et->kind != ATTR_TYPE)
		return NULL;
	Type *rt = op->res[0].type;
	if (base->k == LC_POISON)
		return lc_new(p, LC_POISON, rt);
	unsigned n = raw->arr.n, dyn = 1;
	LLConst **idx = arena_alloc(p->c->ir, (n + 2) * sizeof *idx);
	bool all_zero = true;
	Type *i32 = type_i(p->c, 32);
	for (unsigned i = 0; i < n; i++) {
		int64_t v = attr_int_sext(raw->arr.elts[i]);
		if (v == INT32_MIN) {
			LLConst *c = opc(p, op, dyn++);
			if (!c)
				return NULL;
			idx[i] = c;
		} else {
			idx[i] = lc_int(p, i32, (uint64_t)v);
		}
		if (!lc_is_zero(idx[i]) && idx[i]->k != LC_UNDEF)
			all_zero = false;
	}
	if (all_zero && base->ty == rt && !p->typed)   /* LLVM 14: T* and U* differ */
		return base;
	if (base->k == LC_UNDEF)
		return lc_new(p, LC_UNDEF, rt);
	int64_t off;
	/* a GEP of a folded GEP: one GEP of the summed offset and the flags
	 * both have (inbounds implies nusw) */
	unsigned inner = 7;
	if ((gen_of(p->c->llvm_version)->translates & GT_GEP_I8) && base->k == LC_EXPR && base->op == OP_LLVM_GEP &&
	    (base->nw & 8) && base->n == 2 && base->elts[1]->k == LC_INT && rt->kind == TY_LLVM_PTR &&
	    base->ty == base->elts[0]->ty && gep_offset(et->ty, idx, n, &off)) {
		inner = (base->nw & 1 ? 3 : base->nw & 2) | (base->nw & 4);
		off += lc_sext(base->elts[1]);
		base = base->elts[0];
		idx[0] = lc_int(p, type_i(p->c, 64), (uint64_t)off);
		n = 1;
		et = attr_type(p->c, type_i(p->c, 8));
	}
	if ((gen_of(p->c->llvm_version)->translates & GT_GEP_I8) && rt->kind == TY_LLVM_PTR &&
	    (base->k == LC_ZERO || base->k == LC_GLOBAL) && gep_offset(et->ty, idx, n, &off)) {
		/* LLVM 20+: a GEP of constant indices is an i8 GEP of the byte offset */
		if (off == 0 && base->ty == rt)
			return base;
		LLConst *e = lc_new(p, LC_EXPR, rt);
		e->op = OP_LLVM_GEP;
		e->aux = type_i(p->c, 8);
		e->nw = (lp_attr(op, "inbounds") ? 3 : 0) | (lp_attr(op, "nusw") ? 2 : 0) | (lp_attr(op, "nuw") ? 4 : 0);
		e->nw &= inner;
		if (e->nw & 1)
			e->nw &= ~2u;
		uint64_t gs, ga, gl;
		Type *gt = base->k == LC_GLOBAL ? map_get(&p->gsizes, base->name) : NULL;
		if (!(e->nw & 1) && off >= 0 && gt && dl_layout(gt, &gs, &ga, &gl) && (uint64_t)off <= gs)
			e->nw |= 1;   /* inbounds inferred within a global variable's store size, as LLVM folds */
		else if (!(e->nw & 1) && off >= 0 && base->k == LC_GLOBAL && p->streaming && !lp_printed(p, base->name))
			p->late = true;   /* a global after the function: what it is decides */
		if ((e->nw & 3) && off >= 0)
			e->nw |= 4;
		e->nw |= 8;
		e->n = 2;
		e->elts = arena_alloc(p->c->ir, 2 * sizeof *e->elts);
		e->elts[0] = base;
		e->elts[1] = lc_int(p, type_i(p->c, 64), (uint64_t)off);
		return e;
	}
	LLConst *e = lc_new(p, LC_EXPR, rt);
	e->op = OP_LLVM_GEP;
	e->aux = et->ty;
	e->gep_op = op;
	e->n = n + 1;
	e->elts = arena_alloc(p->c->ir, (n + 1) * sizeof *e->elts);
	e->elts[0] = base;
	for (unsigned i = 0; i < n; i++)
		e->elts[i + 1] = idx[i];
	return e;
}

static LLConst *fold_select(LLP *p, LLConst *c, LLConst *tv, LLConst *fv, Type *rt);

/* blockaddress(@f, %N): N is the label number of the block of @f that
 * the llvm.blocktag of the same tag starts (known once p->tags_ready). */
static LLConst *fold_blockaddress(LLP *p, Op *op, Type *rt)
{
	Attr *a = lp_attr(op, "block_addr");
	int64_t id;
	Sym *fn = attr_blockaddress_parts(p->c, a, &id);
	if (!fn) {
		lc_error(p, op, "llvm.blockaddress without a valid block_addr attribute");
		return NULL;
	}
	LLConst *c = lc_new(p, LC_BLOCKADDR, rt);
	c->name = fn;
	if (p->tags_ready) {
		VSlot *s = lp_map_get(&p->tags, a, false);
		if (!s) {
			error_at(p->c, op->loc, "llvm.blockaddress: no block of a function '@%s' has tag <id = %lld>", fn->s,
			         (long long)id);
			p->nerr++;
			return NULL;
		}
		c->u = (uint64_t)s->num;
	}
	return c;
}

LLConst *lc_fold_op(LLP *p, Op *op)
{
	if (op->nres != 1)
		return NULL;
	Type *rt = op->res[0].type;
	switch (op->kind) {
	case OP_LLVM_CONSTANT: {
		Attr *v = lp_attr(op, "value");
		if (!v) {
			lc_error(p, op, "llvm.mlir.constant without a value");
			return NULL;
		}
		return lc_from_attr(p, op, v, rt);
	}
	case OP_LLVM_UNDEF: return lc_new(p, LC_UNDEF, rt);
	case OP_LLVM_POISON: return lc_new(p, LC_POISON, rt);
	case OP_LLVM_ZERO:
	case OP_LLVM_NULL:
	case OP_LLVM_NONE:   /* token none */
		return rt->kind == TY_INT ? lc_int(p, rt, 0) : lc_new(p, LC_ZERO, rt);
	case OP_LLVM_ADDRESSOF: {
		Attr *g = lp_attr(op, "global_name");
		if (!g || g->kind != ATTR_SYMREF || !g->sym.n) {
			lc_error(p, op, "llvm.mlir.addressof without a global name");
			return NULL;
		}
		LLConst *c = lc_new(p, LC_GLOBAL, rt);
		c->name = g->sym.path[g->sym.n - 1];
		return c;
	}
	case OP_LLVM_DSO_LOCAL_EQUIVALENT: {
		Attr *g = lp_attr(op, "function_name");
		if (!g || g->kind != ATTR_SYMREF || !g->sym.n) {
			lc_error(p, op, "llvm.dso_local_equivalent without a function name");
			return NULL;
		}
		LLConst *c = lc_new(p, LC_DSOEQ, rt);
		c->name = g->sym.path[g->sym.n - 1];
		return c;
	}
	case OP_LLVM_BLOCKADDRESS:
		return fold_blockaddress(p, op, rt);
	default:
		break;
	}
	/* everything else folds only when all operands are constants */
	if (!op->nopnd || !lp_shape_ok(op))
		return NULL;
	for (unsigned i = 0; i < op->nopnd; i++)
		if (!opc(p, op, i))
			return NULL;
	if (op->nsucc)
		return NULL;
	LLConst *a = opc(p, op, 0), *b = opc(p, op, 1);
	switch (op->kind) {
	case OP_LLVM_ADD: case OP_LLVM_SUB: case OP_LLVM_MUL: case OP_LLVM_UDIV: case OP_LLVM_SDIV:
	case OP_LLVM_UREM: case OP_LLVM_SREM: case OP_LLVM_AND: case OP_LLVM_OR: case OP_LLVM_XOR:
	case OP_LLVM_SHL: case OP_LLVM_LSHR: case OP_LLVM_ASHR: {
		LLConst *r = elementwise(p, op->kind, a, b, rt, 0, fold_int_bin);
		if (r && r->k == LC_EXPR) {
			uint64_t f = llattr_bits(lp_attr(op, "overflowFlags"));   /* LE_OVERFLOW: bit 0 nsw, 1 nuw */
			if (f & 2)
				r->ovf |= 1;
			if (f & 1)
				r->ovf |= 2;
		}
		return r;
	}
	case OP_LLVM_FADD: case OP_LLVM_FSUB: case OP_LLVM_FMUL: case OP_LLVM_FDIV: case OP_LLVM_FREM:
		return elementwise(p, op->kind, a, b, rt, 0, fold_fp_bin);
	case OP_LLVM_FNEG:
		return elementwise(p, op->kind, a, NULL, rt, 0, fold_fneg);
	case OP_LLVM_ICMP:
		return elementwise(p, op->kind, a, b, rt, lp_attr_i64(op, "predicate", -1), fold_icmp);
	case OP_LLVM_FCMP:
		return elementwise(p, op->kind, a, b, rt, lp_attr_i64(op, "predicate", -1), fold_fcmp);
	case OP_LLVM_TRUNC: case OP_LLVM_ZEXT: case OP_LLVM_SEXT: case OP_LLVM_FPTRUNC: case OP_LLVM_FPEXT:
	case OP_LLVM_FPTOUI: case OP_LLVM_FPTOSI: case OP_LLVM_UITOFP: case OP_LLVM_SITOFP:
	case OP_LLVM_PTRTOINT: case OP_LLVM_INTTOPTR: case OP_LLVM_BITCAST: case OP_LLVM_ADDRSPACECAST:
		if (op->kind == OP_LLVM_BITCAST && lc_is_vec(a->ty) != lc_is_vec(rt))
			return NULL;
		if (lc_is_vec(a->ty) && (a->k == LC_UNDEF || a->k == LC_POISON))
			return lc_new(p, a->k, rt);
		return elementwise(p, op->kind, a, NULL, rt, 0, fold_cast);
	case OP_LLVM_EXTRACTVALUE: {
		Attr *pos = position(op);
		return pos ? extract_path(p, a, pos, 0) : NULL;
	}
	case OP_LLVM_INSERTVALUE: {
		Attr *pos = position(op);
		if (!pos)
			return NULL;
		if (a->k == LC_POISON && b->k == LC_POISON)
			return a;
		return insert_path(p, a, b, pos, 0);
	}
	case OP_LLVM_EXTRACTELEMENT: {
		b = zero_as_int(p, b);
		if (!int_scalar(b) || lc_is_scalable(a->ty))
			return elt_expr(p, op->kind, rt, a, b, NULL);
		if (b->u >= lc_agg_len(a->ty))
			return lc_new(p, LC_POISON, rt);
		return lc_elt(p, a, b->u);
	}
	case OP_LLVM_INSERTELEMENT: {
		/* operands: vector, value, position */
		LLConst *pos = zero_as_int(p, opc(p, op, 2));
		if (!int_scalar(pos) || lc_is_scalable(a->ty))
			return elt_expr(p, op->kind, rt, a, b, pos);
		if (pos->u >= lc_agg_len(a->ty))
			return lc_new(p, LC_POISON, rt);
		LLConst *r = lc_expand(p, a);
		if (!r)
			return NULL;
		r->elts[pos->u] = b;
		return r;
	}
	case OP_LLVM_SHUFFLEVECTOR: {
		Attr *m = lp_attr(op, "mask");
		if (!m || m->kind != ATTR_DENSE_ARRAY || lc_is_scalable(rt) || lc_is_scalable(a->ty))
			return NULL;
		uint64_t n1 = lc_agg_len(a->ty);
		LLConst *r = lc_new(p, LC_AGG, rt);
		r->n = m->arr.n;
		r->elts = arena_alloc(p->c->ir, (r->n + 1) * sizeof *r->elts);
		for (unsigned i = 0; i < r->n; i++) {
			int64_t x = attr_int_sext(m->arr.elts[i]);
			LLConst *e = x < 0 ? lc_new(p, LC_POISON, lc_agg_elt(rt, 0)) :
				     (uint64_t)x < n1 ? lc_elt(p, a, (uint64_t)x) : lc_elt(p, b, (uint64_t)x - n1);
			if (!e)
				return NULL;
			r->elts[i] = e;
		}
		return r;
	}
	case OP_LLVM_SELECT:
		return fold_select(p, a, b, opc(p, op, 2), rt);
	case OP_LLVM_GEP:
		return fold_gep(p, op, a);
	default:
		return NULL;
	}
}

static LLConst *fold_select(LLP *p, LLConst *c, LLConst *tv, LLConst *fv, Type *rt)
{
	c = zero_as_int(p, c);
	if (c->k == LC_POISON)
		return lc_new(p, LC_POISON, rt);
	if (c->k == LC_UNDEF)
		return fv->k == LC_UNDEF ? tv : fv;
	if (int_scalar(c))
		return c->u ? tv : fv;
	if (c->k == LC_AGG && lc_is_vec(c->ty)) {
		LLConst *r = lc_new(p, LC_AGG, rt);
		r->n = c->n;
		r->elts = arena_alloc(p->c->ir, (r->n + 1) * sizeof *r->elts);
		for (unsigned i = 0; i < r->n; i++) {
			LLConst *ci = zero_as_int(p, c->elts[i]);
			LLConst *e = int_scalar(ci) ? lc_elt(p, ci->u ? tv : fv, i) : NULL;
			if (!e)
				return NULL;
			r->elts[i] = e;
		}
		return r;
	}
	return NULL;
}
