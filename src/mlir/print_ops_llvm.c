/* print_ops_llvm.c - custom forms of the LLVM dialect ops as mlir-opt-19
 * prints them, spacing quirks included (the two spaces before the
 * attribute dictionary of ops using custom<LLVMOpAttrs>, the trailing space
 * of extractvalue/insertvalue/shufflevector).  Enum-valued attributes are
 * integers in the generic form (predicate = 2 : i64); the tables below
 * give their keywords.  Printers return false, having written nothing,
 * when an op does not fit its custom form. */
#include <stdlib.h>
#include <string.h>

#include "print.h"
#include "llvmir/intrinsics.h"

#define O (p->o)

/* The op's own operands (successor operands excluded). */
static unsigned own_opnds(Op *op)
{
	unsigned n = op->nopnd;
	for (unsigned i = 0; i < op->nsucc; i++)
		n -= op->succs[i].n;
	return n;
}


static const char *const icmp_preds[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
static const char *const fcmp_preds[] = {"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                         "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true"};
static const char *const orderings[] = {"not_atomic", "unordered", "monotonic", NULL, "acquire", "release",
                                        "acq_rel", "seq_cst"};
static const char *const rmw_ops[] = {"xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax",
                                      "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap",
                                      "usub_cond", "usub_sat", "fmaximum", "fminimum"};
static const char *const comdat_kinds[] = {"any", "exactmatch", "largest", "nodeduplicate", "samesize"};
static const char *const visibilities[] = {"", "hidden", "protected"};
static const char *const unnamed_addrs[] = {"", "local_unnamed_addr", "unnamed_addr"};
static const char *const asm_dialects[] = {"att", "intel"};

/* ---- constants and globals */

static bool print_constant(Printer *p, Op *op)
{
	static const char *const elide[] = {"value", NULL};
	Attr *v = p_attr(op, "value");
	if (!v || op->nres != 1)
		return false;
	p_op_name(p, op);
	out_ch(O, '(');
	mlir_print_attr(O, v);
	out_ch(O, ')');
	p_attr_dict(p, op, elide);
	colon_type(p, op->res[0].type);
	return true;
}

/* attr-dict : type -- undef, poison, zero, null */
static bool print_nullary(Printer *p, Op *op)
{
	if (op->nres != 1 || op->nopnd)
		return false;
	p_op_name(p, op);
	p_attr_dict(p, op, NULL);
	colon_type(p, op->res[0].type);
	return true;
}

/* llvm.mlir.addressof @g : T, llvm.dso_local_equivalent @f : T */
static bool print_addressof(Printer *p, Op *op)
{
	static const char *const elide_g[] = {"global_name", NULL}, *const elide_f[] = {"function_name", NULL};
	const char *const *elide = op->kind == OP_LLVM_ADDRESSOF ? elide_g : elide_f;
	const char *name = elide[0];
	Attr *g = p_attr(op, name);
	if (!g || g->kind != ATTR_SYMREF || op->nres != 1)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	mlir_print_attr(O, g);
	p_attr_dict(p, op, elide);
	colon_type(p, op->res[0].type);
	return true;
}

/* llvm.blockaddress <function = @f, tag = <id = N>> : !llvm.ptr */
static bool print_blockaddress(Printer *p, Op *op)
{
	static const char *const elide[] = {"block_addr", NULL};
	Attr *a = p_attr(op, "block_addr");
	int64_t id;
	if (op->nres != 1 || op->nopnd || !attr_blockaddress_parts(p->c, a, &id))
		return false;
	p_op_name(p, op);
	out_str(O, " <");
	out_sym(O, a->opaque.body);
	out_ch(O, '>');
	p_attr_dict(p, op, elide);
	colon_type(p, op->res[0].type);
	return true;
}

/* llvm.blocktag <id = N> */
static bool print_blocktag(Printer *p, Op *op)
{
	static const char *const elide[] = {"tag", NULL};
	Attr *a = p_attr(op, "tag");
	int64_t id;
	if (op->nres || op->nopnd || !attr_blocktag_id(a, &id))
		return false;
	p_op_name(p, op);
	out_str(O, " <");
	out_sym(O, a->opaque.body);
	out_ch(O, '>');
	p_attr_dict(p, op, elide);
	return true;
}

/* The word of an llvm dialect enum attribute (#llvm.linkage<private>);
 * NULL for another dialect's (#other<private> is no linkage). */
const char *llvm_word(Op *op, const char *name)
{
	/* the enum attribute each of these names holds (#llvm.cconv<...>): another
	 * one (#llvm.foo<cxc> as the CConv) is no word of the custom form */
	static const char *const kinds[][2] = {
		{"CConv", "llvm.cconv"}, {"linkage", "llvm.linkage"},
		{"TailCallKind", "llvm.tailcallkind"}, {"tail_call_kind", "llvm.tailcallkind"},
	};
	Attr *a = p_attr(op, name);
	const char *dl = !a ? NULL
	               : a->kind == ATTR_OPAQUE ? (a->opaque.dialect ? a->opaque.dialect->s : "")
	               : a->kind == ATTR_LLVM ? llattr_info(a->ll.kind)->mnemonic : NULL;
	if (dl && strncmp(dl, "llvm", 4))
		return NULL;
	for (size_t i = 0; dl && i < sizeof kinds / sizeof *kinds; i++)
		if (!strcmp(name, kinds[i][0]) && strcmp(dl, kinds[i][1]))
			return NULL;
	return p_opaque_body(op, name);
}

/* Attribute name is there but no word of the llvm dialect: the op is
 * printed in generic form. */
static bool not_llvm_word(Op *op, const char *name)
{
	return p_attr(op, name) && !llvm_word(op, name);
}

/* "linkage visibility unnamed_addr" prefix words shared by func and global */
static void vis_unnamed(Printer *p, Op *op, bool thread_local)
{
	const char *v = KW(p_int(op, "visibility_", 0), visibilities);
	if (v && *v) {
		out_str(O, v);
		out_ch(O, ' ');
	}
	if (thread_local && p_attr(op, "thread_local_"))
		out_str(O, "thread_local ");
	const char *u = KW(p_int(op, "unnamed_addr", 0), unnamed_addrs);
	if (u && *u) {
		out_str(O, u);
		out_ch(O, ' ');
	}
}

static bool print_global(Printer *p, Op *op)
{
	static const char *const elide[] = {"sym_name", "global_type", "constant", "value", "linkage",
	                                    "unnamed_addr", "thread_local_", "visibility_", "comdat", NULL};
	Attr *name = p_attr(op, "sym_name"), *gt = p_attr(op, "global_type"), *val = p_attr(op, "value");
	const char *linkage = llvm_word(op, "linkage");
	if (not_llvm_word(op, "linkage"))
		return false;
	Attr *comdat = p_attr(op, "comdat");
	if (!name || name->kind != ATTR_STRING || !gt || gt->kind != ATTR_TYPE || op->nreg != 1)
		return false;
	if (!KW(p_int(op, "visibility_", 0), visibilities) || !KW(p_int(op, "unnamed_addr", 0), unnamed_addrs))
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	out_str(O, linkage ? linkage : "external");
	out_ch(O, ' ');
	vis_unnamed(p, op, true);
	if (p_attr(op, "constant"))
		out_str(O, "constant ");
	p_sym_name(O, name->s.str);
	out_ch(O, '(');
	if (val)
		mlir_print_attr(O, val);
	out_ch(O, ')');
	if (comdat) {
		out_str(O, " comdat(");
		mlir_print_attr(O, comdat);
		out_ch(O, ')');
	}
	/* mlir-opt prints addr_space even when 0 */
	p_attr_dict_dflt(p, op, elide, "addr_space", attr_int(p->c, type_i(p->c, 32), 0));
	if (val && val->kind == ATTR_STRING)
		return true;
	colon_type(p, gt->ty);
	if (op->regs[0].first) {
		out_ch(O, ' ');
		p_region(p, &op->regs[0], false, true, false);
	}
	return true;
}

/* "op linkage vis... @name", the head llvm.mlir.alias and llvm.mlir.ifunc share */
static void alias_head(Printer *p, Op *op, const char *linkage, bool thread_local, Attr *name)
{
	p_op_name(p, op);
	out_ch(O, ' ');
	out_str(O, linkage ? linkage : "external");
	out_ch(O, ' ');
	vis_unnamed(p, op, thread_local);
	p_sym_name(O, name->s.str);
}

/* llvm.mlir.alias linkage vis... @name attr-dict : T region (MLIR 20+) */
static bool print_alias(Printer *p, Op *op)
{
	static const char *const elide[] = {"sym_name", "alias_type", "linkage", "unnamed_addr", "thread_local_",
	                                    "visibility_", NULL};
	Attr *name = p_attr(op, "sym_name"), *at = p_attr(op, "alias_type");
	const char *linkage = llvm_word(op, "linkage");
	if (not_llvm_word(op, "linkage"))
		return false;
	if (!name || name->kind != ATTR_STRING || !at || at->kind != ATTR_TYPE || op->nreg != 1 ||
	    !KW(p_int(op, "visibility_", 0), visibilities) || !KW(p_int(op, "unnamed_addr", 0), unnamed_addrs))
		return false;
	alias_head(p, op, linkage, true, name);
	p_attr_dict(p, op, elide);
	colon_type(p, at->ty);
	out_ch(O, ' ');
	p_region(p, &op->regs[0], false, true, false);
	return true;
}

/* llvm.mlir.ifunc linkage vis... @name : T, R @resolver attr-dict (MLIR 20+) */
static bool print_ifunc(Printer *p, Op *op)
{
	static const char *const elide[] = {"sym_name", "i_func_type", "resolver", "resolver_type", "linkage",
	                                    "unnamed_addr", "visibility_", NULL};
	Attr *name = p_attr(op, "sym_name"), *ft = p_attr(op, "i_func_type"), *r = p_attr(op, "resolver"),
	     *rt = p_attr(op, "resolver_type");
	const char *linkage = llvm_word(op, "linkage");
	if (not_llvm_word(op, "linkage"))
		return false;
	if (!name || name->kind != ATTR_STRING || !ft || ft->kind != ATTR_TYPE || !r || !rt || rt->kind != ATTR_TYPE ||
	    !KW(p_int(op, "visibility_", 0), visibilities) || !KW(p_int(op, "unnamed_addr", 0), unnamed_addrs))
		return false;
	alias_head(p, op, linkage, false, name);
	out_str(O, " : ");
	p_type(p, ft->ty);
	out_str(O, ", ");
	p_type(p, rt->ty);
	out_ch(O, ' ');
	mlir_print_attr(O, r);
	p_attr_dict(p, op, elide);
	return true;
}

static bool print_llvm_func(Printer *p, Op *op)
{
	static const char *const elide[] = {"sym_name", "function_type", "arg_attrs", "res_attrs", "linkage",
	                                    "CConv", "visibility_", "comdat", "unnamed_addr", "vscale_range", NULL};
	Attr *name = p_attr(op, "sym_name"), *ft = p_attr(op, "function_type");
	const char *linkage = llvm_word(op, "linkage"), *cconv = llvm_word(op, "CConv");
	if (not_llvm_word(op, "linkage") || not_llvm_word(op, "CConv"))
		return false;
	if (!name || name->kind != ATTR_STRING || !ft || ft->kind != ATTR_TYPE || ft->ty->kind != TY_LLVM_FUNC ||
	    op->nreg != 1)
		return false;
	if (!KW(p_int(op, "visibility_", 0), visibilities) || !KW(p_int(op, "unnamed_addr", 0), unnamed_addrs))
		return false;
	Type *fty = ft->ty;
	Region *body = &op->regs[0];
	bool external = !body->first;
	if (!external && body->first->nargs != fty->llfn.n)
		return false;
	Attr *arg_attrs = p_attr(op, "arg_attrs"), *res_attrs = p_attr(op, "res_attrs");
	if (arg_attrs && (arg_attrs->kind != ATTR_ARRAY || arg_attrs->arr.n != fty->llfn.n))
		arg_attrs = NULL;
	p_op_name(p, op);
	out_ch(O, ' ');
	if (linkage && strcmp(linkage, "external") != 0) {
		out_str(O, linkage);
		out_ch(O, ' ');
	}
	vis_unnamed(p, op, false);
	if (cconv && strcmp(cconv, "ccc") != 0) {
		out_str(O, cconv);
		out_ch(O, ' ');
	}
	p_sym_name(O, name->s.str);
	out_ch(O, '(');
	p_fn_params(p, external ? NULL : body->first, fty->llfn.n, fty->llfn.params, arg_attrs);
	if (fty->llfn.vararg)
		out_str(O, fty->llfn.n ? ", ..." : "...");
	out_ch(O, ')');
	if (fty->llfn.ret->kind != TY_LLVM_VOID) {
		Attr *d = res_attrs && res_attrs->kind == ATTR_ARRAY && res_attrs->arr.n == 1 ? res_attrs->arr.elts[0] : NULL;
		bool dattrs = d && d->kind == ATTR_DICT && d->dict.n;
		out_str(O, " -> ");
		if (dattrs)
			out_ch(O, '(');
		p_type(p, fty->llfn.ret);
		if (dattrs) {
			out_str(O, " {");
			print_dict_entries(O, d->dict.n, d->dict.elts, NULL);
			out_str(O, "})");
		}
	}
	Attr *vr = p_attr(op, "vscale_range");
	if (llattr_get(vr, F_VSCALE_MIN) && llattr_get(vr, F_VSCALE_MAX))
		out_fmt(O, " vscale_range(%lld, %lld)", (long long)llattr_int(vr, F_VSCALE_MIN, 0),
		        (long long)llattr_int(vr, F_VSCALE_MAX, 0));
	Attr *comdat = p_attr(op, "comdat");
	if (comdat) {
		out_str(O, " comdat(");
		mlir_print_attr(O, comdat);
		out_ch(O, ')');
	}
	p_attr_dict_kw(p, op, elide);
	if (!external) {
		out_ch(O, ' ');
		p_region(p, body, false, true, false);
	}
	return true;
}

static bool print_comdat(Printer *p, Op *op)
{
	static const char *const elide[] = {"sym_name", NULL};
	Attr *name = p_attr(op, "sym_name");
	if (!name || name->kind != ATTR_STRING || op->nreg != 1)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	p_sym_name(O, name->s.str);
	out_ch(O, ' ');
	p_region(p, &op->regs[0], false, true, false);
	p_attr_dict(p, op, elide);
	return true;
}

static bool print_comdat_selector(Printer *p, Op *op)
{
	static const char *const elide[] = {"sym_name", "comdat", NULL};
	Attr *name = p_attr(op, "sym_name");
	const char *k = KW(p_int(op, "comdat", -1), comdat_kinds);
	if (!name || name->kind != ATTR_STRING || !k)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	p_sym_name(O, name->s.str);
	out_ch(O, ' ');
	out_str(O, k);
	p_attr_dict(p, op, elide);
	return true;
}

/* llvm.linker_options ["a", "b"], llvm.module_flags [#llvm.mlir.module_flag<...>] */
static bool print_linker_options(Printer *p, Op *op)
{
	static const char *const elide_f[] = {"flags", NULL}, *const elide_o[] = {"options", NULL};
	const char *const *elide = op->kind == OP_LLVM_MODULE_FLAGS ? elide_f : elide_o;
	const char *name = elide[0];
	Attr *a = p_attr(op, name);
	if (!a)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	mlir_print_attr(O, a);
	p_attr_dict(p, op, elide);
	return true;
}

/* llvm.mlir.global_ctors ctors = [..], priorities = [..], data = [..] (MLIR
 * 20+; data, which 22 requires, is #llvm.zero for each entry when absent);
 * MLIR 19 printed the dictionary, as the generic form does */
static bool print_structors(Printer *p, Op *op)
{
	static const char *const elide_c[] = {"ctors", "priorities", "data", NULL},
	                        *const elide_d[] = {"dtors", "priorities", "data", NULL};
	const char *const *elide = op->kind == OP_LLVM_GLOBAL_CTORS ? elide_c : elide_d;
	const char *fs = elide[0];
	Attr *f = p_attr(op, fs), *pr = p_attr(op, "priorities"), *d = p_attr(op, "data");
	if (!(gen_of(p->c->llvm_version)->prints & GP_STRUCTORS) || !f || f->kind != ATTR_ARRAY || !pr ||
	    (d && d->kind != ATTR_ARRAY))
		return false;
	p_op_name(p, op);
	out_fmt(O, " %s = ", fs);
	mlir_print_attr(O, f);
	out_str(O, ", priorities = ");
	mlir_print_attr(O, pr);
	out_str(O, ", data = ");
	if (d) {
		mlir_print_attr(O, d);
	} else {
		out_ch(O, '[');
		for (unsigned i = 0; i < f->arr.n; i++)
			out_str(O, i ? ", #llvm.zero" : "#llvm.zero");
		out_ch(O, ']');
	}
	p_attr_dict(p, op, elide);
	return true;
}

/* ---- arithmetic */

static bool flags_none(Op *op, const char *name)
{
	return p_flags_none(p_attr(op, name));
}

static const char *const elide_fmf[] = {"fastmathFlags", NULL};

/* the attr-dict of custom<LLVMOpAttrs>: fastmathFlags elided when none */
void llvm_op_attrs(Printer *p, Op *op)
{
	p_attr_dict(p, op, flags_none(op, "fastmathFlags") ? elide_fmf : NULL);
}

/* %a, %b overflow<nsw> attr-dict : T */
static bool print_overflow_binary(Printer *p, Op *op)
{
	static const char *const elide[] = {"overflowFlags", NULL};
	if (own_opnds(op) != 2 || op->nres != 1)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	p_operands(p, op, 0, 2);
	if (!flags_none(op, "overflowFlags")) {
		out_str(O, " overflow<");
		p_flags_words(O, p_attr(op, "overflowFlags"));
		out_ch(O, '>');
	}
	p_attr_dict(p, op, elide);
	colon_type(p, op->res[0].type);
	return true;
}

/* (exact|disjoint)? %a, %b custom<LLVMOpAttrs>(attr-dict) : T  (19: two
 * spaces before the dict) */
static bool print_binary(Printer *p, Op *op)
{
	static const char *const elide_flags[] = {"isExact", "isDisjoint", NULL};
	unsigned n = op->kind == OP_LLVM_FNEG ? 1 : 2;
	if (own_opnds(op) != n || op->nres != 1)
		return false;
	p_op_name(p, op);
	if (p_attr(op, "isExact"))
		out_str(O, " exact");
	if (p_attr(op, "isDisjoint"))
		out_str(O, " disjoint");
	out_ch(O, ' ');
	p_operands(p, op, 0, n);
	out_str(O, gen_of(p->c->llvm_version)->opattrs_gap);
	if (p_attr(op, "isExact") || p_attr(op, "isDisjoint"))
		p_attr_dict(p, op, elide_flags);
	else
		llvm_op_attrs(p, op);
	colon_type(p, op->res[0].type);
	return true;
}

static bool print_cmp(Printer *p, Op *op)
{
	static const char *const elide[] = {"predicate", "fastmathFlags", NULL};
	static const char *const elide_pred[] = {"predicate", NULL};
	bool f = op->kind == OP_LLVM_FCMP;
	int64_t pr = p_int(op, "predicate", -1);
	const char *kw = f ? KW(pr, fcmp_preds) : KW(pr, icmp_preds);
	if (own_opnds(op) != 2 || !kw)
		return false;
	p_op_name(p, op);
	out_str(O, " \"");
	out_str(O, kw);
	out_str(O, "\" ");
	p_operands(p, op, 0, 2);
	p_attr_dict(p, op, flags_none(op, "fastmathFlags") ? elide : elide_pred);
	colon_type(p, otype(op, 0));
	return true;
}

/* Whether op's dereferenceable attribute (if any) has the custom form's
 * place (loads and inttoptr, MLIR 21+); a streamed .ll body's is a
 * placeholder until the end of the file. */
static bool deref_ok(Op *op)
{
	Attr *a = p_attr(op, "dereferenceable");
	return !a || ((op->kind == OP_LLVM_LOAD || op->kind == OP_LLVM_INTTOPTR)
	              && (attr_is_llvm(a, LL_DEREFERENCEABLE) || a->kind == ATTR_PENDING));
}

/* " dereferenceable<bytes = N[, mayBeNull = true]>" */
static void deref_part(Printer *p, Op *op)
{
	Attr *a = p_attr(op, "dereferenceable");
	if (a && a->kind == ATTR_PENDING) {   /* the keyword goes with a node dropped */
		p_pending_mark(O, 'O', a->pending);
		out_str(O, " dereferenceable");
		p_pending_mark(O, 'B', a->pending);
		p_pending_mark(O, 'C', 0);
	} else if (a) {
		out_str(O, " dereferenceable");
		print_llattr_body(O, a);
	}
}

static bool print_llvm_cast(Printer *p, Op *op)
{
	static const char *const elide[] = {"nonNeg", "overflowFlags", "dereferenceable", NULL};
	if (own_opnds(op) != 1 || op->nres != 1 || !deref_ok(op))
		return false;
	p_op_name(p, op);
	if (p_attr(op, "nonNeg"))
		out_str(O, " nneg");
	sp_operand(p, op, 0);
	if (p_attr(op, "overflowFlags") && !flags_none(op, "overflowFlags")) {  /* trunc, after 19 */
		out_str(O, " overflow<");
		p_flags_words(O, p_attr(op, "overflowFlags"));
		out_ch(O, '>');
	}
	deref_part(p, op);
	p_attr_dict(p, op, elide);
	colon_type(p, otype(op, 0));
	out_str(O, " to ");
	p_type(p, op->res[0].type);
	return true;
}

static bool print_select(Printer *p, Op *op)
{
	if (own_opnds(op) != 3 || op->nres != 1)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	p_operands(p, op, 0, 3);
	llvm_op_attrs(p, op);
	colon_type(p, otype(op, 0));
	out_str(O, ", ");
	p_type(p, op->res[0].type);
	return true;
}

/* %a attr-dict : T -- freeze, resume */
static bool print_unary_typed(Printer *p, Op *op)
{
	if (own_opnds(op) != 1)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	p_attr_dict(p, op, NULL);
	colon_type(p, otype(op, 0));
	return true;
}

/* ---- memory */

/* " atomic syncscope("x") ordering" when atomic */
static bool atomic_part(Printer *p, Op *op, bool with_kw)
{
	int64_t ord = p_int(op, "ordering", 0);
	const char *kw = KW(ord, orderings);
	if (!kw)
		return false;
	if (!ord)
		return true;
	if (with_kw)
		out_str(O, " atomic");
	Attr *ss = p_attr(op, "syncscope");
	if (ss && ss->kind == ATTR_STRING) {
		out_str(O, " syncscope(");
		mlir_print_attr(O, ss);
		out_ch(O, ')');
	}
	out_ch(O, ' ');
	out_str(O, kw);
	return true;
}

static bool print_load_store(Printer *p, Op *op)
{
	static const char *const elide[] = {"volatile_", "syncscope", "ordering", "invariant", "invariantGroup",
	                                    "dereferenceable", NULL};
	bool store = op->kind == OP_LLVM_STORE;
	unsigned n = store ? 2 : 1;
	if (own_opnds(op) != n || op->nres != (store ? 0u : 1u) || !KW(p_int(op, "ordering", 0), orderings)
	    || !deref_ok(op))
		return false;
	p_op_name(p, op);
	if (p_attr(op, "volatile_"))
		out_str(O, " volatile");
	out_ch(O, ' ');
	p_operands(p, op, 0, n);
	atomic_part(p, op, true);
	if (p_attr(op, "invariant"))
		out_str(O, " invariant");
	if (p_attr(op, "invariantGroup"))
		out_str(O, " invariant_group");
	deref_part(p, op);
	p_attr_dict(p, op, elide);
	out_str(O, " : ");
	if (store) {
		p_type(p, otype(op, 0));
		out_str(O, ", ");
		p_type(p, otype(op, 1));
	} else {
		p_type(p, otype(op, 0));
		out_str(O, " -> ");
		p_type(p, op->res[0].type);
	}
	return true;
}

static bool print_alloca(Printer *p, Op *op)
{
	static const char *const elide_a[] = {"elem_type", "inalloca", NULL};
	static const char *const elide_b[] = {"alignment", "elem_type", "inalloca", NULL};
	Attr *et = p_attr(op, "elem_type");
	if (own_opnds(op) != 1 || op->nres != 1 || !et || et->kind != ATTR_TYPE)
		return false;
	p_op_name(p, op);
	if (p_attr(op, "inalloca"))
		out_str(O, " inalloca");
	sp_operand(p, op, 0);
	out_str(O, " x ");
	p_type(p, et->ty);
	p_attr_dict(p, op, p_int(op, "alignment", 0) ? elide_a : elide_b);
	out_str(O, " : (");
	p_type(p, otype(op, 0));
	out_str(O, ") -> ");
	p_type(p, op->res[0].type);
	return true;
}

static bool print_gep(Printer *p, Op *op)
{
	static const char *const elide[] = {"inbounds", "nusw", "nuw", "rawConstantIndices", "elem_type", NULL};
	Attr *raw = p_attr(op, "rawConstantIndices"), *et = p_attr(op, "elem_type");
	unsigned n = own_opnds(op);
	if (!raw || raw->kind != ATTR_DENSE_ARRAY || !et || et->kind != ATTR_TYPE || n < 1 || op->nres != 1)
		return false;
	unsigned ndyn = 0;
	for (unsigned i = 0; i < raw->arr.n; i++)
		ndyn += raw->arr.elts[i]->kind == ATTR_INT && attr_int_sext(raw->arr.elts[i]) == INT32_MIN;
	if (ndyn != n - 1)
		return false;
	p_op_name(p, op);
	/* inbounds, nusw, nuw joined by | (the latter two after 19) */
	const char *sep = " ";
	static const char *const gep_flags[] = {"inbounds", "nusw", "nuw"};
	for (unsigned i = 0; i < 3; i++)
		if (p_attr(op, gep_flags[i])) {
			out_str(O, sep);
			out_str(O, gep_flags[i]);
			sep = "|";
		}
	sp_operand(p, op, 0);
	out_ch(O, '[');
	unsigned next = 1;
	for (unsigned i = 0; i < raw->arr.n; i++) {
		if (i)
			out_str(O, ", ");
		int64_t v = attr_int_sext(raw->arr.elts[i]);
		if (v == INT32_MIN)
			p_value(p, op->opnd[next++].v);
		else
			out_i64(O, v);
	}
	out_ch(O, ']');
	p_attr_dict(p, op, elide);
	out_str(O, " : ");
	p_fn_sig_types(p, op);
	out_str(O, ", ");
	p_type(p, et->ty);
	return true;
}

static bool print_atomicrmw(Printer *p, Op *op)
{
	static const char *const elide[] = {"volatile_", "bin_op", "syncscope", "ordering", NULL};
	const char *bop = KW(p_int(op, "bin_op", -1), rmw_ops);
	int64_t ord = p_int(op, "ordering", -1);
	if (own_opnds(op) != 2 || op->nres != 1 || !bop || ord <= 0 || !KW(ord, orderings))
		return false;
	p_op_name(p, op);
	if (p_attr(op, "volatile_"))
		out_str(O, " volatile");
	out_ch(O, ' ');
	out_str(O, bop);
	out_ch(O, ' ');
	p_operands(p, op, 0, 2);
	atomic_part(p, op, false);
	p_attr_dict(p, op, elide);
	out_str(O, " : ");
	p_types(p, op, 0, 2);
	return true;
}

static bool print_cmpxchg(Printer *p, Op *op)
{
	static const char *const elide[] = {"weak", "volatile_", "syncscope", "success_ordering",
	                                    "failure_ordering", NULL};
	const char *so = KW(p_int(op, "success_ordering", -1), orderings);
	const char *fo = KW(p_int(op, "failure_ordering", -1), orderings);
	if (own_opnds(op) != 3 || !so || !fo)
		return false;
	p_op_name(p, op);
	if (p_attr(op, "weak"))
		out_str(O, " weak");
	if (p_attr(op, "volatile_"))
		out_str(O, " volatile");
	out_ch(O, ' ');
	p_operands(p, op, 0, 3);
	Attr *ss = p_attr(op, "syncscope");
	if (ss && ss->kind == ATTR_STRING) {
		out_str(O, " syncscope(");
		mlir_print_attr(O, ss);
		out_ch(O, ')');
	}
	out_ch(O, ' ');
	out_str(O, so);
	out_ch(O, ' ');
	out_str(O, fo);
	p_attr_dict(p, op, elide);
	out_str(O, " : ");
	p_types(p, op, 0, 2);
	return true;
}

static bool print_fence(Printer *p, Op *op)
{
	static const char *const elide[] = {"syncscope", "ordering", NULL};
	const char *kw = KW(p_int(op, "ordering", -1), orderings);
	if (!kw || own_opnds(op))
		return false;
	p_op_name(p, op);
	Attr *ss = p_attr(op, "syncscope");
	if (ss && ss->kind == ATTR_STRING) {
		out_str(O, " syncscope(");
		mlir_print_attr(O, ss);
		out_ch(O, ')');
	}
	out_ch(O, ' ');
	out_str(O, kw);
	p_attr_dict(p, op, elide);
	return true;
}

/* ---- aggregates and vectors */

static void i64_list(Printer *p, Attr *a)
{
	out_ch(O, '[');
	for (unsigned i = 0; i < a->arr.n; i++) {
		if (i)
			out_str(O, ", ");
		out_i64(O, attr_int_sext(a->arr.elts[i]));
	}
	out_ch(O, ']');
}

/* extractvalue %s[0, 1] : T  / insertvalue %v, %s[0] : T  (trailing space);
 * the operands are (container, value) */
static bool print_extract_insert_value(Printer *p, Op *op)
{
	static const char *const elide[] = {"position", NULL};
	Attr *pos = p_attr(op, "position");
	bool ins = op->kind == OP_LLVM_INSERTVALUE;
	unsigned n = ins ? 2 : 1;
	if (own_opnds(op) != n || op->nres != 1 || !pos || pos->kind != ATTR_DENSE_ARRAY)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	if (ins) {
		p_value(p, op->opnd[1].v);
		out_str(O, ", ");
	}
	p_value(p, op->opnd[0].v);
	i64_list(p, pos);
	p_attr_dict(p, op, elide);
	colon_type(p, otype(op, 0));
	out_ch(O, ' ');
	return true;
}

static bool print_extract_insert_element(Printer *p, Op *op)
{
	bool ins = op->kind == OP_LLVM_INSERTELEMENT;
	unsigned n = ins ? 3 : 2;
	if (own_opnds(op) != n || op->nres != 1)
		return false;
	/* operands: (vector, position) / (vector, value, position) */
	p_op_name(p, op);
	out_ch(O, ' ');
	if (ins) {
		p_value(p, op->opnd[1].v);
		out_str(O, ", ");
	}
	p_value(p, op->opnd[0].v);
	out_ch(O, '[');
	p_value(p, op->opnd[n - 1].v);
	colon_type(p, otype(op, n - 1));
	out_ch(O, ']');
	p_attr_dict(p, op, NULL);
	colon_type(p, otype(op, 0));
	return true;
}

static bool print_shufflevector(Printer *p, Op *op)
{
	static const char *const elide[] = {"mask", NULL};
	Attr *mask = p_attr(op, "mask");
	if (own_opnds(op) != 2 || op->nres != 1 || !mask || mask->kind != ATTR_DENSE_ARRAY)
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	p_operands(p, op, 0, 2);
	out_ch(O, ' ');
	i64_list(p, mask);
	p_attr_dict(p, op, elide);
	colon_type(p, otype(op, 0));
	out_ch(O, ' ');
	return true;
}

/* ---- control flow and calls */

static bool print_br(Printer *p, Op *op)
{
	if (op->nsucc != 1 || own_opnds(op))
		return false;
	p_op_name(p, op);
	out_ch(O, ' ');
	p_succ(p, op, 0);
	p_attr_dict(p, op, NULL);
	return true;
}

static bool print_llvm_cond_br(Printer *p, Op *op)
{
	static const char *const elide[] = {"operandSegmentSizes", "branch_weights", NULL};
	Attr *w = p_attr(op, "branch_weights");
	if (op->nsucc != 2 || own_opnds(op) != 1)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	if (w && w->kind == ATTR_DENSE_ARRAY) {
		out_str(O, " weights([");
		p_weight_list(O, w);
		out_str(O, "])");
	} else if (w && w->kind == ATTR_PENDING) {   /* a streamed .ll body's !prof */
		p_pending_mark(O, 'O', w->pending);
		out_str(O, " weights([");
		p_pending_mark(O, 'W', w->pending);
		out_str(O, "])");
		p_pending_mark(O, 'C', 0);
	}
	out_str(O, ", ");
	p_succ(p, op, 0);
	out_str(O, ", ");
	p_succ(p, op, 1);
	p_attr_dict(p, op, elide);
	return true;
}

static bool print_llvm_switch(Printer *p, Op *op)
{
	Attr *cv;
	if (own_opnds(op) != 1 || !p_switch_ok(p, op, &cv))
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	colon_type(p, otype(op, 0));
	out_str(O, ", ");
	p_succ(p, op, 0);
	out_str(O, " [\n");
	/* case values print unsigned (APInt::getLimitedValue) up to 19, signed after */
	bool sgn = gen_of(p->c->llvm_version)->switch_signed;
	for (unsigned i = 1; i < op->nsucc; i++) {
		p_switch_case(p, op, cv, i, sgn);
		out_str(O, i + 1 < op->nsucc ? ",\n" : "\n");
	}
	out_indent(O, p->indent);
	out_ch(O, ']');
	p_attr_dict(p, op, p_switch_elide);
	return true;
}

/* Successors one per line at the op's indentation, as
 * printIndirectBrOpSucessors prints them. */
static bool print_indirectbr(Printer *p, Op *op)
{
	static const char *const elide[] = {"indbr_operand_segments", NULL};
	if (own_opnds(op) != 1)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	colon_type(p, otype(op, 0));
	out_str(O, ", [");
	for (unsigned i = 0; i < op->nsucc; i++) {
		out_str(O, i ? ",\n" : "\n");
		out_indent(O, p->indent);
		p_succ(p, op, i);
	}
	if (op->nsucc) {
		out_ch(O, '\n');
		out_indent(O, p->indent);
	}
	out_ch(O, ']');
	p_attr_dict(p, op, elide);
	return true;
}

static bool print_llvm_return(Printer *p, Op *op)
{
	if (op->nopnd > 1)
		return false;
	p_op_name(p, op);
	p_attr_dict(p, op, NULL);
	if (op->nopnd) {
		sp_operand(p, op, 0);
		colon_type(p, otype(op, 0));
	}
	return true;
}

/* The dictionary i of an arg_attrs/res_attrs array, if not empty. */
static Attr *nth_dict(Attr *a, unsigned i)
{
	if (!a || a->kind != ATTR_ARRAY || i >= a->arr.n || a->arr.elts[i]->kind != ATTR_DICT || !a->arr.elts[i]->dict.n)
		return NULL;
	return a->arr.elts[i];
}

/* (types) -> results, as call_interface_impl::printFunctionSignature,
 * with the call's argument and result attributes (MLIR 20+) */
static void call_sig(Printer *p, Op *op, unsigned first, unsigned n)
{
	Attr *aa = p_attr(op, "arg_attrs"), *ra = p_attr(op, "res_attrs");
	out_ch(O, '(');
	if (!aa)
		p_types(p, op, first, n);
	for (unsigned i = 0; aa && i < n; i++) {
		Attr *d = nth_dict(aa, i);
		if (i)
			out_str(O, ", ");
		p_type(p, otype(op, first + i));
		if (d) {
			out_ch(O, ' ');
			mlir_print_attr(O, d);
		}
	}
	out_str(O, ") -> ");
	Attr *rd = op->nres == 1 ? nth_dict(ra, 0) : NULL;
	bool paren = op->nres != 1 || (op->res[0].type && op->res[0].type->kind == TY_FUNC) || rd;
	if (paren)
		out_ch(O, '(');
	p_result_types(p, op);
	if (rd) {
		out_ch(O, ' ');
		mlir_print_attr(O, rd);
	}
	if (paren)
		out_ch(O, ')');
}

/* The operands of op's operand bundles (op_bundle_sizes, op_bundle_tags;
 * they come last), or -1 when those attributes do not describe them */
int64_t bundle_opnds(Op *op)
{
	Attr *sz = p_attr(op, "op_bundle_sizes"), *tags = p_attr(op, "op_bundle_tags");
	if (!sz && !tags)
		return 0;
	if (sz && sz->kind == ATTR_DENSE_ARRAY && !sz->arr.n && !tags)
		return 0;   /* MLIR 20+'s generic form: op_bundle_sizes = array<i32> */
	if (!sz || !tags || sz->kind != ATTR_DENSE_ARRAY || tags->kind != ATTR_ARRAY || sz->arr.n != tags->arr.n)
		return -1;
	int64_t n = 0;
	for (unsigned i = 0; i < sz->arr.n; i++) {
		if (tags->arr.elts[i]->kind != ATTR_STRING || attr_int_sext(sz->arr.elts[i]) < 0)
			return -1;
		n += attr_int_sext(sz->arr.elts[i]);
	}
	return n <= (int64_t)op->nopnd ? n : -1;
}

/* ["tag"(%a, %b : T, U), "t"()]: the operand bundles, from operand first */
void p_bundles(Printer *p, Op *op, unsigned first)
{
	Attr *sz = p_attr(op, "op_bundle_sizes"), *tags = p_attr(op, "op_bundle_tags");
	if (!sz || !sz->arr.n)
		return;
	out_str(O, " [");
	for (unsigned i = 0, k = first; i < sz->arr.n; i++) {
		unsigned n = (unsigned)attr_int_sext(sz->arr.elts[i]);
		if (i)
			out_str(O, ", ");
		mlir_print_attr(O, tags->arr.elts[i]);
		out_ch(O, '(');
		if (n) {
			p_operands(p, op, k, n);
			out_str(O, " : ");
			for (unsigned j = 0; j < n; j++) {
				if (j)
					out_str(O, ", ");
				p_type(p, otype(op, k + j));
			}
		}
		out_ch(O, ')');
		k += n;
	}
	out_ch(O, ']');
}

static bool print_call(Printer *p, Op *op)
{
	static const char *const elide[] = {"callee", "TailCallKind", "var_callee_type", "CConv",
	                                    "operandSegmentSizes", "op_bundle_sizes", "op_bundle_tags",
	                                    "arg_attrs", "res_attrs", "fastmathFlags", NULL};
	static const char *const elide_keep_fmf[] = {"callee", "TailCallKind", "var_callee_type", "CConv",
	                                             "operandSegmentSizes", "op_bundle_sizes", "op_bundle_tags",
	                                             "arg_attrs", "res_attrs", NULL};
	Attr *callee = p_attr(op, "callee"), *vt = p_attr(op, "var_callee_type");
	const char *cconv = llvm_word(op, "CConv"), *tck = llvm_word(op, "TailCallKind");
	bool inv = op->kind == OP_LLVM_INVOKE;
	int64_t nb = bundle_opnds(op);
	if (nb < 0 || (nb && !(gen_of(p->c->llvm_version)->prints & GP_OP_BUNDLES)) || nb > own_opnds(op))
		return false;
	unsigned n = own_opnds(op) - (unsigned)nb;
	if (callee && callee->kind != ATTR_SYMREF)
		return false;
	if ((!callee && !n) || (inv && op->nsucc != 2) || (!inv && op->nsucc))
		return false;
	unsigned first = callee ? 0 : 1;
	p_op_name(p, op);
	out_ch(O, ' ');
	if (cconv && strcmp(cconv, "ccc") != 0) {
		out_str(O, cconv);
		out_ch(O, ' ');
	}
	if (!inv && tck && strcmp(tck, "none") != 0) {
		out_str(O, tck);
		out_ch(O, ' ');
	}
	if (callee)
		mlir_print_attr(O, callee);
	else
		p_value(p, op->opnd[0].v);
	out_ch(O, '(');
	p_operands(p, op, first, n - first);
	out_ch(O, ')');
	if (inv) {
		out_str(O, " to ");
		p_succ(p, op, 0);
		out_str(O, " unwind ");
		p_succ(p, op, 1);
	}
	if (vt && vt->kind == ATTR_TYPE) {
		out_str(O, " vararg(");
		p_type(p, vt->ty);
		out_ch(O, ')');
	}
	p_bundles(p, op, op->nopnd - (unsigned)nb);
	p_attr_dict(p, op, flags_none(op, "fastmathFlags") ? elide : elide_keep_fmf);
	out_str(O, " : ");
	if (!callee) {
		p_type(p, otype(op, 0));
		out_str(O, ", ");
	}
	call_sig(p, op, first, n - first);
	return true;
}

static bool print_landingpad(Printer *p, Op *op)
{
	static const char *const elide[] = {"cleanup", NULL};
	if (op->nres != 1)
		return false;
	p_op_name(p, op);
	out_str(O, p_attr(op, "cleanup") ? " cleanup " : " ");
	for (unsigned i = 0; i < op->nopnd; i++) {
		Type *t = otype(op, i);
		out_str(O, t && t->kind == TY_LLVM_ARRAY ? "(filter " : "(catch ");
		p_value(p, op->opnd[i].v);
		colon_type(p, t);
		out_str(O, ") ");
	}
	unsigned k = 0;
	for (unsigned i = 0; i < op->nattr; i++)
		k += !name_in(op->attrs[i].name, elide);
	if (k) {
		out_ch(O, '{');
		print_dict_entries(O, op->nattr, op->attrs, elide);
		out_str(O, "} ");
	}
	out_str(O, ": ");
	p_type(p, op->res[0].type);
	return true;
}

static bool print_inline_asm(Printer *p, Op *op)
{
	static const char *const elide[] = {"has_side_effects", "is_align_stack", "tail_call_kind", "asm_dialect",
	                                    "operand_attrs", "asm_string", "constraints", NULL};
	Attr *s = p_attr(op, "asm_string"), *c = p_attr(op, "constraints"), *oa = p_attr(op, "operand_attrs");
	Attr *d = p_attr(op, "asm_dialect");
	if (!s || !c || s->kind != ATTR_STRING || c->kind != ATTR_STRING)
		return false;
	if (d && !(d->kind == ATTR_INT && KW(attr_int_sext(d), asm_dialects)))
		return false;
	p_op_name(p, op);
	if (p_attr(op, "has_side_effects"))
		out_str(O, " has_side_effects");
	if (p_attr(op, "is_align_stack"))
		out_str(O, " is_align_stack");
	const char *tk = llvm_word(op, "tail_call_kind");  /* MLIR 20+ */
	if (tk && strcmp(tk, "none") != 0) {
		out_str(O, " tail_call_kind = <");
		out_str(O, tk);
		out_ch(O, '>');
	}
	if (d) {
		out_str(O, " asm_dialect = ");
		out_str(O, KW(attr_int_sext(d), asm_dialects));
	}
	if (oa) {
		out_str(O, " operand_attrs = ");
		mlir_print_attr(O, oa);
	}
	p_attr_dict(p, op, elide);
	out_ch(O, ' ');
	mlir_print_attr(O, s);
	out_str(O, ", ");
	mlir_print_attr(O, c);
	/* mlir-opt-19 prints the space before the operands even when there
	 * are none: `"~{memory}"  : () -> ()` */
	out_ch(O, ' ');
	if (op->nopnd)
		p_operands(p, op, 0, op->nopnd);
	out_str(O, " : ");
	p_fn_sig_types(p, op);
	return true;
}

static bool print_va_arg(Printer *p, Op *op)
{
	if (op->nopnd != 1 || op->nres != 1)
		return false;
	p_op_name(p, op);
	sp_operand(p, op, 0);
	p_attr_dict(p, op, NULL);
	out_str(O, " : ");
	p_fn_sig_types(p, op);
	return true;
}

/* "name"(args) : (T) -> R {attrs} up to MLIR 19; "name"(args) [bundles]
 * {attrs} : (T) -> R after (GP_OP_BUNDLES) */
static bool print_call_intrinsic(Printer *p, Op *op)
{
	/* the attributes the custom form spells: MLIR 20+'s also arg_attrs and
	 * res_attrs (in the type), then fastmathFlags when none */
	static const char *const elide[2][2][8] = {
		{{"intrin", "op_bundle_sizes", "op_bundle_tags", "operandSegmentSizes", NULL},
		 {"intrin", "op_bundle_sizes", "op_bundle_tags", "operandSegmentSizes", "fastmathFlags", NULL}},
		{{"intrin", "op_bundle_sizes", "op_bundle_tags", "operandSegmentSizes", "arg_attrs", "res_attrs", NULL},
		 {"intrin", "op_bundle_sizes", "op_bundle_tags", "operandSegmentSizes", "arg_attrs", "res_attrs",
		  "fastmathFlags", NULL}},
	};
	Attr *in = p_attr(op, "intrin");
	int64_t nb = bundle_opnds(op);
	bool bundles = gen_of(p->c->llvm_version)->prints & GP_OP_BUNDLES;   /* MLIR 20+ */
	if (!in || in->kind != ATTR_STRING || nb < 0 || (nb && !bundles))
		return false;
	const char *const *el = elide[bundles][flags_none(op, "fastmathFlags")];
	unsigned n = op->nopnd - (unsigned)nb;
	p_op_name(p, op);
	out_ch(O, ' ');
	mlir_print_attr(O, in);
	out_ch(O, '(');
	p_operands(p, op, 0, n);
	out_ch(O, ')');
	if (bundles) {
		p_bundles(p, op, n);
		p_attr_dict(p, op, el);
	}
	out_str(O, " : ");
	if (bundles && (nb || p_attr(op, "arg_attrs") || p_attr(op, "res_attrs")))
		call_sig(p, op, 0, n);
	else
		p_fn_sig_types(p, op);
	if (!bundles)
		p_attr_dict(p, op, el);
	return true;
}


CustomPrinter const llvm_printers[NOPKINDS] = {
	[OP_LLVM_FUNC] = print_llvm_func,
	[OP_LLVM_GLOBAL] = print_global,
	[OP_LLVM_ALIAS] = print_alias,
	[OP_LLVM_IFUNC] = print_ifunc,
	[OP_LLVM_COMDAT] = print_comdat,
	[OP_LLVM_COMDAT_SELECTOR] = print_comdat_selector,
	[OP_LLVM_LINKER_OPTIONS] = print_linker_options,
	[OP_LLVM_MODULE_FLAGS] = print_linker_options,
	[OP_LLVM_GLOBAL_CTORS] = print_structors,
	[OP_LLVM_GLOBAL_DTORS] = print_structors,
	[OP_LLVM_CONSTANT] = print_constant,
	[OP_LLVM_UNDEF] = print_nullary,
	[OP_LLVM_POISON] = print_nullary,
	[OP_LLVM_ZERO] = print_nullary,
	[OP_LLVM_NONE] = print_nullary,
	[OP_LLVM_ADDRESSOF] = print_addressof,
	[OP_LLVM_DSO_LOCAL_EQUIVALENT] = print_addressof,
	[OP_LLVM_ADD] = print_overflow_binary,
	[OP_LLVM_SUB] = print_overflow_binary,
	[OP_LLVM_MUL] = print_overflow_binary,
	[OP_LLVM_SHL] = print_overflow_binary,
#define BIN(k) [OP_LLVM_##k] = print_binary,
	BIN(UDIV) BIN(SDIV) BIN(UREM) BIN(SREM) BIN(AND) BIN(OR) BIN(XOR) BIN(LSHR) BIN(ASHR)
	BIN(FADD) BIN(FSUB) BIN(FMUL) BIN(FDIV) BIN(FREM) BIN(FNEG)
#undef BIN
	[OP_LLVM_ICMP] = print_cmp,
	[OP_LLVM_FCMP] = print_cmp,
#define CAST(k) [OP_LLVM_##k] = print_llvm_cast,
	CAST(TRUNC) CAST(ZEXT) CAST(SEXT) CAST(FPTRUNC) CAST(FPEXT) CAST(FPTOUI) CAST(FPTOSI) CAST(UITOFP)
	CAST(SITOFP) CAST(PTRTOINT) CAST(INTTOPTR) CAST(BITCAST) CAST(ADDRSPACECAST)
#undef CAST
	[OP_LLVM_SELECT] = print_select,
	[OP_LLVM_FREEZE] = print_unary_typed,
	[OP_LLVM_RESUME] = print_unary_typed,
	[OP_LLVM_ALLOCA] = print_alloca,
	[OP_LLVM_LOAD] = print_load_store,
	[OP_LLVM_STORE] = print_load_store,
	[OP_LLVM_GEP] = print_gep,
	[OP_LLVM_CALL] = print_call,
	[OP_LLVM_INVOKE] = print_call,
	[OP_LLVM_CALL_INTRINSIC] = print_call_intrinsic,
	[OP_LLVM_INLINE_ASM] = print_inline_asm,
	[OP_LLVM_LANDINGPAD] = print_landingpad,
	[OP_LLVM_BR] = print_br,
	[OP_LLVM_COND_BR] = print_llvm_cond_br,
	[OP_LLVM_SWITCH] = print_llvm_switch,
	[OP_LLVM_INDIRECTBR] = print_indirectbr,
	[OP_LLVM_BLOCKADDRESS] = print_blockaddress,
	[OP_LLVM_BLOCKTAG] = print_blocktag,
	[OP_LLVM_RETURN] = print_llvm_return,
	[OP_LLVM_UNREACHABLE] = print_name_attrs,
	[OP_LLVM_EXTRACTVALUE] = print_extract_insert_value,
	[OP_LLVM_INSERTVALUE] = print_extract_insert_value,
	[OP_LLVM_EXTRACTELEMENT] = print_extract_insert_element,
	[OP_LLVM_INSERTELEMENT] = print_extract_insert_element,
	[OP_LLVM_SHUFFLEVECTOR] = print_shufflevector,
	[OP_LLVM_ATOMICRMW] = print_atomicrmw,
	[OP_LLVM_CMPXCHG] = print_cmpxchg,
	[OP_LLVM_FENCE] = print_fence,
	[OP_LLVM_VA_ARG] = print_va_arg,
	[OP_LLVM_INTR] = print_intr,
};
