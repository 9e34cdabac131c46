/* fold.c - the folds the upstream conversion driver applies before it
 * lowers an op (an op whose result is known is replaced, not lowered):
 * constant operands and algebraic identities of scalar arith ops, as the
 * arith dialect's folders compute them (integers up to 64 bits, f32/f64). */
#include <math.h>
#include <string.h>

#include "conv/conv.h"

static Attr *const_attr(Value *v)
{
	Op *d = v->def;
	/* through the cast a pass alone puts between a constant and its user */
	while (d && d->kind == OP_BUILTIN_UNREALIZED_CAST && d->nopnd == 1)
		d = d->opnd[0].v->def;
	if (!d)
		return NULL;
	switch (d->kind) {
	case OP_LLVM_CONSTANT: case OP_ARITH_CONSTANT: case OP_INDEX_CONSTANT: case OP_INDEX_BOOL_CONSTANT:
		break;
	default:
		return NULL;
	}
	for (unsigned i = 0; i < d->nattr; i++)
		if (strcmp(d->attrs[i].name->s, "value") == 0)
			return d->attrs[i].attr;
	return NULL;
}

/* The integer value of v if a constant op defines it. */
bool const_int_of(Value *v, int64_t *out)
{
	Attr *a = const_attr(v);
	if (a && a->kind == ATTR_INT) {
		*out = attr_int_sext(a);
		return true;
	}
	if (a && a->kind == ATTR_BOOL) {
		*out = a->b;
		return true;
	}
	return false;
}

static bool const_f(Value *v, double *out)
{
	Attr *a = const_attr(v);
	if (a && a->kind == ATTR_FLOAT) {
		*out = attr_float_d_get(a);
		return true;
	}
	return false;
}

static unsigned int_width(Type *t)
{
	if (t->kind == TY_INDEX)
		return 64;
	return t->kind == TY_INT ? t->i.width : 0;
}

static uint64_t mask(uint64_t v, unsigned w)
{
	return w >= 64 ? v : v & ((1ULL << w) - 1);
}

static int64_t sext(uint64_t v, unsigned w)
{
	if (w >= 64)
		return (int64_t)v;
	uint64_t m = 1ULL << (w - 1);
	v = mask(v, w);
	return (int64_t)((v ^ m) - m);
}

static Value *mk_int(Conv *cv, Type *t, uint64_t v)
{
	Type *ct = conv_type(cv, t);
	Attr *a = int_width(t) == 1 && t->kind == TY_INT ? attr_bool(cv->c, v & 1) : attr_int(cv->c, t, (int64_t)v);
	return b_lowered_const(cv, ct, a);
}

static Value *mk_float(Conv *cv, Type *t, double d)
{
	return b_lowered_const(cv, conv_type(cv, t), attr_float_d(cv->c, t, d));
}

/* Evaluates a binary integer op; false if it does not fold. */
static bool eval_int(OpKind k, unsigned w, uint64_t a, uint64_t b, uint64_t *r)
{
	int64_t sa = sext(a, w), sb = sext(b, w);
	a = mask(a, w);
	b = mask(b, w);
	switch (k) {
	case OP_ARITH_ADDI: *r = a + b; break;
	case OP_ARITH_SUBI: *r = a - b; break;
	case OP_ARITH_MULI: *r = a * b; break;
	case OP_ARITH_ANDI: *r = a & b; break;
	case OP_ARITH_ORI: *r = a | b; break;
	case OP_ARITH_XORI: *r = a ^ b; break;
	case OP_ARITH_DIVUI: if (!b) return false; *r = a / b; break;
	case OP_ARITH_REMUI: if (!b) return false; *r = a % b; break;
	case OP_ARITH_DIVSI:
		if (!b || (sb == -1 && sa == sext(1ULL << (w - 1), w)))
			return false;
		*r = (uint64_t)(sa / sb);
		break;
	case OP_ARITH_REMSI: if (!b) return false; *r = sb == -1 ? 0 : (uint64_t)(sa % sb); break;
	case OP_ARITH_SHLI: if (b >= w) return false; *r = a << b; break;
	case OP_ARITH_SHRUI: if (b >= w) return false; *r = a >> b; break;
	case OP_ARITH_SHRSI: if (b >= w) return false; *r = (uint64_t)(sa >> b); break;
	case OP_ARITH_MAXSI: *r = sa > sb ? a : b; break;
	case OP_ARITH_MINSI: *r = sa < sb ? a : b; break;
	case OP_ARITH_MAXUI: *r = a > b ? a : b; break;
	case OP_ARITH_MINUI: *r = a < b ? a : b; break;
	default: return false;
	}
	*r = mask(*r, w);
	return true;
}

static bool eval_cmp(int p, unsigned w, uint64_t a, uint64_t b)
{
	int64_t sa = sext(a, w), sb = sext(b, w);
	a = mask(a, w);
	b = mask(b, w);
	switch (p) {
	case 0: return a == b;
	case 1: return a != b;
	case 2: return sa < sb;
	case 3: return sa <= sb;
	case 4: return sa > sb;
	case 5: return sa >= sb;
	case 6: return a < b;
	case 7: return a <= b;
	case 8: return a > b;
	default: return a >= b;
	}
}

static bool eval_fcmp(int p, double a, double b)
{
	bool uno = isnan(a) || isnan(b);
	switch (p) {
	case 0: return false;
	case 1: return !uno && a == b;
	case 2: return !uno && a > b;
	case 3: return !uno && a >= b;
	case 4: return !uno && a < b;
	case 5: return !uno && a <= b;
	case 6: return !uno && a != b;
	case 7: return !uno;
	case 8: return uno || a == b;
	case 9: return uno || a > b;
	case 10: return uno || a >= b;
	case 11: return uno || a < b;
	case 12: return uno || a <= b;
	case 13: return uno || a != b;
	case 14: return uno;
	default: return true;
	}
}

static void done(Conv *cv, Op *op, Value *v)
{
	replace_op1(cv, op, v);
}

static bool fold_int_binary(Conv *cv, Op *op)
{
	Type *t = op->res[0].type;
	unsigned w = int_width(t);
	if (!w || w > 64 || op->nres != 1)
		return false;
	Value *x = op->opnd[0].v, *y = op->opnd[1].v;
	int64_t ca = 0, cb = 0;
	bool ka = const_int_of(x, &ca), kb = const_int_of(y, &cb);
	uint64_t a = (uint64_t)ca, b = (uint64_t)cb, r;
	uint64_t ones = mask(~0ULL, w);
	OpKind k = op->kind;
	if (ka && kb && eval_int(k, w, a, b, &r)) {
		done(cv, op, mk_int(cv, t, r));
		return true;
	}
	bool bz = kb && mask(b, w) == 0, bone = kb && mask(b, w) == 1, bones = kb && mask(b, w) == ones;
	switch (k) {
	case OP_ARITH_ADDI:
		if (bz) { done(cv, op, x); return true; }
		if (ka && mask(a, w) == 0) { done(cv, op, y); return true; }
		break;
	case OP_ARITH_SUBI:
		if (x == y) { done(cv, op, mk_int(cv, t, 0)); return true; }
		if (bz) { done(cv, op, x); return true; }
		break;
	case OP_ARITH_MULI:
		if (bz) { done(cv, op, y); return true; }
		if (bone) { done(cv, op, x); return true; }
		if (ka && mask(a, w) == 0) { done(cv, op, x); return true; }
		if (ka && mask(a, w) == 1) { done(cv, op, y); return true; }
		break;
	case OP_ARITH_DIVUI: case OP_ARITH_DIVSI:
		if (bone) { done(cv, op, x); return true; }
		break;
	case OP_ARITH_REMUI: case OP_ARITH_REMSI:
		if (bone) { done(cv, op, mk_int(cv, t, 0)); return true; }
		break;
	case OP_ARITH_ANDI:
		if (bz) { done(cv, op, y); return true; }
		if (bones || x == y) { done(cv, op, x); return true; }
		break;
	case OP_ARITH_ORI:
		if (bz || x == y) { done(cv, op, x); return true; }
		if (bones) { done(cv, op, y); return true; }
		break;
	case OP_ARITH_XORI:
		if (bz) { done(cv, op, x); return true; }
		if (x == y) { done(cv, op, mk_int(cv, t, 0)); return true; }
		break;
	case OP_ARITH_SHLI: case OP_ARITH_SHRUI: case OP_ARITH_SHRSI:
		if (bz) { done(cv, op, x); return true; }
		break;
	case OP_ARITH_MAXSI: case OP_ARITH_MINSI: case OP_ARITH_MAXUI: case OP_ARITH_MINUI:
		if (x == y) { done(cv, op, x); return true; }
		break;
	default:
		break;
	}
	return false;
}

static bool fold_cmpi(Conv *cv, Op *op)
{
	Value *x = op->opnd[0].v, *y = op->opnd[1].v;
	Type *ot = orig_type(cv, x);
	unsigned w = int_width(ot);
	Attr *pa = op_attr(op, cv->c->sym[SYM_predicate]);
	int p = pa ? (int)attr_int_sext(pa) : 0;
	if (!w || w > 64 || op->res[0].type->kind != TY_INT)
		return false;
	if (x == y) {
		static const bool same[10] = { 1, 0, 0, 1, 0, 1, 0, 1, 0, 1 };
		done(cv, op, mk_int(cv, op->res[0].type, same[p % 10]));
		return true;
	}
	int64_t a, b;
	if (const_int_of(x, &a) && const_int_of(y, &b)) {
		done(cv, op, mk_int(cv, op->res[0].type, eval_cmp(p, w, (uint64_t)a, (uint64_t)b)));
		return true;
	}
	return false;
}

static bool fold_select(Conv *cv, Op *op)
{
	Value *c = op->opnd[0].v, *x = op->opnd[1].v, *y = op->opnd[2].v;
	int64_t cc;
	if (x == y) { done(cv, op, x); return true; }
	if (const_int_of(c, &cc) && orig_type(cv, c)->kind == TY_INT) {
		done(cv, op, cc & 1 ? x : y);
		return true;
	}
	int64_t a, b;
	Type *t = op->res[0].type;
	if (t->kind == TY_INT && t->i.width == 1 && const_int_of(x, &a) && const_int_of(y, &b) && (a & 1) && !(b & 1)) {
		done(cv, op, c);
		return true;
	}
	return false;
}

static bool fold_cast(Conv *cv, Op *op)
{
	Value *x = op->opnd[0].v;
	Type *from = orig_type(cv, x), *to = op->res[0].type;
	unsigned fw = int_width(from), tw = int_width(to);
	int64_t a;
	double f;
	switch (op->kind) {
	case OP_ARITH_EXTSI: case OP_ARITH_EXTUI: case OP_ARITH_TRUNCI:
	case OP_ARITH_INDEX_CAST: case OP_ARITH_INDEX_CASTUI:
		if (!fw || !tw || fw > 64 || tw > 64 || !const_int_of(x, &a))
			return false;
		if (op->kind == OP_ARITH_EXTUI || op->kind == OP_ARITH_INDEX_CASTUI)
			done(cv, op, mk_int(cv, to, mask((uint64_t)a, fw)));
		else
			done(cv, op, mk_int(cv, to, (uint64_t)sext((uint64_t)a, fw)));
		return true;
	case OP_ARITH_SITOFP: case OP_ARITH_UITOFP:
		if (!fw || fw > 64 || !const_int_of(x, &a) || (to->kind != TY_F32 && to->kind != TY_F64))
			return false;
		done(cv, op, mk_float(cv, to, op->kind == OP_ARITH_SITOFP ? (double)sext((uint64_t)a, fw) : (double)mask((uint64_t)a, fw)));
		return true;
	case OP_ARITH_EXTF: case OP_ARITH_TRUNCF:
		if (!const_f(x, &f) || (to->kind != TY_F32 && to->kind != TY_F64) || op_attr_s(cv->c, op, "roundingmode"))
			return false;
		if (op->kind == OP_ARITH_TRUNCF && isfinite(f) && (double)(float)f != f)
			return false;
		done(cv, op, mk_float(cv, to, f));
		return true;
	default:
		return false;
	}
}

static bool is_float_scalar(Type *t)
{
	return t->kind == TY_F32 || t->kind == TY_F64;
}

static bool fold_float(Conv *cv, Op *op)
{
	Type *t = op->res[0].type;
	double a = 0, b = 0, r;
	if (op->kind == OP_ARITH_CMPF) {
		Type *ot = orig_type(cv, op->opnd[0].v);
		if (!is_float_scalar(ot) || !const_f(op->opnd[0].v, &a) || !const_f(op->opnd[1].v, &b))
			return false;
		Attr *pa = op_attr(op, cv->c->sym[SYM_predicate]);
		done(cv, op, mk_int(cv, t, eval_fcmp(pa ? (int)attr_int_sext(pa) : 0, a, b)));
		return true;
	}
	if (!is_float_scalar(t))
		return false;
	bool ka = const_f(op->opnd[0].v, &a);
	if (op->kind == OP_ARITH_NEGF) {
		if (!ka)
			return false;
		done(cv, op, mk_float(cv, t, -a));
		return true;
	}
	bool kb = const_f(op->opnd[1].v, &b);
	bool f32 = t->kind == TY_F32;
	if (ka && kb) {
		switch (op->kind) {
		case OP_ARITH_ADDF: r = f32 ? (double)((float)a + (float)b) : a + b; break;
		case OP_ARITH_SUBF: r = f32 ? (double)((float)a - (float)b) : a - b; break;
		case OP_ARITH_MULF: r = f32 ? (double)((float)a * (float)b) : a * b; break;
		case OP_ARITH_DIVF: r = f32 ? (double)((float)a / (float)b) : a / b; break;
		default: return false;
		}
		done(cv, op, mk_float(cv, t, r));
		return true;
	}
	if (!kb)
		return false;
	switch (op->kind) {
	case OP_ARITH_ADDF:
		if (b == 0 && signbit(b)) { done(cv, op, op->opnd[0].v); return true; }
		break;
	case OP_ARITH_SUBF:
		if (b == 0 && !signbit(b)) { done(cv, op, op->opnd[0].v); return true; }
		break;
	case OP_ARITH_MULF: case OP_ARITH_DIVF:
		if (b == 1) { done(cv, op, op->opnd[0].v); return true; }
		break;
	default:
		break;
	}
	return false;
}

bool arith_fold(Conv *cv, Op *op)
{
	switch (op->kind) {
	case OP_ARITH_ADDI: case OP_ARITH_SUBI: case OP_ARITH_MULI: case OP_ARITH_DIVUI:
	case OP_ARITH_DIVSI: case OP_ARITH_REMUI: case OP_ARITH_REMSI: case OP_ARITH_ANDI:
	case OP_ARITH_ORI: case OP_ARITH_XORI: case OP_ARITH_SHLI: case OP_ARITH_SHRUI:
	case OP_ARITH_SHRSI: case OP_ARITH_MAXSI: case OP_ARITH_MINSI: case OP_ARITH_MAXUI:
	case OP_ARITH_MINUI:
		return fold_int_binary(cv, op);
	case OP_ARITH_CMPI:
		return fold_cmpi(cv, op);
	case OP_ARITH_SELECT:
		return fold_select(cv, op);
	case OP_ARITH_EXTSI: case OP_ARITH_EXTUI: case OP_ARITH_TRUNCI: case OP_ARITH_INDEX_CAST:
	case OP_ARITH_INDEX_CASTUI: case OP_ARITH_SITOFP: case OP_ARITH_UITOFP: case OP_ARITH_EXTF:
	case OP_ARITH_TRUNCF:
		return fold_cast(cv, op);
	case OP_ARITH_ADDF: case OP_ARITH_SUBF: case OP_ARITH_MULF: case OP_ARITH_DIVF:
	case OP_ARITH_NEGF: case OP_ARITH_CMPF:
		return fold_float(cv, op);
	default:
		return false;
	}
}
