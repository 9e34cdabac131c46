/* index.c - lowering of the index dialect to llvm ops on the lowered index
 * type iN, with the upstream expansions of ceildivs/ceildivu/floordivs. */
#include <string.h>

#include "conv/conv.h"

static const OpKind binop[NOPKINDS] = {
	[OP_INDEX_ADD] = OP_LLVM_ADD, [OP_INDEX_SUB] = OP_LLVM_SUB, [OP_INDEX_MUL] = OP_LLVM_MUL,
	[OP_INDEX_DIVS] = OP_LLVM_SDIV, [OP_INDEX_DIVU] = OP_LLVM_UDIV,
	[OP_INDEX_REMS] = OP_LLVM_SREM, [OP_INDEX_REMU] = OP_LLVM_UREM,
	[OP_INDEX_SHL] = OP_LLVM_SHL, [OP_INDEX_SHRS] = OP_LLVM_ASHR, [OP_INDEX_SHRU] = OP_LLVM_LSHR,
	[OP_INDEX_AND] = OP_LLVM_AND, [OP_INDEX_OR] = OP_LLVM_OR, [OP_INDEX_XOR] = OP_LLVM_XOR,
};

static const char *const intr[NOPKINDS] = {
	[OP_INDEX_MAXS] = "llvm.intr.smax", [OP_INDEX_MAXU] = "llvm.intr.umax",
	[OP_INDEX_MINS] = "llvm.intr.smin", [OP_INDEX_MINU] = "llvm.intr.umin",
};

/* The value of v if the index dialect's folders see it as a constant:
 * not an arith constant, which reaches the index lowering through a cast. */
static bool index_const(Conv *cv, Value *v, int64_t *out)
{
	void *tag = map_get(&cv->lconst, v);
	return (!tag || tag == (void *)2) && const_int_of(v, out);
}

static int64_t sext32(int64_t v)
{
	return (int64_t)(int32_t)(uint32_t)v;
}

/* a op b on 64-bit values; false if it does not fold (division by 0). */
static bool eval(OpKind k, int64_t a, int64_t b, int64_t *r, bool w32)
{
	uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
	if (w32) {
		ua = (uint32_t)ua;
		ub = (uint32_t)ub;
		a = sext32(a);
		b = sext32(b);
	}
	switch (k) {
	case OP_INDEX_ADD: *r = (int64_t)(ua + ub); break;
	case OP_INDEX_SUB: *r = (int64_t)(ua - ub); break;
	case OP_INDEX_MUL: *r = (int64_t)(ua * ub); break;
	case OP_INDEX_DIVS: if (!b || (b == -1 && a == (w32 ? INT32_MIN : INT64_MIN))) return false; *r = a / b; break;
	case OP_INDEX_DIVU: if (!ub) return false; *r = (int64_t)(ua / ub); break;
	case OP_INDEX_REMS: if (!b || b == -1) return false; *r = a % b; break;
	case OP_INDEX_REMU: if (!ub) return false; *r = (int64_t)(ua % ub); break;
	case OP_INDEX_CEILDIVS: case OP_INDEX_FLOORDIVS:
		if (!b || (b == -1 && a == (w32 ? INT32_MIN : INT64_MIN)))
			return false;
		*r = a / b;
		if (a % b && ((a < 0) == (b < 0)) == (k == OP_INDEX_CEILDIVS))
			*r += k == OP_INDEX_CEILDIVS ? 1 : -1;
		break;
	case OP_INDEX_CEILDIVU: if (!ub) return false; *r = (int64_t)(ua / ub + (ua % ub != 0)); break;
	case OP_INDEX_MAXS: *r = a > b ? a : b; break;
	case OP_INDEX_MINS: *r = a < b ? a : b; break;
	case OP_INDEX_MAXU: *r = (int64_t)(ua > ub ? ua : ub); break;
	case OP_INDEX_MINU: *r = (int64_t)(ua < ub ? ua : ub); break;
	case OP_INDEX_SHL: if (ub >= (w32 ? 32u : 64u)) return false; *r = (int64_t)(ua << ub); break;
	case OP_INDEX_SHRU: if (ub >= (w32 ? 32u : 64u)) return false; *r = (int64_t)(ua >> ub); break;
	case OP_INDEX_SHRS: if (ub >= (w32 ? 32u : 64u)) return false; *r = a >> ub; break;
	case OP_INDEX_AND: *r = (int64_t)(ua & ub); break;
	case OP_INDEX_OR: *r = (int64_t)(ua | ub); break;
	case OP_INDEX_XOR: *r = (int64_t)(ua ^ ub); break;
	default: return false;
	}
	if (w32)
		*r = (int64_t)(uint32_t)*r;
	return true;
}

/* The index folders: constants (only when 64- and 32-bit results agree)
 * and x + 0, 0 + x, x - 0, x * 1, 1 * x. */
static bool fold_bin(Conv *cv, Op *op)
{
	Value *x = op->opnd[0].v, *y = op->opnd[1].v;
	int64_t a = 0, b = 0, r64, r32;
	bool ka = index_const(cv, x, &a), kb = index_const(cv, y, &b);
	if (ka && kb && eval(op->kind, a, b, &r64, false) && eval(op->kind, a, b, &r32, true) &&
	    (uint32_t)r64 == (uint32_t)r32) {
		Value *v = b_lowered_const(cv, cv->ity, attr_int(cv->c, cv->i64, r64));
		map_put(&cv->lconst, v, (void *)2);
		replace_op1(cv, op, v);
		return true;
	}
	Value *keep = NULL;
	if (op->kind == OP_INDEX_ADD)
		keep = kb && b == 0 ? x : ka && a == 0 ? y : NULL;
	else if (op->kind == OP_INDEX_SUB)
		keep = kb && b == 0 ? x : NULL;
	else if (op->kind == OP_INDEX_MUL)
		keep = kb && b == 1 ? x : ka && a == 1 ? y : NULL;
	if (keep) {
		replace_op1(cv, op, keep);
		return true;
	}
	return false;
}

static void lower_bin(Conv *cv, Op *op)
{
	if (fold_bin(cv, op))
		return;
	replace_op1(cv, op, b_bin(cv, binop[op->kind], op->opnd[0].v, op->opnd[1].v));
}

static void lower_intr(Conv *cv, Op *op)
{
	if (fold_bin(cv, op))
		return;
	Value *o[2] = { op->opnd[0].v, op->opnd[1].v };
	replace_op1(cv, op, res0(emit_named(cv, csym(cv, intr[op->kind]), 2, o, cv->ity)));
}

static bool cmp_eval(int p, int64_t a, int64_t b, bool w32)
{
	uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
	if (w32) {
		ua = (uint32_t)ua;
		ub = (uint32_t)ub;
		a = sext32(a);
		b = sext32(b);
	}
	switch (p) {
	case 0: return ua == ub;
	case 1: return ua != ub;
	case 2: return a < b;
	case 3: return a <= b;
	case 4: return a > b;
	case 5: return a >= b;
	case 6: return ua < ub;
	case 7: return ua <= ub;
	case 8: return ua > ub;
	default: return ua >= ub;
	}
}

static void lower_cmp(Conv *cv, Op *op)
{
	Attr *p = op_attr_s(cv->c, op, "pred");
	int64_t pred = 0;
	if (p && p->kind == ATTR_INT)
		pred = attr_int_sext(p);
	else if (p && p->kind == ATTR_OPAQUE && p->opaque.body) {
		/* #index<cmp_predicate slt>: the last word */
		static const char *const names[] = { "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge" };
		const char *w = strrchr(p->opaque.body->s, ' ');
		w = w ? w + 1 : p->opaque.body->s;
		for (int i = 0; i < 10; i++)
			if (strcmp(w, names[i]) == 0)
				pred = i;
	}
	Value *x = op->opnd[0].v, *y = op->opnd[1].v;
	int64_t a, b;
	int known = -1;
	if (x == y) {
		static const bool same[10] = { 1, 0, 0, 1, 0, 1, 0, 1, 0, 1 };
		known = same[pred % 10];
	} else if (index_const(cv, x, &a) && index_const(cv, y, &b)) {
		bool r64 = cmp_eval((int)pred, a, b, false), r32 = cmp_eval((int)pred, a, b, true);
		if (r64 == r32)
			known = r64;
	}
	if (known >= 0) {
		replace_op1(cv, op, b_lowered_const(cv, cv->i1, attr_bool(cv->c, known)));
		return;
	}
	replace_op1(cv, op, b_icmp(cv, (int)pred, x, y));
}

static void lower_const(Conv *cv, Op *op)
{
	Attr *v = op_attr(op, cv->c->sym[SYM_value]);
	Type *t = op->kind == OP_INDEX_BOOL_CONSTANT ? cv->i1 : cv->ity;
	Attr *a;
	if (op->kind == OP_INDEX_BOOL_CONSTANT)
		a = v && v->kind == ATTR_BOOL ? v : attr_bool(cv->c, v && v->kind == ATTR_INT && attr_int_zext(v));
	else
		a = attr_int(cv->c, cv->ity, v && v->kind == ATTR_INT ? attr_int_sext(v) : 0);
	Value *r = b_lowered_const(cv, t, a);
	map_put(&cv->lconst, r, (void *)2);   /* an index constant: index folds see it */
	replace_op1(cv, op, r);
}

static void lower_sizeof(Conv *cv, Op *op)
{
	replace_op1(cv, op, b_int(cv, cv->ity, cv->iw));
}

static void lower_cast(Conv *cv, Op *op)
{
	Value *a = op->opnd[0].v;
	Type *from = conv_type(cv, a->type), *to = conv_type(cv, op->res[0].type);
	if (!from || !to || from->kind != TY_INT || to->kind != TY_INT) {
		conv_error(cv, op->loc, "failed to legalize operation '%s'", op->name->s);
		return;
	}
	Value *r = a;
	if (to->i.width < from->i.width)
		r = b_cast(cv, OP_LLVM_TRUNC, a, to);
	else if (to->i.width > from->i.width)
		r = b_cast(cv, op->kind == OP_INDEX_CASTS ? OP_LLVM_SEXT : OP_LLVM_ZEXT, a, to);
	replace_op1(cv, op, r);
}

Value *expand_ceildivs(Conv *cv, Type *t, Value *n, Value *m)
{
	Value *zero = b_int(cv, t, 0), *pos = b_int(cv, t, 1), *neg = b_int(cv, t, -1);
	/* x = m > 0 ? -1 : 1; n > 0 == m > 0 && n != 0 ? (n + x) / m + 1 : -(-n / m) */
	Value *mpos = b_icmp(cv, 4, m, zero);
	Value *x = b_select(cv, mpos, neg, pos);
	Value *nx = b_bin(cv, OP_LLVM_ADD, n, x);
	Value *q = b_bin(cv, OP_LLVM_SDIV, nx, m);
	Value *posres = b_bin(cv, OP_LLVM_ADD, q, pos);
	Value *negn = b_bin(cv, OP_LLVM_SUB, zero, n);
	Value *q2 = b_bin(cv, OP_LLVM_SDIV, negn, m);
	Value *negres = b_bin(cv, OP_LLVM_SUB, zero, q2);
	Value *npos = b_icmp(cv, 4, n, zero);
	Value *same = b_icmp(cv, 0, npos, mpos);
	Value *nnz = b_icmp(cv, 1, n, zero);
	Value *c = b_bin(cv, OP_LLVM_AND, same, nnz);
	return b_select(cv, c, posres, negres);
}

Value *expand_ceildivu(Conv *cv, Type *t, Value *n, Value *m)
{
	Value *zero = b_int(cv, t, 0), *one = b_int(cv, t, 1);
	/* n == 0 ? 0 : (n - 1) / m + 1 */
	Value *m1 = b_bin(cv, OP_LLVM_SUB, n, one);
	Value *q = b_bin(cv, OP_LLVM_UDIV, m1, m);
	Value *p = b_bin(cv, OP_LLVM_ADD, q, one);
	Value *isz = b_icmp(cv, 0, n, zero);
	return b_select(cv, isz, zero, p);
}

Value *expand_floordivs(Conv *cv, Type *t, Value *n, Value *m)
{
	Value *zero = b_int(cv, t, 0), *pos = b_int(cv, t, 1), *neg = b_int(cv, t, -1);
	/* x = m < 0 ? 1 : -1; n < 0 != m < 0 && n != 0 ? -1 - (x - n) / m : n / m */
	Value *mneg = b_icmp(cv, 2, m, zero);
	Value *x = b_select(cv, mneg, pos, neg);
	Value *xn = b_bin(cv, OP_LLVM_SUB, x, n);
	Value *q = b_bin(cv, OP_LLVM_SDIV, xn, m);
	Value *negres = b_bin(cv, OP_LLVM_SUB, neg, q);
	Value *posres = b_bin(cv, OP_LLVM_SDIV, n, m);
	Value *nneg = b_icmp(cv, 2, n, zero);
	Value *diff = b_icmp(cv, 1, nneg, mneg);
	Value *nnz = b_icmp(cv, 1, n, zero);
	Value *c = b_bin(cv, OP_LLVM_AND, diff, nnz);
	return b_select(cv, c, negres, posres);
}

static void lower_divs(Conv *cv, Op *op)
{
	Value *n = op->opnd[0].v, *m = op->opnd[1].v, *r;
	if (fold_bin(cv, op))
		return;
	if (op->kind == OP_INDEX_CEILDIVS)
		r = expand_ceildivs(cv, cv->ity, n, m);
	else if (op->kind == OP_INDEX_CEILDIVU)
		r = expand_ceildivu(cv, cv->ity, n, m);
	else
		r = expand_floordivs(cv, cv->ity, n, m);
	replace_op1(cv, op, r);
}

void index_rewrites(RewriteFn **tab)
{
	for (int k = 0; k < NOPKINDS; k++) {
		if (binop[k])
			tab[k] = lower_bin;
		if (intr[k])
			tab[k] = lower_intr;
	}
	tab[OP_INDEX_CMP] = lower_cmp;
	tab[OP_INDEX_CONSTANT] = lower_const;
	tab[OP_INDEX_BOOL_CONSTANT] = lower_const;
	tab[OP_INDEX_SIZEOF] = lower_sizeof;
	tab[OP_INDEX_CASTS] = lower_cast;
	tab[OP_INDEX_CASTU] = lower_cast;
	tab[OP_INDEX_CEILDIVS] = lower_divs;
	tab[OP_INDEX_CEILDIVU] = lower_divs;
	tab[OP_INDEX_FLOORDIVS] = lower_divs;
}
