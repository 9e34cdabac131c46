/* import_call.c - calls in the LLVM IR importer: llvm.call and
 * llvm.invoke (direct, indirect, varargs, calling conventions), calls of
 * intrinsics that MLIR 19 has ops for (llvm.intr.*, from the table in
 * intrinsics.h), inline asm (llvm.inline_asm), and exception handling
 * (landingpad, resume). */
#include <stdlib.h>
#include <string.h>

#include "llvmir/import_fn.h"
#include "llvmir/intrinsics.h"

/* llvm-as's verifier: landingpad and resume need a personality (the
 * error, then the op is made as usual). */
static void check_personality(LLParser *p, const char *inst, Loc loc)
{
	if (!p->fn || !p->fn->op || op_attr(p->fn->op, ll_sym(p, "personality")))
		return;
	error_at(p->c, loc, "%s needs to be in a function with a personality.", inst);
}

void ll_resume(LLParser *p, LLV *v, LList *rest, Loc loc)
{
	check_personality(p, "ResumeInst", loc);
	Value *x = ll_use(p, v);
	if (!x)
		return;
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.resume"), loc);
	vec_push(&s.opnds, x);
	ll_emit_inst(p, &s, rest);
}

LLV *ll_clause(LLParser *p, bool filter, LLV *v)
{
	(void)p;
	(void)filter;  /* filters are the array-typed clauses */
	return v;
}

void ll_landingpad(LLParser *p, Type *t, LList *clauses, LList *rest, Loc loc)
{
	check_personality(p, "LandingPadInst", loc);
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.landingpad"), loc);
	bool cleanup = false;
	for (unsigned i = 0; clauses && i < clauses->n; i++) {
		LLV *c = clauses->v[i];
		if (c->kind == V_NONE && !c->ty) {
			if (strcmp(c->s->s, "cleanup") == 0)
				cleanup = true;
			else
				error_at(p->c, c->loc, "expected 'cleanup', 'catch' or 'filter'");
			continue;
		}
		Value *x = ll_use(p, c);
		if (!x) {
			opstate_free(&s);
			return;
		}
		vec_push(&s.opnds, x);
	}
	vec_push(&s.types, t);
	if (cleanup)
		opstate_add_attr(&s, ll_sym(p, "cleanup"), attr_unit(p->c));
	ll_emit_inst(p, &s, rest);
}

/* ---------------------------------------------------------------- calls */

LLCall *ll_call_spec(LLParser *p, LList *pre, Type *t, LLV *callee, LList *args, LList *post, Loc loc)
{
	bool intrinsic = callee && callee->kind == V_GLOBAL && !strncmp(callee->s->s, "llvm.", 5);
	ll_check_attrs(p, pre, LL_AT_RET, intrinsic ? NULL : t && t->kind == TY_LLVM_FUNC ? t->llfn.ret : t);
	for (unsigned i = 0; args && i < args->n; i++) {
		LLV *arg = args->v[i];
		ll_check_attrs(p, arg->pattrs, LL_AT_PARAM, intrinsic ? NULL : arg->ty);
	}
	ll_check_attrs(p, post, LL_AT_FN, NULL);
	LLCall *cs = arena_alloc(p->a, sizeof *cs);
	cs->pre = pre;
	cs->ty = t;
	cs->callee = callee;
	cs->args = args;
	cs->post = post;
	cs->loc = loc;
	return cs;
}

/* A fast-math flag written before a call's type: fast, nnan, ... */
bool ll_is_fastmath(LLAttr *a)
{
	static const char *const flags[] = {"fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"};
	for (unsigned i = 0; a->kind == A_KW && !a->args && i < sizeof flags / sizeof *flags; i++)
		if (!strcmp(a->kw->s, flags[i]))
			return true;
	return false;
}

/* Fills the operands and attributes common to llvm.call and llvm.invoke;
 * returns false after an error, or (with *skip) for a dropped call. */
static bool call_common(LLParser *p, LLCall *cs, OpState *s, Type **ret, bool *is_intr, bool *skip)
{
	Ctx *c = p->c;
	unsigned n = cs->args ? cs->args->n : 0;
	const char *cconv = "ccc";
	LList *fmf = NULL;
	bool dropped_attrs = false;
	bool keep = gen_of(c->llvm_version)->keeps & GK_CALL_ATTRS;
	LList *resattrs = NULL;
	*skip = false;
	*is_intr = false;
	for (unsigned i = 0; cs->pre && i < cs->pre->n; i++) {
		LLAttr *a = cs->pre->v[i];
		const char *cc = ll_cconv(a);
		if (cc)
			cconv = cc;
		else if (ll_is_fastmath(a))
			fmf = ll_append(p, fmf, a);
		else if (!(a->kind == A_INT && !strcmp(a->kw->s, "addrspace"))) {
			if (keep)
				resattrs = ll_append(p, resattrs, a);
			else
				dropped_attrs = true;
		}
	}
	for (unsigned i = 0; i < n; i++) {
		LLV *a = cs->args->v[i];
		if (a->kind == V_MD) {
			if (cs->callee->kind == V_GLOBAL && !strncmp(cs->callee->s->s, "llvm.dbg.", 9)) {
				ll_drop(p, cs->loc, "debug intrinsics");
				*skip = true;
				return true;
			}
			error_at(c, a->loc, "metadata arguments are only supported for debug intrinsics");
			return false;
		}
	}
	if (cs->post && cs->post->n && !keep)
		dropped_attrs = true;
	Type *fnty = cs->ty;
	Type **pt = arena_alloc(p->a, (n ? n : 1) * sizeof *pt);
	for (unsigned i = 0; i < n; i++)
		pt[i] = ((LLV *)cs->args->v[i])->ty;
	if (fnty->kind != TY_LLVM_FUNC)
		fnty = type_llfunc(c, fnty, n, pt, false);
	else if (fnty->llfn.n > n || (fnty->llfn.n != n && !fnty->llfn.vararg)) {
		error_at(c, cs->loc, "wrong number of call arguments");
		return false;
	}
	*ret = fnty->llfn.ret;
	cs->fnty = fnty;
	LLV *cal = cs->callee;
	if (cal->kind == V_GLOBAL) {
		opstate_add_attr(s, c->sym[SYM_callee], attr_sym(c, cal->s));
		ll_global_ref(p, cal->s, cal->loc);
		*is_intr = !strncmp(cal->s->s, "llvm.", 5);
		GlobalInfo *g = *is_intr ? ll_global_info(p, cal->s) : NULL;
		if (g && !gi_more(g, ref_fnty))
			ll_global_more(p, g)->ref_fnty = fnty;
	} else {
		LLAttr *as = ll_find(cs->pre, "addrspace");
		cal->ty = ll_ptr(p, as ? (unsigned)strtoul(as->val->s, NULL, 10) : 0);
		Value *cv = ll_use(p, cal);
		if (!cv)
			return false;
		vec_push(&s->opnds, cv);
	}
	for (unsigned i = 0; i < n; i++) {
		Value *v = ll_use(p, cs->args->v[i]);
		if (!v)
			return false;
		vec_push(&s->opnds, v);
	}
	if (fnty->llfn.vararg)
		opstate_add_attr(s, ll_sym(p, "var_callee_type"), attr_type(c, fnty));
	opstate_add_attr(s, ll_sym(p, "CConv"), ll_opaque(p, "llvm.cconv", cconv));
	if (s->name == ll_sym(p, "llvm.call") || s->name == ll_sym(p, "llvm.call_intrinsic"))
		opstate_add_attr(s, c->sym[SYM_fastmathFlags], ll_fastmath_attr(p, fmf));
	if (keep) {
		Attr **ad = arena_alloc(p->a, (n ? n : 1) * sizeof *ad);
		bool any = false;
		for (unsigned i = 0; i < n; i++) {
			ad[i] = ll_param_dict(p, ((LLV *)cs->args->v[i])->pattrs, "call parameter");
			any |= ad[i]->dict.n != 0;
		}
		if (any)
			opstate_add_attr(s, c->sym[SYM_arg_attrs], attr_array(c, n, ad));
		Attr *rd = resattrs ? ll_param_dict(p, resattrs, "call result") : NULL;
		if (rd && rd->dict.n)
			opstate_add_attr(s, c->sym[SYM_res_attrs], attr_array(c, 1, &rd));
	}
	for (unsigned i = 0; i < n && !keep; i++) {
		LList *pa = ((LLV *)cs->args->v[i])->pattrs;
		if (pa)
			ll_drop(p, ((LLAttr *)pa->v[0])->loc, "call-site attributes");
	}
	if (dropped_attrs)
		ll_drop(p, cs->loc, "call-site attributes");
	return true;
}

/* An immediate argument (immarg) as the attribute an llvm.intr.* op holds
 * it in: the written integer, of the LLVM argument's type, which must be
 * the row's type spec (i1, i8, i32, i64); NULL if the argument is not such
 * a constant. */
/* The number of arguments of a row's argument list ("@size:i64,0": 2). */
static unsigned arg_count(const char *args)
{
	unsigned n = 1;
	for (; *args; args++)
		n += *args == ',';
	return n;
}

/* Whether argument i of a row's argument list carries an operand's
 * `align` ("N&attr", "N^"). */
static bool align_arg(const char *args, unsigned i)
{
	for (; args && i; i--)
		if ((args = strchr(args, ',')))
			args++;
	if (!args)
		return false;
	size_t n = strcspn(args, ",");
	return memchr(args, '&', n) || memchr(args, '^', n);
}

/* The `align A` among an argument's attributes: A, or 0; *others: it
 * has others too. */
static long param_align(LLV *v, bool *others)
{
	long al = 0;
	*others = false;
	for (unsigned i = 0; v->pattrs && i < v->pattrs->n; i++) {
		LLAttr *a = v->pattrs->v[i];
		if (a->kind == A_INT && a->kw && !strcmp(a->kw->s, "align"))
			al = strtol(a->val->s, NULL, 10);
		else
			*others = true;
	}
	return al;
}

/* The metadata strings of the constrained intrinsics' rounding mode and
 * exception behaviour, in the order of MLIR's enums (RoundingMode,
 * FPExceptionBehavior: the integers their attributes hold). */
static const char *const md_rounding[] = {"round.towardzero", "round.tonearest", "round.upward", "round.downward",
					  "round.tonearestaway", "", "", "round.dynamic", NULL};
static const char *const md_except[] = {"fpexcept.ignore", "fpexcept.maytrap", "fpexcept.strict", NULL};

/* Whether argument spec (the rest of a row's argument list) is one of
 * metadata: a rounding mode or exception behaviour. */
static bool md_spec(const char *spec)
{
	if (!spec)
		return false;
	const char *colon = strchr(spec, ':'), *end = strchr(spec, ',');
	return colon && (!end || colon < end) && (!strncmp(colon + 1, "rm", 2) || !strncmp(colon + 1, "eb", 2)) &&
	       (colon[3] == ',' || !colon[3]);
}

/* The spec of argument i of a row's argument list, or NULL. */
static const char *arg_spec(const char *args, unsigned i)
{
	for (; args && i; i--)
		if ((args = strchr(args, ',')))
			args++;
	return args;
}

static Attr *immarg_attr(LLParser *p, LLV *v, const char *spec)
{
	const char *colon = strchr(spec, ':');
	if (colon && md_spec(spec)) {   /* metadata !"round.tonearest" */
		const char *const *names = colon[1] == 'r' ? md_rounding : md_except;
		if (v->kind != V_MD || !v->md || v->md->kind != MD_STR)
			return NULL;
		for (int i = 0; names[i]; i++)
			if (*names[i] && !strcmp(v->md->s->s, names[i]))
				return attr_int(p->c, type_i(p->c, 64), i);
		return NULL;
	}
	if (colon && !strncmp(colon + 1, "f64", 3) && v->ty->kind == TY_F64 && v->kind == V_FLOAT)
		return ll_float_attr(p, v->ty, v->s, v->loc);
	if (!colon || colon[1] != 'i' || v->ty->kind != TY_INT ||
	    (colon[2] != 'N' && v->ty->i.width != (unsigned)atoi(colon + 2)))   /* iN: any width */
		return NULL;
	if (v->kind == V_TRUE || v->kind == V_FALSE)
		return attr_int(p->c, v->ty, v->kind == V_TRUE);
	if (v->kind == V_INT)
		return ll_int_attr(p, v->ty, v->s, v->loc);
	return NULL;
}

/* Whether a getelementptr's indices are all zero. */
static bool zero_gep(Ctx *c, Op *op)
{
	Attr *raw = op->kind == OP_LLVM_GEP ? op_attr_s(c, op, "rawConstantIndices") : NULL;
	unsigned dyn = 1;
	for (unsigned i = 0; raw && raw->kind == ATTR_DENSE_ARRAY && i < raw->arr.n; i++) {
		int64_t v = attr_int_sext(raw->arr.elts[i]);
		if (v == INT32_MIN) {
			Op *k = dyn < op->nopnd ? op->opnd[dyn++].v->def : NULL;
			Attr *a = k && k->kind == OP_LLVM_CONSTANT ? op_attr_s(c, k, "value") : NULL;
			if (!a || a->kind != ATTR_INT || attr_int_sext(a))
				return false;
		} else if (v) {
			return false;
		}
	}
	return raw && raw->kind == ATTR_DENSE_ARRAY;
}

/* The pointer an ALLOCA intrinsic's operand v stands for: v itself if
 * bitcasts lead to an alloca (they fold away), the alloca if all-zero
 * getelementptrs stand between (LLVM's stripPointerCasts); NULL if no
 * alloca is found. */
static Value *alloca_of(Ctx *c, Value *v)
{
	Value *a = v;
	bool gep = false;
	while (a->def && (a->def->kind == OP_LLVM_BITCAST || a->def->kind == OP_LLVM_ADDRSPACECAST ||
			  zero_gep(c, a->def)) && a->def->nopnd) {
		gep |= a->def->kind != OP_LLVM_BITCAST;
		a = a->def->opnd[0].v;
	}
	if (!a->def || a->def->kind != OP_LLVM_ALLOCA)
		return NULL;
	return gep ? a : v;
}

/* A call of an intrinsic that MLIR 19 has an op for becomes that op, as
 * mlir-translate-19 does: llvm.smax.i32(a, b) -> llvm.intr.smax(a, b),
 * immediate arguments -> attributes (never materialized), fast-math flags
 * kept where the op takes them.  The call is converted only when printing
 * the op back (ll_intr.c, from the same row) gives the same intrinsic name
 * and arguments; otherwise it stays a call and false is returned, before
 * anything is built.  In typed-pointer input the overload suffix spells
 * pointee types (p0i8), so only the base name is checked there. */
static void call_fn_attrs_of(LLParser *p, Op *op, LLCall *cs);

static bool intrinsic_call(LLParser *p, LList *tailkind, LLCall *cs, LList *rest, Loc loc)
{
	Ctx *c = p->c;
	const char *full = cs->callee->s->s;
	const Intrinsic *old = intrinsic_of_call(full + 5), *in = intrinsic_gen(old, c->llvm_version);
	unsigned n = cs->args ? cs->args->n : 0;
	if (in != old && old->args && !(in->args && strchr(in->args, '&')) && n == arg_count(old->args)) {
		/* the older form of a changed intrinsic (lifetime.start(i64 size,
		 * ptr p)): upgraded as LLVM's parser does, its immediates left out */
		LList *kept = NULL;
		unsigned k = 0;
		for (const char *a = old->args; a && k < n; a = strchr(a, ','), a = a ? a + 1 : NULL, k++)
			if (*a != '@')
				kept = ll_append(p, kept, cs->args->v[k]);
		cs->args = kept;
		n = kept ? kept->n : 0;
	}
	const Intrinsic *newest = intrinsic_gen(old, ~0u);
	if (in == old && newest != old && old->args && newest->args && n == arg_count(newest->args)
	    && n != arg_count(old->args) && !strchr(newest->args, '&')) {
		/* the later form read for an older release (LLVM 22's
		 * lifetime.start(ptr p) for 19): each immediate the older form
		 * has and the later dropped is -1, "unknown" (a lifetime size) */
		LList *full_args = NULL;
		unsigned k = 0;
		for (const char *a = old->args; a; a = strchr(a, ','), a = a ? a + 1 : NULL) {
			if (*a == '@') {
				LLV *unknown = ll_v(p, V_INT, ll_sym(p, "-1"), loc);
				unknown->ty = type_i(c, (unsigned)atoi(strchr(a, ':') + 2));
				full_args = ll_append(p, full_args, unknown);
			} else if (k < n) {
				full_args = ll_append(p, full_args, cs->args->v[k++]);
			}
		}
		cs->args = full_args;
		n = full_args ? full_args->n : 0;
	}
	if (!intrinsic_imports(in, c->llvm_version) || cs->ty->kind == TY_LLVM_FUNC || n > 16)
		return false;
	/* the form of the other release, read by its row into the same op:
	 * masked.load(ptr %p, i32 4, ...) of LLVM 19 and masked.load(ptr
	 * align 4 %p, ...) of 22 are both {alignment = 4} */
	const Intrinsic *form = in;
	if (in->args && n != arg_count(in->args)) {
		const Intrinsic *alt = in == newest ? old : newest;
		if (alt->args && (strchr(alt->args, '&') || strchr(in->args, '&')) && n == arg_count(alt->args))
			form = alt;
	}
	LList *fmf = NULL;
	/* --keep-ll-extras: the tail kind and function attributes as xlate.* */
	bool extras = c->keep_ll_extras && (gen_of(c->llvm_version)->keeps & GK_CALL_ATTRS);
	bool dropped_attrs = cs->post && cs->post->n && !extras;
	for (unsigned i = 0; cs->pre && i < cs->pre->n; i++) {
		LLAttr *a = cs->pre->v[i];
		if (ll_is_fastmath(a))
			fmf = ll_append(p, fmf, a);
		else if (ll_cconv(a) && strcmp(ll_cconv(a), "ccc"))
			return false;
		else if (!ll_cconv(a))
			dropped_attrs = true;
	}
	if (fmf && !(in->flags & FMF))
		return false;
	Type *argt[16];
	bool others;
	/* llvm.experimental.noalias.scope.decl(metadata !N): its one argument
	 * is the scope list, an attachment until the end of the file */
	LLAttr *scope = NULL;
	if (n == 1 && form->args && strstr(form->args, ":scopes") && ((LLV *)cs->args->v[0])->kind == V_MD &&
	    ((LLV *)cs->args->v[0])->md && ((LLV *)cs->args->v[0])->md->kind == MD_REF) {
		LLV *v = cs->args->v[0];
		scope = arena_alloc(p->a, sizeof *scope);
		*scope = (LLAttr){.kind = A_MD, .kw = ll_sym(p, ll_scope_decl_kind), .md = v->md, .loc = v->loc};
		argt[0] = v->ty;
		n = 0;
	}
	for (unsigned i = 0; i < n; i++) {
		LLV *v = cs->args->v[i];
		if (v->kind == V_MD && !(form->args && md_spec(arg_spec(form->args, i))))
			return false;
		argt[i] = v->ty;
		dropped_attrs |= v->pattrs != NULL && !((gen_of(c->llvm_version)->keeps & GK_CALL_ATTRS) && (in->flags & ARGATTRS))
		                 && !(align_arg(form->args, i) && (param_align(v, &others), !others));
	}
	/* the LLVM arguments, in the row's order: operands and attributes */
	LLV *opnd[16];
	unsigned nopnd = 0, k = 0;
	OpState s;
	char opname[96];
	ll_opstate(p, &s, ll_sym(p, intrinsic_op_name(in, opname, sizeof opname)), loc);
	if (scope) {
		/* no operand: the scope is an attribute, set at the end */
	} else if (form->args) {
		for (const char *a = form->args; *a; k++) {
			if (k >= n)
				goto keep_call;
			LLV *v = cs->args->v[k];
			if (*a == '@') {
				const char *colon = strchr(a, ':');
				Attr *at = immarg_attr(p, v, a);
				if (!at)
					goto keep_call;
				char name[48];
				snprintf(name, sizeof name, "%.*s", (int)(colon - a - 1), a + 1);
				opstate_add_attr(&s, ll_sym(p, name), at);
			} else {
				unsigned i = (unsigned)atoi(a);
				if (i != nopnd)  /* operands are listed in order in every row */
					goto keep_call;
				opnd[nopnd++] = v;
				const char *amp = strchr(a, '&'), *end = strchr(a, ',');
				if (amp && (!end || amp < end)) {   /* its `align A` (none: 1, as LLVM 22 reads it) */
					long al = param_align(v, &others);
					opstate_add_attr(&s, intern(c, amp + 1, end ? (size_t)(end - amp - 1) : strlen(amp + 1)),
					                 attr_int(c, type_i(c, 32), al > 0 ? al : 1));
				}
			}
			a = strchr(a, ',');
			if (!a)
				break;
			a++;
		}
		if (k + 1 != n)
			goto keep_call;
	} else {
		for (; nopnd < n; nopnd++)
			opnd[nopnd] = cs->args->v[nopnd];
	}
	Out nm;
	out_init(&nm);
	intrinsic_call_name(c, &nm, form, in->name, cs->ty, argt, n);
	out_ch(&nm, 0);
	/* the name without its overload suffix (llvm.va_end before LLVM 19):
	 * LLVM's parser remangles it */
	bool same = strcmp(nm.buf, full) == 0 || (p->typed_ptrs && !strncmp(nm.buf, full, 5 + strlen(in->name))) ||
	            !strcmp(full + 5, in->name);
	out_free(&nm);
	if (!same)
		goto keep_call;
	for (unsigned i = 0; i < nopnd; i++) {
		Value *v = ll_use(p, opnd[i]);
		if (!v) {
			opstate_free(&s);
			return true;  /* the error is reported */
		}
		/* an operand of another type than the intrinsic's (coro.id(i64
		 * 0, ...) declared (i32, ...)): LLVM's verifier refuses the
		 * call, and the op would not verify */
		Type *want = intr_operand_type(c, opname + strlen("llvm.intr."), i);
		if (want && v->type != want) {
			error_at(c, loc, "Intrinsic called with incompatible signature");
			opstate_free(&s);
			return true;
		}
		if ((in->flags & ALLOCA) && v->type->kind == TY_LLVM_PTR && !(v = alloca_of(c, v))) {
			opstate_free(&s);
			return true;  /* dropped: not on an alloca */
		}
		vec_push(&s.opnds, v);
	}
	if ((gen_of(c->llvm_version)->translates & GT_NO_FPCLASS) && !strcmp(in->name, "is.fpclass") && s.opnds.n == 1) {
		/* what --to-llvm cannot write for this release is not imported */
		int64_t mask = -1;
		for (unsigned i = 0; i < s.attrs.n; i++)
			if (!strcmp(s.attrs.v[i].name->s, "bit") && s.attrs.v[i].attr->kind == ATTR_INT)
				mask = attr_int_sext(s.attrs.v[i].attr);
		if (!lp_fpclass14(s.opnds.v[0]->type, mask)) {
			error_at(c, loc, "llvm.is.fpclass with this test has no LLVM %u form", c->llvm_version);
			opstate_free(&s);
			return true;
		}
	}
	if (in->flags & FMF)
		opstate_add_attr(&s, c->sym[SYM_fastmathFlags], ll_fastmath_attr(p, fmf));
	if ((gen_of(c->llvm_version)->keeps & GK_CALL_ATTRS) && (in->flags & ARGATTRS)) {
		/* the operands' attributes (memset(ptr align 1 %p, ...)), as MLIR 22's intrinsic ops hold them */
		Attr **ad = arena_alloc(p->a, (nopnd ? nopnd : 1) * sizeof *ad);
		bool any = false;
		for (unsigned i = 0; i < nopnd; i++) {
			ad[i] = ll_param_dict(p, opnd[i]->pattrs, "call parameter");
			any |= ad[i]->dict.n != 0;
		}
		if (any)
			opstate_add_attr(&s, c->sym[SYM_arg_attrs], attr_array(c, nopnd, ad));
	}
	if (!strcmp(in->name, "assume") && gen_of(c->llvm_version)->assume_custom) {
		/* llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64)] (MLIR 20+);
		 * the bundle attributes even when there are none, as MLIR's import
		 * sets them */
		unsigned nb = cs->bundles ? cs->bundles->n : 0;
		Attr **sizes = arena_alloc(p->a, (nb ? nb : 1) * sizeof *sizes), **tags = arena_alloc(p->a, (nb ? nb : 1) * sizeof *tags);
		for (unsigned i = 0; i < nb; i++) {
			LLV *b = cs->bundles->v[i];
			unsigned m = b->elts ? b->elts->n : 0;
			for (unsigned j = 0; j < m; j++) {
				Value *v = ll_use(p, b->elts->v[j]);
				if (!v) {
					opstate_free(&s);
					return true;  /* the error is reported */
				}
				vec_push(&s.opnds, v);
			}
			sizes[i] = attr_int(c, type_i(c, 32), m);
			tags[i] = attr_str(c, b->s->s, b->s->len);
		}
		opstate_add_attr(&s, ll_sym(p, "op_bundle_sizes"), attr_dense_array(c, type_i(c, 32), nb, sizes));
		opstate_add_attr(&s, ll_sym(p, "op_bundle_tags"), attr_array(c, nb, tags));
		cs->bundles = NULL;
	}
	if (cs->bundles)
		ll_drop(p, ((LLV *)cs->bundles->v[0])->loc, "operand bundles");
	if (cs->ty->kind != TY_LLVM_VOID)
		vec_push(&s.types, cs->ty);
	if (dropped_attrs)
		ll_drop(p, cs->loc, "call-site attributes");
	if (extras && tailkind && tailkind->n)
		opstate_add_attr(&s, ll_sym(p, "xlate.tail_call_kind"),
				 ll_opaque(p, "llvm.tailcallkind", ((LLAttr *)tailkind->v[0])->kw->s));
	ll_global_use(p, cs->callee->s, cs->callee->loc);
	if (scope)
		rest = ll_append(p, rest, scope);
	Op *op = ll_emit_inst(p, &s, rest);
	if (extras)
		call_fn_attrs_of(p, op, cs);
	/* MLIR's verifier on the op: an operand of another type than the
	 * one its name gives the intrinsic (fshl.i32(i32, i32, i30)), which
	 * LLVM's verifier refuses too, made an op that does not verify */
	verify_types(c, op);
	return true;
keep_call:
	opstate_free(&s);
	return false;
}

/* A call of inline asm becomes llvm.inline_asm: the asm string and the
 * constraints are kept byte for byte; the result is the call's (none, one
 * value, or a struct of the outputs); elementtype(T) of the indirect
 * operands goes to operand_attrs, {} for the others. */
static void inline_asm(LLParser *p, LList *tailkind, LLCall *cs, LList *rest, Loc loc)
{
	Ctx *c = p->c;
	LLV *a = cs->callee;
	unsigned n = cs->args ? cs->args->n : 0;
	Type *ret = cs->ty;
	if (ret->kind == TY_LLVM_FUNC) {
		if (ret->llfn.vararg || ret->llfn.n != n) {
			error_at(c, cs->loc, "wrong number of inline asm arguments");
			return;
		}
		ret = ret->llfn.ret;
	}
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.inline_asm"), loc);
	for (unsigned i = 0; a->flags && i < a->flags->n; i++) {
		LLAttr *f = a->flags->v[i];
		if (ll_is_kw(f, "sideeffect"))
			opstate_add_attr(&s, ll_sym(p, "has_side_effects"), attr_unit(c));
		else if (ll_is_kw(f, "alignstack"))
			opstate_add_attr(&s, ll_sym(p, "is_align_stack"), attr_unit(c));
		else if (ll_is_kw(f, "inteldialect"))
			opstate_add_attr(&s, ll_sym(p, "asm_dialect"), ll_i64(p, 1));
		else if (ll_is_kw(f, "unwind"))
			ll_drop(p, f->loc, "inline asm 'unwind'");  /* MLIR 19's llvm.inline_asm cannot unwind */
		else {
			error_at(c, f->loc, "expected 'sideeffect', 'alignstack', 'inteldialect' or 'unwind'");
			opstate_free(&s);
			return;
		}
	}
	bool dialect = false;
	for (unsigned i = 0; i < s.attrs.n; i++)
		dialect |= !strcmp(s.attrs.v[i].name->s, "asm_dialect");
	if ((gen_of(p->c->llvm_version)->keeps & GK_ASM_DIALECT) && !dialect)
		opstate_add_attr(&s, ll_sym(p, "asm_dialect"), ll_i64(p, 0));   /* att, as MLIR 22 sets it */
	Sym *et = ll_sym(p, "elementtype");
	Attr **oa = arena_alloc(p->a, (n ? n : 1) * sizeof *oa);
	bool any_et = false;
	for (unsigned i = 0; i < n; i++) {
		LLV *v = cs->args->v[i];
		Value *x = v->kind == V_MD ? NULL : ll_use(p, v);
		if (!x) {
			if (v->kind == V_MD)
				error_at(c, v->loc, "metadata arguments are only supported for debug intrinsics");
			opstate_free(&s);
			return;
		}
		vec_push(&s.opnds, x);
		oa[i] = attr_dict(c, 0, NULL);
		for (unsigned j = 0; v->pattrs && j < v->pattrs->n; j++) {
			LLAttr *pa = v->pattrs->v[j];
			LLAttr *ty = ll_is_kw(pa, "elementtype") && pa->args && pa->args->n == 1 ? pa->args->v[0] : NULL;
			if (ty && ty->kind == A_TYPE && !ty->val) {
				NamedAttr na = {et, attr_type(c, ty->ty)};
				oa[i] = attr_dict(c, 1, &na);
				any_et = true;
			} else {
				ll_drop(p, pa->loc, "call-site attributes");
			}
		}
	}
	if (any_et)
		opstate_add_attr(&s, ll_sym(p, "operand_attrs"), attr_array(c, n, oa));
	opstate_add_attr(&s, ll_sym(p, "asm_string"), attr_str(c, a->s->s, a->s->len));
	opstate_add_attr(&s, ll_sym(p, "constraints"), attr_str(c, a->s2->s, a->s2->len));
	if (cs->pre || cs->post)
		ll_drop(p, cs->loc, "call-site attributes");
	/* MLIR 22 holds the tail kind, and gives a void asm a !llvm.void
	 * result as mlir-translate-22 does (without it, it misplaces
	 * operand_attrs on export) */
	bool keep = gen_of(c->llvm_version)->keeps & GK_CALL_ATTRS;
	if (tailkind && keep)
		opstate_add_attr(&s, ll_sym(p, "tail_call_kind"),
				 ll_opaque(p, "llvm.tailcallkind", ((LLAttr *)tailkind->v[0])->kw->s));
	else if (tailkind)
		ll_drop(p, loc, "tail call markers on inline asm");
	if (ret->kind != TY_LLVM_VOID || keep)
		vec_push(&s.types, ret);
	ll_emit_inst(p, &s, rest);
}

/* The function attributes a call op of MLIR 22 holds, by LLVM name. */
static const char *const call_fn_attrs[][2] = {
	{"convergent", "convergent"}, {"nounwind", "no_unwind"}, {"willreturn", "will_return"},
	{"noinline", "no_inline"}, {"alwaysinline", "always_inline"}, {"inlinehint", "inline_hint"},
};

/* What one call-site function attribute (not a group) sets on a call:
 * false if nothing (dropped, or the default). */
static bool call_attr_of(LLParser *p, LLAttr *a, NamedAttr *na)
{
	const char *k = a->kw ? a->kw->s : "";
	if (a->kind == A_KW && a->args && !strcmp(k, "memory")) {
		/* memory(readwrite) is the default: nothing to say */
		LLAttr *x = a->args->n == 1 ? a->args->v[0] : NULL;
		if (x && x->kind == A_KW && !strcmp(x->kw->s, "readwrite"))
			return false;
		*na = (NamedAttr){ll_sym(p, "memory_effects"), ll_memory_attr(p, a)};
		return true;
	}
	for (unsigned j = 0; a->kind == A_KW && !a->args && j < sizeof call_fn_attrs / sizeof call_fn_attrs[0]; j++)
		if (!strcmp(k, call_fn_attrs[j][0])) {
			*na = (NamedAttr){ll_sym(p, call_fn_attrs[j][1]), attr_unit(p->c)};
			return true;
		}
	if (ll_is_old_memory(a))
		return false;   /* the call's memory effects (call_fn_attrs_of, group_memory) */
	char buf[160];
	snprintf(buf, sizeof buf, "call-site attribute '%s'", k);
	ll_drop(p, a->loc, buf);
	return false;
}

/* An intrinsic op's call-site attribute (--keep-ll-extras): xlate.NAME */
static bool is_call(Op *op)
{
	return op->kind == OP_LLVM_CALL || op->kind == OP_LLVM_INVOKE;
}

static Sym *extra_name(LLParser *p, Sym *name)
{
	char buf[64];
	snprintf(buf, sizeof buf, "xlate.%s", name->s);
	return ll_sym(p, buf);
}

static void call_attr(LLParser *p, Op *op, LLAttr *a)
{
	NamedAttr na;
	if (call_attr_of(p, a, &na))
		op_set_attr(p->c, op, is_call(op) ? na.name : extra_name(p, na.name), na.attr);
}

/* Call-site function attributes (`call void @f() #0 nounwind`): the
 * written ones now, the #N groups at the end, when they are known (the
 * syntax records of a body do not live that long). */
static void call_fn_attrs_of(LLParser *p, Op *op, LLCall *cs)
{
	if (!op || !cs->post || !(gen_of(p->c->llvm_version)->keeps & GK_CALL_ATTRS))
		return;
	for (unsigned i = 0; i < cs->post->n; i++) {
		LLAttr *a = cs->post->v[i];
		if (a->kind == A_GROUP) {
			vec_push(&p->cfa_ops, op);
			vec_push(&p->cfa_groups, a->group);
			vec_push(&p->cfa_seq, p->cfa_clock++);
		} else {
			call_attr(p, op, a);
		}
	}
	Attr *old = ll_old_memory(p, cs->post);   /* `call @f() readonly` */
	Sym *me = ll_sym(p, "memory_effects");
	if (old)
		op_set_attr(p->c, op, is_call(op) ? me : extra_name(p, me), old);
}

/* The name of the k-th group placeholder of a call (import_md.c's
 * placeholders are named as the attribute they stand for; these stand
 * for a set of them, merged in by the printer) */
static Sym *group_slot(LLParser *p, unsigned k)
{
	char name[24];   /* "\1group" and up to ten digits */
	snprintf(name, sizeof name, "\x01group%u", k);
	return ll_sym(p, name);
}

void ll_cfa_pend(LLParser *p)
{
	for (unsigned i = p->fn_cfa, k = 0; i < p->cfa_ops.n; i++, k++) {
		Op *op = p->cfa_ops.v[i];
		unsigned slot = 0;   /* a call's groups are consecutive */
		for (unsigned j = i; j > p->fn_cfa && p->cfa_ops.v[j - 1] == op; j--)
			slot++;
		unsigned x = ll_pending(p, p->cfa_groups.v[i], is_call(op) ? MDU_GROUP : MDU_XGROUP, p->cfa_seq.v[i], op->loc);
		op_set_attr(p->c, op, group_slot(p, slot), attr_pending(p->c, x));
	}
	p->cfa_ops.n = p->cfa_groups.n = p->cfa_seq.n = p->fn_cfa;
}

void ll_cfa_unpend(LLParser *p, unsigned ncfa)
{
	for (unsigned i = p->fn_cfa; i < ncfa; i++)
		for (unsigned slot = 0; op_attr(p->cfa_ops.v[i], group_slot(p, slot)); slot++)
			op_set_attr(p->c, p->cfa_ops.v[i], group_slot(p, slot), NULL);
	p->cfa_ops.n = p->cfa_groups.n = p->cfa_seq.n = ncfa;
}

/* The dictionary of what group placeholder i sets, into the Feed. */
static bool resolve_group(LLParser *p, unsigned i)
{
	LLPending *e = &p->pending.v[i];
	LList *g = map_get(&p->groups, (uint64_t)e->id + 1);
	if (!g) {
		p->feed->whole = p->feed->broken = true;   /* the whole module reports it */
		return false;
	}
	VEC(NamedAttr) v = {0};
	for (unsigned j = 0; j < g->n; j++) {
		NamedAttr na;
		if (((LLAttr *)g->v[j])->kind == A_GROUP || !call_attr_of(p, g->v[j], &na))
			continue;
		if (e->use == MDU_XGROUP)
			na.name = extra_name(p, na.name);
		unsigned k = 0;
		while (k < v.n && v.v[k].name != na.name)
			k++;
		if (k < v.n)
			v.v[k] = na;   /* the last one, as op_set_attr leaves it */
		else
			vec_push(&v, na);
	}
	p->feed->pending[i] = attr_dict(p->c, v.n, v.v);
	vec_free(&v);
	return true;
}

static bool group_pending(LLParser *p, unsigned k)
{
	return p->pending.v[k].use == MDU_GROUP || p->pending.v[k].use == MDU_XGROUP;
}

void ll_call_attrs_finish(LLParser *p)
{
	/* in the order of the calls, with the placeholders of the bodies
	 * handed on (what is dropped is listed in the order it is met) */
	unsigned k = 0;
	for (unsigned i = 0; i <= p->cfa_ops.n; i++) {
		for (; k < p->pending.n && (!group_pending(p, k) || i == p->cfa_ops.n ||
		                            p->pending.v[k].seq < p->cfa_seq.v[i]); k++)
			if (group_pending(p, k) && !resolve_group(p, k))
				return;
		if (i == p->cfa_ops.n)
			break;
		/* a group never defined is empty, as llvm-as takes it */
		LList *g = map_get(&p->groups, (uint64_t)p->cfa_groups.v[i] + 1);
		for (unsigned j = 0; g && j < g->n; j++)
			if (((LLAttr *)g->v[j])->kind != A_GROUP)
				call_attr(p, p->cfa_ops.v[i], g->v[j]);
	}
}

/* ---- a call's memory effects, as LLVM's CallBase::getMemoryEffects:
 * its own intersected with its callee's (MLIR 22's import writes that) */

/* What operand bundles make of a call's callee: 1 one reads (all but
 * ptrauth, kcfi, convergencectrl), 2 one writes (nor deopt, funclet). */
static unsigned bundle_effects(LList *bundles)
{
	static const char *const quiet[] = {"ptrauth", "kcfi", "convergencectrl", "deopt", "funclet"};
	unsigned e = 0;
	for (unsigned i = 0; bundles && i < bundles->n; i++) {
		const char *t = ((LLV *)bundles->v[i])->s ? ((LLV *)bundles->v[i])->s->s : "";
		unsigned k = 0;
		while (k < 5 && strcmp(t, quiet[k]))
			k++;
		e |= (k >= 3 ? 1 : 0) | (k == 5 ? 2 : 0);
	}
	return e;
}

/* The memory(...) of group id, NULL if it has none */
static Attr *group_memory(LLParser *p, unsigned id)
{
	LList *g = map_get(&p->groups, (uint64_t)id + 1);
	Attr *m = ll_old_memory(p, g);   /* readonly, argmemonly ... as LLVM's parser upgrades them */
	for (unsigned j = 0; g && j < g->n; j++) {
		LLAttr *a = g->v[j];
		if (a->kind == A_KW && a->args && !strcmp(a->kw->s, "memory"))
			m = ll_memory_attr(p, a);
	}
	return m;
}

/* The ModRef of location i of a #llvm.memory_effects (3, read and write,
 * for NULL); -1 if m is not one xlate can read */
static int modref(Attr *m, unsigned i)
{
	if (!m)
		return 3;
	if (m->kind != ATTR_LLVM || m->ll.kind != LL_MEMORY || i >= m->ll.n || !m->ll.f[i] || m->ll.f[i]->kind != ATTR_INT)
		return -1;
	return (int)attr_int_sext(m->ll.f[i]) & 3;
}

/* The call's memory effects: own (NULL: read and write everywhere) with
 * its callee's (a function's memory_effects, widened by bundles); NULL
 * when that is read and write everywhere. */
static Attr *call_memory(LLParser *p, Attr *own, Sym *callee, unsigned bundles)
{
	GlobalInfo *gi = callee ? ll_global_info(p, callee) : NULL;
	Op *gop = gi ? gi_op(gi) : NULL;
	Attr *fm = !gi ? NULL
	           : !gop ? gi_more(gi, fn_memory)
	           : gop->kind == OP_LLVM_FUNC ? op_attr(gop, ll_sym(p, gen_of(p->c->llvm_version)->fn_memory)) : NULL;
	Attr *f[6];
	bool all = true;
	for (unsigned i = 0; i < 6; i++) {
		int a = modref(own, i), b = modref(fm, i);
		if (a < 0)
			return own;
		if (b < 0)
			b = 3;
		int v = a & (b | (int)bundles);
		all &= v == 3;
		f[i] = ll_i64(p, v);
	}
	return all ? NULL : attr_llvm(p->c, LL_MEMORY, f, 0);
}

/* A direct call's record for that, its own memory(...) as written */
static void call_memory_of(LLParser *p, Op *op, LLCall *cs)
{
	if (!op || cs->callee->kind != V_GLOBAL || !(gen_of(p->c->llvm_version)->keeps & GK_CALL_ATTRS) ||
	    !strncmp(cs->callee->s->s, "llvm.", 5))   /* mlir-translate-22: llvm.call_intrinsic, no memory */
		return;
	LLCallMem m = {op, cs->callee->s, op_attr(op, ll_sym(p, "memory_effects")), p->cm_groups.n, 0,
	               bundle_effects(cs->bundles)};
	for (unsigned i = 0; cs->post && i < cs->post->n; i++)
		if (((LLAttr *)cs->post->v[i])->kind == A_GROUP) {
			vec_push(&p->cm_groups, ((LLAttr *)cs->post->v[i])->group);
			m.ng++;
		}
	vec_push(&p->cms, m);
}

/* The memory effects of cm with its groups, as the groups set them after
 * what is written on the call (the last one) */
static Attr *own_memory(LLParser *p, LLCallMem *cm)
{
	Attr *own = cm->own;
	for (unsigned i = 0; i < cm->ng; i++) {
		Attr *g = group_memory(p, p->cm_groups.v[cm->g0 + i]);
		if (g)
			own = modref(g, 0) == 3 && modref(g, 1) == 3 && modref(g, 2) == 3 && modref(g, 3) == 3 &&
			      modref(g, 4) == 3 && modref(g, 5) == 3 ? own : g;   /* memory(readwrite) says nothing */
	}
	return own;
}

static Sym *memory_slot(LLParser *p)
{
	return ll_sym(p, "\x01memory");   /* after the \x01groupN slots: it decides */
}

void ll_cm_pend(LLParser *p)
{
	for (unsigned i = p->fn_cm; i < p->cms.n; i++) {
		LLCallMem *cm = &p->cms.v[i];
		vec_push(&p->cm_done, *cm);
		unsigned x = ll_pending(p, p->cm_done.n - 1, MDU_CALLMEM, p->cfa_clock++, cm->op->loc);
		op_set_attr(p->c, cm->op, memory_slot(p), attr_pending(p->c, x));
	}
	p->cms.n = p->fn_cm;
}

void ll_cm_unpend(LLParser *p, unsigned ndone)
{
	for (unsigned i = ndone; i < p->cm_done.n; i++) {
		op_set_attr(p->c, p->cm_done.v[i].op, memory_slot(p), NULL);
		vec_push(&p->cms, p->cm_done.v[i]);
	}
	p->cm_done.n = ndone;
}

void ll_call_memory_finish(LLParser *p)
{
	Sym *me = ll_sym(p, "memory_effects");
	for (unsigned i = 0; i < p->cms.n; i++) {   /* the calls of bodies kept */
		LLCallMem *cm = &p->cms.v[i];
		Attr *ca = op_attr(cm->op, p->c->sym[SYM_callee]);
		Attr *own = op_attr(cm->op, me);
		if (!own)   /* the old memory words of its groups (readonly, ...), which set no attribute */
			own = own_memory(p, cm);
		if (ca && ca->kind == ATTR_SYMREF)   /* not made indirect (ll_fix_call) */
			op_set_attr(p->c, cm->op, me, call_memory(p, own, cm->callee, cm->bundles));
	}
	for (unsigned k = 0; k < p->pending.n; k++) {   /* of bodies handed on */
		LLPending *e = &p->pending.v[k];
		if (e->use != MDU_CALLMEM)
			continue;
		LLCallMem *cm = &p->cm_done.v[e->id];
		Attr *m = call_memory(p, own_memory(p, cm), cm->callee, cm->bundles);
		NamedAttr na = {me, m};
		p->feed->pending[k] = attr_dict(p->c, m ? 1 : 0, &na);
	}
}

/* A call of an intrinsic the dialect has no op for.  LLVM knows it
 * (intrinsic_lookup): its signature is checked as llvm-as's verifier
 * checks it (the error, and true, when it is wrong).  At 22, as
 * mlir-translate-22 imports it: llvm.call_intrinsic "llvm.x"(args) with
 * the call's fastmath flags and argument and result attributes; its
 * function attributes are dropped (the one warning), its tail marker as
 * from an intrinsic op.  False otherwise: an llvm.call (an intrinsic
 * LLVM does not know, a variadic one, one named other than its types'
 * mangling, or before 22). */
static bool other_intrinsic_call(LLParser *p, LLCall *cs, LList *rest, Loc loc)
{
	Ctx *c = p->c;
	const char *name = cs->callee->s->s;
	unsigned n = cs->args ? cs->args->n : 0;
	Type *ret = cs->ty->kind == TY_LLVM_FUNC ? cs->ty->llfn.ret : cs->ty;
	if ((cs->ty->kind == TY_LLVM_FUNC && cs->ty->llfn.vararg) || !intrinsic_lookup(name, c->llvm_version))
		return false;
	Type **argt = arena_alloc(p->a, (n ? n : 1) * sizeof *argt);
	for (unsigned i = 0; i < n; i++)
		if ((argt[i] = ((LLV *)cs->args->v[i])->ty)->kind == TY_LLVM_METADATA)
			return false;   /* call_common's error */
	IntrinsicCall ic;
	Out err;
	out_init(&ic.name);
	out_init(&err);
	bool ok = intrinsic_check_call(c, name, ret, argt, n, n, &ic, &err);
	out_ch(&err, 0);
	out_ch(&ic.name, 0);
	if (!ok)
		/* llvm-as-22's parser (an undeclared one), its verifier's
		 * "Intrinsic has incorrect return/argument type!" (a declared one) */
		error_at(c, cs->callee->loc, "invalid intrinsic signature: %s", err.buf);
	/* a name other than its types' mangling: LLVM renames the function
	 * (remangleIntrinsicFunction); here it stays an llvm.call of it */
	bool renamed = ok && strcmp(ic.name.buf, name);
	out_free(&ic.name);
	out_free(&err);
	if (!ok)
		return true;
	if (renamed || !(gen_of(c->llvm_version)->keeps & GK_CALL_INTRINSIC))
		return false;
	OpState s;
	bool intr, skip = false;
	ll_opstate(p, &s, ll_sym(p, "llvm.call_intrinsic"), loc);
	if (cs->bundles)
		ll_drop(p, ((LLV *)cs->bundles->v[0])->loc, "operand bundles");
	if (!call_common(p, cs, &s, &ret, &intr, &skip) || skip) {
		opstate_free(&s);
		return true;
	}
	unsigned k = 0;   /* an intrinsic is named, not called through a symbol */
	for (unsigned i = 0; i < s.attrs.n; i++)
		if (s.attrs.v[i].name != c->sym[SYM_callee] && s.attrs.v[i].name != ll_sym(p, "CConv"))
			s.attrs.v[k++] = s.attrs.v[i];
	s.attrs.n = k;
	opstate_add_attr(&s, ll_sym(p, "intrin"), attr_str(c, name, cs->callee->s->len));
	if (cs->post && cs->post->n)
		ll_drop(p, ((LLAttr *)cs->post->v[0])->loc, "call-site attributes");
	if (ret->kind != TY_LLVM_VOID)
		vec_push(&s.types, ret);
	Op *op = ll_emit_inst(p, &s, rest);
	if (op)
		ll_record_call(p, op, cs->callee->s, cs->fnty);   /* against its declaration (ll_fix_call) */
	return true;
}

void ll_call(LLParser *p, LList *tailkind, LLCall *cs, LList *rest, Loc loc)
{
	OpState s;
	Type *ret;
	bool intr, skip;
	if (cs->callee->kind == V_ASM) {
		inline_asm(p, tailkind, cs, rest, loc);
		return;
	}
	if (cs->callee->kind == V_GLOBAL && !strncmp(cs->callee->s->s, "llvm.dbg.", 9)) {
		/* llvm.dbg.declare/value(metadata T %v, metadata !var, metadata !DIExpression()),
		 * llvm.dbg.label(metadata !label) */
		unsigned n = cs->args ? cs->args->n : 0;
		LLMd *md[3] = {0};
		for (unsigned i = 0; i < n && i < 3; i++)
			md[i] = ((LLV *)cs->args->v[i])->kind == V_MD ? ((LLV *)cs->args->v[i])->md : NULL;
		const char *what = cs->callee->s->s + 9;
		LLMd *dloc = NULL;   /* its !dbg: the op's location */
		for (unsigned i = 0; rest && i < rest->n; i++) {
			LLAttr *a = rest->v[i];
			if (a->kind == A_MD && !strcmp(a->kw->s, "dbg"))
				dloc = a->md;
		}
		if (p->fn)
			p->fn->dbg_call = true;   /* one of the records of the next instruction (LLVM 19+ reads it so) */
		if (!strcmp(what, "label"))
			ll_dbg(p, n == 1 ? what : "", NULL, md[0], NULL, dloc, loc);
		else
			ll_dbg(p, n == 3 ? what : "", md[0], md[1], md[2], dloc, loc);
		return;
	}
	bool named_llvm = cs->callee->kind == V_GLOBAL && !strncmp(cs->callee->s->s, "llvm.", 5);
	if (named_llvm && p->fn)
		p->fn->intr_call = true;   /* (LLVM's IntrinsicInst: what is named llvm.*) */
	if (named_llvm && (intrinsic_call(p, tailkind, cs, rest, loc) || other_intrinsic_call(p, cs, rest, loc)))
		return;
	ll_opstate(p, &s, ll_sym(p, "llvm.call"), loc);
	if (cs->bundles)   /* MLIR 22's import keeps those of llvm.assume only */
		ll_drop(p, ((LLV *)cs->bundles->v[0])->loc, "operand bundles");
	if (!call_common(p, cs, &s, &ret, &intr, &skip) || skip) {
		opstate_free(&s);
		return;
	}
	const char *tk = "none";
	if (tailkind && tailkind->n)
		tk = ((LLAttr *)tailkind->v[0])->kw->s;
	if (intr)
		tk = "none";  /* intrinsics lose their tail marker in mlir-translate-19 */
	opstate_add_attr(&s, ll_sym(p, "TailCallKind"), ll_opaque(p, "llvm.tailcallkind", tk));
	if (ret->kind != TY_LLVM_VOID)
		vec_push(&s.types, ret);
	Op *op = ll_emit_inst(p, &s, rest);
	call_fn_attrs_of(p, op, cs);
	call_memory_of(p, op, cs);
	if (cs->callee->kind == V_GLOBAL)
		ll_record_call(p, op, cs->callee->s, cs->fnty);
}

void ll_invoke(LLParser *p, LLCall *cs, LLV *normal, LLV *unwind, LList *rest, Loc loc)
{
	OpState s;
	Type *ret;
	bool intr, skip = false;
	if (cs->callee->kind == V_ASM) {
		error_at(p->c, cs->callee->loc, "invoke of inline asm is not supported (MLIR 19's llvm.inline_asm cannot unwind)");
		return;
	}
	ll_opstate(p, &s, ll_sym(p, "llvm.invoke"), loc);
	if (cs->bundles)
		ll_drop(p, ((LLV *)cs->bundles->v[0])->loc, "operand bundles");
	Block *bn = ll_label_of(p, normal), *bu = ll_label_of(p, unwind);
	if (!bn || !bu || !call_common(p, cs, &s, &ret, &intr, &skip) || skip) {
		if (skip)
			error_at(p->c, loc, "invoke of a debug intrinsic");
		opstate_free(&s);
		return;
	}
	unsigned own = s.opnds.n;
	ll_add_succ(&s, bn);
	ll_add_succ(&s, bu);
	opstate_add_attr(&s, p->c->sym[SYM_operandSegmentSizes], ll_segments(p, own, 0, 0));
	if (ret->kind != TY_LLVM_VOID)
		vec_push(&s.types, ret);
	Op *op = ll_emit_inst(p, &s, rest);
	call_fn_attrs_of(p, op, cs);
	if (cs->callee->kind == V_GLOBAL)
		ll_record_call(p, op, cs->callee->s, cs->fnty);
}
