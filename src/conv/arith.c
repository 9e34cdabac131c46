/* arith.c - lowering of the arith dialect to llvm ops: one llvm op per
 * arith op on scalars and 1-D vectors, unrolled over the nested arrays of
 * n-D vectors; overflow and fast-math flags carried over.  Ops whose
 * operands fold (constants, identities) are folded first, as the upstream
 * conversion driver does (fold.c). */
#include <string.h>

#include "conv/conv.h"

/* arith op -> llvm op, and which flags it carries */
enum { FL_NONE, FL_OVF, FL_FMF };
#define XARITH_SIMPLE(X) \
	X(ADDI, LLVM_ADD, FL_OVF) X(SUBI, LLVM_SUB, FL_OVF) X(MULI, LLVM_MUL, FL_OVF) \
	X(SHLI, LLVM_SHL, FL_OVF) X(DIVSI, LLVM_SDIV, FL_NONE) X(DIVUI, LLVM_UDIV, FL_NONE) \
	X(REMSI, LLVM_SREM, FL_NONE) X(REMUI, LLVM_UREM, FL_NONE) X(ANDI, LLVM_AND, FL_NONE) \
	X(ORI, LLVM_OR, FL_NONE) X(XORI, LLVM_XOR, FL_NONE) X(SHRSI, LLVM_ASHR, FL_NONE) \
	X(SHRUI, LLVM_LSHR, FL_NONE) \
	X(ADDF, LLVM_FADD, FL_FMF) X(SUBF, LLVM_FSUB, FL_FMF) X(MULF, LLVM_FMUL, FL_FMF) \
	X(DIVF, LLVM_FDIV, FL_FMF) X(REMF, LLVM_FREM, FL_FMF) X(NEGF, LLVM_FNEG, FL_FMF) \
	X(SELECT, LLVM_SELECT, FL_NONE) X(BITCAST, LLVM_BITCAST, FL_NONE) \
	X(EXTSI, LLVM_SEXT, FL_NONE) X(EXTUI, LLVM_ZEXT, FL_NONE) X(TRUNCI, LLVM_TRUNC, FL_NONE) \
	X(EXTF, LLVM_FPEXT, FL_NONE) X(SITOFP, LLVM_SITOFP, FL_NONE) X(UITOFP, LLVM_UITOFP, FL_NONE) \
	X(FPTOSI, LLVM_FPTOSI, FL_NONE) X(FPTOUI, LLVM_FPTOUI, FL_NONE)

static const struct { OpKind to; int flags; } simple[NOPKINDS] = {
#define X(a, l, f) [OP_ARITH_##a] = { OP_##l, f },
	XARITH_SIMPLE(X)
#undef X
};

/* arith ops lowered to llvm.intr.NAME */
static const char *const intr_name[NOPKINDS] = {
	[OP_ARITH_MAXSI] = "llvm.intr.smax", [OP_ARITH_MAXUI] = "llvm.intr.umax",
	[OP_ARITH_MINSI] = "llvm.intr.smin", [OP_ARITH_MINUI] = "llvm.intr.umin",
	[OP_ARITH_MAXIMUMF] = "llvm.intr.maximum", [OP_ARITH_MINIMUMF] = "llvm.intr.minimum",
	[OP_ARITH_MAXNUMF] = "llvm.intr.maxnum", [OP_ARITH_MINNUMF] = "llvm.intr.minnum",
};

static bool fmf_op(OpKind k)
{
	return k == OP_ARITH_MAXIMUMF || k == OP_ARITH_MINIMUMF || k == OP_ARITH_MAXNUMF || k == OP_ARITH_MINNUMF;
}

/* Copies the flags of arith op `from` to llvm op `to`. */
static void copy_flags(Conv *cv, Op *from, Op *to, int flags)
{
	if (flags == FL_OVF) {
		/* #arith.overflow and #llvm.overflow share their bits (LE_OVERFLOW) */
		uint64_t bits = llattr_bits(op_attr(from, cv->cs[CS_overflowFlags]));
		if (bits)
			setattr(cv, to, CS_overflowFlags, attr_llvm_flags(cv->c, LL_OVERFLOW, bits));
	} else if (flags == FL_FMF) {
		setattr(cv, to, CS_fastmathFlags, fastmath_of(cv, from));
	}
}

/* Builds the lowering of `op` on scalar/1-D operands ops[], result type rt. */
typedef Value *Build1(Conv *cv, Op *op, Value **ops, Type *rt);

/* Applies build to op, unrolling n-D vectors (arrays of 1-D vectors). */
static void lower_elementwise(Conv *cv, Op *op, Build1 *build)
{
	Type *rt = conv_type(cv, op->res[0].type);
	Value *ops[4];
	unsigned n = op->nopnd < 4 ? op->nopnd : 4;
	for (unsigned i = 0; i < n; i++)
		ops[i] = op->opnd[i].v;
	if (!rt) {
		conv_error(cv, op->loc, "failed to legalize operation '%s': its result type cannot be lowered", op->name->s);
		return;
	}
	if (rt->kind != TY_LLVM_ARRAY) {
		replace_op1(cv, op, build(cv, op, ops, rt));
		return;
	}
	/* n-D: iterate over all positions of the array nest */
	int64_t dims[16], pos[16];
	unsigned depth = 0;
	Type *inner = rt;
	while (inner->kind == TY_LLVM_ARRAY && depth < 16) {
		dims[depth++] = (int64_t)inner->arr.n;
		inner = inner->arr.elt;
	}
	Value *res = b_agg0(cv, rt);
	memset(pos, 0, sizeof pos);
	for (;;) {
		Value *e[4];
		for (unsigned i = 0; i < n; i++) {
			Type *ot = conv_type(cv, ops[i]->type);
			e[i] = ot && ot->kind == TY_LLVM_ARRAY ? b_extract(cv, ops[i], depth, pos) : ops[i];
		}
		Value *r = build(cv, op, e, inner);
		res = b_insert(cv, res, r, depth, pos);
		int d = (int)depth - 1;
		while (d >= 0 && ++pos[d] == dims[d])
			pos[d--] = 0;
		if (d < 0)
			break;
	}
	replace_op1(cv, op, res);
}

static Value *build_simple(Conv *cv, Op *op, Value **ops, Type *rt)
{
	Op *n = emit(cv, simple[op->kind].to, op->nopnd, ops, rt);
	copy_flags(cv, op, n, simple[op->kind].flags);
	/* exact, trunc nsw/nuw: where the release's llvm dialect holds them */
	if (gen_of(cv->c->llvm_version)->keeps & GK_INT_FLAGS) {
		if (op_attr_s(cv->c, op, "isExact"))
			op_set_attr(cv->c, n, csym(cv, "isExact"), attr_unit(cv->c));
		if (op->kind == OP_ARITH_TRUNCI)
			copy_flags(cv, op, n, FL_OVF);
	}
	return &n->res[0];
}

static Value *build_intr(Conv *cv, Op *op, Value **ops, Type *rt)
{
	Op *n = emit_named(cv, csym(cv, intr_name[op->kind]), op->nopnd, ops, rt);
	if (fmf_op(op->kind))
		setattr(cv, n, CS_fastmathFlags, fastmath_of(cv, op));
	return &n->res[0];
}

static Value *build_cmp(Conv *cv, Op *op, Value **ops, Type *rt)
{
	bool f = op->kind == OP_ARITH_CMPF;
	Op *n = emit(cv, f ? OP_LLVM_FCMP : OP_LLVM_ICMP, 2, ops, rt);
	Attr *p = op_attr(op, cv->c->sym[SYM_predicate]);
	op_set_attr(cv->c, n, cv->c->sym[SYM_predicate], attr_int(cv->c, cv->i64, p ? attr_int_sext(p) : 0));
	if (f)
		setattr(cv, n, CS_fastmathFlags, fastmath_of(cv, op));
	return &n->res[0];
}

static unsigned elt_width(Type *t)
{
	Type *e = type_elt(t);
	while (e->kind == TY_LLVM_ARRAY || e->kind == TY_VECTOR)
		e = type_elt(e);
	return e->kind == TY_INT ? e->i.width : 0;
}

static Value *build_index_cast(Conv *cv, Op *op, Value **ops, Type *rt)
{
	unsigned from = elt_width(conv_type(cv, ops[0]->type)), to = elt_width(rt);
	if (from == to)
		return ops[0];
	OpKind k = to < from ? OP_LLVM_TRUNC : op->kind == OP_ARITH_INDEX_CASTUI ? OP_LLVM_ZEXT : OP_LLVM_SEXT;
	return b_cast(cv, k, ops[0], rt);
}

static void lower_simple(Conv *cv, Op *op)
{
	lower_elementwise(cv, op, build_simple);
}

static void lower_intr(Conv *cv, Op *op)
{
	lower_elementwise(cv, op, build_intr);
}

static void lower_cmp(Conv *cv, Op *op)
{
	lower_elementwise(cv, op, build_cmp);
}

static void lower_index_cast(Conv *cv, Op *op)
{
	lower_elementwise(cv, op, build_index_cast);
}

static void lower_select(Conv *cv, Op *op)
{
	Type *ct = conv_type(cv, op->opnd[0].v->type);
	Type *rt = conv_type(cv, op->res[0].type);
	if (rt && rt->kind == TY_LLVM_ARRAY && ct && ct->kind != TY_LLVM_ARRAY) {
		/* scalar condition on an n-D vector: select the whole aggregate */
		Value *o[3] = { op->opnd[0].v, op->opnd[1].v, op->opnd[2].v };
		replace_op1(cv, op, res0(emit(cv, OP_LLVM_SELECT, 3, o, rt)));
		return;
	}
	lower_elementwise(cv, op, build_simple);
}

static int round_mode(Attr *a)
{
	static const int map[] = { 1, 3, 2, 0, 4 };
	int64_t v = a ? attr_int_sext(a) : 0;
	return v >= 0 && v < 5 ? map[v] : 1;
}

static Value *build_truncf(Conv *cv, Op *op, Value **ops, Type *rt)
{
	Attr *rm = op_attr_s(cv->c, op, "roundingmode");
	if (!rm) {
		Op *n = emit(cv, OP_LLVM_FPTRUNC, 1, ops, rt);
		return &n->res[0];
	}
	Op *n = emit_named(cv, csym(cv, "llvm.intr.experimental.constrained.fptrunc"), 1, ops, rt);
	op_set_attr(cv->c, n, csym(cv, "roundingmode"), attr_int(cv->c, cv->i64, round_mode(rm)));
	op_set_attr(cv->c, n, csym(cv, "fpExceptionBehavior"), attr_int(cv->c, cv->i64, 0));
	return &n->res[0];
}

static void lower_truncf(Conv *cv, Op *op)
{
	lower_elementwise(cv, op, build_truncf);
}

static void lower_constant(Conv *cv, Op *op)
{
	Attr *v = op_attr(op, cv->c->sym[SYM_value]);
	Type *rt = conv_type(cv, op->res[0].type);
	if (!v || !rt) {
		conv_error(cv, op->loc, "failed to legalize operation 'arith.constant'");
		return;
	}
	replace_op1(cv, op, b_lowered_const(cv, rt, v));
}

/* {sum, overflow} = llvm.intr.uadd.with.overflow */
static void lower_addui_extended(Conv *cv, Op *op)
{
	Type *t = conv_type(cv, op->res[0].type), *o = conv_type(cv, op->res[1].type);
	if (!t || !o) {   /* a tensor result, unverified (--no-verify) */
		conv_error(cv, op->loc, "failed to legalize operation '%s': its result type cannot be lowered", op->name->s);
		return;
	}
	Type *st = type_struct(cv->c, 2, (Type *[]){ t, o }, false);
	Value *ops[2] = { op->opnd[0].v, op->opnd[1].v };
	Value *r = res0(emit_named(cv, csym(cv, "llvm.intr.uadd.with.overflow"), 2, ops, st));
	Value *res[2] = { b_extract1(cv, r, 0), b_extract1(cv, r, 1) };
	replace_op(cv, op, res);
}

/* {low, high} of the product computed in twice the width */
static void lower_mul_extended(Conv *cv, Op *op)
{
	Type *t = conv_type(cv, op->res[0].type);
	Type *et = t ? type_elt(t) : NULL;
	if (!t || !et || et->kind != TY_INT || (t->kind != TY_INT && t->kind != TY_VECTOR)) {
		conv_error(cv, op->loc, "failed to legalize operation '%s' on n-D vectors", op->name->s);
		return;
	}
	unsigned w = et->i.width;
	Type *we = type_i(cv->c, 2 * w), *wt = we;
	Attr *sha = attr_int(cv->c, we, w);
	if (t->kind == TY_VECTOR) {
		wt = type_vector(cv->c, 1, t->shaped.shape, t->shaped.scalable, we);
		sha = attr_dense(cv->c, wt, true, 1, &sha);
	}
	OpKind ext = op->kind == OP_ARITH_MULSI_EXTENDED ? OP_LLVM_SEXT : OP_LLVM_ZEXT;
	Value *a = b_cast(cv, ext, op->opnd[0].v, wt);
	Value *b = b_cast(cv, ext, op->opnd[1].v, wt);
	Value *m = b_bin(cv, OP_LLVM_MUL, a, b);
	Value *lo = b_cast(cv, OP_LLVM_TRUNC, m, t);
	Value *sh = b_const(cv, wt, sha);
	Value *hi = b_cast(cv, OP_LLVM_TRUNC, b_bin(cv, OP_LLVM_LSHR, m, sh), t);
	Value *res[2] = { lo, hi };
	replace_op(cv, op, res);
}

/* ceildivsi/floordivsi as MLIR 21+'s arith expansion writes them
 * (GL_DIVS_FIXUP; ceildivui there tests for 0 first): q = a / b, then q + 1 (ceil) or q - 1 (floor) where
 * a != q * b and the signs of a and b are equal (ceil) or differ (floor).
 * The constants where mlir-opt-22 makes them: ceil's 0 and 1 first,
 * floor's 0 after the exactness test and its -1 before the add. */
static Value *expand_divs_fixup(Conv *cv, Type *t, Value *a, Value *b, bool ceil)
{
	Value *zero = ceil ? b_int(cv, t, 0) : NULL, *one = ceil ? b_int(cv, t, 1) : NULL;
	Value *q = b_bin(cv, OP_LLVM_SDIV, a, b);
	Value *inexact = b_icmp(cv, 1, a, b_bin(cv, OP_LLVM_MUL, q, b));
	if (!ceil)
		zero = b_int(cv, t, 0);
	Value *aneg = b_icmp(cv, 2, a, zero), *bneg = b_icmp(cv, 2, b, zero);
	Value *c = b_bin(cv, OP_LLVM_AND, inexact, b_icmp(cv, ceil ? 0 : 1, aneg, bneg));
	return b_select(cv, c, b_bin(cv, OP_LLVM_ADD, q, ceil ? one : b_int(cv, t, -1)), q);
}

/* ceildivsi/ceildivui/floordivsi, which mlir-opt-19's arith lowering
 * leaves alone: expanded as the index dialect's lowering does. */
static void lower_divs(Conv *cv, Op *op)
{
	Type *t = conv_type(cv, op->res[0].type);
	if (!t || t->kind != TY_INT) {
		conv_error(cv, op->loc, "failed to legalize operation '%s' on vectors", op->name->s);
		return;
	}
	Value *n = op->opnd[0].v, *m = op->opnd[1].v, *r;
	bool fixup = gen_of(cv->c->llvm_version)->lowers & GL_DIVS_FIXUP;
	if (fixup && op->kind == OP_ARITH_CEILDIVUI) {
		/* n == 0 ? 0 : (n - 1) / m + 1, the test first */
		Value *zero = b_int(cv, t, 0);
		Value *isz = b_icmp(cv, 0, n, zero);
		Value *one = b_int(cv, t, 1);
		Value *q = b_bin(cv, OP_LLVM_UDIV, b_bin(cv, OP_LLVM_SUB, n, one), m);
		r = b_select(cv, isz, zero, b_bin(cv, OP_LLVM_ADD, q, one));
	} else if (fixup)
		r = expand_divs_fixup(cv, t, n, m, op->kind == OP_ARITH_CEILDIVSI);
	else if (op->kind == OP_ARITH_CEILDIVSI)
		r = expand_ceildivs(cv, t, n, m);
	else if (op->kind == OP_ARITH_CEILDIVUI)
		r = expand_ceildivu(cv, t, n, m);
	else
		r = expand_floordivs(cv, t, n, m);
	replace_op1(cv, op, r);
}

/* The 8-bit float type op works on, if any.  They lower to i8, on
 * which LLVM has no float arithmetic: only constants, bitcasts and
 * selects of them lower (upstream's verifier rejects the rest). */
static Type *f8_arith(Op *op)
{
	if (op->kind == OP_ARITH_CONSTANT || op->kind == OP_ARITH_BITCAST || op->kind == OP_ARITH_SELECT)
		return NULL;
	for (unsigned i = 0; i < op->nopnd; i++)
		if (type_is_f8(type_elt(op->opnd[i].v->type)))
			return type_elt(op->opnd[i].v->type);
	for (unsigned i = 0; i < op->nres; i++)
		if (type_is_f8(type_elt(op->res[i].type)))
			return type_elt(op->res[i].type);
	return NULL;
}

static void lower_arith(Conv *cv, Op *op)
{
	Type *f8 = f8_arith(op);
	if (f8) {
		Out t;
		out_init(&t);
		diag_type(cv->c, &t, f8);
		conv_error(cv, op->loc, "failed to legalize operation '%s': LLVM has no arithmetic on %s (lowered to i8)",
			   op->name->s, t.buf);
		out_free(&t);
		return;
	}
	if (arith_fold(cv, op))
		return;
	if (op->kind == OP_ARITH_BITCAST && (gen_of(cv->c->llvm_version)->lowers & GL_BITCAST_FOLD)
	    && conv_type(cv, op->opnd[0].v->type) == conv_type(cv, op->res[0].type)) {
		/* llvm.bitcast to its own type folds away (memrefs: one descriptor) */
		replace_op1(cv, op, op->opnd[0].v);
		return;
	}
	switch (op->kind) {
	case OP_ARITH_CONSTANT: lower_constant(cv, op); break;
	case OP_ARITH_CMPI: case OP_ARITH_CMPF: lower_cmp(cv, op); break;
	case OP_ARITH_INDEX_CAST: case OP_ARITH_INDEX_CASTUI: lower_index_cast(cv, op); break;
	case OP_ARITH_SELECT: lower_select(cv, op); break;
	case OP_ARITH_TRUNCF: lower_truncf(cv, op); break;
	case OP_ARITH_ADDUI_EXTENDED: lower_addui_extended(cv, op); break;
	case OP_ARITH_MULSI_EXTENDED: case OP_ARITH_MULUI_EXTENDED: lower_mul_extended(cv, op); break;
	case OP_ARITH_CEILDIVSI: case OP_ARITH_CEILDIVUI: case OP_ARITH_FLOORDIVSI: lower_divs(cv, op); break;
	default:
		if (intr_name[op->kind])
			lower_intr(cv, op);
		else
			lower_simple(cv, op);
	}
}

void arith_rewrites(RewriteFn **tab)
{
#define X(id, name, flags) tab[OP_##id] = lower_arith;
	XOPS_ARITH(X)
#undef X
}
