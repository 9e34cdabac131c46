/* ll_inst.c - LLVM IR instructions for the .ll printer: one LLVM-dialect
 * op (that did not fold to a constant) printed as one instruction with its
 * flags (nuw/nsw/exact/disjoint/nneg, fast-math flags, volatile, atomic
 * orderings, syncscope, alignment, inbounds, tail call kinds) and its
 * metadata (branch weights, nontemporal, invariant loads).  Ops of other
 * dialects are errors. */
#include <string.h>

#include "ll_print.h"

void lp_value(LLP *p, Out *o, Value *v)
{
	VSlot *s = lp_val(p, v, false);
	if (s && (s->pre > 0 || (s->tnum && !s->pre))) {
		out_fmt(o, "%%.t%ld", s->pre > 0 ? s->pre : s->tnum);
	} else if (s && s->alias) {
		lp_value(p, o, s->alias);
	} else if (s && s->c && p->typed) {   /* LLVM 14: cast in place (ll_typed.c) */
		lp_const_as(p, o, s->c, s->pre ? s->pre_ty : lp_use_type(p, v));
	} else if (s && s->c) {
		lc_print(p, o, s->c);
	} else if (s && s->num >= 0) {
		out_ch(o, '%');
		out_i64(o, s->num);
	} else {
		out_str(o, "undef");
		if (p->o == o) {
			Loc l = v->def ? v->def->loc : v->owner ? v->owner->loc : (Loc){0};
			error_at(p->c, l, "value used but not defined in LLVM IR");
			p->nerr++;
		}
	}
}

/* The type v is printed with as an operand (LLVM 14: as ll_typed.c
 * typed it for the instruction). */
Type *lp_operand_type(LLP *p, Value *v)
{
	VSlot *s = p->typed ? lp_val(p, v, false) : NULL;
	if (s && s->pre)
		return s->pre_ty;
	return p->typed ? lp_use_type(p, v) : v->type;
}

void lp_typed_value(LLP *p, Out *o, Value *v)
{
	lp_type(p, o, lp_operand_type(p, v));
	out_ch(o, ' ');
	lp_value(p, o, v);
}

/* Whether a call or select of type t can carry fast-math flags
 * (FPMathOperator). */
static bool fp_math_type(Type *t)
{
	while (t->kind == TY_LLVM_ARRAY)
		t = t->arr.elt;
	if (t->kind == TY_VECTOR || t->kind == TY_LLVM_VEC)
		t = type_elt(t);
	return type_is_float(t) || t->kind == TY_LLVM_PPC_FP128;
}

/* " nuw nsw" of the op's #llvm.overflow (LE_OVERFLOW: bit 0 nsw, 1 nuw) */
void lp_overflow(Out *o, Op *op)
{
	uint64_t b = llattr_bits(lp_attr(op, "overflowFlags"));
	if (b & 2)
		out_str(o, " nuw");
	if (b & 1)
		out_str(o, " nsw");
}

void lp_fastmath(Out *o, Op *op)
{
	if ((op->kind == OP_LLVM_CALL || op->kind == OP_LLVM_SELECT || op->kind == OP_LLVM_INTR ||
	     op->kind == OP_LLVM_CALL_INTRINSIC) && (!op->nres || !fp_math_type(op->res[0].type)))
		return;
	Attr *f = lp_attr(op, "fastmathFlags");
	if (llattr_all_flags(f)) {
		out_str(o, " fast");
		return;
	}
	const char *const *w = llenum_words[LE_FASTMATH];   /* .ll spells them as MLIR does, in this order */
	for (unsigned i = 0; w[i]; i++)
		if (llattr_bits(f) >> i & 1) {
			out_ch(o, ' ');
			out_str(o, w[i]);
		}
}

static const char *ordering_name(int64_t v)
{
	switch (v) {
	case 1: return "unordered";
	case 2: return "monotonic";
	case 4: return "acquire";
	case 5: return "release";
	case 6: return "acq_rel";
	case 7: return "seq_cst";
	default: return "";
	}
}

/* "T %a, T %b, ..." for the first n operands of op. */
static void typed_operands(LLP *p, Out *o, Op *op, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			out_str(o, ", ");
		lp_typed_value(p, o, op->opnd[i].v);
	}
}

static void syncscope(Out *o, Op *op)
{
	Attr *s = lp_attr(op, "syncscope");
	if (s && s->kind == ATTR_STRING && s->s.str->len) {
		out_str(o, " syncscope(");
		lp_quoted(o, s->s.str->s, s->s.str->len);
		out_ch(o, ')');
	}
}

/* What LLVM gives an atomicrmw or cmpxchg without an alignment: the
 * value's store size (not its ABI alignment: i64 gets 8). */
static uint64_t atomic_align(const Layout *l, Type *t)
{
	switch (t->kind) {
	case TY_INT: {
		uint64_t a = 1;
		while (a * 8 < t->i.width)
			a <<= 1;
		return a;
	}
	case TY_INDEX: return 8;
	case TY_F16: case TY_BF16: case TY_F32: case TY_F64: case TY_LLVM_PTR: return layout_store_size(l, t);
	default: return layout_align(l, t, false);
	}
}

/* ", align N": the op's alignment, else the one the module's data layout
 * gives, as mlir-translate's IRBuilder picks it. */
static void align_of(LLP *p, Out *o, Op *op, Type *t, bool pref)
{
	int64_t a = lp_attr_i64(op, "alignment", 0);
	if (a <= 0 && t && !(t->kind == TY_VECTOR && t->shaped.scalable &&
					   t->shaped.scalable[0]) && !(t->kind == TY_LLVM_VEC && t->llvec.scalable))
		a = (int64_t)layout_align(&p->dl, t, pref);
	if (a > 0) {
		out_str(o, ", align ");
		out_i64(o, a);
	}
}



static void atomic_align_of(LLP *p, Out *o, Op *op, Type *t)
{
	if (lp_attr_i64(op, "alignment", 0) <= 0 && t)
		out_fmt(o, ", align %llu", (unsigned long long)atomic_align(&p->dl, t));
	else
		align_of(p, o, op, t, false);
}

static const char *bin_name(OpKind k)
{
	switch (k) {
	case OP_LLVM_ADD: return "add";
	case OP_LLVM_SUB: return "sub";
	case OP_LLVM_MUL: return "mul";
	case OP_LLVM_UDIV: return "udiv";
	case OP_LLVM_SDIV: return "sdiv";
	case OP_LLVM_UREM: return "urem";
	case OP_LLVM_SREM: return "srem";
	case OP_LLVM_AND: return "and";
	case OP_LLVM_OR: return "or";
	case OP_LLVM_XOR: return "xor";
	case OP_LLVM_SHL: return "shl";
	case OP_LLVM_LSHR: return "lshr";
	case OP_LLVM_ASHR: return "ashr";
	case OP_LLVM_FADD: return "fadd";
	case OP_LLVM_FSUB: return "fsub";
	case OP_LLVM_FMUL: return "fmul";
	case OP_LLVM_FDIV: return "fdiv";
	case OP_LLVM_FREM: return "frem";
	case OP_LLVM_TRUNC: return "trunc";
	case OP_LLVM_ZEXT: return "zext";
	case OP_LLVM_SEXT: return "sext";
	case OP_LLVM_FPTRUNC: return "fptrunc";
	case OP_LLVM_FPEXT: return "fpext";
	case OP_LLVM_FPTOUI: return "fptoui";
	case OP_LLVM_FPTOSI: return "fptosi";
	case OP_LLVM_UITOFP: return "uitofp";
	case OP_LLVM_SITOFP: return "sitofp";
	case OP_LLVM_PTRTOINT: return "ptrtoint";
	case OP_LLVM_INTTOPTR: return "inttoptr";
	case OP_LLVM_BITCAST: return "bitcast";
	case OP_LLVM_ADDRSPACECAST: return "addrspacecast";
	default: return NULL;
	}
}

static const char *const icmp_preds[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
static const char *const fcmp_preds[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
					 "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"};
static const char *const rmw_ops[] = {"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min",
				      "umax", "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap",
				      "usub_cond", "usub_sat", "fmaximum", "fminimum"};

unsigned lp_own_operands(Op *op)
{
	unsigned n = op->nopnd;
	for (unsigned i = 0; i < op->nsucc; i++)
		if (op->succs[i].first < n)
			n = op->succs[i].first;
	return n;
}

/* Bundle operands come last: after an invoke's successor operands */
unsigned lp_call_nargs(Op *op)
{
	if (op->kind == OP_LLVM_INVOKE)
		return lp_own_operands(op);
	return op->nopnd - lp_bundle_operands(op);
}

/* (T [param attrs] %v, ...): a call's arguments; arg_attrs only where
 * the release writes call-site attributes (GT_CALL_ATTRS) */
static void args(LLP *p, Op *op, unsigned from, unsigned to)
{
	Out *o = p->o;
	Attr *aa = gen_of(p->c->llvm_version)->translates & GT_CALL_ATTRS ? lp_attr(op, "arg_attrs") : NULL;
	out_ch(o, '(');
	for (unsigned i = from; i < to; i++) {
		if (i > from)
			out_str(o, ", ");
		lp_type(p, o, p->typed ? lp_arg_type(p, &op->opnd[i]) : op->opnd[i].v->type);
		if (aa)
			lp_param_attrs(p, o, array_elt(aa, i - from));
		out_ch(o, ' ');
		if (p->typed)
			lp_arg_value(p, o, &op->opnd[i]);
		else
			lp_value(p, o, op->opnd[i].v);
	}
	out_ch(o, ')');
}

/* call / invoke: "RT [FNTY] callee(args)". */
static void call_target(LLP *p, Op *op, unsigned nargs)
{
	Out *o = p->o;
	char ccbuf[48];
	const char *cc = ll_cconv_keyword(lp_opaque_body(op, "CConv"), ccbuf, sizeof ccbuf);
	if (cc)
		out_fmt(o, " %s", cc);
	if (gen_of(p->c->llvm_version)->translates & GT_CALL_ATTRS)
		lp_param_attrs(p, o, array_elt(lp_attr(op, "res_attrs"), 0));
	Attr *callee = lp_attr(op, "callee");
	bool direct = callee && callee->kind == ATTR_SYMREF && callee->sym.n;
	if (!direct && nargs && op->opnd[0].v->type->kind == TY_LLVM_PTR && op->opnd[0].v->type->ptr.addrspace)
		out_fmt(o, " addrspace(%u)", op->opnd[0].v->type->ptr.addrspace);
	out_ch(o, ' ');
	Attr *vt = lp_attr(op, "var_callee_type");
	if (p->typed) {   /* LLVM 14 (ll_typed.c) */
		Type *ft = lp_typed_callee(p, op);
		lp_type(p, o, vt && vt->kind == ATTR_TYPE && vt->ty->kind == TY_LLVM_FUNC ? ft : ft->llfn.ret);
	} else if (vt && vt->kind == ATTR_TYPE && vt->ty->kind == TY_LLVM_FUNC) {
		lp_type(p, o, vt->ty);
	} else if (op->nres) {
		lp_type(p, o, op->res[0].type);
	} else {
		out_str(o, "void");
	}
	out_ch(o, ' ');
	unsigned first = 0;
	if (direct) {
		lp_global_name(o, callee->sym.path[callee->sym.n - 1]);
	} else {
		if (!nargs) {
			error_at(p->c, op->loc, "'%s' without a callee", op->name->s);
			p->nerr++;
			return;
		}
		lp_value(p, o, op->opnd[0].v);
		first = 1;
	}
	args(p, op, first, nargs);
}

static void print_call(LLP *p, Op *op)
{
	Out *o = p->o;
	const char *tk = lp_opaque_body(op, "TailCallKind");
	if (tk && strcmp(tk, "none") != 0)
		out_fmt(o, "%s ", tk);
	out_str(o, "call");
	lp_fastmath(o, op);
	call_target(p, op, lp_call_nargs(op));
	Out fa;
	out_init(&fa);
	lp_call_attrs(p, &fa, op, "");
	lp_fn_attr_group(p, o, &fa);
	out_free(&fa);
	lp_bundles(p, o, op);
	lp_tbaa(p, op);   /* the attachments in the order of their kinds: !tbaa, !prof, !alias.scope, !noalias */
	if (gen_of(p->c->llvm_version)->translates & GT_CALL_PROF)
		lp_branch_weights(p, op);
	lp_alias_scopes(p, op);
	lp_access_groups(p, op);
}

static void print_load_store(LLP *p, Op *op)
{
	Out *o = p->o;
	int64_t ord = lp_attr_i64(op, "ordering", 0);
	bool st = op->kind == OP_LLVM_STORE;
	out_str(o, st ? "store" : "load");
	if (ord)
		out_str(o, " atomic");
	if (lp_attr(op, "volatile_"))
		out_str(o, " volatile");
	out_ch(o, ' ');
	if (st) {
		lp_typed_value(p, o, op->opnd[0].v);
		out_str(o, ", ");
		lp_typed_value(p, o, op->opnd[1].v);
	} else {
		lp_type(p, o, lp_def_type(p, &op->res[0]));
		out_str(o, ", ");
		lp_typed_value(p, o, op->opnd[0].v);
	}
	if (ord) {
		syncscope(o, op);
		out_fmt(o, " %s", ordering_name(ord));
	}
	align_of(p, o, op, st ? op->opnd[0].v->type : op->res[0].type, false);
	/* the attachments in the order of their kinds (LLVM's fixed ids) */
	lp_tbaa(p, op);
	if (!st && lp_attr(op, "invariant"))
		lp_md_leaf(p, "invariant.load", "!{}");
	lp_alias_scopes(p, op);
	if (lp_attr(op, "nontemporal"))
		lp_md_leaf(p, "nontemporal", "!{i32 1}");
	if (!st)
		lp_dereferenceable(p, op);
	if (lp_attr(op, "invariantGroup"))
		lp_md_leaf(p, "invariant.group", "!{}");
	lp_access_groups(p, op);
}

bool lp_new_flags(LLP *p)
{
	return gen_of(p->c->llvm_version)->translates & GT_NEW_FLAGS;
}

/* "inbounds ", "nusw nuw ", ...: the flags of a getelementptr op (only
 * inbounds before LLVM 19) */
void lp_gep_flags(LLP *p, Out *o, Op *op)
{
	static const char *const names[] = {"inbounds", "nusw", "nuw"};
	unsigned n = lp_new_flags(p) ? 3 : 1;
	if (n == 1 && (lp_attr(op, "nusw") || lp_attr(op, "nuw")))
		lp_drop(p, op->loc, "getelementptr nusw/nuw");
	for (unsigned i = 0; i < n; i++)
		if (lp_attr(op, names[i])) {
			out_str(o, names[i]);
			out_ch(o, ' ');
		}
}

static void print_gep(LLP *p, Op *op)
{
	Out *o = p->o;
	Attr *raw = lp_attr(op, "rawConstantIndices");
	Attr *et = lp_attr(op, "elem_type");
	if (!raw || raw->kind != ATTR_DENSE_ARRAY || !et || et->kind != ATTR_TYPE) {
		error_at(p->c, op->loc, "malformed llvm.getelementptr");
		p->nerr++;
		return;
	}
	out_str(o, "getelementptr ");
	lp_gep_flags(p, o, op);
	lp_type(p, o, p->typed ? lp_typed_gep_src(p, op) : et->ty);
	out_str(o, ", ");
	lp_typed_value(p, o, op->opnd[0].v);
	unsigned dyn = 1;
	for (unsigned i = 0; i < raw->arr.n; i++) {
		int64_t v = attr_int_sext(raw->arr.elts[i]);
		out_str(o, ", ");
		if (v == INT32_MIN && dyn < op->nopnd)
			lp_typed_value(p, o, op->opnd[dyn++].v);
		else {
			out_str(o, "i32 ");
			out_i64(o, v);
		}
	}
}

static void print_switch(LLP *p, Op *op)
{
	Out *o = p->o;
	out_str(o, "switch ");
	lp_typed_value(p, o, op->opnd[0].v);
	out_str(o, ", ");
	lp_block_ref(p, o, op, 0);
	out_str(o, " [\n");
	Attr *cv = lp_attr(op, "case_values");
	Type *ct = op->opnd[0].v->type;
	for (unsigned i = 1; i < op->nsucc; i++) {
		out_str(o, "    ");
		lp_type(p, o, ct);
		out_ch(o, ' ');
		Attr *v = cv && cv->kind == ATTR_DENSE && cv->arr.n ? cv->arr.elts[cv->splat ? 0 : (i - 1 < cv->arr.n ? i - 1 : 0)] : NULL;
		if (v && v->kind == ATTR_INT) {
			LLConst *k = lc_from_attr(p, op, v, ct);
			if (k)
				lc_print(p, o, k);
		} else {
			out_ch(o, '0');
		}
		out_str(o, ", ");
		lp_block_ref(p, o, op, i);
		out_ch(o, '\n');
	}
	out_str(o, "  ]");
	lp_branch_weights(p, op);
}

static void print_inline_asm(LLP *p, Op *op)
{
	Out *o = p->o;
	Attr *s = lp_attr(op, "asm_string"), *c = lp_attr(op, "constraints");
	if (!s || s->kind != ATTR_STRING || !c || c->kind != ATTR_STRING) {
		error_at(p->c, op->loc, "malformed llvm.inline_asm");
		p->nerr++;
		return;
	}
	const char *tk = lp_opaque_body(op, "tail_call_kind");
	if (tk && strcmp(tk, "none") != 0)
		out_fmt(o, "%s ", tk);
	out_str(o, "call ");
	if (op->nres)
		lp_type(p, o, op->res[0].type);
	else
		out_str(o, "void");
	out_str(o, " asm ");
	if (lp_attr(op, "has_side_effects"))
		out_str(o, "sideeffect ");
	if (lp_attr(op, "is_align_stack"))
		out_str(o, "alignstack ");
	if (lp_attr_i64(op, "asm_dialect", 0) == 1)
		out_str(o, "inteldialect ");
	lp_quoted(o, s->s.str->s, s->s.str->len);
	out_str(o, ", ");
	lp_quoted(o, c->s.str->s, c->s.str->len);
	/* operand_attrs[i] = {elementtype = T} for indirect operands */
	Attr *oa = lp_attr(op, "operand_attrs");
	Sym *et = intern_c(p->c, "elementtype");
	out_ch(o, '(');
	for (unsigned i = 0; i < op->nopnd; i++) {
		if (i)
			out_str(o, ", ");
		Attr *d = oa && oa->kind == ATTR_ARRAY && i < oa->arr.n ? oa->arr.elts[i] : NULL;
		Attr *t = d && d->kind == ATTR_DICT ? dict_get(d, et) : NULL;
		if (t && t->kind == ATTR_TYPE) {
			VSlot *sl = p->typed ? lp_val(p, op->opnd[i].v, false) : NULL;
			if (sl && sl->pre)   /* LLVM 14: a T* (ll_typed.c) */
				lp_type(p, o, sl->pre_ty);
			else
				lp_type(p, o, p->typed ? lp_use_type(p, op->opnd[i].v) : op->opnd[i].v->type);
			out_str(o, " elementtype(");
			lp_type(p, o, t->ty);
			out_str(o, ") ");
			lp_value(p, o, op->opnd[i].v);
		} else {
			lp_typed_value(p, o, op->opnd[i].v);
		}
	}
	out_ch(o, ')');
}

static void print_position(LLP *p, Out *o, Op *op)
{
	Attr *a = op_attr(op, p->position);
	if (!a || a->kind != ATTR_DENSE_ARRAY)
		return;
	for (unsigned i = 0; i < a->arr.n; i++) {
		out_str(o, ", ");
		out_i64(o, attr_int_sext(a->arr.elts[i]));
	}
}

static void print_shuffle(LLP *p, Op *op)
{
	Out *o = p->o;
	Attr *m = lp_attr(op, "mask");
	out_str(o, "shufflevector ");
	lp_typed_value(p, o, op->opnd[0].v);
	out_str(o, ", ");
	lp_typed_value(p, o, op->opnd[1].v);
	out_str(o, ", ");
	Type *rt = op->res[0].type;
	bool scal = (rt->kind == TY_VECTOR && rt->shaped.scalable && rt->shaped.scalable[0]) ||
		    (rt->kind == TY_LLVM_VEC && rt->llvec.scalable);
	unsigned n = m && m->kind == ATTR_DENSE_ARRAY ? m->arr.n : 0;
	out_fmt(o, "<%s%u x i32> ", scal ? "vscale x " : "", n);
	bool zero = true;
	for (unsigned i = 0; i < n; i++)
		zero &= attr_int_sext(m->arr.elts[i]) == 0;
	if (scal || zero) {
		out_str(o, zero ? "zeroinitializer" : "poison");
		return;
	}
	out_ch(o, '<');
	for (unsigned i = 0; i < n; i++) {
		int64_t v = attr_int_sext(m->arr.elts[i]);
		if (i)
			out_str(o, ", ");
		if (v < 0)
			out_str(o, "i32 poison");
		else
			out_fmt(o, "i32 %lld", (long long)v);
	}
	out_ch(o, '>');
}

/* Operand, result and successor counts an op needs before the printer
 * reads them (the verifier may have been skipped). */
bool lp_shape_ok(Op *op)
{
	unsigned no = 0, nr = 0, ns = 0;
	switch (op->kind) {
	case OP_LLVM_ADD: case OP_LLVM_SUB: case OP_LLVM_MUL: case OP_LLVM_UDIV: case OP_LLVM_SDIV:
	case OP_LLVM_UREM: case OP_LLVM_SREM: case OP_LLVM_AND: case OP_LLVM_OR: case OP_LLVM_XOR:
	case OP_LLVM_SHL: case OP_LLVM_LSHR: case OP_LLVM_ASHR: case OP_LLVM_FADD: case OP_LLVM_FSUB:
	case OP_LLVM_FMUL: case OP_LLVM_FDIV: case OP_LLVM_FREM: case OP_LLVM_ICMP: case OP_LLVM_FCMP:
	case OP_LLVM_EXTRACTELEMENT: case OP_LLVM_SHUFFLEVECTOR: case OP_LLVM_INSERTVALUE:
	case OP_LLVM_ATOMICRMW:
		no = 2, nr = 1;
		break;
	case OP_LLVM_FNEG: case OP_LLVM_TRUNC: case OP_LLVM_ZEXT: case OP_LLVM_SEXT: case OP_LLVM_FPTRUNC:
	case OP_LLVM_FPEXT: case OP_LLVM_FPTOUI: case OP_LLVM_FPTOSI: case OP_LLVM_UITOFP:
	case OP_LLVM_SITOFP: case OP_LLVM_PTRTOINT: case OP_LLVM_INTTOPTR: case OP_LLVM_BITCAST:
	case OP_LLVM_ADDRSPACECAST: case OP_LLVM_FREEZE: case OP_LLVM_ALLOCA: case OP_LLVM_LOAD:
	case OP_LLVM_GEP: case OP_LLVM_EXTRACTVALUE: case OP_LLVM_VA_ARG:
		no = 1, nr = 1;
		break;
	case OP_LLVM_SELECT: case OP_LLVM_INSERTELEMENT: case OP_LLVM_CMPXCHG:
		no = 3, nr = 1;
		break;
	case OP_LLVM_STORE: no = 2; break;
	case OP_LLVM_RESUME: no = 1; break;
	case OP_LLVM_BR: ns = 1; break;
	case OP_LLVM_COND_BR: no = 1, ns = 2; break;
	case OP_LLVM_SWITCH: no = 1, ns = 1; break;
	case OP_LLVM_INDIRECTBR: no = 1; break;
	case OP_LLVM_INVOKE: ns = 2; break;
	case OP_LLVM_LANDINGPAD: nr = 1; break;
	default: break;
	}
	return op->nopnd >= no && op->nres >= nr && op->nsucc >= ns;
}

void lp_inst(LLP *p, Op *op)
{
	Out *o = p->o;
	VSlot *s = op->nres ? lp_val(p, &op->res[0], false) : NULL;
	if (s && (s->c || s->alias))
		return;  /* folded into a constant, or a no-op cast */
	if (op->kind == OP_LLVM_CONSTANT || op->kind == OP_LLVM_UNDEF || op->kind == OP_LLVM_POISON ||
	    op->kind == OP_LLVM_ZERO || op->kind == OP_LLVM_NULL || op->kind == OP_LLVM_NONE || op->kind == OP_LLVM_ADDRESSOF || op->kind == OP_LLVM_DSO_LOCAL_EQUIVALENT ||
	    op->kind == OP_LLVM_BLOCKADDRESS)
		return;  /* failed constants were reported */
	if (op->kind == OP_LLVM_BLOCKTAG)
		return;  /* its block's label is what blockaddress constants name */
	if (op->kind == OP_LLVM_INTR && !strncmp(op->name->s, "llvm.intr.dbg.", 14))
		return;  /* debug info is not written: dropped, as mlir-translate drops them
		            where the function has no DISubprogram location */
	if (!lp_shape_ok(op)) {
		error_at(p->c, op->loc, "malformed '%s' (operands, results or successors missing)", op->name->s);
		p->nerr++;
		return;
	}
	if (p->typed && lp_typed_inst(p, op))
		return;
	if (p->typed)
		lp_typed_pre(p, op);
	out_str(o, "  ");
	if (op->nres && !lp_is_void(op->res[0].type)) {
		out_ch(o, '%');
		out_i64(o, s ? s->num : 0);
		out_str(o, " = ");
	}
	const char *bn = bin_name(op->kind);
	switch (op->kind) {
	case OP_LLVM_ADD: case OP_LLVM_SUB: case OP_LLVM_MUL: case OP_LLVM_SHL:
	case OP_LLVM_UDIV: case OP_LLVM_SDIV: case OP_LLVM_LSHR: case OP_LLVM_ASHR:
	case OP_LLVM_UREM: case OP_LLVM_SREM: case OP_LLVM_AND: case OP_LLVM_OR: case OP_LLVM_XOR: {
		out_str(o, bn);
		lp_overflow(o, op);
		if (lp_attr(op, "isExact"))
			out_str(o, " exact");
		if (lp_attr(op, "isDisjoint") && !lp_new_flags(p))
			lp_drop(p, op->loc, "disjoint");
		else if (lp_attr(op, "isDisjoint"))
			out_str(o, " disjoint");
		out_ch(o, ' ');
		lp_typed_value(p, o, op->opnd[0].v);
		out_str(o, ", ");
		lp_value(p, o, op->opnd[1].v);
		break;
	}
	case OP_LLVM_FADD: case OP_LLVM_FSUB: case OP_LLVM_FMUL: case OP_LLVM_FDIV: case OP_LLVM_FREM:
		out_str(o, bn);
		lp_fastmath(o, op);
		out_ch(o, ' ');
		lp_typed_value(p, o, op->opnd[0].v);
		out_str(o, ", ");
		lp_value(p, o, op->opnd[1].v);
		break;
	case OP_LLVM_FNEG:
		out_str(o, "fneg");
		lp_fastmath(o, op);
		out_ch(o, ' ');
		lp_typed_value(p, o, op->opnd[0].v);
		break;
	case OP_LLVM_ICMP: case OP_LLVM_FCMP: {
		int64_t pr = lp_attr_i64(op, "predicate", 0);
		bool ic = op->kind == OP_LLVM_ICMP;
		out_str(o, ic ? "icmp" : "fcmp");
		if (!ic)
			lp_fastmath(o, op);
		out_ch(o, ' ');
		if (pr < 0 || pr >= (ic ? 10 : 16))
			pr = 0;
		out_str(o, ic ? icmp_preds[pr] : fcmp_preds[pr]);
		out_ch(o, ' ');
		lp_typed_value(p, o, op->opnd[0].v);
		out_str(o, ", ");
		lp_value(p, o, op->opnd[1].v);
		break;
	}
	case OP_LLVM_TRUNC: case OP_LLVM_ZEXT: case OP_LLVM_SEXT: case OP_LLVM_FPTRUNC: case OP_LLVM_FPEXT:
	case OP_LLVM_FPTOUI: case OP_LLVM_FPTOSI: case OP_LLVM_UITOFP: case OP_LLVM_SITOFP:
	case OP_LLVM_PTRTOINT: case OP_LLVM_INTTOPTR: case OP_LLVM_BITCAST: case OP_LLVM_ADDRSPACECAST:
		out_str(o, bn);
		if (lp_new_flags(p)) {
			if (lp_attr(op, "nonNeg"))
				out_str(o, " nneg");
			if (op->kind == OP_LLVM_TRUNC)
				lp_overflow(o, op);
		} else {
			if (lp_attr(op, "nonNeg"))
				lp_drop(p, op->loc, "nneg");
			if (op->kind == OP_LLVM_TRUNC && llattr_bits(lp_attr(op, "overflowFlags")))
				lp_drop(p, op->loc, "trunc nuw/nsw");
		}
		out_ch(o, ' ');
		lp_typed_value(p, o, op->opnd[0].v);
		out_str(o, " to ");
		lp_type(p, o, lp_def_type(p, &op->res[0]));
		if (op->kind == OP_LLVM_INTTOPTR)
			lp_dereferenceable(p, op);
		break;
	case OP_LLVM_SELECT:
		out_str(o, "select");
		lp_fastmath(o, op);
		out_ch(o, ' ');
		lp_typed_value(p, o, op->opnd[0].v);
		out_str(o, ", ");
		lp_typed_value(p, o, op->opnd[1].v);
		out_str(o, ", ");
		lp_typed_value(p, o, op->opnd[2].v);
		break;
	case OP_LLVM_FREEZE:
		out_str(o, "freeze ");
		lp_typed_value(p, o, op->opnd[0].v);
		break;
	case OP_LLVM_ALLOCA: {
		Attr *et = lp_attr(op, "elem_type");
		out_str(o, lp_attr(op, "inalloca") ? "alloca inalloca " : "alloca ");
		if (et && et->kind == ATTR_TYPE)
			lp_type(p, o, p->typed ? lp_typed_alloca_elem(p, op) : et->ty);
		VSlot *sz = lp_val(p, op->opnd[0].v, false);
		if (!sz || !sz->c || sz->c->k != LC_INT || sz->c->wide || sz->c->u != 1 ||
		    sz->c->ty->kind != TY_INT || sz->c->ty->i.width != 32) {
			out_str(o, ", ");  /* LLVM leaves out a size of i32 1 */
			lp_typed_value(p, o, op->opnd[0].v);
		}
		align_of(p, o, op, et && et->kind == ATTR_TYPE ? et->ty : NULL, true);
		Type *rt = op->res[0].type;
		if (rt->kind == TY_LLVM_PTR && rt->ptr.addrspace)
			out_fmt(o, ", addrspace(%u)", rt->ptr.addrspace);
		break;
	}
	case OP_LLVM_LOAD:
	case OP_LLVM_STORE:
		print_load_store(p, op);
		break;
	case OP_LLVM_GEP:
		print_gep(p, op);
		break;
	case OP_LLVM_CALL:
		print_call(p, op);
		break;
	case OP_LLVM_INVOKE: {
		out_str(o, "invoke");
		call_target(p, op, lp_call_nargs(op));
		lp_bundles(p, o, op);
		out_str(o, "\n          to ");
		lp_block_ref(p, o, op, 0);
		out_str(o, " unwind ");
		lp_block_ref(p, o, op, 1);
		lp_branch_weights(p, op);
		break;
	}
	case OP_LLVM_LANDINGPAD:
		out_str(o, "landingpad ");
		lp_type(p, o, lp_def_type(p, &op->res[0]));
		if (lp_attr(op, "cleanup"))
			out_str(o, "\n          cleanup");
		for (unsigned i = 0; i < op->nopnd; i++) {
			Value *v = op->opnd[i].v;
			out_str(o, v->type->kind == TY_LLVM_ARRAY ? "\n          filter " : "\n          catch ");
			lp_typed_value(p, o, v);
		}
		break;
	case OP_LLVM_RESUME:
		out_str(o, "resume ");
		lp_typed_value(p, o, op->opnd[0].v);
		break;
	case OP_LLVM_BR:
		out_str(o, "br ");
		lp_block_ref(p, o, op, 0);
		lp_loop(p, op);
		break;
	case OP_LLVM_COND_BR:
		out_str(o, "br ");
		lp_typed_value(p, o, op->opnd[0].v);
		out_str(o, ", ");
		lp_block_ref(p, o, op, 0);
		out_str(o, ", ");
		lp_block_ref(p, o, op, 1);
		lp_branch_weights(p, op);
		lp_loop(p, op);
		break;
	case OP_LLVM_SWITCH:
		print_switch(p, op);
		break;
	case OP_LLVM_INDIRECTBR:
		out_str(o, "indirectbr ");
		lp_typed_value(p, o, op->opnd[0].v);
		out_str(o, ", [");
		for (unsigned i = 0; i < op->nsucc; i++) {
			out_str(o, i ? ", " : "");
			lp_block_ref(p, o, op, i);
		}
		out_ch(o, ']');
		break;
	case OP_LLVM_RETURN:
		if (op->nopnd) {
			out_str(o, "ret ");
			lp_typed_value(p, o, op->opnd[0].v);
		} else {
			out_str(o, "ret void");
		}
		break;
	case OP_LLVM_UNREACHABLE:
		out_str(o, "unreachable");
		break;
	case OP_LLVM_EXTRACTVALUE:
		out_str(o, "extractvalue ");
		lp_typed_value(p, o, op->opnd[0].v);
		print_position(p, o, op);
		break;
	case OP_LLVM_INSERTVALUE:
		out_str(o, "insertvalue ");
		lp_typed_value(p, o, op->opnd[0].v);
		out_str(o, ", ");
		lp_typed_value(p, o, op->opnd[1].v);
		print_position(p, o, op);
		break;
	case OP_LLVM_EXTRACTELEMENT:
		out_str(o, "extractelement ");
		typed_operands(p, o, op, 2);
		break;
	case OP_LLVM_INSERTELEMENT:
		out_str(o, "insertelement ");
		typed_operands(p, o, op, 3);
		break;
	case OP_LLVM_SHUFFLEVECTOR:
		print_shuffle(p, op);
		break;
	case OP_LLVM_ATOMICRMW: {
		int64_t b = lp_attr_i64(op, "bin_op", 0);
		out_str(o, "atomicrmw ");
		if (lp_attr(op, "volatile_"))
			out_str(o, "volatile ");
		out_str(o, b >= 0 && b < (int64_t)(sizeof rmw_ops / sizeof rmw_ops[0]) ? rmw_ops[b] : "xchg");
		out_ch(o, ' ');
		typed_operands(p, o, op, 2);
		syncscope(o, op);
		out_fmt(o, " %s", ordering_name(lp_attr_i64(op, "ordering", 7)));
		atomic_align_of(p, o, op, op->opnd[1].v->type);
		lp_tbaa(p, op);
		lp_alias_scopes(p, op);
		lp_access_groups(p, op);
		break;
	}
	case OP_LLVM_CMPXCHG:
		out_str(o, "cmpxchg ");
		if (lp_attr(op, "weak"))
			out_str(o, "weak ");
		if (lp_attr(op, "volatile_"))
			out_str(o, "volatile ");
		typed_operands(p, o, op, 3);
		syncscope(o, op);
		out_fmt(o, " %s %s", ordering_name(lp_attr_i64(op, "success_ordering", 7)),
			ordering_name(lp_attr_i64(op, "failure_ordering", 7)));
		atomic_align_of(p, o, op, op->opnd[1].v->type);
		lp_tbaa(p, op);
		lp_alias_scopes(p, op);
		lp_access_groups(p, op);
		break;
	case OP_LLVM_FENCE:
		out_str(o, "fence");
		syncscope(o, op);
		out_fmt(o, " %s", ordering_name(lp_attr_i64(op, "ordering", 7)));
		break;
	case OP_LLVM_VA_ARG:
		out_str(o, "va_arg ");
		lp_typed_value(p, o, op->opnd[0].v);
		out_str(o, ", ");
		lp_type(p, o, lp_def_type(p, &op->res[0]));
		break;
	case OP_LLVM_INLINE_ASM:
		print_inline_asm(p, op);
		break;
	case OP_LLVM_INTR:
	case OP_LLVM_CALL_INTRINSIC:
		lp_intrinsic(p, op);
		break;
	default:
		error_at(p->c, op->loc, "cannot translate '%s' to LLVM IR", op->name->s);
		p->nerr++;
		break;
	}
	lp_mmra(p, op);
	out_ch(o, '\n');
	if (p->typed)
		lp_typed_post(p, op);
}
