/* verify_types.c - the operand and result type rules of known ops, said
 * as MLIR's verifier says them (called by verify.c before its own checks):
 *
 *   arith binary ops    the operand and result constraints of ArithOps.td
 *   arith.*_extended    those, then the Elementwise trait
 *   arith.constant      its value's type, signless integers, scalable splats
 *   arith.cmpi/cmpf     an i1 result of the operands' shape
 *   arith casts         the operand and result constraints, the tensor
 *                       dimensions, SameOperandsAndResultShape, then
 *                       CastOpInterface's "are cast incompatible"
 *   index.casts/castu   "integer or index", then cast compatibility
 *   llvm.zext/sext      the vector/integer shape and the widening
 *   llvm.bitcast        pointers only to pointers, same address space
 *   llvm.atomicrmw, llvm.cmpxchg, llvm.fence   their value types (as the
 *                       generic form states them) and orderings
 *   llvm.extractelement, llvm.insertelement   the vector's element type
 *   llvm.extractvalue, llvm.insertvalue   the type at the position
 *   llvm.intr.*         the operand and result constraints and the
 *                       SameOperandsAndResult(Element)Type traits of
 *                       MLIR 19's and 22's ops (generated intrinsic_types.h)
 *   llvm.intr.sincos    a struct of two of the operand's type
 *   llvm.intr.masked.gather/scatter   the pointer vector's length
 *   llvm.getelementptr  its dynamic indices, struct indices, indexed types
 *   llvm.call, llvm.invoke   operand and result types, var_callee_type
 *                       against the arguments; llvm.mlir.zero's type
 *   cf/llvm cond_br and switch   their branch weights; llvm.switch's case
 *                       value type
 *   memref ops          alignment attributes, index counts, atomic_rmw's
 *                       kinds, copy's shapes, dim's and rank's operand,
 *                       cast's compatibility
 *
 * Each op reports its first broken rule only, as MLIR stops at it.  What
 * these rules refuse would be printed as LLVM IR that llvm-as rejects. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "xlate/ir.h"

typedef bool (*EltPred)(Type *t);

static bool signless_int(Type *t) { return t->kind == TY_INT && t->i.sign == SIGNLESS; }
static bool float_elt(Type *t) { return type_is_float(t); }
static bool int_or_index(Type *t) { return signless_int(t) || t->kind == TY_INDEX; }
static bool int_or_float(Type *t) { return signless_int(t) || type_is_float(t); }
static bool any_int_or_index(Type *t) { return t->kind == TY_INT || t->kind == TY_INDEX; }

static bool is_value_container(Type *t)
{
	return t->kind == TY_VECTOR || t->kind == TY_TENSOR || t->kind == TY_UTENSOR;
}

static bool is_memref(Type *t) { return t->kind == TY_MEMREF || t->kind == TY_UMEMREF; }

/* ODS's TypeOrValueSemanticsContainer (and "or memref of") */
static bool like(Type *t, EltPred ok, bool memref)
{
	if (is_value_container(t) || (memref && is_memref(t)))
		return ok(type_elt(t));
	if (is_memref(t))
		return false;
	return ok(t);
}

static bool is_shaped(Type *t) { return is_value_container(t) || is_memref(t); }

static bool is_scalable(Type *t)
{
	if (t->kind != TY_VECTOR || !t->shaped.scalable)
		return false;
	for (unsigned i = 0; i < t->shaped.rank; i++)
		if (t->shaped.scalable[i])
			return true;
	return false;
}

/* MLIR's verifyCompatibleShapes of two types */
static bool compatible_shapes(Type *a, Type *b)
{
	if (!is_shaped(a) || !is_shaped(b))
		return !is_shaped(a) && !is_shaped(b);
	if (is_scalable(a) != is_scalable(b))
		return false;
	if (a->kind == TY_UTENSOR || a->kind == TY_UMEMREF || b->kind == TY_UTENSOR || b->kind == TY_UMEMREF)
		return true;
	if (a->shaped.rank != b->shaped.rank)
		return false;
	for (unsigned i = 0; i < a->shaped.rank; i++) {
		int64_t x = a->shaped.shape[i], y = b->shaped.shape[i];
		if (x >= 0 && y >= 0 && x != y)
			return false;
	}
	return true;
}

/* AllMatchSameOperatorPred<["in", "out"], "getShapeIfTensor(...)">: the
 * shapes of ranked tensors, the empty shape of anything else */
static bool same_tensor_dims(Type *a, Type *b)
{
	unsigned na = a->kind == TY_TENSOR ? a->shaped.rank : 0;
	unsigned nb = b->kind == TY_TENSOR ? b->shaped.rank : 0;
	if (na != nb)
		return false;
	for (unsigned i = 0; i < na; i++)
		if (a->shaped.shape[i] != b->shaped.shape[i])
			return false;
	return true;
}

static unsigned bit_width(Type *t)
{
	return t->kind == TY_INT ? t->i.width : type_float_width(t);
}

static void type_error(Ctx *c, Op *op, const char *what, const char *must, Type *t)
{
	Out o;
	out_init(&o);
	diag_type(c, &o, t);
	error_at(c, op->loc, "'%s' op %s must be %s, but got '%s'", op->name->s, what, must, o.buf ? o.buf : "");
	out_free(&o);
}

static void incompatible(Ctx *c, Op *op, Type *in, Type *out)
{
	Out a, b;
	out_init(&a);
	out_init(&b);
	diag_type(c, &a, in);
	diag_type(c, &b, out);
	error_at(c, op->loc, "'%s' op operand type '%s' and result type '%s' are cast incompatible", op->name->s,
	         a.buf ? a.buf : "", b.buf ? b.buf : "");
	out_free(&a);
	out_free(&b);
}

static bool op_error(Ctx *c, Op *op, const char *msg)
{
	error_at(c, op->loc, "'%s' op %s", op->name->s, msg);
	return false;
}

/* The element type of a vector or tensor (and, with memref, a memref),
 * or the type itself if it is no shaped type; NULL otherwise. */
static Type *underlying(Type *t, bool memref)
{
	if (is_value_container(t) || (memref && is_memref(t)))
		return type_elt(t);
	return is_shaped(t) ? NULL : t;
}

/* CastOpInterface's areCastCompatible of an arith cast */
static bool arith_compatible(OpKind k, Type *in, Type *out)
{
	bool memref = k == OP_ARITH_INDEX_CAST || k == OP_ARITH_INDEX_CASTUI || k == OP_ARITH_BITCAST;
	Type *a = underlying(in, memref), *b = underlying(out, memref);
	if (!a || !b || !compatible_shapes(in, out))
		return false;
	switch (k) {
	case OP_ARITH_EXTSI: case OP_ARITH_EXTUI:
		return a->kind == TY_INT && b->kind == TY_INT && b->i.width > a->i.width;
	case OP_ARITH_TRUNCI:
		return a->kind == TY_INT && b->kind == TY_INT && b->i.width < a->i.width;
	case OP_ARITH_EXTF:
		return type_is_float(a) && type_is_float(b) && bit_width(b) > bit_width(a);
	case OP_ARITH_TRUNCF:
		return type_is_float(a) && type_is_float(b) && bit_width(b) < bit_width(a);
	case OP_ARITH_SITOFP: case OP_ARITH_UITOFP:
		return a->kind == TY_INT && type_is_float(b);
	case OP_ARITH_FPTOSI: case OP_ARITH_FPTOUI:
		return type_is_float(a) && b->kind == TY_INT;
	case OP_ARITH_INDEX_CAST: case OP_ARITH_INDEX_CASTUI:
		return (a->kind == TY_INDEX && signless_int(b)) || (signless_int(a) && b->kind == TY_INDEX);
	case OP_ARITH_BITCAST:
		return (a->kind == TY_INT || type_is_float(a)) && (b->kind == TY_INT || type_is_float(b)) &&
		       bit_width(a) == bit_width(b);
	default:
		return true;
	}
}

static bool verify_arith_cast(Ctx *c, Op *op, Type *in, Type *out)
{
	EltPred pin, pout;
	const char *din, *dout;
	bool memref = false;
	static const char sfwi[] = "signless-fixed-width-integer-like", fl[] = "floating-point-like";
	switch (op->kind) {
	case OP_ARITH_EXTSI: case OP_ARITH_EXTUI: case OP_ARITH_TRUNCI:
		pin = pout = signless_int, din = dout = sfwi;
		break;
	case OP_ARITH_EXTF: case OP_ARITH_TRUNCF:
		pin = pout = float_elt, din = dout = fl;
		break;
	case OP_ARITH_SITOFP: case OP_ARITH_UITOFP:
		pin = signless_int, din = sfwi, pout = float_elt, dout = fl;
		break;
	case OP_ARITH_FPTOSI: case OP_ARITH_FPTOUI:
		pin = float_elt, din = fl, pout = signless_int, dout = sfwi;
		break;
	case OP_ARITH_INDEX_CAST: case OP_ARITH_INDEX_CASTUI:
		pin = pout = int_or_index, memref = true;
		din = dout = "signless-integer-like or memref of signless-integer";
		break;
	default:   /* OP_ARITH_BITCAST */
		pin = pout = int_or_float, memref = true;
		din = dout = "signless-integer-or-float-like or memref of signless-integer or float";
		break;
	}
	if (!like(in, pin, memref)) {
		type_error(c, op, "operand #0", din, in);
		return false;
	}
	if (!like(out, pout, memref)) {
		type_error(c, op, "result #0", dout, out);
		return false;
	}
	if (!same_tensor_dims(in, out)) {
		error_at(c, op->loc, "'%s' op failed to verify that input and output have the same tensor dimensions",
		         op->name->s);
		return false;
	}
	if (!compatible_shapes(in, out)) {
		error_at(c, op->loc, "'%s' op requires the same shape for all operands and results", op->name->s);
		return false;
	}
	if (!arith_compatible(op->kind, in, out)) {
		incompatible(c, op, in, out);
		return false;
	}
	return true;
}

static bool is_llvm_vector(Type *t) { return t->kind == TY_VECTOR || t->kind == TY_LLVM_VEC; }

/* LLVM's ZExtOp/SExtOp verifier (verifyExtOp) */
static bool verify_llvm_ext(Ctx *c, Op *op, Type *in, Type *out)
{
	bool vin = is_llvm_vector(in), vout = is_llvm_vector(out);
	if (vin && vout) {
		if (type_num_elements(in) != type_num_elements(out) || is_scalable(in) != is_scalable(out)) {
			error_at(c, op->loc, "input and output vectors are of incompatible shape");
			return false;
		}
	} else if (vin) {
		error_at(c, op->loc, "input type is a vector but output type is an integer");
		return false;
	} else if (vout) {
		error_at(c, op->loc, "input type is an integer but output type is a vector");
		return false;
	}
	Type *a = type_elt(in), *b = type_elt(out);
	if (a->kind == TY_INT && b->kind == TY_INT && b->i.width <= a->i.width) {
		error_at(c, op->loc, "integer width of the output type is smaller or equal to the integer width of the input type");
		return false;
	}
	return true;
}

/* LLVM's BitcastOp::verify */
static bool verify_llvm_bitcast(Ctx *c, Op *op, Type *in, Type *out)
{
	Type *a = type_elt(in), *b = type_elt(out);
	bool pa = a->kind == TY_LLVM_PTR, pb = b->kind == TY_LLVM_PTR;
	const char *msg = NULL;
	if (pa != pb)
		msg = "can only cast pointers from and to pointers";
	else if (!pa)
		return true;
	else if (is_llvm_vector(out) && !is_llvm_vector(in))
		msg = "cannot cast pointer to vector of pointers";
	else if (!is_llvm_vector(out) && is_llvm_vector(in))
		msg = "cannot cast vector of pointers to pointer";
	else if (a->ptr.addrspace != b->ptr.addrspace)
		msg = "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead";
	if (msg)
		error_at(c, op->loc, "'%s' op %s", op->name->s, msg);
	return !msg;
}

/* Arith_IntBinaryOp / Arith_FloatBinaryOp / negf: each operand, then the
 * result, "signless-integer-like" or "floating-point-like" */
static bool verify_arith_binary(Ctx *c, Op *op, bool fl)
{
	EltPred ok = fl ? float_elt : int_or_index;
	const char *must = fl ? "floating-point-like" : "signless-integer-like";
	char what[32];
	for (unsigned i = 0; i < op->nopnd; i++)
		if (op->opnd[i].v && !like(op->opnd[i].v->type, ok, false)) {
			snprintf(what, sizeof what, "operand #%u", i);
			type_error(c, op, what, must, op->opnd[i].v->type);
			return false;
		}
	if (op->nres == 1 && !like(op->res[0].type, ok, false)) {
		type_error(c, op, "result #0", must, op->res[0].type);
		return false;
	}
	return true;
}

/* The Elementwise trait (OpTrait::impl::verifyElementwise) */
static bool verify_elementwise(Ctx *c, Op *op)
{
	Type *first = NULL;
	unsigned nres = 0, nopnd = 0;
	bool same = true;
	for (unsigned i = 0; i < op->nopnd + op->nres; i++) {
		Type *t = i < op->nopnd ? (op->opnd[i].v ? op->opnd[i].v->type : NULL) : op->res[i - op->nopnd].type;
		if (!t || !is_value_container(t))
			continue;
		i < op->nopnd ? nopnd++ : nres++;
		if (!first)
			first = t;
		else if (t->kind != first->kind || !compatible_shapes(first, t))
			same = false;
	}
	if (!nres && !nopnd)
		return true;
	if (!nopnd)
		return op_error(c, op, "if a result is non-scalar, then at least one operand must be non-scalar");
	if (!nres)
		return op_error(c, op, "if an operand is non-scalar, then there must be at least one non-scalar result");
	if (nres != op->nres)
		return op_error(c, op, "if an operand is non-scalar, then all results must be non-scalar");
	if (!same)
		return op_error(c, op, "all non-scalar operands/results must have the same shape and base type");
	return true;
}

/* arith.addui_extended, mulsi_extended, mului_extended: operands and
 * results of their constraints (addui_extended's overflow bool-like),
 * then Elementwise */
static bool verify_arith_extended(Ctx *c, Op *op)
{
	if (op->nopnd != 2 || op->nres != 2)
		return true;
	for (unsigned i = 0; i < 2; i++)
		if (op->opnd[i].v && !like(op->opnd[i].v->type, int_or_index, false)) {
			type_error(c, op, i ? "operand #1" : "operand #0", "signless-integer-like", op->opnd[i].v->type);
			return false;
		}
	if (!like(op->res[0].type, int_or_index, false)) {
		type_error(c, op, "result #0", "signless-integer-like", op->res[0].type);
		return false;
	}
	bool add = op->kind == OP_ARITH_ADDUI_EXTENDED;
	Type *r1 = op->res[1].type, *e1 = is_value_container(r1) ? type_elt(r1) : r1;
	if (add ? !(e1->kind == TY_INT && e1->i.width == 1 && e1->i.sign == SIGNLESS) : !like(r1, int_or_index, false)) {
		type_error(c, op, "result #1", add ? "bool-like" : "signless-integer-like", r1);
		return false;
	}
	/* AllTypesMatch<["lhs", "rhs", "sum"]> (mul: "low", "high" too) */
	Type *t = op->opnd[0].v ? op->opnd[0].v->type : NULL;
	if (t && ((op->opnd[1].v && op->opnd[1].v->type != t) || op->res[0].type != t || (!add && r1 != t))) {
		error_at(c, op->loc, "'%s' op failed to verify that all of {lhs, rhs, %s} have same type", op->name->s,
		         add ? "sum" : "low, high");
		return false;
	}
	return verify_elementwise(c, op);
}

/* AllTypesMatch<["value", "result"]>, then ConstantOp::verify */
static bool verify_arith_constant(Ctx *c, Op *op)
{
	Attr *val = op_attr(op, c->sym[SYM_value]);
	if (!val || op->nres != 1)
		return true;
	Type *t = op->res[0].type;
	const char *msg = NULL;
	if ((val->type || val->kind == ATTR_STRING) && val->type != t)
		msg = "failed to verify that all of {value, result} have same type";
	else if (t->kind == TY_INT && t->i.sign != SIGNLESS)
		msg = "integer return type must be signless";
	else if (is_scalable(t) && val->kind == ATTR_DENSE && !val->splat)
		msg = "intializing scalable vectors with elements attribute is not supported unless it's a vector splat";
	if (msg)
		error_at(c, op->loc, "'arith.constant' op %s", msg);
	return !msg;
}

/* arith.cmpi/cmpf: the predicate attribute (an i64 case of the enum),
 * the operands' constraint, then (after the result's own bool-like
 * constraint, which verify.c checks) TypesMatchWith<"result type has i1
 * element type and same shape as operands", "lhs", "result",
 * "getI1SameShape($_self)"> */
static bool verify_arith_cmp(Ctx *c, Op *op)
{
	bool fl = op->kind == OP_ARITH_CMPF;
	Attr *p = op_attr(op, c->sym[SYM_predicate]);
	if (!p) {
		error_at(c, op->loc, "'%s' op requires attribute 'predicate'", op->name->s);
		return false;
	}
	if (p->kind != ATTR_INT || p->type != type_i(c, 64) || attr_int_zext(p) > (fl ? 15u : 9u)) {
		error_at(c, op->loc, "'%s' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless "
		         "integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9%s", op->name->s, fl ? ", 10, 11, 12, 13, 14, 15" : "");
		return false;
	}
	EltPred ok = fl ? float_elt : int_or_index;
	for (unsigned i = 0; i < op->nopnd; i++)
		if (op->opnd[i].v && !like(op->opnd[i].v->type, ok, false)) {
			char what[32];
			snprintf(what, sizeof what, "operand #%u", i);
			type_error(c, op, what, fl ? "floating-point-like" : "signless-integer-like", op->opnd[i].v->type);
			return false;
		}
	if (op->nopnd < 1 || !op->opnd[0].v || op->nres != 1)
		return true;
	Type *t = op->opnd[0].v->type, *i1 = type_i(c, 1), *want = i1;
	if (t->kind == TY_VECTOR)
		want = type_vector(c, t->shaped.rank, t->shaped.shape, t->shaped.scalable, i1);
	else if (t->kind == TY_TENSOR)
		want = type_tensor(c, t->shaped.rank, t->shaped.shape, i1, t->shaped.encoding);
	else if (t->kind == TY_UTENSOR)
		want = type_utensor(c, i1);
	Type *r = op->res[0].type;
	if (r == want || type_elt(r)->kind != TY_INT || type_elt(r)->i.width != 1)
		return true;   /* a result that is no i1-like is verify.c's "bool-like" */
	error_at(c, op->loc, "'%s' op failed to verify that result type has i1 element type and same shape as operands",
	         op->name->s);
	return false;
}

static bool verify_cast(Ctx *c, Op *op)
{
	if (op->nopnd != 1 || op->nres != 1 || !op->opnd[0].v)
		return true;   /* the counts are the generic checks' concern */
	Type *in = op->opnd[0].v->type, *out = op->res[0].type;
	switch (op->kind) {
	case OP_ARITH_EXTSI: case OP_ARITH_EXTUI: case OP_ARITH_TRUNCI:
	case OP_ARITH_EXTF: case OP_ARITH_TRUNCF:
	case OP_ARITH_SITOFP: case OP_ARITH_UITOFP: case OP_ARITH_FPTOSI: case OP_ARITH_FPTOUI:
	case OP_ARITH_INDEX_CAST: case OP_ARITH_INDEX_CASTUI: case OP_ARITH_BITCAST:
		return verify_arith_cast(c, op, in, out);
	case OP_INDEX_CASTS: case OP_INDEX_CASTU:
		if (!any_int_or_index(in)) {
			type_error(c, op, "operand #0", "integer or index", in);
			return false;
		}
		if (!any_int_or_index(out)) {
			type_error(c, op, "result #0", "integer or index", out);
			return false;
		}
		if ((in->kind == TY_INDEX) == (out->kind == TY_INDEX)) {
			incompatible(c, op, in, out);
			return false;
		}
		return true;
	case OP_LLVM_ZEXT: case OP_LLVM_SEXT:
		return verify_llvm_ext(c, op, in, out);
	case OP_LLVM_BITCAST:
		return verify_llvm_bitcast(c, op, in, out);
	default:
		return true;
	}
}

/* The orderings of AtomicOrdering, by value */
enum { ORD_NOT_ATOMIC, ORD_UNORDERED, ORD_MONOTONIC, ORD_ACQUIRE = 4, ORD_RELEASE, ORD_ACQ_REL, ORD_SEQ_CST };

static int64_t ordering(Ctx *c, Op *op, const char *name)
{
	Attr *a = op_attr_s(c, op, name);
	return a && a->kind == ATTR_INT ? attr_int_sext(a) : -1;
}

/* isTypeCompatibleWithAtomicOp: an integer, pointer or float of a power
 * of two bits, 8 or more */
static bool atomic_type(Type *t)
{
	unsigned bits = t->kind == TY_INT ? t->i.width : t->kind == TY_LLVM_PTR ? 64 : type_float_width(t);
	return bits >= 8 && !(bits & (bits - 1));
}

/* AtomicRMWOp: TypesMatchWith (result and value), then its verifier */
static bool verify_llvm_atomicrmw(Ctx *c, Op *op)
{
	if (op->nopnd != 2 || !op->opnd[1].v || op->nres != 1)
		return true;
	Type *t = op->opnd[1].v->type;
	bool fixed_vec = (t->kind == TY_VECTOR && !is_scalable(t)) || (t->kind == TY_LLVM_VEC && !t->llvec.scalable);
	if (!type_is_float(t) && t->kind != TY_LLVM_PTR && !signless_int(t) && !fixed_vec) {
		type_error(c, op, "operand #1", "floating point LLVM type or LLVM pointer type or signless integer or LLVM "
		           "dialect-compatible fixed-length vector type", t);
		return false;
	}
	if (op->res[0].type != t)
		return op_error(c, op, "failed to verify that result #0 and operand #1 have the same type");
	int64_t b = ordering(c, op, "bin_op");
	if (b == 11 || b == 12 || b == 13 || b == 14 || b == 19 || b == 20) {   /* fadd fsub fmax fmin fmaximum fminimum */
		if (is_llvm_vector(t)) {
			if (is_scalable(t) || (t->kind == TY_LLVM_VEC && t->llvec.scalable))
				return op_error(c, op, "expected LLVM IR fixed vector type");
			if (!type_is_float(type_elt(t)))
				return op_error(c, op, "expected LLVM IR floating point type for vector element");
		} else if (!type_is_float(t)) {
			return op_error(c, op, "expected LLVM IR floating point type");
		}
	} else if (b == 0) {   /* xchg */
		if (!atomic_type(t))
			return op_error(c, op, "unexpected LLVM IR type for 'xchg' bin_op");
	} else if (t->kind != TY_INT || (t->i.width != 8 && t->i.width != 16 && t->i.width != 32 && t->i.width != 64)) {
		return op_error(c, op, "expected LLVM IR integer type");
	}
	int64_t o = ordering(c, op, "ordering");
	if (o >= 0 && o < ORD_MONOTONIC)
		return op_error(c, op, "expected at least 'monotonic' ordering");
	return true;
}

/* AtomicCmpXchgOp: its TypesMatchWith and PredOpTrait, then its verifier */
static bool verify_llvm_cmpxchg(Ctx *c, Op *op)
{
	if (op->nopnd != 3 || !op->opnd[1].v || !op->opnd[2].v || op->nres != 1)
		return true;
	Type *t = op->opnd[2].v->type, *r = op->res[0].type;
	for (unsigned i = 1; i < 3; i++)
		if (!signless_int(op->opnd[i].v->type) && op->opnd[i].v->type->kind != TY_LLVM_PTR) {
			type_error(c, op, i == 1 ? "operand #1" : "operand #2", "signless integer or LLVM pointer type",
			           op->opnd[i].v->type);
			return false;
		}
	if (op->opnd[1].v->type != t)
		return op_error(c, op, "failed to verify that operand #1 and operand #2 have the same type");
	if (r->kind != TY_LLVM_STRUCT || r->st.name || r->st.n != 2 || r->st.elts[0] != t || r->st.elts[1] != type_i(c, 1))
		return op_error(c, op, "failed to verify that result #0 has an LLVM struct type consisting of the type of "
		                "operand #2 and a bool");
	if (!atomic_type(t))
		return op_error(c, op, "unexpected LLVM IR type");
	int64_t s = ordering(c, op, "success_ordering"), f = ordering(c, op, "failure_ordering");
	if ((s >= 0 && s < ORD_MONOTONIC) || (f >= 0 && f < ORD_MONOTONIC))
		return op_error(c, op, "ordering must be at least 'monotonic'");
	if (f == ORD_RELEASE || f == ORD_ACQ_REL)
		return op_error(c, op, "failure ordering cannot be 'release' or 'acq_rel'");
	return true;
}

static bool verify_llvm_element(Ctx *c, Op *op)
{
	bool ext = op->kind == OP_LLVM_EXTRACTELEMENT;
	if (op->nopnd != (ext ? 2u : 3u) || !op->opnd[0].v || !op->opnd[1].v || op->nres != 1)
		return true;
	Type *v = op->opnd[0].v->type;
	if (!is_llvm_vector(v) || type_elt(v) == (ext ? op->res[0].type : op->opnd[1].v->type))
		return true;
	return op_error(c, op, ext ? "failed to verify that result type matches vector element type"
	                           : "failed to verify that argument type matches vector element type");
}

/* The type at position pos (array<i64: ...>) of an aggregate; NULL after
 * MLIR's error (getInsertExtractValueElementType) for one out of bounds
 * or past a scalar.  (The custom form's parser reports them first.) */
static Type *value_at(Ctx *c, Op *op, Type *t, Attr *pos)
{
	for (unsigned i = 0; t && i < pos->arr.n; i++) {
		int64_t k = attr_int_sext(pos->arr.elts[i]);
		uint64_t n = t->kind == TY_LLVM_STRUCT ? t->st.n : t->kind == TY_LLVM_ARRAY ? t->arr.n : 0;
		if (t->kind != TY_LLVM_STRUCT && t->kind != TY_LLVM_ARRAY) {
			Out a;
			out_init(&a);
			diag_type(c, &a, t);
			error_at(c, op->loc, "'%s' op expected LLVM IR structure/array type, got: '%s'", op->name->s,
			         a.buf ? a.buf : "");
			out_free(&a);
			return NULL;
		}
		if (k < 0 || (uint64_t)k >= n) {
			error_at(c, op->loc, "'%s' op position out of bounds: %lld", op->name->s, (long long)k);
			return NULL;
		}
		t = t->kind == TY_LLVM_STRUCT ? t->st.elts[k] : t->arr.elt;
	}
	return t;
}

/* ExtractValueOp / InsertValueOp::verify: the type at the position */
static bool verify_llvm_aggregate(Ctx *c, Op *op)
{
	bool ext = op->kind == OP_LLVM_EXTRACTVALUE;
	Attr *pos = op_attr_s(c, op, "position");
	if (!pos || pos->kind != ATTR_DENSE_ARRAY || op->nopnd != (ext ? 1u : 2u) || !op->opnd[0].v || op->nres != 1 ||
	    (!ext && !op->opnd[1].v))
		return true;
	Type *agg = op->opnd[0].v->type, *at = value_at(c, op, agg, pos);
	Type *got = ext ? op->res[0].type : op->opnd[1].v->type;
	if (!at)
		return false;
	if (at == got)
		return true;
	Out a, b, r;
	out_init(&a);
	out_init(&b);
	out_init(&r);
	diag_type(c, &a, agg);
	diag_type(c, &b, at);
	diag_type(c, &r, got);
	if (ext)
		error_at(c, op->loc, "'%s' op Type mismatch: extracting from '%s' should produce '%s' but this op returns '%s'",
		         op->name->s, a.buf ? a.buf : "", b.buf ? b.buf : "", r.buf ? r.buf : "");
	else
		error_at(c, op->loc, "'%s' op Type mismatch: cannot insert '%s' into '%s'", op->name->s, r.buf ? r.buf : "",
		         a.buf ? a.buf : "");
	out_free(&a);
	out_free(&b);
	out_free(&r);
	return false;
}

/* ---- llvm.intr.*: the ODS constraints of intrinsic_types.h */

#include "ir/intrinsic_types.h"

enum { G19 = 1, G22 = 2 };

typedef struct IntrTypes {
	const char *op;
	unsigned gens;
	const char *opnds, *res, *trait;
} IntrTypes;

static const IntrTypes intr_types[] = {
#define ROW(op, gens, opnds, res, trait) {op, gens, opnds, res, trait},
	XINTRINSIC_TYPES(ROW)
#undef ROW
};

static const struct { char code; const char *words; } intr_constraints[] = {
#define ROW(code, words) {code, words},
	XINTRINSIC_CONSTRAINTS(ROW)
#undef ROW
};

static int intr_types_cmp(const void *key, const void *row)
{
	return strcmp(key, ((const IntrTypes *)row)->op);
}

/* An LLVM dialect-compatible vector's element type, or NULL. */
static Type *llvm_vec_elt(Type *t)
{
	if (t->kind == TY_VECTOR && t->shaped.rank == 1)
		return t->shaped.elt;
	return t->kind == TY_LLVM_VEC ? t->llvec.elt : NULL;
}

static bool llvm_float(Type *t) { return type_is_float(t) || t->kind == TY_LLVM_PPC_FP128; }
static bool int_w(Type *t, unsigned w) { return signless_int(t) && t->i.width == w; }

/* Whether t meets the constraint of code k (intr_constraints). */
static bool intr_meets(char k, Type *t)
{
	Type *e = llvm_vec_elt(t);
	switch (k) {
	case 'F': return llvm_float(t) || (e && llvm_float(e));
	case 'I': return signless_int(t) || (e && signless_int(e));
	case 'i': return signless_int(t);
	case 'P': return t->kind == TY_LLVM_PTR;
	case '0': return t->kind == TY_LLVM_PTR && t->ptr.addrspace == 0;
	case 'b': return int_w(t, 8);
	case 'c': return int_w(t, 1);
	case 'h': return int_w(t, 16);
	case 'w': return int_w(t, 32);
	case 'q': return int_w(t, 64);
	case 'f': return e && type_is_float(e);
	case 'v': return e && signless_int(e);
	case 'p': return e && e->kind == TY_LLVM_PTR;
	case 'm': return e && int_w(e, 1);
	case 'M': return int_w(t, 1) || (e && int_w(e, 1));
	case 'V': return e != NULL;
	case 'T': return type_is_llvm_compatible(t);
	case 'k': return t->kind == TY_LLVM_TOKEN;
	case 'x': return intr_meets('F', t) || intr_meets('I', t);
	case 'S': return intr_meets('I', t) || intr_meets('Q', t);
	case 'Q': return t->kind == TY_LLVM_PTR || (e && e->kind == TY_LLVM_PTR);
	case 'A': return t->kind == TY_LLVM_PTR || signless_int(t) || llvm_float(t);
	case 'o': return llvm_float(t);
	case 'O': return type_is_float(t);
	case 'n': return t->kind == TY_INT || (e && e->kind == TY_INT);
	default: return true;
	}
}

static bool intr_check(Ctx *c, Op *op, const char *what, char k, Type *t)
{
	if (intr_meets(k, t))
		return true;
	for (size_t i = 0; i < sizeof intr_constraints / sizeof *intr_constraints; i++)
		if (intr_constraints[i].code == k)
			type_error(c, op, what, intr_constraints[i].words, t);
	return false;
}

/* The row of llvm.intr.<name> at the release of c (MLIR 19's for 14). */
static const IntrTypes *intr_row(Ctx *c, const char *name)
{
	unsigned mask = c->llvm_version >= 22 ? G22 : G19;
	const IntrTypes *r = bsearch(name, intr_types, sizeof intr_types / sizeof *intr_types, sizeof *intr_types,
	                             intr_types_cmp);
	while (r && r > intr_types && !strcmp(r[-1].op, name))
		r--;
	while (r && r < intr_types + sizeof intr_types / sizeof *intr_types && !strcmp(r->op, name) && !(r->gens & mask))
		r++;
	if (!r || r == intr_types + sizeof intr_types / sizeof *intr_types || strcmp(r->op, name))
		return NULL;
	return r;
}

Type *intr_operand_type(Ctx *c, const char *op, unsigned i)
{
	static const char codes[] = "cbhwq";
	static const unsigned widths[] = {1, 8, 16, 32, 64};
	const IntrTypes *r = intr_row(c, op);
	if (!r || i >= strlen(r->opnds))
		return NULL;
	if (r->opnds[i] == 'k')
		return type_simple(c, TY_LLVM_TOKEN);
	const char *k = strchr(codes, r->opnds[i]);
	return k && *k ? type_i(c, widths[k - codes]) : NULL;
}

/* An llvm.intr.* op's operands and result against its row of the
 * release's data (MLIR 19's for 14), then the row's trait. */
static bool verify_llvm_intr_types(Ctx *c, Op *op)
{
	const IntrTypes *r = intr_row(c, op->name->s + strlen("llvm.intr."));
	if (!r)
		return true;
	char what[32];
	for (unsigned i = 0; r->opnds[i] && i < op->nopnd; i++) {
		snprintf(what, sizeof what, "operand #%u", i);
		if (op->opnd[i].v && !intr_check(c, op, what, r->opnds[i], op->opnd[i].v->type))
			return false;
	}
	if (*r->res && op->nres == 1 && !intr_check(c, op, "result #0", *r->res, op->res[0].type))
		return false;
	if (*r->trait && op->nres == 1) {
		bool elt = *r->trait == 'E';
		Type *t = elt ? type_elt(op->res[0].type) : op->res[0].type;
		for (unsigned i = 0; i < op->nopnd; i++) {
			Type *u = op->opnd[i].v ? op->opnd[i].v->type : t;
			if ((elt ? type_elt(u) : u) != t)
				return op_error(c, op, elt ? "requires the same element type for all operands and results"
				                           : "requires the same type for all operands and results");
		}
	}
	return true;
}

/* llvm.intr.masked.gather/scatter (MLIR 20+'s vector<Nx!llvm.ptr>): the
 * pointers as many as the result's (the value's) elements, as scalable */
static bool verify_llvm_gather_ptrs(Ctx *c, Op *op)
{
	bool gather = !strcmp(op->name->s, "llvm.intr.masked.gather");
	if ((!gather && strcmp(op->name->s, "llvm.intr.masked.scatter")) || gen_of(c->llvm_version)->llvm_vec ||
	    op->nopnd < 2 || !op->opnd[0].v || !op->opnd[1].v || (gather && op->nres != 1))
		return true;
	Type *ptrs = op->opnd[gather ? 0 : 1].v->type, *ref = gather ? op->res[0].type : op->opnd[0].v->type;
	if (ptrs->kind != TY_VECTOR || ptrs->shaped.rank != 1 || ref->kind != TY_VECTOR || ref->shaped.rank != 1)
		return true;
	bool psc = ptrs->shaped.scalable && ptrs->shaped.scalable[0];
	bool rsc = ref->shaped.scalable && ref->shaped.scalable[0];
	if (ptrs->shaped.shape[0] == ref->shaped.shape[0] && psc == rsc)
		return true;
	Out o;
	out_init(&o);
	diag_type(c, &o, ptrs->shaped.elt);
	error_at(c, op->loc, "'%s' op expected operand #%d type to be 'vector<%s%lld%sx%s>'", op->name->s,
	         gather ? 1 : 2, rsc ? "[" : "", (long long)ref->shaped.shape[0], rsc ? "]" : "", o.buf ? o.buf : "");
	out_free(&o);
	return false;
}

/* llvm.intr.sincos: its result a struct of two of the operand's type */
static bool verify_llvm_sincos(Ctx *c, Op *op)
{
	if (strcmp(op->name->s, "llvm.intr.sincos") != 0 || op->nopnd != 1 || !op->opnd[0].v || op->nres != 1)
		return true;
	Type *t = op->opnd[0].v->type, *r = op->res[0].type;
	if (r->kind == TY_LLVM_STRUCT && r->st.n == 2 && r->st.elts[0] == t && r->st.elts[1] == t)
		return true;
	return op_error(c, op, "expected result type to be an homogeneous struct with two elements matching the operand type");
}

/* GEPOp::verify: as many dynamic indices as rawConstantIndices marks,
 * then verifyStructIndices from index 1 over elem_type */
static bool verify_llvm_gep(Ctx *c, Op *op)
{
	/* MLIR 20+'s flags as written in the generic form (mlir/props.c reads
	 * the others as inbounds, nusw, nuw) */
	Attr *nw = op_attr_s(c, op, "noWrapFlags");
	if (nw && nw->kind == ATTR_INT && (attr_int_zext(nw) & 3) == 1)
		return op_error(c, op, "'inbounds_flag' cannot be used directly.");
	Attr *raw = op_attr_s(c, op, "rawConstantIndices"), *et = op_attr_s(c, op, "elem_type");
	if (!raw || raw->kind != ATTR_DENSE_ARRAY || !op->nopnd)
		return true;
	unsigned ndyn = 0;
	for (unsigned i = 0; i < raw->arr.n; i++)
		ndyn += attr_int_sext(raw->arr.elts[i]) == INT32_MIN;
	if (ndyn != op->nopnd - 1)
		return op_error(c, op, "expected as many dynamic indices as specified in 'rawConstantIndices'");
	if (!et || et->kind != ATTR_TYPE)
		return true;
	Type *t = et->ty;
	for (unsigned i = 1; i < raw->arr.n; i++) {
		int64_t x = attr_int_sext(raw->arr.elts[i]);
		if (t->kind == TY_LLVM_STRUCT) {
			if (x == INT32_MIN) {
				error_at(c, op->loc, "'%s' op expected index %u indexing a struct to be constant", op->name->s, i);
				return false;
			}
			if (x < 0 || (uint64_t)x >= t->st.n) {
				error_at(c, op->loc, "'%s' op index %u indexing a struct is out of bounds", op->name->s, i);
				return false;
			}
			t = t->st.elts[x];
		} else if (is_llvm_vector(t) || t->kind == TY_LLVM_ARRAY) {
			t = type_elt(t);
		} else {
			Out o;
			out_init(&o);
			diag_type(c, &o, t);
			error_at(c, op->loc, "'%s' op type '%s' cannot be indexed (index #%u)", op->name->s, o.buf ? o.buf : "", i);
			out_free(&o);
			return false;
		}
	}
	return true;
}

/* llvm.call's ODS constraints (LLVM dialect-compatible operand and
 * result types) and an indirect call's callee operand */
static bool verify_llvm_call_types(Ctx *c, Op *op)
{
	for (unsigned i = 0; i < op->nopnd; i++)
		if (op->opnd[i].v && !type_is_llvm_compatible(op->opnd[i].v->type)) {
			char what[32];
			snprintf(what, sizeof what, "operand #%u", i);
			type_error(c, op, what, "variadic of LLVM dialect-compatible type", op->opnd[i].v->type);
			return false;
		}
	if (op->nres == 1 && !type_is_llvm_compatible(op->res[0].type)) {
		type_error(c, op, "result #0", "LLVM dialect-compatible type", op->res[0].type);
		return false;
	}
	if (!op_attr(op, c->sym[SYM_callee]) && !op->nopnd)
		return op_error(c, op, "must have either a `callee` attribute or at least an operand");
	return true;
}

/* verifyCallOpVarCalleeType: var_callee_type against the arguments (the
 * operands less an indirect callee, the successors' and the bundles') and
 * the result */
static bool verify_var_callee(Ctx *c, Op *op)
{
	Attr *vt = op_attr_s(c, op, "var_callee_type");
	if (!vt || vt->kind != ATTR_TYPE || vt->ty->kind != TY_LLVM_FUNC)
		return true;
	Type *f = vt->ty;
	unsigned first = op_attr(op, c->sym[SYM_callee]) ? 0 : 1, n = op->nopnd;
	for (unsigned i = 0; i < op->nsucc; i++)
		n -= op->succs[i].n <= n ? op->succs[i].n : n;
	Attr *bs = op_attr_s(c, op, "op_bundle_sizes");
	for (unsigned i = 0; bs && bs->kind == ATTR_DENSE_ARRAY && i < bs->arr.n; i++)
		n -= n >= attr_int_zext(bs->arr.elts[i]) ? (unsigned)attr_int_zext(bs->arr.elts[i]) : n;
	n = n > first ? n - first : 0;
	if (!f->llfn.vararg)
		return op_error(c, op, "expected var_callee_type to be a variadic function type");
	if (f->llfn.n > n) {
		error_at(c, op->loc, "'%s' op expected var_callee_type to have at most %u parameters", op->name->s, n);
		return false;
	}
	for (unsigned i = 0; i < f->llfn.n; i++) {
		Value *a = op->opnd[first + i].v;
		if (a && a->type != f->llfn.params[i]) {
			Out x, y;
			out_init(&x);
			out_init(&y);
			diag_type(c, &x, f->llfn.params[i]);
			diag_type(c, &y, a->type);
			error_at(c, op->loc, "'%s' op var_callee_type parameter type mismatch: '%s' != '%s'", op->name->s,
			         x.buf ? x.buf : "", y.buf ? y.buf : "");
			out_free(&x);
			out_free(&y);
			return false;
		}
	}
	bool is_void = !f->llfn.ret || f->llfn.ret->kind == TY_LLVM_VOID;
	if (!op->nres && !is_void)
		return op_error(c, op, "expected var_callee_type to return void");
	if (op->nres && op->res[0].type != f->llfn.ret) {
		Out x, y;
		out_init(&x);
		out_init(&y);
		diag_type(c, &x, f->llfn.ret);
		diag_type(c, &y, op->res[0].type);
		error_at(c, op->loc, "'%s' op var_callee_type return type mismatch: '%s' != '%s'", op->name->s,
		         x.buf ? x.buf : "", y.buf ? y.buf : "");
		out_free(&x);
		out_free(&y);
		return false;
	}
	return true;
}

/* WeightedBranchOpInterface's verifyWeights, then (llvm.switch) the case
 * values' type */
static bool verify_branch_weights(Ctx *c, Op *op)
{
	Attr *w = op_attr_s(c, op, "branch_weights");
	if (w && w->kind == ATTR_DENSE_ARRAY && w->arr.n) {
		if (w->arr.n != op->nsucc) {
			error_at(c, op->loc, "expects number of branch weights to match number of successors: %u vs %u", w->arr.n,
			         op->nsucc);
			return false;
		}
		bool zero = true;
		for (unsigned i = 0; i < w->arr.n; i++)
			zero = zero && !attr_int_zext(w->arr.elts[i]);
		if (zero) {
			error_at(c, op->loc, "branch weights cannot all be zero");
			return false;
		}
	}
	Attr *cv = op->kind == OP_LLVM_SWITCH ? op_attr_s(c, op, "case_values") : NULL;
	if (cv && cv->type && op->nopnd && op->opnd[0].v && type_elt(cv->type) != op->opnd[0].v->type) {
		error_at(c, op->loc, "expects case value type to match condition value type");
		return false;
	}
	return true;
}

/* The element type of a (ranked or unranked) memref, or NULL */
static Type *memref_elt(Type *t)
{
	return is_memref(t) ? type_elt(t) : NULL;
}

/* alignment: IntValidAlignment<I64Attr> (memref.load/store/alloc/alloca/
 * global), or assume_alignment's positive I32Attr and power of 2 */
static bool verify_memref_alignment(Ctx *c, Op *op)
{
	Attr *a = op_attr(op, c->sym[SYM_alignment]);
	if (!a)
		return true;
	bool assume = op->kind == OP_MEMREF_ASSUME_ALIGNMENT;
	int64_t n = a->kind == ATTR_INT ? attr_int_sext(a) : 0;
	if (a->kind != ATTR_INT || a->type != type_i(c, assume ? 32 : 64) || n <= 0 || (!assume && (n & (n - 1)))) {
		error_at(c, op->loc, "'%s' op attribute 'alignment' failed to satisfy constraint: %s", op->name->s,
		         assume ? "32-bit signless integer attribute whose value is positive"
		                : "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0");
		return false;
	}
	if (assume && (n & (n - 1)))
		return op_error(c, op, "alignment must be power of 2");
	return true;
}

/* A memory space, the default one (an integer 0, which MLIR drops) NULL */
static Attr *memspace(Attr *m)
{
	return m && m->kind == ATTR_INT && !attr_int_zext(m) ? NULL : m;
}

/* memref::CastOp::areCastCompatible */
static bool memref_cast_compatible(Type *a, Type *b)
{
	if (a->kind == TY_MEMREF && b->kind == TY_MEMREF) {
		if (a->shaped.elt != b->shaped.elt || a->shaped.rank != b->shaped.rank)
			return false;
		if (a->shaped.layout != b->shaped.layout) {
			int64_t sa[64], sb[64], oa, ob;
			if (!memref_strides(a, sa, &oa) || !memref_strides(b, sb, &ob))
				return false;
			if (oa != DYN && ob != DYN && oa != ob)
				return false;
			for (unsigned i = 0; i < a->shaped.rank; i++)
				if (sa[i] != DYN && sb[i] != DYN && sa[i] != sb[i])
					return false;
		}
		if (memspace(a->shaped.memspace) != memspace(b->shaped.memspace))
			return false;
		for (unsigned i = 0; i < a->shaped.rank; i++)
			if (a->shaped.shape[i] != DYN && b->shaped.shape[i] != DYN && a->shaped.shape[i] != b->shaped.shape[i])
				return false;
		return true;
	}
	if (!is_memref(a) || !is_memref(b) || (a->kind == TY_UMEMREF && b->kind == TY_UMEMREF))
		return false;
	Attr *ma = a->kind == TY_MEMREF ? a->shaped.memspace : a->unranked.memspace;
	Attr *mb = b->kind == TY_MEMREF ? b->shaped.memspace : b->unranked.memspace;
	return type_elt(a) == type_elt(b) && memspace(ma) == memspace(mb);
}

/* The ODS type constraints of the memref ops whose lowering reads their
 * memref operand or result, checked before the ops' own rules. */
static bool memref_op_types(Ctx *c, Op *op)
{
	Type *t0 = op->nopnd && op->opnd[0].v ? op->opnd[0].v->type : NULL;
	Type *r0 = op->nres ? op->res[0].type : NULL;
	switch (op->kind) {
	case OP_MEMREF_STORE: {
		Type *t = op->nopnd > 1 && op->opnd[1].v ? op->opnd[1].v->type : NULL;
		if (t && t->kind != TY_MEMREF) {
			type_error(c, op, "operand #1", "memref of any type values", t);
			return false;
		}
		return true;
	}
	case OP_MEMREF_ASSUME_ALIGNMENT:
		if (t0 && t0->kind != TY_MEMREF) {
			type_error(c, op, "operand #0", "memref of any type values", t0);
			return false;
		}
		return true;
	case OP_MEMREF_VIEW:
		if (t0 && !(t0->kind == TY_MEMREF && t0->shaped.rank == 1 && t0->shaped.elt == type_i(c, 8))) {
			type_error(c, op, "operand #0", "1D memref of 8-bit signless integer values", t0);
			return false;
		}
		if (r0 && r0->kind != TY_MEMREF) {
			type_error(c, op, "result #0", "memref of any type values", r0);
			return false;
		}
		return true;
	case OP_MEMREF_EXTRACT_STRIDED_METADATA:
		if (t0 && t0->kind != TY_MEMREF) {
			type_error(c, op, "operand #0", "strided memref of any type values", t0);
			return false;
		}
		if (r0 && (r0->kind != TY_MEMREF || r0->shaped.rank)) {
			type_error(c, op, "result #0", "strided memref of any type values of rank 0", r0);
			return false;
		}
		for (unsigned i = 1; i < op->nres; i++)
			if (op->res[i].type->kind != TY_INDEX) {
				char what[32];
				snprintf(what, sizeof what, "result #%u", i);
				type_error(c, op, what, "index", op->res[i].type);
				return false;
			}
		return true;
	default:
		return true;
	}
}

/* memref.reinterpret_cast, memref.subview: the operands of each of
 * sizes, strides and offsets (operandSegmentSizes, checked by verify.c)
 * as many as the DYN entries of its static_ array, in mlir-opt's order */
static bool verify_mixed_operands(Ctx *c, Op *op)
{
	static const char *const what[3][2] = {{"sizes", "static_sizes"}, {"strides", "static_strides"},
	                                       {"offsets", "static_offsets"}};
	static const unsigned segno[3] = {2, 3, 1};
	Attr *seg = op_attr(op, c->sym[SYM_operandSegmentSizes]);
	if (!seg || seg->kind != ATTR_DENSE_ARRAY || seg->arr.n != 4)
		return true;
	for (int i = 0; i < 3; i++) {
		Attr *st = op_attr_s(c, op, what[i][1]);
		if (!st || st->kind != ATTR_DENSE_ARRAY)
			continue;
		int64_t ndyn = 0, nopnd = attr_int_sext(seg->arr.elts[segno[i]]);
		for (unsigned j = 0; j < st->arr.n; j++)
			ndyn += attr_int_sext(st->arr.elts[j]) == DYN;
		if (ndyn != nopnd) {
			error_at(c, op->loc, "expected the number of '%s' to match the number of dynamic entries in '%s' "
			         "(%lld vs %lld)", what[i][0], what[i][1], (long long)nopnd, (long long)ndyn);
			return false;
		}
	}
	return true;
}

static bool verify_memref(Ctx *c, Op *op)
{
	if (!memref_op_types(c, op) || !verify_memref_alignment(c, op))
		return false;
	unsigned m = op->kind == OP_MEMREF_LOAD ? 0 : 1;   /* the memref operand */
	Type *mt = m < op->nopnd && op->opnd[m].v ? op->opnd[m].v->type : NULL;
	switch (op->kind) {
	case OP_MEMREF_ALLOC: case OP_MEMREF_ALLOCA: {
		Type *rt = op->res[0].type;
		if (rt->kind != TY_MEMREF) {
			type_error(c, op, "result #0", "memref of any type values", rt);
			return false;
		}
		/* the operands: the dynamic sizes, then the layout's symbols
		 * (operandSegmentSizes, its sum checked by verify.c) */
		Attr *seg = op_attr(op, c->sym[SYM_operandSegmentSizes]);
		unsigned ndyn = 0, nsize = op->nopnd, nsym = 0;
		if (seg && seg->kind == ATTR_DENSE_ARRAY && seg->arr.n == 2) {
			nsize = (unsigned)attr_int_zext(seg->arr.elts[0]);
			nsym = op->nopnd - nsize;
		}
		for (unsigned i = 0; i < rt->shaped.rank; i++)
			ndyn += rt->shaped.shape[i] == DYN;
		if (nsize != ndyn) {
			error_at(c, op->loc, "'%s' op incorrect number of dynamic sizes, has %u, expected %u", op->name->s, nsize, ndyn);
			return false;
		}
		Attr *layout = rt->shaped.layout;
		const AffineForm *form = layout && layout->kind == ATTR_AFFINE_MAP ? layout->opaque.form : NULL;
		unsigned want = form ? form->nsyms : 0;
		if ((form || !layout || layout->kind != ATTR_AFFINE_MAP) && nsym != want) {
			error_at(c, op->loc, "'%s' op symbol operand count does not equal memref symbol count: expected %u, got %u",
			         op->name->s, want, nsym);
			return false;
		}
		return true;
	}
	case OP_MEMREF_LOAD:
		if (mt && mt->kind != TY_MEMREF) {
			type_error(c, op, "operand #0", "memref of any type values", mt);
			return false;
		}
		if (mt && mt->kind == TY_MEMREF && op->nopnd - 1 != mt->shaped.rank) {
			error_at(c, op->loc, "'memref.load' op incorrect number of indices for load, expected %u but got %u",
			         mt->shaped.rank, op->nopnd - 1);
			return false;
		}
		return true;
	case OP_MEMREF_STORE:
		if (op->nres)
			return op_error(c, op, "requires zero results");
		if (mt && mt->kind == TY_MEMREF && op->nopnd - 2 != mt->shaped.rank)
			return op_error(c, op, "store index operand count not equal to memref rank");
		return true;
	case OP_MEMREF_ATOMIC_RMW: {
		if (mt && mt->kind == TY_MEMREF && op->nopnd - 2 != mt->shaped.rank)
			return op_error(c, op, "expects the number of subscripts to be equal to memref rank");
		Attr *k = op_attr_s(c, op, "kind");
		uint64_t kind = k && k->kind == ATTR_INT ? attr_int_zext(k) : 2;
		Type *t = op->nopnd && op->opnd[0].v ? op->opnd[0].v->type : NULL;
		if (!t || kind >= RMW_NKINDS || kind == 2)
			return true;
		bool fl = kind == 0 || kind == 3 || kind == 6 || kind == 9 || kind == 13 || kind == 14;
		if (fl ? !type_is_float(t) : t->kind != TY_INT) {
			error_at(c, op->loc, "'memref.atomic_rmw' op with kind '%s' expects %s", rmw_kind_words[kind],
			         fl ? "a floating-point type" : "an integer type");
			return false;
		}
		return true;
	}
	case OP_MEMREF_COPY: {
		Type *a = op->nopnd == 2 && op->opnd[0].v ? op->opnd[0].v->type : NULL;
		if (!a || !mt)
			return true;
		for (unsigned i = 0; i < 2; i++) {
			Type *t = i ? mt : a;
			if (t->kind != TY_MEMREF && t->kind != TY_UMEMREF) {
				type_error(c, op, i ? "operand #1" : "operand #0", "ranked or unranked memref of any type values", t);
				return false;
			}
		}
		if (!compatible_shapes(a, mt))
			return op_error(c, op, "requires the same shape for all operands");
		if (memref_elt(a) != memref_elt(mt))
			return op_error(c, op, "requires the same element type for all operands");
		return true;
	}
	case OP_MEMREF_CAST: {
		Type *a = op->nopnd == 1 && op->opnd[0].v ? op->opnd[0].v->type : NULL;
		if (a && op->nres == 1 && !memref_cast_compatible(a, op->res[0].type)) {
			incompatible(c, op, a, op->res[0].type);
			return false;
		}
		return true;
	}
	case OP_MEMREF_DIM: case OP_MEMREF_RANK: {
		Type *t = op->nopnd && op->opnd[0].v ? op->opnd[0].v->type : NULL;
		if (!t)
			return true;
		if (op->kind == OP_MEMREF_RANK && !is_memref(t)) {
			type_error(c, op, "operand #0", "ranked or unranked memref of any type values", t);
			return false;
		}
		if (op->kind == OP_MEMREF_DIM && !(t->kind == TY_UMEMREF || (t->kind == TY_MEMREF && t->shaped.rank))) {
			type_error(c, op, "operand #0",
			           "unranked.memref of any type values or non-0-ranked.memref of any type values", t);
			return false;
		}
		return true;
	}
	default:
		return true;
	}
}

bool verify_types(Ctx *c, Op *op)
{
	unsigned fl = op_flags[op->kind];
	if ((fl & OPF_SAME_TYPE) && !strncmp(op_names[op->kind], "arith.", 6))
		return verify_arith_binary(c, op, fl & OPF_FLOAT);
	switch (op->kind) {
	case OP_ARITH_CONSTANT:
		return verify_arith_constant(c, op);
	case OP_ARITH_ADDUI_EXTENDED: case OP_ARITH_MULSI_EXTENDED: case OP_ARITH_MULUI_EXTENDED:
		return verify_arith_extended(c, op);
	case OP_ARITH_CMPI: case OP_ARITH_CMPF:
		return verify_arith_cmp(c, op);
	case OP_LLVM_ATOMICRMW:
		return verify_llvm_atomicrmw(c, op);
	case OP_LLVM_CMPXCHG:
		return verify_llvm_cmpxchg(c, op);
	case OP_LLVM_EXTRACTELEMENT: case OP_LLVM_INSERTELEMENT:
		return verify_llvm_element(c, op);
	case OP_LLVM_GEP:
		return verify_llvm_gep(c, op);
	case OP_LLVM_EXTRACTVALUE: case OP_LLVM_INSERTVALUE:
		return verify_llvm_aggregate(c, op);
	case OP_LLVM_INTR:
		return verify_llvm_intr_types(c, op) && verify_llvm_sincos(c, op) && verify_llvm_gather_ptrs(c, op);
	case OP_LLVM_CALL:
		return verify_llvm_call_types(c, op) && verify_var_callee(c, op);
	case OP_LLVM_INVOKE:
		return verify_var_callee(c, op);
	case OP_LLVM_ZERO:
		if (op->nres == 1 && !type_is_llvm_compatible(op->res[0].type)) {
			type_error(c, op, "result #0", "LLVM dialect-compatible type", op->res[0].type);
			return false;
		}
		return true;
	case OP_CF_COND_BR: case OP_CF_SWITCH: case OP_LLVM_COND_BR: case OP_LLVM_SWITCH:
		return verify_branch_weights(c, op);
	case OP_MEMREF_LOAD: case OP_MEMREF_STORE: case OP_MEMREF_ALLOC: case OP_MEMREF_ALLOCA:
	case OP_MEMREF_GLOBAL: case OP_MEMREF_ASSUME_ALIGNMENT: case OP_MEMREF_ATOMIC_RMW:
	case OP_MEMREF_COPY: case OP_MEMREF_DIM: case OP_MEMREF_RANK: case OP_MEMREF_CAST:
	case OP_MEMREF_VIEW: case OP_MEMREF_EXTRACT_STRIDED_METADATA:
		return verify_memref(c, op);
	case OP_MEMREF_REINTERPRET_CAST: case OP_MEMREF_SUBVIEW:
		return verify_mixed_operands(c, op);
	case OP_LLVM_MODULE_FLAGS: {
		Attr *a = op_attr_s(c, op, "flags");
		for (unsigned i = 0; a && a->kind == ATTR_ARRAY && i < a->arr.n; i++)
			if (a->arr.elts[i]->kind != ATTR_LLVM || a->arr.elts[i]->ll.kind != LL_MODULE_FLAG)
				return op_error(c, op, "expected a module flag attribute");
		return true;
	}
	case OP_LLVM_FENCE: {
		int64_t o = ordering(c, op, "ordering");
		if (o == ORD_NOT_ATOMIC || o == ORD_UNORDERED || o == ORD_MONOTONIC)
			return op_error(c, op, "can be given only acquire, release, acq_rel, and seq_cst orderings");
		return true;
	}
	default:
		return verify_cast(c, op);
	}
}
