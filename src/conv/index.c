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

static void lower_bin(Conv *cv, Op *op)
{
	replace_op1(cv, op, b_bin(cv, binop[op->kind], op->opnd[0].v, op->opnd[1].v));
}

static void lower_intr(Conv *cv, Op *op)
{
	Value *o[2] = { op->opnd[0].v, op->opnd[1].v };
	replace_op1(cv, op, &emit_named(cv, csym(cv, intr[op->kind]), 2, o, cv->ity)->res[0]);
}

static void lower_cmp(Conv *cv, Op *op)
{
	Attr *p = op_attr(op, cv->c->sym[SYM_predicate]);
	int64_t pred = 0;
	if (p && p->kind == ATTR_INT)
		pred = attr_int_sext(p);
	else if (p && p->kind == ATTR_OPAQUE && p->opaque.body) {
		static const char *const names[] = { "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge" };
		for (int i = 0; i < 10; i++)
			if (strcmp(p->opaque.body->s, names[i]) == 0)
				pred = i;
	}
	replace_op1(cv, op, b_icmp(cv, (int)pred, op->opnd[0].v, op->opnd[1].v));
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
	replace_op1(cv, op, b_lowered_const(cv, t, a));
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

static void lower_ceildivs(Conv *cv, Op *op)
{
	Value *n = op->opnd[0].v, *m = op->opnd[1].v;
	Value *zero = b_int(cv, cv->ity, 0), *pos = b_int(cv, cv->ity, 1), *neg = b_int(cv, cv->ity, -1);
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
	replace_op1(cv, op, b_select(cv, c, posres, negres));
}

static void lower_ceildivu(Conv *cv, Op *op)
{
	Value *n = op->opnd[0].v, *m = op->opnd[1].v;
	Value *zero = b_int(cv, cv->ity, 0), *one = b_int(cv, cv->ity, 1);
	Value *m1 = b_bin(cv, OP_LLVM_SUB, n, one);
	Value *q = b_bin(cv, OP_LLVM_UDIV, m1, m);
	Value *p = b_bin(cv, OP_LLVM_ADD, q, one);
	Value *isz = b_icmp(cv, 0, n, zero);
	replace_op1(cv, op, b_select(cv, isz, zero, p));
}

static void lower_floordivs(Conv *cv, Op *op)
{
	Value *n = op->opnd[0].v, *m = op->opnd[1].v;
	Value *zero = b_int(cv, cv->ity, 0), *pos = b_int(cv, cv->ity, 1), *neg = b_int(cv, cv->ity, -1);
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
	replace_op1(cv, op, b_select(cv, c, negres, posres));
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
	tab[OP_INDEX_CEILDIVS] = lower_ceildivs;
	tab[OP_INDEX_CEILDIVU] = lower_ceildivu;
	tab[OP_INDEX_FLOORDIVS] = lower_floordivs;
}
