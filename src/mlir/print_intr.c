/* print_intr.c - the custom forms of the llvm.intr.* ops as mlir-opt
 * prints them: the intrinsic table's form (intrinsic_form) decides how the
 * operands, immediates and types are laid out; a few intrinsics have
 * forms of their own.  Returns false, having written nothing, when an op
 * does not fit its form (print_ops_llvm.c's llvm_printers calls it). */
#include <stdlib.h>
#include <string.h>

#include "print.h"
#include "llvmir/intrinsics.h"

#define O (p->o)

bool print_intr(Printer *p, Op *op)
{
	const char *in = op->name->s + strlen("llvm.intr.");
	if (op->nsucc || op->nreg)
		return false;
	/* dbg.declare/value: #var [#expr] = %v : T; dbg.label: #label */
	if (!strncmp(in, "dbg.", 4) && !op->nres) {
		static const char *const elide[] = {"varInfo", "locationExpr", "label", NULL};
		bool label = !strcmp(in + 4, "label");
		Attr *var = op_attr_s(p->c, op, label ? "label" : "varInfo"), *ex = op_attr_s(p->c, op, "locationExpr");
		if (!var || op->nopnd != !label || (label && ex))
			return false;
		/* (unverified: the custom form reads back one kind only) */
		if (!attr_is_llvm_named(var, intr_attr_kind(op->name->s, label ? "label" : "varInfo")) ||
		    (ex && !attr_is_llvm_named(ex, intr_attr_kind(op->name->s, "locationExpr"))))
			return false;
		if (ex == props_default(p->c, op, "locationExpr"))
			ex = NULL;   /* the default, #llvm.di_expression<>: not written (as mlir-opt) */
		p_op_name(p, op);
		out_ch(O, ' ');
		mlir_print_attr(O, var);
		if (ex) {
			out_ch(O, ' ');
			mlir_print_attr(O, ex);
		}
		if (!label) {
			out_str(O, " =");
			sp_operand(p, op, 0);
			colon_type(p, otype(op, 0));
		}
		p_attr_dict(p, op, elide);
		return true;
	}
	/* the forms of the table (intrinsics.h) */
	const Intrinsic *row = intrinsic_by_op(in);
	unsigned form = intrinsic_form(row, p->c->llvm_version);
	if (form & CALLF) {
		if (op->nres != 1)
			return false;
		p_op_name(p, op);
		out_ch(O, '(');
		p_operands(p, op, 0, op->nopnd);
		out_ch(O, ')');
		out_str(O, gen_of(p->c->llvm_version)->opattrs_gap);
		llvm_op_attrs(p, op);
		out_str(O, " : ");
		p_fn_sig_types(p, op);
		return true;
	}
	if ((form & FFN) && op->nres == 1) {   /* %a, %b attrs : (T, U) -> R */
		p_op_name(p, op);
		if (op->nopnd) {
			out_ch(O, ' ');
			p_operands(p, op, 0, op->nopnd);
		}
		p_attr_dict(p, op, NULL);
		out_str(O, " : ");
		p_fn_sig_types(p, op);
		return true;
	}
	if ((form & FRES) && op->nres == 1) {   /* %a, %b attrs : R */
		p_op_name(p, op);
		if (op->nopnd) {
			out_ch(O, ' ');
			p_operands(p, op, 0, op->nopnd);
		}
		p_attr_dict(p, op, NULL);
		colon_type(p, op->res[0].type);
		return true;
	}
	if ((form & FOPND) && op->nopnd == 1 && !op->nres) {   /* %a attrs : T */
		p_op_name(p, op);
		sp_operand(p, op, 0);
		p_attr_dict(p, op, NULL);
		colon_type(p, otype(op, 0));
		return true;
	}
	if ((form & FBARE22) && !op->nopnd && !op->nres) {
		/* <{props}> attrs: the immediates are properties (MLIR 20+) */
		static const char *const elide_imm[] = {"failureKind", NULL};
		p_op_name(p, op);
		Attr *fk = p_attr(op, "failureKind");
		if (fk) {
			NamedAttr na = {intern_c(p->c, "failureKind"), fk};
			out_str(O, " <{");
			print_dict_entries(O, 1, &na, NULL);
			out_str(O, "}>");
		}
		p_attr_dict(p, op, elide_imm);
		return true;
	}
	/* %base, %n attrs : T, N to R */
	if (!strcmp(in, "get.active.lane.mask") && op->nopnd == 2 && op->nres == 1) {
		p_op_name(p, op);
		out_ch(O, ' ');
		p_operands(p, op, 0, 2);
		p_attr_dict(p, op, NULL);
		out_str(O, " : ");
		p_types(p, op, 0, 2);
		out_str(O, " to ");
		p_type(p, op->res[0].type);
		return true;
	}
	/* %start, size, %p attrs : P */
	if (!strcmp(in, "invariant.end") && op->nopnd == 2 && !op->nres) {
		static const char *const elide[] = {"size", NULL};
		Attr *sz = p_attr(op, "size");
		if (!sz || sz->kind != ATTR_INT)
			return false;
		p_op_name(p, op);
		sp_operand(p, op, 0);
		out_str(O, ", ");
		print_attr_ex(O, sz, true);
		out_ch(O, ',');
		sp_operand(p, op, 1);
		p_attr_dict(p, op, elide);
		colon_type(p, otype(op, 1));
		return true;
	}
	/* vector.insert %src, %dst[pos] attrs : S into R (operands: dst, src);
	 * vector.extract %src[pos] attrs : R from S; matrix.transpose %m attrs : T into R */
	bool vins = !strcmp(in, "vector.insert"), vext = !strcmp(in, "vector.extract");
	Attr *pos = p_attr(op, "pos");
	if (((vins && op->nopnd == 2) || (vext && op->nopnd == 1)) && op->nres == 1 && pos && pos->kind == ATTR_INT) {
		static const char *const elide[] = {"pos", NULL};
		p_op_name(p, op);
		if (vins) {
			sp_operand(p, op, 1);
			out_ch(O, ',');
		}
		sp_operand(p, op, 0);
		out_fmt(O, "[%lld]", (long long)attr_int_sext(pos));
		p_attr_dict(p, op, elide);
		out_str(O, " : ");
		p_type(p, vins ? otype(op, 1) : op->res[0].type);
		out_str(O, vins ? " into " : " from ");
		p_type(p, vins ? op->res[0].type : otype(op, 0));
		return true;
	}
	if (!strcmp(in, "matrix.transpose") && op->nopnd == 1 && op->nres == 1) {
		p_op_name(p, op);
		sp_operand(p, op, 0);
		p_attr_dict(p, op, NULL);
		colon_type(p, otype(op, 0));
		out_str(O, " into ");
		p_type(p, op->res[0].type);
		return true;
	}
	/* %cond ["tag"(%a, %b : T, U), ...] : i1 (MLIR 20+) */
	if (!strcmp(in, "assume") && op->nopnd >= 1 && !op->nres && gen_of(p->c->llvm_version)->assume_custom &&
	    bundle_opnds(op) == (int64_t)op->nopnd - 1) {
		static const char *const elide[] = {"op_bundle_sizes", "op_bundle_tags", NULL};
		Attr *tags = p_attr(op, "op_bundle_tags");
		p_op_name(p, op);
		sp_operand(p, op, 0);
		if (tags && tags->kind == ATTR_ARRAY && !tags->arr.n)
			out_ch(O, ' ');   /* the bundles' optional group, present and empty (mlir-translate-22's import) */
		p_bundles(p, op, 1);
		p_attr_dict(p, op, elide);
		colon_type(p, otype(op, 0));
		return true;
	}
	/* masked.load/gather: the table's FFN form; %v, %p, %m attrs : T, M into P */
	if ((!strcmp(in, "masked.store") || !strcmp(in, "masked.scatter")) && !op->nres && op->nopnd == 3) {
		p_op_name(p, op);
		out_ch(O, ' ');
		p_operands(p, op, 0, 3);
		p_attr_dict(p, op, NULL);
		out_str(O, " : ");
		p_type(p, otype(op, 0));
		out_str(O, ", ");
		p_type(p, otype(op, 2));
		out_str(O, " into ");
		p_type(p, otype(op, 1));
		return true;
	}
	/* [%v,] %p, <stride = %s> attrs : T from|to P stride S */
	bool mload = !strcmp(in, "matrix.column.major.load"), mstore = !strcmp(in, "matrix.column.major.store");
	if ((mload && op->nopnd == 2 && op->nres == 1) || (mstore && op->nopnd == 3 && !op->nres)) {
		unsigned n = op->nopnd;
		p_op_name(p, op);
		out_ch(O, ' ');
		p_operands(p, op, 0, n - 1);
		out_str(O, ", <stride = ");
		p_value(p, op->opnd[n - 1].v);
		out_ch(O, '>');
		p_attr_dict(p, op, NULL);
		out_str(O, " : ");
		p_type(p, mload ? op->res[0].type : otype(op, 0));
		out_str(O, mload ? " from " : " to ");
		p_type(p, otype(op, n - 2));
		out_str(O, " stride ");
		p_type(p, otype(op, n - 1));
		return true;
	}
	/* #scope attrs */
	if (!strcmp(in, "experimental.noalias.scope.decl") && !op->nopnd && !op->nres &&
	    attr_is_llvm_named(p_attr(op, "scope"), "llvm.alias_scope")) {
		static const char *const elide[] = {"scope", NULL};
		p_op_name(p, op);
		out_ch(O, ' ');
		mlir_print_attr(O, p_attr(op, "scope"));
		p_attr_dict(p, op, elide);
		return true;
	}
	/* operands (dest, src): src to dest : types */
	if (!strcmp(in, "vacopy") && op->nopnd == 2 && !op->nres) {
		p_op_name(p, op);
		sp_operand(p, op, 1);
		out_str(O, " to");
		sp_operand(p, op, 0);
		p_attr_dict(p, op, NULL);
		out_str(O, " : ");
		p_types(p, op, 0, 2);
		return true;
	}
	/* %a, %b [, prob] : T */
	if (!strcmp(in, "expect") || !strcmp(in, "expect.with.probability")) {
		static const char *const elide[] = {"prob", NULL};
		Attr *prob = p_attr(op, "prob");
		bool wp = in[6] == '.';
		if (op->nopnd != 2 || op->nres != 1 || (wp && (!prob || prob->kind != ATTR_FLOAT)) ||
		    otype(op, 0) != op->res[0].type || otype(op, 1) != op->res[0].type)
			return false;   /* one type T for all (--no-verify input may differ) */
		p_op_name(p, op);
		out_ch(O, ' ');
		p_operands(p, op, 0, 2);
		if (wp) {
			out_str(O, ", ");
			print_float_value(O, prob, NULL);
		}
		p_attr_dict(p, op, elide);
		colon_type(p, op->res[0].type);
		return true;
	}
	/* size, %p : T */
	if ((!strcmp(in, "lifetime.start") || !strcmp(in, "lifetime.end") || !strcmp(in, "invariant.start")) &&
	    op->nopnd == 1 && op->nres == (in[0] == 'i')) {
		static const char *const elide[] = {"size", NULL};
		Attr *sz = p_attr(op, "size");
		if ((sz && sz->kind != ATTR_INT) || (!sz && in[0] == 'i'))
			return false;   /* invariant.start has a size in every release */
		p_op_name(p, op);
		out_ch(O, ' ');
		if (sz) {  /* LLVM 22's lifetime markers have no size */
			print_attr_ex(O, sz, true);
			out_str(O, ", ");
		}
		p_value(p, op->opnd[0].v);
		p_attr_dict(p, op, elide);
		colon_type(p, otype(op, 0));
		return true;
	}
	/* %a [rounding] exception : T to R (fptrunc, fpext, sitofp, uitofp) */
	if (!strncmp(in, "experimental.constrained.", 25) && intrinsic_in_mlir(row, p->c->llvm_version) && op->nres == 1) {
		static const char *const elide[] = {"roundingmode", "fpExceptionBehavior", NULL};
		static const char *const rmodes[] = {"towardzero", "tonearest", "upward", "downward",
		                                     "tonearestaway", NULL, NULL, "dynamic"};
		static const char *const excepts[] = {"ignore", "maytrap", "strict"};
		const char *rm = llvm_word(op, "roundingmode"), *eb = llvm_word(op, "fpExceptionBehavior");
		Attr *rma = p_attr(op, "roundingmode"), *eba = p_attr(op, "fpExceptionBehavior");
		if (!rm && rma && rma->kind == ATTR_INT)
			rm = KW(attr_int_sext(rma), rmodes);
		if (!eb && eba && eba->kind == ATTR_INT)
			eb = KW(attr_int_sext(eba), excepts);
		if (!eb || !op->nopnd)
			return false;
		p_op_name(p, op);
		out_ch(O, ' ');
		p_operands(p, op, 0, op->nopnd);
		if (rm) {
			out_ch(O, ' ');
			out_str(O, rm);
		}
		out_ch(O, ' ');
		out_str(O, eb);
		p_attr_dict(p, op, elide);
		colon_type(p, otype(op, 0));
		out_str(O, " to ");
		p_type(p, op->res[0].type);
		return true;
	}
	return false;
}
