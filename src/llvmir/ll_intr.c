/* ll_intr.c - llvm.intr.* ops (and llvm.call_intrinsic) printed as calls
 * to LLVM intrinsics: the overloaded name (llvm.smax.i32,
 * llvm.memcpy.p0.p0.i64), immediate arguments taken from the op's
 * attributes, and one declaration per intrinsic with the attributes LLVM
 * gives it (intrinsic_attrs.h: its group, "; Function Attrs:", return
 * and parameter attributes); for LLVM 14 what an import
 * kept with --keep-ll-extras (tail kind, function attributes). */
#include <string.h>

#include "ll_print.h"
#include "llvmir/intrinsics.h"

/* One LLVM argument: an operand or an immediate. */
typedef struct IArg {
	Value *v;          /* operand, or NULL */
	unsigned opnd;     /* its index among the op's operands */
	const char *imm;   /* immediate spelling: "i1 false", "metadata !\"...\"" */
	Type *ty;          /* type of an immediate (NULL for metadata) */
	Sym *align;        /* the attribute holding the operand's `align` ("N&attr"), or NULL */
	bool elt_align;    /* "N^": `align` of the first overload type's element */
	char text[96];
} IArg;

static const char *const rounding_modes[] = {"round.towardzero", "round.tonearest", "round.upward",
					     "round.downward", "round.tonearestaway", "", "", "round.dynamic"};
static const char *const except_modes[] = {"fpexcept.ignore", "fpexcept.maytrap", "fpexcept.strict"};

/* A getelementptr of zeros: its base. */
bool lp_zero_gep(LLP *p, Op *op)
{
	Attr *raw = op->kind == OP_LLVM_GEP ? lp_attr(op, "rawConstantIndices") : NULL;
	unsigned dyn = 1;
	for (unsigned i = 0; raw && raw->kind == ATTR_DENSE_ARRAY && i < raw->arr.n; i++) {
		int64_t v = attr_int_sext(raw->arr.elts[i]);
		VSlot *s = v == INT32_MIN && dyn < op->nopnd ? lp_val(p, op->opnd[dyn++].v, false) : NULL;
		if (v == INT32_MIN ? !s || !s->c || s->c->k != LC_INT || s->c->wide || s->c->u : v)
			return false;
	}
	return raw && raw->kind == ATTR_DENSE_ARRAY;
}

static bool immediate(LLP *p, Op *op, const char *spec, IArg *a)
{
	const char *colon = strchr(spec, ':');
	const char *end = strchr(spec, ',');
	if (!end)
		end = spec + strlen(spec);
	if (!colon || colon > end)
		return false;
	char name[48], ty[8];
	size_t nl = (size_t)(colon - spec - 1), tl = (size_t)(end - colon - 1);
	if (nl >= sizeof name || tl >= sizeof ty)
		return false;
	memcpy(name, spec + 1, nl);
	name[nl] = 0;
	memcpy(ty, colon + 1, tl);
	ty[tl] = 0;
	Attr *at = lp_attr(op, name);
	int64_t v = 0;
	if (at && at->kind == ATTR_INT)
		v = attr_int_sext(at);
	else if (at && at->kind == ATTR_BOOL)
		v = at->b;
	else if (at && at->kind == ATTR_UNIT)
		v = 1;
	else if (!at && !strcmp(name, "size") && op->nopnd) {
		/* a lifetime marker of MLIR 22 (no size) written for an
		 * older release: the size of its alloca */
		Op *al = op->opnd[0].v->def;
		while (al && (al->kind == OP_LLVM_BITCAST || lp_zero_gep(p, al)) && al->nopnd)
			al = al->opnd[0].v->def;
		Attr *et = al && al->kind == OP_LLVM_ALLOCA ? lp_attr(al, "elem_type") : NULL;
		VSlot *n = al && al->nopnd ? lp_val(p, al->opnd[0].v, false) : NULL;
		uint64_t k = n && n->c && n->c->k == LC_INT && !n->c->wide ? n->c->u : 0;
		v = et && et->kind == ATTR_TYPE ? (int64_t)(lc_alloc_size(et->ty) * k) : 0;
	}
	if (strcmp(ty, "scopes") == 0) {
		long n = lp_scope_list(p, at);
		snprintf(a->text, sizeof a->text, n >= 0 ? "metadata !%ld" : "metadata !{}", n);
		a->ty = type_simple(p->c, TY_LLVM_METADATA);
	} else if (strcmp(ty, "rm") == 0 || strcmp(ty, "eb") == 0) {
		const char *s = strcmp(ty, "rm") == 0 ? (v >= 0 && v < 8 ? rounding_modes[v] : "")
						       : (v >= 0 && v < 3 ? except_modes[v] : "");
		snprintf(a->text, sizeof a->text, "metadata !\"%s\"", s);
		a->ty = type_simple(p->c, TY_LLVM_METADATA);
	} else if (strcmp(ty, "f64") == 0) {   /* a double (expect.with.probability's) */
		Out f;
		out_init(&f);
		a->ty = type_simple(p->c, TY_F64);
		uint64_t bits[2] = {0, 0};
		if (at && at->kind == ATTR_FLOAT)
			memcpy(bits, at->f.bits, sizeof bits);
		out_str(&f, "double ");
		lp_float(&f, a->ty, bits);
		snprintf(a->text, sizeof a->text, "%.*s", (int)f.len, f.buf);
		out_free(&f);
	} else {
		/* iN: the attribute's own width (memcpy.inline's len) */
		unsigned w = ty[1] != 'N' ? (unsigned)atoi(ty + 1) : at && at->type && at->type->kind == TY_INT ? at->type->i.width : 64;
		a->ty = type_i(p->c, w);
		if (w == 1)
			snprintf(a->text, sizeof a->text, "i1 %s", v ? "true" : "false");
		else
			snprintf(a->text, sizeof a->text, "i%u %lld", w, (long long)v);
	}
	a->imm = a->text;
	return true;
}

unsigned lp_bundle_operands(Op *op)
{
	Attr *sz = lp_attr(op, "op_bundle_sizes");
	unsigned n = 0;
	if (sz && sz->kind == ATTR_DENSE_ARRAY)
		for (unsigned i = 0; i < sz->arr.n; i++)
			n += (unsigned)attr_int_zext(sz->arr.elts[i]);
	return n <= op->nopnd ? n : 0;
}

void lp_bundles(LLP *p, Out *o, Op *op)
{
	Attr *sz = lp_attr(op, "op_bundle_sizes"), *tags = lp_attr(op, "op_bundle_tags");
	unsigned nb = lp_bundle_operands(op);
	if (!sz || sz->kind != ATTR_DENSE_ARRAY || !sz->arr.n || !tags || tags->kind != ATTR_ARRAY ||
	    tags->arr.n != sz->arr.n)
		return;
	unsigned k = op->nopnd - nb;
	out_str(o, " [ ");
	for (unsigned i = 0; i < sz->arr.n; i++) {
		Attr *t = tags->arr.elts[i];
		if (i)
			out_str(o, ", ");
		if (t->kind == ATTR_STRING)
			lp_quoted(o, t->s.str->s, t->s.str->len);
		out_ch(o, '(');
		for (uint64_t j = 0, n = attr_int_zext(sz->arr.elts[i]); j < n && k < op->nopnd; j++, k++) {
			if (j)
				out_str(o, ", ");
			lp_typed_value(p, o, op->opnd[k].v);
		}
		out_ch(o, ')');
	}
	out_str(o, " ]");
}

/* A declaration's return attributes ret (intrinsic_attrs.h) before its
 * type rt: range(lo, hi) at the width of rt's integer (element) type, as
 * LLVM prints a ConstantRange, each bound wrapped to it: range(i2 -1, -2). */
static void ret_attrs(Out *o, const char *ret, Type *rt)
{
	long long lo, hi;
	Type *et = type_elt(rt);
	if (sscanf(ret, "range(%lld, %lld)", &lo, &hi) == 2) {
		if (!type_is_int(et))
			return;
		unsigned w = et->i.width;
		if (w < 64) {
			long long m = 1LL << w, h = 1LL << (w - 1);
			lo = ((lo + h) % m + m) % m - h;
			hi = ((hi + h) % m + m) % m - h;
		}
		out_fmt(o, "range(i%u %lld, %lld) ", w, lo, hi);
		return;
	}
	out_fmt(o, "%s ", ret);
}

/* The row of llvm.call_intrinsic's intrinsic name: the one whose name
 * with the overload suffix of these arguments it is (not the expect row
 * for llvm.expect.with.probability.i16), or NULL. */
static const Intrinsic *call_row(LLP *p, const char *name, Type *rt, IArg *av, unsigned na)
{
	const Intrinsic *r = strncmp(name, "llvm.", 5) ? NULL : intrinsic_of_call(name + 5);
	if (!r)
		return NULL;
	const Intrinsic *g = intrinsic_gen(r, p->c->llvm_version);
	Type **argt = calloc(na + 1, sizeof *argt);
	for (unsigned i = 0; i < na; i++)
		argt[i] = av[i].v ? av[i].v->type : av[i].ty;
	Out o;
	out_init(&o);
	intrinsic_call_name(p->c, &o, g, g->name, rt, argt, na);
	bool same = o.len == strlen(name) && !memcmp(o.buf, name, o.len);
	out_free(&o);
	free(argt);
	return same ? r : NULL;
}

void lp_intrinsic(LLP *p, Op *op)
{
	Out *o = p->o;
	const char *base;
	Attr *in = NULL;
	if (op->kind == OP_LLVM_CALL_INTRINSIC) {
		in = lp_attr(op, "intrin");
		if (!in || in->kind != ATTR_STRING) {
			error_at(p->c, op->loc, "llvm.call_intrinsic without an intrinsic name");
			p->nerr++;
			return;
		}
		base = in->s.str->s;
	} else {
		base = op->name->s + strlen("llvm.intr.");
	}
	const Intrinsic *d = in ? NULL : intrinsic_gen(intrinsic_by_op(base), p->c->llvm_version);
	if (d)
		base = d->name;
	Type *rt = op->nres ? op->res[0].type : type_simple(p->c, TY_LLVM_VOID);

	/* the LLVM arguments */
	IArg *av = calloc(op->nopnd + 8, sizeof *av);
	unsigned na = 0, nargs = op->nopnd - lp_bundle_operands(op);
	if (d && d->args) {
		for (const char *s = d->args; *s;) {
			if (*s == '@') {
				if (!immediate(p, op, s, &av[na]))
					break;
				na++;
			} else {
				unsigned i = (unsigned)atoi(s);
				const char *amp = strchr(s, '&'), *end = strchr(s, ',');
				if (i < nargs) {
					av[na].opnd = i;
					if (amp && (!end || amp < end))
						av[na].align = intern(p->c, amp + 1, end ? (size_t)(end - amp - 1) : strlen(amp + 1));
					const char *caret = strchr(s, '^');
					av[na].elt_align = caret && (!end || caret < end);
					av[na++].v = op->opnd[i].v;
				}
			}
			s = strchr(s, ',');
			if (!s)
				break;
			s++;
		}
	} else {
		for (unsigned i = 0; i < nargs; i++) {
			av[na].opnd = i;
			av[na++].v = op->opnd[i].v;
		}
	}
	unsigned nspec = 1;   /* the row's arguments */
	for (const char *s = d && d->args ? d->args : ""; *s; s++)
		nspec += *s == ',';
	if (d && (!strcmp(base, "masked.load") || !strcmp(base, "masked.gather")) && op->nopnd == 2 && na == nspec - 1) {
		/* no pass-through operand: IRBuilder passes poison */
		av[na].ty = rt;
		av[na++].imm = "poison";
	}

	/* the name; llvm.call_intrinsic's checked against LLVM's table (19, 22) */
	Out nm;
	out_init(&nm);
	IntrinsicCall ic = {.nfixed = na};
	const IntrinsicDef *def = NULL;
	if (in && p->c->llvm_version >= 19) {
		Type **argt = calloc(op->nopnd + 1, sizeof *argt);
		for (unsigned i = 0; i < op->nopnd; i++)
			argt[i] = op->opnd[i].v->type;
		Out err;
		out_init(&err);
		ic.name = nm;
		def = intrinsic_check_call(p->c, base, rt, argt, na, op->nopnd, &ic, &err);
		nm = ic.name;
		free(argt);
		if (!def) {
			out_ch(&err, 0);
			error_at(p->c, op->loc, "%s", err.buf);
			error_at(p->c, op->loc, "LLVM Translation failed for operation: %s", op->name->s);
			p->nerr++;
			out_free(&err);
			out_free(&nm);
			free(av);
			return;
		}
		out_free(&err);
	} else if (in) {
		out_str(&nm, base);
	} else {
		Type **argt = calloc(na + 1, sizeof *argt);
		for (unsigned i = 0; i < na; i++)
			argt[i] = av[i].v ? av[i].v->type : av[i].ty;
		intrinsic_call_name(p->c, &nm, d, base, rt, argt, na);
		free(argt);
	}
	out_ch(&nm, 0);
	Sym *name = intern_c(p->c, nm.buf);
	out_free(&nm);

	/* the declaration, once, with the attributes LLVM gives it */
	VSlot *seen = lp_map_get(&p->intr_seen, name, true);
	const Intrinsic *row = seen->num >= 0 ? NULL : in ? call_row(p, name->s, rt, av, na) : d;
	if (seen->num < 0) {
		Out *dc = &p->decls;
		IntrDecl d = {dc->len, 0, false};
		const IntrinsicAttrs *ia = row ? intrinsic_attrs(row->name, p->c->llvm_version) : intrinsic_def_attrs(def);
		Out fa;
		out_init(&fa);
		if (ia && *ia->fn)
			out_fmt(&fa, " %s", ia->fn);
		Sym *key;
		long g = lp_fn_attr_set(p, &fa, &key);
		out_free(&fa);
		out_ch(dc, '\n');
		lp_fn_attrs_comment(dc, key);
		out_str(dc, "declare ");
		if (ia && *ia->ret)
			ret_attrs(dc, ia->ret, rt);
		lp_type(p, dc, rt);
		out_ch(dc, ' ');
		lp_global_name(dc, name);
		out_ch(dc, '(');
		const char *pa = ia ? ia->params : "";
		for (unsigned i = 0; i < ic.nfixed; i++) {
			if (i)
				out_str(dc, ", ");
			lp_type(p, dc, av[i].v ? av[i].v->type : av[i].ty);
			size_t n = strcspn(pa, "|");
			if (n) {
				out_ch(dc, ' ');
				out_mem(dc, pa, n);
			}
			pa += n + (pa[n] == '|');
		}
		if (ic.vararg)
			out_str(dc, ic.nfixed ? ", ..." : "...");
		out_ch(dc, ')');
		if (g >= 0)
			out_fmt(dc, " #%ld", g);
		out_ch(dc, '\n');
		d.end = dc->len;
		vec_push(&p->intr_decls, d);
		seen->num = (long)p->intr_decls.n;
	}

	/* "N^": the ABI alignment of the first overload type's element */
	uint64_t elt_align = 0;
	unsigned ov = d && d->ovl && d->ovl[0] && d->ovl[0] != 'r' ? (unsigned)(d->ovl[0] - '0') : 0;
	Type *ot = !d || !d->ovl || !d->ovl[0] ? NULL : d->ovl[0] == 'r' ? rt : ov < op->nopnd ? op->opnd[ov].v->type : NULL;
	if (ot && (ot->kind == TY_VECTOR || ot->kind == TY_LLVM_VEC))
		elt_align = layout_align(&p->dl, type_elt(ot), false);

	/* the call; what --keep-ll-extras kept of it (GT_LL_EXTRAS) */
	bool extras = gen_of(p->c->llvm_version)->translates & GT_LL_EXTRAS;
	const char *tk = extras ? lp_opaque_body(op, "xlate.tail_call_kind") : NULL;
	if (tk && strcmp(tk, "none") != 0)
		out_fmt(o, "%s ", tk);
	out_str(o, "call");
	lp_fastmath(o, op);
	if (in && (gen_of(p->c->llvm_version)->translates & GT_CALL_ATTRS))
		lp_param_attrs(p, o, array_elt(lp_attr(op, "res_attrs"), 0));
	out_ch(o, ' ');
	lp_type(p, o, rt);
	if (ic.vararg) {   /* a variadic callee's type */
		out_str(o, " (");
		for (unsigned i = 0; i < ic.nfixed; i++) {
			lp_type(p, o, av[i].v->type);
			out_str(o, ", ");
		}
		out_str(o, "...)");
	}
	out_ch(o, ' ');
	lp_global_name(o, name);
	out_ch(o, '(');
	for (unsigned i = 0; i < na; i++) {
		if (i)
			out_str(o, ", ");
		Attr *aa = lp_attr(op, "arg_attrs");  /* MLIR 20+ */
		Attr *d = av[i].v && aa && aa->kind == ATTR_ARRAY && av[i].opnd < aa->arr.n ? aa->arr.elts[av[i].opnd] : NULL;
		if (av[i].v && p->typed) {   /* LLVM 14: each argument typed on its own (ll_typed.c) */
			lp_type(p, o, lp_arg_type(p, &op->opnd[av[i].opnd]));
			if (d && d->kind == ATTR_DICT && d->dict.n)
				lp_param_attrs(p, o, d);
			out_ch(o, ' ');
			lp_arg_value(p, o, &op->opnd[av[i].opnd]);
		} else if (d && d->kind == ATTR_DICT && d->dict.n) {
			lp_type(p, o, lp_operand_type(p, av[i].v));
			lp_param_attrs(p, o, d);
			out_ch(o, ' ');
			lp_value(p, o, av[i].v);
		} else if (av[i].v && (av[i].align || av[i].elt_align)) {
			Attr *al = av[i].align ? op_attr(op, av[i].align) : NULL;
			uint64_t a = al && al->kind == ATTR_INT ? attr_int_zext(al) : av[i].align ? 0 : elt_align;
			lp_type(p, o, lp_operand_type(p, av[i].v));
			if (a)
				out_fmt(o, " align %llu", (unsigned long long)a);
			out_ch(o, ' ');
			lp_value(p, o, av[i].v);
		} else if (av[i].v) {
			lp_typed_value(p, o, av[i].v);
		} else if (strcmp(av[i].imm, "poison") == 0) {
			lp_type(p, o, av[i].ty);
			out_str(o, " poison");
		} else {
			out_str(o, av[i].imm);
		}
	}
	out_ch(o, ')');
	if (extras) {
		Out fa;
		out_init(&fa);
		lp_call_attrs(p, &fa, op, "xlate.");
		lp_fn_attr_group(p, o, &fa);
		out_free(&fa);
	}
	lp_bundles(p, o, op);
	lp_tbaa(p, op);           /* memcpy/memset/memmove carry access metadata */
	if (extras)
		lp_tbaa_struct(p, op);
	lp_alias_scopes(p, op);
	if (d && !strcmp(base, "masked.load") && lp_attr(op, "nontemporal") && (gen_of(p->c->llvm_version)->keeps & GK_MASKED_NT)) {
		lp_md_leaf(p, "nontemporal", "!{i32 1}");
	}
	lp_access_groups(p, op);
	if (strncmp(base, "experimental.constrained.", 25) == 0)
		out_str(o, " strictfp");  /* IRBuilder marks constrained calls */
	free(av);
}
