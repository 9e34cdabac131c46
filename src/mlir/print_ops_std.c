/* print_ops_std.c - custom forms of the builtin, func, arith, cf, index and
 * memref ops, as mlir-opt-19 prints them, and the result names these ops
 * choose (%c0_i32, %cst, %alloc, ...).  Each printer checks what it needs
 * first and returns false (having written nothing) when the op does not
 * fit its custom form; the generic form is printed then. */
#include <string.h>

#include "print.h"

#define O (p->o)

/* ---- result names (getAsmResultNames) */

unsigned std_result_name(Printer *p, Op *op, unsigned idx, char *buf, size_t cap)
{
	static const char *const names[][5] = {
		[OP_MEMREF_ALLOC] = {"alloc"}, [OP_MEMREF_ALLOCA] = {"alloca"},
		[OP_MEMREF_CAST] = {"cast"}, [OP_MEMREF_DIM] = {"dim"},
		[OP_MEMREF_RESHAPE] = {"reshape"}, [OP_MEMREF_VIEW] = {"view"},
		[OP_MEMREF_SUBVIEW] = {"subview"}, [OP_MEMREF_REINTERPRET_CAST] = {"reinterpret_cast"},
		[OP_MEMREF_TRANSPOSE] = {"transpose"}, [OP_MEMREF_MEMORY_SPACE_CAST] = {"memspacecast"},
		[OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX] = {"intptr"}, [OP_MEMREF_ASSUME_ALIGNMENT] = {"assume_align"},
		[OP_MEMREF_EXPAND_SHAPE] = {"expand_shape"}, [OP_MEMREF_COLLAPSE_SHAPE] = {"collapse_shape"},
		[OP_FUNC_CONSTANT] = {"f"},
		[OP_ARITH_ADDUI_EXTENDED] = {"sum", "overflow"},
		[OP_ARITH_MULSI_EXTENDED] = {"low", "high"}, [OP_ARITH_MULUI_EXTENDED] = {"low", "high"},
	};
	(void)p;
	if (op->kind == OP_ARITH_CONSTANT || op->kind == OP_INDEX_CONSTANT || op->kind == OP_INDEX_BOOL_CONSTANT) {
		Attr *v = p_attr(op, "value");
		Type *t = op->res[0].type;
		if (v && v->kind == ATTR_BOOL) {
			snprintf(buf, cap, "%s", v->b ? "true" : "false");
			return 1;
		}
		if (!v || v->kind != ATTR_INT) {
			snprintf(buf, cap, "cst");
			return op->kind == OP_ARITH_CONSTANT;
		}
		if (t->kind == TY_INT && t->i.width == 1 && t->i.sign == SIGNLESS) {
			snprintf(buf, cap, "%s", attr_int_zext(v) & 1 ? "true" : "false");
			return 1;
		}
		Out tmp;
		out_init(&tmp);
		out_str(&tmp, op->kind == OP_INDEX_CONSTANT ? "idx" : "c");
		attr_int_print(&tmp, v, true);
		if (t->kind == TY_INT && op->kind == OP_ARITH_CONSTANT) {
			out_ch(&tmp, '_');
			mlir_print_type(&tmp, t);
		}
		out_ch(&tmp, 0);
		snprintf(buf, cap, "%s", tmp.buf);
		out_free(&tmp);
		return 1;
	}
	if (op->kind == OP_MEMREF_EXTRACT_STRIDED_METADATA) {
		unsigned rank = (op->nres - 2) / 2;
		if (op->nres < 2)
			return 0;
		if (idx == 0)
			return snprintf(buf, cap, "base_buffer"), 1;
		if (idx == 1)
			return snprintf(buf, cap, "offset"), 1;
		if (idx == 2 && rank)
			return snprintf(buf, cap, "sizes"), rank;
		return snprintf(buf, cap, "strides"), rank;
	}
	if ((size_t)op->kind < sizeof names / sizeof names[0] && idx < 5 && names[op->kind][idx]) {
		snprintf(buf, cap, "%s", names[op->kind][idx]);
		return 1;
	}
	return 0;
}

/* ---- builtin */

static bool print_module(Printer *p, Op *op)
{
	static const char *const elide[] = {"sym_name", NULL};
	if (op->nreg != 1)
		return false;
	p_op_name(p, op);
	Attr *name = p_attr(op, "sym_name");
	if (name && name->kind == ATTR_STRING) {
		out_ch(O, ' ');
		p_sym_name(O, name->s.str);
	}
	p_attr_dict_kw(p, op, elide);
	out_ch(O, ' ');
	p_region(p, &op->regs[0], false, true, false);   /* no implicit terminator: a last llvm.return is printed */
	return true;
}

static bool print_unrealized_cast(Printer *p, Op *op)
{
	p_op_name(p, op);
	if (op->nopnd) {
		out_ch(O, ' ');
		p_operands(p, op, 0, op->nopnd);
		out_str(O, " : ");
		p_types(p, op, 0, op->nopnd);
	}
	out_str(O, " to ");
	p_result_types(p, op);
	p_attr_dict(p, op, NULL);
	return true;
}

/* ---- func */

/* func.func and its shape of signature: (%arg0: T {attrs}, ...) -> (R {attrs}) */
static void fn_results(Printer *p, unsigned n, Type **types, Attr *res_attrs)
{
	bool attrs = res_attrs && res_attrs->kind == ATTR_ARRAY && res_attrs->arr.n == n;
	bool paren = n > 1 || (types[0] && types[0]->kind == TY_FUNC) ||
	             (attrs && res_attrs->arr.elts[0]->kind == ATTR_DICT && res_attrs->arr.elts[0]->dict.n);
	if (paren)
		out_ch(O, '(');
	for (unsigned i = 0; i < n; i++) {
		if (i)
			out_str(O, ", ");
		p_type(p, types[i]);
		Attr *d = attrs ? res_attrs->arr.elts[i] : NULL;
		if (d && d->kind == ATTR_DICT && d->dict.n) {
			out_str(O, " {");
			print_dict_entries(O, d->dict.n, d->dict.elts, NULL);
			out_ch(O, '}');
		}
	}
	if (paren)
		out_ch(O, ')');
}

static bool print_func(Printer *p, Op *op)
{
	static const char *const elide[] = {"sym_name", "function_type", "sym_visibility", "arg_attrs",
	                                    "res_attrs", NULL};
	Attr *name = p_attr(op, "sym_name"), *ft = p_attr(op, "function_type");
	Attr *vis = p_attr(op, "sym_visibility");
	if (!name || name->kind != ATTR_STRING || !ft || ft->kind != ATTR_TYPE || ft->ty->kind != TY_FUNC ||
	    op->nreg != 1)
		return false;
	/* the visibility is a keyword of the custom form: another one (with
	 * --no-verify) prints in generic form */
	if (vis && !sym_visibility_ok(vis))
		return false;
	Type *fty = ft->ty;
	Region *body = &op->regs[0];
	bool external = !body->first;
	if (!external && body->first->nargs != fty->fn.nin)
		return false;
	Attr *arg_attrs = p_attr(op, "arg_attrs");
	if (arg_attrs && (arg_attrs->kind != ATTR_ARRAY || arg_attrs->arr.n != fty->fn.nin))
		arg_attrs = NULL;
	p_op_name(p, op);
	out_ch(O, ' ');
	if (vis && vis->kind == ATTR_STRING) {
		out_sym(O, vis->s.str);
		out_ch(O, ' ');
	}
	p_sym_name(O, name->s.str);
	out_ch(O, '(');
	p_fn_params(p, external ? NULL : body->first, fty->fn.nin, fty->fn.ins, arg_attrs);
	out_ch(O, ')');
	if (fty->fn.nout) {
		out_str(O, " -> ");
		fn_results(p, fty->fn.nout, fty->fn.outs, p_attr(op, "res_attrs"));
	}
	p_attr_dict_kw(p, op, elide);
	if (!external) {
		out_ch(O, ' ');
		p_region(p, body, false, true, false);
	}
	return true;
}

/* `name` (attr-dict)? ($operands `:` types)?  -- func.return, memref.atomic_yield, ... */
static bool print_return_like(Printer *p, Op *op)
{
	p_op_name(p, op);
	p_attr_dict(p, op, NULL);
	if (op->nopnd) {
		out_ch(O, ' ');
		p_operands(p, op, 0, op->nopnd);
		out_str(O, " : ");
		p_types(p, op, 0, op->nopnd);
	}
	return true;
}

static bool print_func_call(Printer *p, Op *op)
{
	static const char *const elide[] = {"callee", NULL};
	Attr *callee = p_attr(op, "callee");
	if (!callee || callee->kind != ATTR_SYMREF)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	mlir_print_attr(O, callee);
	out_ch(O, '(');
	p_operands(p, op, 0, op->nopnd);
	out_ch(O, ')');
	p_attr_dict(p, op, elide);
	out_str(O, " : ");
	p_fn_sig_types(p, op);
	return true;
}

static bool print_call_indirect(Printer *p, Op *op)
{
	if (!op->nopnd)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	out_ch(O, '(');
	p_operands(p, op, 1, op->nopnd - 1);
	out_ch(O, ')');
	p_attr_dict(p, op, NULL);
	colon_type(p, otype(op, 0));
	return true;
}

static bool print_func_constant(Printer *p, Op *op)
{
	static const char *const elide[] = {"value", NULL};
	Attr *v = p_attr(op, "value");
	if (!v || op->nres != 1)
		return false;
	p_op_name(p, op);
	p_attr_dict(p, op, elide);
	out_ch(O, ' ');
	print_attr_ex(O, v, true);
	colon_type(p, op->res[0].type);
	return true;
}

/* ---- arith */

static bool print_arith_constant(Printer *p, Op *op)
{
	static const char *const elide[] = {"value", NULL};
	Attr *v = p_attr(op, "value");
	/* the custom form's type is the value's: another result type (with
	 * --no-verify) prints in generic form */
	if (!v || op->nres != 1 || (v->type && v->type != op->res[0].type))
		return false;
	p_op_name(p, op);
	p_attr_dict(p, op, elide);
	out_ch(O, ' ');
	mlir_print_attr(O, v);
	return true;
}

/* " fastmath<fast>" / " overflow<nsw>" unless absent or none */
static void flags_kw(Printer *p, Op *op, const char *attr, const char *kw)
{
	Attr *a = p_attr(op, attr);
	if (p_flags_none(a))
		return;
	out_ch(O, ' ');
	out_str(O, kw);
	out_ch(O, '<');
	p_flags_words(O, a);
	out_ch(O, '>');
}

static const char *const elide_flags[] = {"fastmath", "overflowFlags", "isExact", NULL};

/* Whether op's fastmath and overflowFlags (if any) are flag sets the
 * custom form can write: a #arith.fastmath<...> / #arith.overflow<...>,
 * not another attribute (#arith.fasmemref_cast, a roundtrip fuzz finding:
 * it printed as fastmath<>, which does not read back). */
static bool flags_ok(Op *op)
{
	static const struct { const char *attr, *dialect; LLAttrKind kind; } f[] = {
		{"fastmath", "arith.fastmath", LL_ARITH_FASTMATH}, {"overflowFlags", "arith.overflow", LL_ARITH_OVERFLOW}};
	for (unsigned i = 0; i < 2; i++) {
		Attr *a = p_attr(op, f[i].attr);
		if (a && !attr_is_llvm(a, f[i].kind) && (a->kind != ATTR_OPAQUE || !a->opaque.body || !a->opaque.body->len
		                                          || strcmp(a->opaque.dialect->s, f[i].dialect) != 0))
			return false;
	}
	return true;
}

/* %a, %b [exact | flags] attr-dict : T */
static bool print_arith_binary(Printer *p, Op *op)
{
	if (op->nopnd != 2 || op->nres != 1 || !flags_ok(op))
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	p_operands(p, op, 0, 2);
	if (p_attr(op, "isExact"))
		out_str(O, " exact");
	flags_kw(p, op, "overflowFlags", "overflow");
	flags_kw(p, op, "fastmath", "fastmath");
	p_attr_dict(p, op, elide_flags);
	colon_type(p, op->res[0].type);
	return true;
}

static bool print_arith_unary(Printer *p, Op *op)
{
	if (op->nopnd != 1 || op->nres != 1 || !flags_ok(op))
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	flags_kw(p, op, "fastmath", "fastmath");
	p_attr_dict(p, op, elide_flags);
	colon_type(p, op->res[0].type);
	return true;
}

static const char *const cmpi_preds[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
static const char *const cmpf_preds[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                         "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"};

static bool print_arith_cmp(Printer *p, Op *op)
{
	static const char *const elide[] = {"predicate", "fastmath", NULL};
	bool f = op->kind == OP_ARITH_CMPF;
	int64_t pr = p_int(op, "predicate", -1);
	if (op->nopnd != 2 || pr < 0 || pr >= (f ? 16 : 10) || !flags_ok(op))
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	out_str(O, f ? cmpf_preds[pr] : cmpi_preds[pr]);
	out_str(O, ", ");
	p_operands(p, op, 0, 2);
	if (f)
		flags_kw(p, op, "fastmath", "fastmath");
	p_attr_dict(p, op, elide);
	colon_type(p, otype(op, 0));
	return true;
}

static bool print_arith_select(Printer *p, Op *op)
{
	if (op->nopnd != 3 || op->nres != 1)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	p_operands(p, op, 0, 3);
	p_attr_dict(p, op, NULL);
	out_str(O, " : ");
	Type *ct = otype(op, 0);
	if (ct && (ct->kind == TY_VECTOR || ct->kind == TY_TENSOR || ct->kind == TY_MEMREF || ct->kind == TY_UTENSOR ||
	           ct->kind == TY_UMEMREF)) {
		p_type(p, ct);
		out_str(O, ", ");
	}
	p_type(p, op->res[0].type);
	return true;
}

/* %a [roundingmode] [fastmath] attr-dict : T to U */
static bool print_cast(Printer *p, Op *op)
{
	static const char *const rmodes[] = {"to_nearest_even", "downward", "upward", "toward_zero",
	                                     "to_nearest_away"};
	static const char *const elide[] = {"roundingmode", "fastmath", "overflowFlags", NULL};
	if (op->nopnd != 1 || op->nres != 1 || !flags_ok(op))
		return false;
	int64_t rm = p_int(op, "roundingmode", -1);
	if (rm >= 5)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	if (rm >= 0) {
		out_ch(O, ' ');
		out_str(O, rmodes[rm]);
	}
	flags_kw(p, op, "overflowFlags", "overflow");   /* trunci, MLIR 20+ */
	flags_kw(p, op, "fastmath", "fastmath");
	p_attr_dict(p, op, elide);
	colon_type(p, otype(op, 0));
	out_str(O, " to ");
	p_type(p, op->res[0].type);
	return true;
}

static bool print_arith_extended(Printer *p, Op *op)
{
	if (op->nopnd != 2 || op->nres != 2)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	p_operands(p, op, 0, 2);
	p_attr_dict(p, op, NULL);
	out_str(O, " : ");
	if (op->kind == OP_ARITH_ADDUI_EXTENDED)
		p_result_types(p, op);
	else
		p_type(p, otype(op, 0));
	return true;
}

/* ---- cf */

static bool print_cf_br(Printer *p, Op *op)
{
	if (op->nsucc != 1)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	p_succ(p, op, 0);
	p_attr_dict(p, op, NULL);
	return true;
}

/* cf.cond_br %c, ^bb1, ^bb2 {branch_weights = array<i32: 9, 1>} (19), or
 * cf.cond_br %c weights([9, 1]), ^bb1, ^bb2 (after 19) */
static bool print_cond_br(Printer *p, Op *op)
{
	static const char *const elide[] = {"operandSegmentSizes", NULL};
	static const char *const elide_w[] = {"operandSegmentSizes", "branch_weights", NULL};
	if (op->nsucc != 2 || op->nopnd < 1)
		return false;
	Attr *w = p_attr(op, "branch_weights");
	if (w && (w->kind != ATTR_DENSE_ARRAY || !(gen_of(p->c->llvm_version)->prints & GP_COND_BR_WEIGHTS)))
		w = NULL;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	if (w) {
		out_str(O, " weights([");
		for (unsigned i = 0; i < w->arr.n; i++) {
			if (i)
				out_str(O, ", ");
			print_attr_ex(O, w->arr.elts[i], true);
		}
		out_str(O, "])");
	}
	out_str(O, ", ");
	p_succ(p, op, 0);
	out_str(O, ", ");
	p_succ(p, op, 1);
	p_attr_dict(p, op, w ? elide_w : elide);
	return true;
}

/* Switches (cf.switch, llvm.switch): whether the case values (*cv) of op
 * are printable in the custom form. */
bool p_switch_ok(Printer *p, Op *op, Attr **cv)
{
	unsigned ncases = op->nsucc ? op->nsucc - 1 : 0;
	*cv = p_attr(op, "case_values");
	return op->nsucc && (!ncases || (*cv && (*cv)->kind == ATTR_DENSE && !(*cv)->hex &&
	                                 ((*cv)->arr.n == ncases || (*cv)->arr.n == 1) &&
	                                 (*cv)->arr.elts[0]->kind == ATTR_INT));
}

/* "V: ^bb(...)" for successor i > 0 of a switch, at the op's indentation
 * + 2; V unsigned (APInt::getLimitedValue), or signed if sgn. */
void p_switch_case(Printer *p, Op *op, Attr *cv, unsigned i, bool sgn)
{
	Attr *v = cv->arr.elts[cv->arr.n == 1 ? 0 : i - 1];
	out_indent(O, p->indent + 2);
	if (sgn)
		out_i64(O, attr_int_sext(v));
	else
		out_u64(O, attr_int_zext(v));
	out_str(O, ": ");
	p_succ(p, op, i);
}

const char *const p_switch_elide[] = {"case_values", "case_operand_segments", "operandSegmentSizes", NULL};

/* cf.switch %flag : T, [ \n default: ^bb1, \n 42: ^bb2(...) \n ] */
static bool print_cf_switch(Printer *p, Op *op)
{
	Attr *cv;
	unsigned ncases = op->nsucc ? op->nsucc - 1 : 0;
	if (op->nopnd < 1 || !p_switch_ok(p, op, &cv))
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	colon_type(p, otype(op, 0));
	out_str(O, ", [\n");
	out_indent(O, p->indent + 2);
	out_str(O, "default: ");
	p_succ(p, op, 0);
	for (unsigned i = 1; i < op->nsucc; i++) {
		out_str(O, ",\n");
		p_switch_case(p, op, cv, i, false);
	}
	if (ncases) {
		out_ch(O, '\n');
		out_indent(O, p->indent);
	}
	out_ch(O, ']');
	p_attr_dict(p, op, p_switch_elide);
	return true;
}

static bool print_cf_assert(Printer *p, Op *op)
{
	static const char *const elide[] = {"msg", NULL};
	Attr *msg = p_attr(op, "msg");
	if (op->nopnd != 1 || !msg || msg->kind != ATTR_STRING)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	out_str(O, ", ");
	mlir_print_attr(O, msg);
	p_attr_dict(p, op, elide);
	return true;
}

/* ---- index */

static bool print_index_binary(Printer *p, Op *op)
{
	if (op->nopnd != 2)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	p_operands(p, op, 0, 2);
	p_attr_dict(p, op, NULL);
	return true;
}

static bool print_index_constant(Printer *p, Op *op)
{
	static const char *const elide[] = {"value", NULL};
	Attr *v = p_attr(op, "value");
	if (!v)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	print_attr_ex(O, v, true);
	p_attr_dict(p, op, elide);
	return true;
}

static bool print_index_cmp(Printer *p, Op *op)
{
	static const char *const elide[] = {"pred", NULL};
	Attr *pred = p_attr(op, "pred");
	/* #index<cmp_predicate slt>; another attribute (with --no-verify)
	 * prints in generic form */
	if (op->nopnd != 2 || !pred || pred->kind != ATTR_OPAQUE || !pred->opaque.dialect ||
	    strcmp(pred->opaque.dialect->s, "index") || strncmp(pred->opaque.body->s, "cmp_predicate ", 14))
		return false;
	const char *b = pred->opaque.body->s + 14;
	p_op_name(p, op);
	out_ch(O, ' ');
	out_str(O, b);
	out_ch(O, '(');
	p_operands(p, op, 0, 2);
	out_ch(O, ')');
	p_attr_dict(p, op, elide);
	return true;
}

/* ---- memref */

static void index_list(Printer *p, Op *op, unsigned first, unsigned n)
{
	out_ch(O, '[');
	p_operands(p, op, first, n);
	out_ch(O, ']');
}

static bool print_memref_alloc(Printer *p, Op *op)
{
	static const char *const elide[] = {"operandSegmentSizes", NULL};
	unsigned seg[2];
	if (op->nres != 1 || !p_segments(op, "operandSegmentSizes", 2, seg)) {
		seg[0] = op->nopnd;
		seg[1] = 0;
	}
	p_op_name(p, op);
	out_ch(O, '(');
	p_operands(p, op, 0, seg[0]);
	out_ch(O, ')');
	if (seg[1])
		index_list(p, op, seg[0], seg[1]);
	p_attr_dict(p, op, elide);
	colon_type(p, op->res[0].type);
	return true;
}

/* %m attr-dict : type(%m) -- dealloc, rank */
static bool print_memref_unary(Printer *p, Op *op)
{
	if (op->nopnd != 1)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	p_attr_dict(p, op, NULL);
	colon_type(p, otype(op, 0));
	return true;
}

static bool print_memref_load(Printer *p, Op *op)
{
	static const char *const elide_nt[] = {"nontemporal", NULL};
	Attr *nt = p_attr(op, "nontemporal");
	bool dflt = !nt || (nt->kind == ATTR_BOOL && !nt->b);
	bool store = op->kind == OP_MEMREF_STORE;
	unsigned m = store ? 1 : 0;
	if (op->nopnd < m + 1)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	if (store) {
		p_value(p, op->opnd[0].v);
		out_str(O, ", ");
	}
	p_value(p, op->opnd[m].v);
	index_list(p, op, m + 1, op->nopnd - m - 1);
	p_attr_dict(p, op, dflt ? elide_nt : NULL);
	colon_type(p, otype(op, m));
	return true;
}

static bool print_memref_dim(Printer *p, Op *op)
{
	if (op->nopnd != 2)
		return false;
	p_op_name(p, op);
	p_attr_dict(p, op, NULL);
	out_ch(O, ' ');
	p_operands(p, op, 0, 2);
	colon_type(p, otype(op, 0));
	return true;
}

/* %a attr-dict : T to U -- memref.cast, memory_space_cast */
static bool print_memref_cast(Printer *p, Op *op)
{
	if (op->nopnd != 1 || op->nres != 1)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	p_attr_dict(p, op, NULL);
	colon_type(p, otype(op, 0));
	out_str(O, " to ");
	p_type(p, op->res[0].type);
	return true;
}

static bool print_memref_copy(Printer *p, Op *op)
{
	if (op->nopnd != 2)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	p_operands(p, op, 0, 2);
	p_attr_dict(p, op, NULL);
	colon_type(p, otype(op, 0));
	out_str(O, " to ");
	p_type(p, otype(op, 1));
	return true;
}

static bool print_memref_view(Printer *p, Op *op)
{
	if (op->nopnd < 2 || op->nres != 1)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	index_list(p, op, 1, 1);
	index_list(p, op, 2, op->nopnd - 2);
	p_attr_dict(p, op, NULL);
	colon_type(p, otype(op, 0));
	out_str(O, " to ");
	p_type(p, op->res[0].type);
	return true;
}

static bool print_memref_reshape(Printer *p, Op *op)
{
	if (op->nopnd != 2 || op->nres != 1)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	out_ch(O, '(');
	p_value(p, op->opnd[1].v);
	out_ch(O, ')');
	p_attr_dict(p, op, NULL);
	out_str(O, " : ");
	p_fn_sig_types(p, op);
	return true;
}

static bool print_memref_get_global(Printer *p, Op *op)
{
	static const char *const elide[] = {"name", NULL};
	Attr *n = p_attr(op, "name");
	if (!n || n->kind != ATTR_SYMREF || op->nres != 1)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	mlir_print_attr(O, n);
	colon_type(p, op->res[0].type);
	p_attr_dict(p, op, elide);
	return true;
}

static bool print_memref_global(Printer *p, Op *op)
{
	static const char *const elide[] = {"sym_visibility", "constant", "sym_name", "type", "initial_value", NULL};
	Attr *name = p_attr(op, "sym_name"), *ty = p_attr(op, "type"), *vis = p_attr(op, "sym_visibility");
	Attr *init = p_attr(op, "initial_value");
	if (!name || name->kind != ATTR_STRING || !ty || ty->kind != ATTR_TYPE || (vis && vis->kind != ATTR_STRING))
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	if (vis && vis->kind == ATTR_STRING) {
		mlir_print_attr(O, vis);
		out_ch(O, ' ');
	}
	if (p_attr(op, "constant"))
		out_str(O, "constant ");
	p_sym_name(O, name->s.str);
	colon_type(p, ty->ty);
	if (init) {
		out_str(O, " = ");
		if (init->kind == ATTR_UNIT)
			out_str(O, "uninitialized");
		else
			print_attr_ex(O, init, true);
	}
	p_attr_dict(p, op, elide);
	return true;
}

static bool print_memref_atomic_rmw(Printer *p, Op *op)
{
	static const char *const elide[] = {"kind", NULL};
	int64_t k = p_int(op, "kind", -1);
	int nk = gen_of(p->c->llvm_version)->prints & GP_RMW_XORI ? 16 : 15;
	if (op->nopnd < 2 || op->nres != 1 || k < 0 || k >= nk)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	out_str(O, rmw_kind_words[k]);
	sp_operand(p, op, 0);
	out_str(O, ", ");
	p_value(p, op->opnd[1].v);
	index_list(p, op, 2, op->nopnd - 2);
	p_attr_dict(p, op, elide);
	out_str(O, " : (");
	p_types(p, op, 0, 2);
	out_str(O, ") -> ");
	p_type(p, op->res[0].type);
	return true;
}

static bool print_memref_generic_rmw(Printer *p, Op *op)
{
	if (op->nopnd < 1 || op->nreg != 1 || op->nres != 1)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	index_list(p, op, 1, op->nopnd - 1);
	colon_type(p, otype(op, 0));
	out_ch(O, ' ');
	p_region(p, &op->regs[0], true, true, false);
	p_attr_dict(p, op, NULL);
	return true;
}

static bool print_memref_prefetch(Printer *p, Op *op)
{
	static const char *const elide[] = {"isWrite", "localityHint", "isDataCache", NULL};
	Attr *w = p_attr(op, "isWrite"), *d = p_attr(op, "isDataCache");
	int64_t loc = p_int(op, "localityHint", -1);
	if (op->nopnd < 1 || !w || !d || loc < 0)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	index_list(p, op, 1, op->nopnd - 1);
	out_str(O, p_int(op, "isWrite", 0) ? ", write" : ", read");
	out_str(O, ", locality<");
	out_i64(O, loc);
	out_str(O, p_int(op, "isDataCache", 0) ? ">, data" : ">, instr");
	p_attr_dict(p, op, elide);
	colon_type(p, otype(op, 0));
	return true;
}

/* [a, %b, c] mixing static values and dynamic operands (DYN marks dynamic) */
static bool mixed_list(Printer *p, Op *op, Attr *stat, unsigned *next, unsigned end)
{
	out_ch(O, '[');
	for (unsigned i = 0; i < stat->arr.n; i++) {
		if (i)
			out_str(O, ", ");
		int64_t v = attr_int_sext(stat->arr.elts[i]);
		if (v == DYN) {
			if (*next >= end)
				return false;
			p_value(p, op->opnd[(*next)++].v);
		} else
			out_i64(O, v);
	}
	out_ch(O, ']');
	return true;
}

static bool mixed_ok(Attr *a)
{
	if (!a || a->kind != ATTR_DENSE_ARRAY)
		return false;
	for (unsigned i = 0; i < a->arr.n; i++)
		if (a->arr.elts[i]->kind != ATTR_INT)
			return false;
	return true;
}

static unsigned count_dyn(Attr *a)
{
	unsigned n = 0;
	for (unsigned i = 0; i < a->arr.n; i++)
		n += attr_int_sext(a->arr.elts[i]) == DYN;
	return n;
}

/* memref.reinterpret_cast %src to offset: [..], sizes: [..], strides: [..] : T to U
 * memref.subview %src[offsets][sizes][strides] : T to U */
static bool print_memref_offsets(Printer *p, Op *op)
{
	static const char *const elide[] = {"operandSegmentSizes", "static_offsets", "static_sizes",
	                                    "static_strides", NULL};
	Attr *so = p_attr(op, "static_offsets"), *ss = p_attr(op, "static_sizes"), *st = p_attr(op, "static_strides");
	unsigned seg[4];
	if (!mixed_ok(so) || !mixed_ok(ss) || !mixed_ok(st) || op->nres != 1 ||
	    !p_segments(op, "operandSegmentSizes", 4, seg) || seg[0] != 1 || count_dyn(so) != seg[1] ||
	    count_dyn(ss) != seg[2] || count_dyn(st) != seg[3])
		return false;
	bool rc = op->kind == OP_MEMREF_REINTERPRET_CAST;
	unsigned next = 1;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	if (rc)
		out_str(O, " to offset: ");
	mixed_list(p, op, so, &next, 1 + seg[1]);
	out_str(O, rc ? ", sizes: " : " ");
	mixed_list(p, op, ss, &next, 1 + seg[1] + seg[2]);
	out_str(O, rc ? ", strides: " : " ");
	mixed_list(p, op, st, &next, op->nopnd);
	p_attr_dict(p, op, elide);
	colon_type(p, otype(op, 0));
	out_str(O, " to ");
	p_type(p, op->res[0].type);
	return true;
}

static bool print_memref_transpose(Printer *p, Op *op)
{
	static const char *const elide[] = {"permutation", NULL};
	Attr *perm = p_attr(op, "permutation");
	if (op->nopnd != 1 || op->nres != 1 || !perm || perm->kind != ATTR_AFFINE_MAP)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	out_ch(O, ' ');
	out_sym(O, perm->opaque.body);
	p_attr_dict(p, op, elide);
	colon_type(p, otype(op, 0));
	out_str(O, " to ");
	p_type(p, op->res[0].type);
	return true;
}

/* %src : T -> results attr-dict */
static bool print_memref_extract(Printer *p, Op *op)
{
	if (op->nopnd != 1)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	colon_type(p, otype(op, 0));
	out_str(O, " -> ");
	p_result_types(p, op);
	p_attr_dict(p, op, NULL);
	return true;
}

static bool print_memref_assume_alignment(Printer *p, Op *op)
{
	static const char *const elide[] = {"alignment", NULL};
	Attr *a = p_attr(op, "alignment");
	if (op->nopnd != 1 || !a || a->kind != ATTR_INT)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	out_str(O, ", ");
	print_attr_ex(O, a, true);
	p_attr_dict(p, op, elide);
	colon_type(p, otype(op, 0));   /* with or without a result (MLIR 20+), the same */
	return true;
}

static bool print_reassoc(Printer *p, Op *op)
{
	static const char *const elide[] = {"reassociation", "static_output_shape", NULL};
	Attr *re = p_attr(op, "reassociation");
	bool expand = op->kind == OP_MEMREF_EXPAND_SHAPE;
	Attr *sos = p_attr(op, "static_output_shape");
	if (op->nopnd < 1 || op->nres != 1 || !re || re->kind != ATTR_ARRAY)
		return false;
	if (expand && (!mixed_ok(sos) || count_dyn(sos) != op->nopnd - 1))
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	out_ch(O, ' ');
	mlir_print_attr(O, re);
	if (expand) {
		unsigned next = 1;
		out_str(O, " output_shape ");
		mixed_list(p, op, sos, &next, op->nopnd);
	}
	p_attr_dict(p, op, elide);
	colon_type(p, otype(op, 0));
	out_str(O, expand ? " into " : " into ");
	p_type(p, op->res[0].type);
	return true;
}

static bool print_alloca_scope(Printer *p, Op *op)
{
	if (op->nreg != 1)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');   /* mlir-opt-19 prints two spaces here */
	if (op->nres) {
		out_str(O, " -> (");
		p_result_types(p, op);
		out_ch(O, ')');
	}
	out_ch(O, ' ');
	/* the implicit terminator is elided when it has no operands */
	Region *r = &op->regs[0];
	bool terms = !(r->first && r->first == r->last && r->first->last &&
	               r->first->last->kind == OP_MEMREF_ALLOCA_SCOPE_RETURN && !r->first->last->nopnd);
	p_region(p, r, false, terms, false);
	p_attr_dict(p, op, NULL);
	return true;
}

CustomPrinter const std_printers[NOPKINDS] = {
	[OP_BUILTIN_MODULE] = print_module,
	[OP_BUILTIN_UNREALIZED_CAST] = print_unrealized_cast,
	[OP_FUNC_FUNC] = print_func,
	[OP_FUNC_RETURN] = print_return_like,
	[OP_FUNC_CALL] = print_func_call,
	[OP_FUNC_CALL_INDIRECT] = print_call_indirect,
	[OP_FUNC_CONSTANT] = print_func_constant,
	[OP_ARITH_CONSTANT] = print_arith_constant,
#define BIN(k) [OP_ARITH_##k] = print_arith_binary,
	BIN(ADDI) BIN(SUBI) BIN(MULI) BIN(DIVSI) BIN(DIVUI) BIN(REMSI) BIN(REMUI) BIN(CEILDIVSI)
	BIN(CEILDIVUI) BIN(FLOORDIVSI) BIN(ANDI) BIN(ORI) BIN(XORI) BIN(SHLI) BIN(SHRSI) BIN(SHRUI)
	BIN(MAXSI) BIN(MAXUI) BIN(MINSI) BIN(MINUI) BIN(ADDF) BIN(SUBF) BIN(MULF) BIN(DIVF) BIN(REMF)
	BIN(MAXIMUMF) BIN(MINIMUMF) BIN(MAXNUMF) BIN(MINNUMF)
#undef BIN
	[OP_ARITH_NEGF] = print_arith_unary,
	[OP_ARITH_CMPI] = print_arith_cmp,
	[OP_ARITH_CMPF] = print_arith_cmp,
	[OP_ARITH_SELECT] = print_arith_select,
#define CAST(k) [OP_ARITH_##k] = print_cast,
	CAST(EXTSI) CAST(EXTUI) CAST(TRUNCI) CAST(EXTF) CAST(TRUNCF) CAST(SITOFP) CAST(UITOFP)
	CAST(FPTOSI) CAST(FPTOUI) CAST(BITCAST) CAST(INDEX_CAST) CAST(INDEX_CASTUI)
#undef CAST
	[OP_ARITH_ADDUI_EXTENDED] = print_arith_extended,
	[OP_ARITH_MULSI_EXTENDED] = print_arith_extended,
	[OP_ARITH_MULUI_EXTENDED] = print_arith_extended,
	[OP_CF_BR] = print_cf_br,
	[OP_CF_COND_BR] = print_cond_br,
	[OP_CF_SWITCH] = print_cf_switch,
	[OP_CF_ASSERT] = print_cf_assert,
	[OP_INDEX_CONSTANT] = print_index_constant,
	[OP_INDEX_BOOL_CONSTANT] = print_index_constant,
#define IBIN(k) [OP_INDEX_##k] = print_index_binary,
	IBIN(ADD) IBIN(SUB) IBIN(MUL) IBIN(DIVS) IBIN(DIVU) IBIN(REMS) IBIN(REMU) IBIN(CEILDIVS)
	IBIN(CEILDIVU) IBIN(FLOORDIVS) IBIN(MAXS) IBIN(MAXU) IBIN(MINS) IBIN(MINU) IBIN(SHL) IBIN(SHRS)
	IBIN(SHRU) IBIN(AND) IBIN(OR) IBIN(XOR)
#undef IBIN
	[OP_INDEX_CMP] = print_index_cmp,
	[OP_INDEX_SIZEOF] = print_name_attrs,
	[OP_INDEX_CASTS] = print_cast,
	[OP_INDEX_CASTU] = print_cast,
	[OP_MEMREF_ALLOC] = print_memref_alloc,
	[OP_MEMREF_ALLOCA] = print_memref_alloc,
	[OP_MEMREF_DEALLOC] = print_memref_unary,
	[OP_MEMREF_RANK] = print_memref_unary,
	[OP_MEMREF_LOAD] = print_memref_load,
	[OP_MEMREF_STORE] = print_memref_load,
	[OP_MEMREF_DIM] = print_memref_dim,
	[OP_MEMREF_CAST] = print_memref_cast,
	[OP_MEMREF_MEMORY_SPACE_CAST] = print_memref_cast,
	[OP_MEMREF_COPY] = print_memref_copy,
	[OP_MEMREF_VIEW] = print_memref_view,
	[OP_MEMREF_RESHAPE] = print_memref_reshape,
	[OP_MEMREF_GET_GLOBAL] = print_memref_get_global,
	[OP_MEMREF_GLOBAL] = print_memref_global,
	[OP_MEMREF_ATOMIC_RMW] = print_memref_atomic_rmw,
	[OP_MEMREF_GENERIC_ATOMIC_RMW] = print_memref_generic_rmw,
	[OP_MEMREF_ATOMIC_YIELD] = print_return_like,
	[OP_MEMREF_PREFETCH] = print_memref_prefetch,
	[OP_MEMREF_REINTERPRET_CAST] = print_memref_offsets,
	[OP_MEMREF_SUBVIEW] = print_memref_offsets,
	[OP_MEMREF_TRANSPOSE] = print_memref_transpose,
	[OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX] = print_memref_extract,
	[OP_MEMREF_EXTRACT_STRIDED_METADATA] = print_memref_extract,
	[OP_MEMREF_ASSUME_ALIGNMENT] = print_memref_assume_alignment,
	[OP_MEMREF_EXPAND_SHAPE] = print_reassoc,
	[OP_MEMREF_COLLAPSE_SHAPE] = print_reassoc,
	[OP_MEMREF_ALLOCA_SCOPE] = print_alloca_scope,
	[OP_MEMREF_ALLOCA_SCOPE_RETURN] = print_return_like,
};
