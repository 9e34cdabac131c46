/* parse_llvm_act.c - the grammar actions of the LLVM dialect custom forms
 * (section "LLVM dialect custom forms" of grammar/mlir.y): they take what
 * the grammar left on the parser's stacks (uses, types, keyword lists as
 * NamedAttrs on p->ns with their locations on p->is, successors), resolve
 * operands against the types the form states, and call the builders of
 * parse_llvm.c.  Each action pops exactly the lists its rule pushed. */
#include <string.h>

#include "llvmir/intrinsics.h"
#include "mlir/build.h"
#include "mlir/parse_llvm_act.h"

/* The attribute dictionary l (popped); NULL if empty. */
static Attr *take_dict(Parser *p, List l)
{
	if (l.n == 0) {
		p->ns.n = l.start;
		return NULL;
	}
	return p_dict_attr(p, l);
}

/* Keyword lists: each keyword is a NamedAttr on p->ns and its location,
 * packed as line << 32 | column, on p->is.  Lists are taken (popped) in
 * the reverse order of their parsing, so their locations are on top of
 * p->is then. */
static void take_kws(Parser *p, List l, LKws *k, Loc loc)
{
	if (l.n == 0)   /* owns nothing (and may start above lists taken before it) */
		return;
	bool have = p->is.n >= l.n;
	int64_t *lv = have ? p->is.v + p->is.n - l.n : NULL;
	for (unsigned i = 0; i < l.n; i++) {
		Loc kl = loc;
		if (have) {
			kl.line = (uint32_t)(lv[i] >> 32);
			kl.col = (uint32_t)lv[i];
		}
		lkws_push(k, p->ns.v[l.start + i].name, p->ns.v[l.start + i].attr, kl);
	}
	if (have)
		p->is.n -= l.n;
	p->ns.n = l.start;
}

static Value *use(Parser *p, ValRef r, Type *t)
{
	return t ? p_resolve(p, r, t) : NULL;
}

/* Resolves uses l (popped) against types[0..n), appending to out's operands. */
static bool take_uses(Parser *p, List l, Type **types, unsigned n, OpState *out)
{
	return p_resolve_list(p, l, types, n, out);
}

static Loc L(Parser *p, YLoc l) { return p_loc(p, l); }

/* A builder's result; a NULL op (an error was reported) stops the parse. */
static Op *done(Parser *p, Op *op)
{
	if (!op)
		p->failed = true;
	return op;
}

List pl_kw(Parser *p, List l, Sym *id, Attr *arg, YLoc kl)
{
	NamedAttr na = {id, arg};
	Loc loc = p_loc(p, kl);
	vec_push(&p->ns, na);
	vec_push(&p->is, (int64_t)((uint64_t)loc.line << 32 | loc.col));
	l.n++;
	return l;
}

Attr *pl_pair(Parser *p, Attr *a, Attr *b)
{
	Attr *v[2] = {a, b};
	return a && b ? attr_array(p->c, 2, v) : NULL;
}

Attr *pl_bare_string(Parser *p, Sym *id)
{
	return attr_str(p->c, id->s, id->len);
}

/* ------------------------------------------------------------ arithmetic */

/* the keyword after an llvm op's name (MLIR 20+): exact (udiv, sdiv,
 * lshr, ashr), disjoint (or), nneg (zext, uitofp): a unit attribute */
static void int_flag(Parser *p, Op *op, Sym *flag, YLoc fl)
{
	if (!op || !flag)
		return;
	OpKind k = op->kind;
	const char *f = flag->s, *name = NULL;
	if (!strcmp(f, "exact") && (k == OP_LLVM_UDIV || k == OP_LLVM_SDIV || k == OP_LLVM_LSHR || k == OP_LLVM_ASHR))
		name = "isExact";
	else if (!strcmp(f, "disjoint") && k == OP_LLVM_OR)
		name = "isDisjoint";
	else if (!strcmp(f, "nneg") && (k == OP_LLVM_ZEXT || k == OP_LLVM_UITOFP))
		name = "nonNeg";
	if (name)
		op_set_attr(p->c, op, sym_lit(p->c, name), attr_unit(p->c));
	else
		p_error(p, p_loc(p, fl), "unexpected keyword '%s'", f);
}

Op *pl_binop(Parser *p, Word w, YLoc l, Sym *flag, YLoc fl, ValRef a, ValRef b, Attr *ovf, List attrs, Type *t)
{
	Attr *d = take_dict(p, attrs);
	Value *x = use(p, a, t), *y = use(p, b, t);
	Op *op = x && y ? lp_binop(p->c, L(p, l), (OpKind)w.kind, x, y, ovf, d, t) : NULL;
	int_flag(p, op, flag, fl);
	return done(p, op);
}

Op *pl_unop(Parser *p, Word w, YLoc l, ValRef a, List attrs, Type *t)
{
	Attr *d = take_dict(p, attrs);
	Value *x = use(p, a, t);
	return done(p, x ? lp_unop(p->c, L(p, l), (OpKind)w.kind, x, d, t) : NULL);
}

Op *pl_cmp(Parser *p, Word w, YLoc l, Span pred, YLoc pl, ValRef a, ValRef b, List attrs, Type *t)
{
	Attr *d = take_dict(p, attrs);
	Attr *pa = p_string_attr(p, pred, pl, NULL);
	Value *x = use(p, a, t), *y = use(p, b, t);
	return done(p, x && y && pa ? lp_cmp(p->c, L(p, l), (OpKind)w.kind, pa, x, y, d, t) : NULL);
}

Op *pl_cast(Parser *p, Word w, YLoc l, Sym *flag, YLoc fl, ValRef a, Attr *ovf, List kws, List attrs, Type *from,
            Type *to)
{
	Attr *d = take_dict(p, attrs);
	LKws k = {0};
	take_kws(p, kws, &k, L(p, l));
	Value *x = use(p, a, from);
	/* 2021: a bitcast between typed pointers is no op with opaque ones */
	if (w.kind == OP_LLVM_BITCAST && from && to && from->kind == TY_LLVM_PTR && to->kind == TY_LLVM_PTR &&
	    from->ptr.addrspace == to->ptr.addrspace && (from->ptr.pointee || to->ptr.pointee))
		p->drop_cast = true;
	Op *op = x && to ? lp_cast(p->c, L(p, l), (OpKind)w.kind, x, &k, d, to) : NULL;
	vec_free(&k);
	int_flag(p, op, flag, fl);
	if (op && ovf) {   /* trunc overflow<nsw, nuw> (MLIR 20+) */
		if ((OpKind)w.kind == OP_LLVM_TRUNC)
			op_set_attr(p->c, op, p->c->sym[SYM_overflowFlags], ovf);
		else
			p_error(p, p_loc(p, l), "'%s' has no overflow flags", op->name->s);
	}
	return done(p, op);
}

Op *pl_select(Parser *p, Word w, YLoc l, ValRef c, ValRef a, ValRef b, List attrs, Type *ct, Type *t)
{
	Attr *d = take_dict(p, attrs);
	Value *x = use(p, c, ct), *y = use(p, a, t), *z = use(p, b, t);
	return done(p, x && y && z ? lp_select(p->c, L(p, l), x, y, z, d, t) : NULL);
}

/* word<name = v, ...> of a keyword: the #llvm.word<...> it holds
 * (dereferenceable<bytes = 8>). */
Attr *pl_kw_fields(Parser *p, Sym *word, List entries, YLoc l)
{
	char buf[64];
	int n = snprintf(buf, sizeof buf, "llvm.%s", word->s);
	int k = n > 0 && n < (int)sizeof buf ? llattr_kind_of(buf, (size_t)n) : -1;
	if (k < 0) {
		p->ns.n = entries.start;
		p_error(p, p_loc(p, l), "unexpected '<' after '%s'", word->s);
		return NULL;
	}
	return p_llattr_fields(p, k, entries, l);
}

/* ------------------------------------------------------------ constants */

Op *pl_constant(Parser *p, Word w, YLoc l, Attr *v, List attrs, Type *t)
{
	Attr *d = take_dict(p, attrs);
	return done(p, v && t ? lp_constant(p->c, L(p, l), v, d, t) : NULL);
}

Op *pl_typed0(Parser *p, Word w, YLoc l, List attrs, Type *t)
{
	Attr *d = take_dict(p, attrs);
	OpKind k = w.kind == OP_LLVM_NULL ? OP_LLVM_ZERO : (OpKind)w.kind;   /* 2021's null is today's zero */
	return done(p, t ? lp_typed0(p->c, L(p, l), k, d, t) : NULL);
}

/* The pointee of a typed pointer (2021 load/store name only the pointer type). */
Type *pl_pointee(Parser *p, Type *t, YLoc l)
{
	if (t && t->kind == TY_LLVM_PTR && t->ptr.pointee)
		return t->ptr.pointee;
	if (t)
		p_error(p, p_loc(p, l), "expected a typed pointer type (or the form with the element type)");
	return NULL;
}

Op *pl_addressof(Parser *p, Word w, YLoc l, Attr *sym, List attrs, Type *t)
{
	Attr *d = take_dict(p, attrs);
	return done(p, sym && t ? lp_addressof(p->c, L(p, l), (OpKind)w.kind, sym, d, t) : NULL);
}

/* <id = N>: the #llvm.blocktag attribute */
Attr *pl_tag(Parser *p, Sym *id, YLoc idl, Span n, YLoc nl)
{
	if (!p_word_is(p, id, "id", idl))
		return NULL;
	/* a uint32_t, read as MLIR reads one: -1 is 4294967295 */
	int64_t v = p_int64(p, n, nl);
	if (v < INT32_MIN || v > (int64_t)UINT32_MAX) {
		p_error(p, p_loc(p, nl), "integer value too large");
		return NULL;
	}
	return attr_blocktag(p->c, (uint32_t)v);
}

/* <function = @fn, tag = <id = N>> : T */
Op *pl_blockaddress(Parser *p, Word w, YLoc l, Sym *fnkw, YLoc fnl, Attr *fn, Sym *tagkw, YLoc tagl, Attr *tag,
                    List attrs, Type *t)
{
	Attr *d = take_dict(p, attrs);
	int64_t id;
	if (!p_word_is(p, fnkw, "function", fnl) || !p_word_is(p, tagkw, "tag", tagl) || !fn || fn->sym.n != 1 ||
	    !attr_blocktag_id(tag, &id) || !t)
		return done(p, NULL);
	return done(p, lp_blockaddress(p->c, L(p, l), attr_blockaddress(p->c, fn->sym.path[0], id), d, t));
}

Op *pl_blocktag(Parser *p, Word w, YLoc l, Attr *tag, List attrs)
{
	Attr *d = take_dict(p, attrs);
	return done(p, tag ? lp_blocktag(p->c, L(p, l), tag, d) : NULL);
}

/* ------------------------------------------------------------ memory */

static Type *fn_in(Type *fnty, unsigned i)
{
	return fnty && fnty->kind == TY_FUNC && i < fnty->fn.nin ? fnty->fn.ins[i] : NULL;
}

Op *pl_alloca(Parser *p, Word w, YLoc l, List kws, ValRef n, Type *elt, List attrs, Type *fnty)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	LKws k = {0};
	take_kws(p, kws, &k, loc);
	Value *x = use(p, n, fn_in(fnty, 0));
	Op *op = x && elt ? lp_alloca(p->c, loc, &k, x, elt, d, fnty) : NULL;
	if (!x && fnty && !fn_in(fnty, 0))
		p_error(p, loc, "expected trailing function type with one argument and one result");
	vec_free(&k);
	return done(p, op);
}

Op *pl_va_arg(Parser *p, Word w, YLoc l, ValRef a, List attrs, Type *fnty)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	if (fnty && (fnty->kind != TY_FUNC || fnty->fn.nin != 1 || fnty->fn.nout != 1)) {
		p_error(p, loc, "expected a function type (!llvm.ptr) -> T");
		return done(p, NULL);
	}
	Value *x = fnty ? use(p, a, fnty->fn.ins[0]) : NULL;
	return done(p, x ? lp_cast(p->c, loc, OP_LLVM_VA_ARG, x, NULL, d, fnty->fn.outs[0]) : NULL);
}

Op *pl_load(Parser *p, Word w, YLoc l, List pre, ValRef a, List post, List attrs, Type *pt, Type *t)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	LKws k1 = {0}, k0 = {0};
	take_kws(p, post, &k1, loc);
	take_kws(p, pre, &k0, loc);
	Value *x = use(p, a, pt);
	Op *op = x && t ? lp_load(p->c, loc, &k0, x, &k1, d, t) : NULL;
	vec_free(&k0);
	vec_free(&k1);
	return done(p, op);
}

Op *pl_store(Parser *p, Word w, YLoc l, List pre, ValRef v, ValRef a, List post, List attrs,
             Type *vt, Type *pt)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	LKws k1 = {0}, k0 = {0};
	take_kws(p, post, &k1, loc);
	take_kws(p, pre, &k0, loc);
	Value *x = use(p, v, vt), *y = use(p, a, pt);
	Op *op = x && y ? lp_store(p->c, loc, &k0, x, y, &k1, d) : NULL;
	vec_free(&k0);
	vec_free(&k1);
	return done(p, op);
}

/* GEP indices: p->is holds constants and GEP_DYN for each dynamic index,
 * whose use is pushed on p->vs in order. */
#define GEP_DYN INT64_MIN

List pl_gep_dyn(Parser *p, List l, ValRef r)
{
	vec_push(&p->vs, r);
	vec_push(&p->is, (int64_t)GEP_DYN);
	l.n++;
	return l;
}

List pl_gep_const(Parser *p, List l, Span s, YLoc sl)
{
	vec_push(&p->is, p_int64(p, s, sl));
	l.n++;
	return l;
}

Op *pl_gep(Parser *p, Word w, YLoc l, List kws, ValRef base, List idx, List attrs, Type *fnty, Type *elt)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	LKws k = {0};
	unsigned ndyn = 0;
	for (unsigned i = 0; i < idx.n; i++)
		ndyn += p->is.v[idx.start + i] == GEP_DYN;
	LIdx *ix = xmalloc((idx.n ? idx.n : 1) * sizeof *ix);
	unsigned vs0 = p->vs.n - ndyn;
	bool ok = fnty && fnty->kind == TY_FUNC && fnty->fn.nin == ndyn + 1;
	if (!ok && fnty && fnty->kind != TY_FUNC) {
		Out t;
		out_init(&t);
		diag_type(p->c, &t, fnty);
		p_error(p, loc, "invalid kind of type specified: expected builtin.function, but found '%s'", t.buf ? t.buf : "");
		out_free(&t);
	} else if (!ok && fnty) {
		p_error(p, loc, "number of operands and types do not match: got %u operands and %u types", ndyn + 1,
		        fnty->fn.nin);
	}
	if (ok && !elt) {   /* 2021: the base's pointee */
		Type *b = fn_in(fnty, 0);
		elt = b->kind == TY_LLVM_PTR ? b->ptr.pointee : NULL;
		if (!elt) {
			p_error(p, loc, "expected the element type after the function type");
			ok = false;
		}
	}
	Value *b = ok ? use(p, base, fn_in(fnty, 0)) : NULL;
	for (unsigned i = 0, j = 0; i < idx.n; i++) {
		ix[i].c = p->is.v[idx.start + i];
		ix[i].v = NULL;
		if (ix[i].c == GEP_DYN) {
			ix[i].v = ok ? use(p, p->vs.v[vs0 + j], fn_in(fnty, j + 1)) : NULL;
			ok = ok && ix[i].v;
			j++;
		}
	}
	p->vs.n = vs0;
	p->is.n = idx.start;
	take_kws(p, kws, &k, loc);    /* its locations are below the indices */
	Op *op = ok && b && elt ? lp_gep(p->c, loc, &k, b, ix, idx.n, d, fnty, elt) : NULL;
	free(ix);
	vec_free(&k);
	return done(p, op);
}

/* ------------------------------------------------------------ aggregates, vectors */

Op *pl_extractvalue(Parser *p, Word w, YLoc l, ValRef a, Attr *pos, List attrs, Type *t)
{
	Attr *d = take_dict(p, attrs);
	Value *x = use(p, a, t);
	return done(p, x && pos ? lp_extractvalue(p->c, L(p, l), x, pos, d, t) : NULL);
}

Op *pl_insertvalue(Parser *p, Word w, YLoc l, ValRef v, ValRef a, Attr *pos, List attrs, Type *t)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	Value *agg = use(p, a, t);
	if (!agg || !pos)
		return done(p, NULL);
	/* the inserted value's type is the member type at pos */
	Type *mt = t;
	for (unsigned i = 0; i < pos->arr.n && mt; i++) {
		int64_t k = pos->arr.elts[i]->kind == ATTR_INT ? attr_int_sext(pos->arr.elts[i]) : -1;
		if (mt->kind == TY_LLVM_STRUCT && k >= 0 && (uint64_t)k < mt->st.n)
			mt = mt->st.elts[k];
		else if (mt->kind == TY_LLVM_ARRAY && k >= 0 && (uint64_t)k < mt->arr.n)
			mt = mt->arr.elt;
		else
			mt = NULL;
	}
	if (!mt) {
		p_error(p, loc, "invalid position for aggregate type");
		return done(p, NULL);
	}
	Value *x = use(p, v, mt);
	return done(p, x ? lp_insertvalue(p->c, loc, x, agg, pos, d, t) : NULL);
}

Op *pl_extractelement(Parser *p, Word w, YLoc l, ValRef v, ValRef i, Type *it, List attrs, Type *t)
{
	Attr *d = take_dict(p, attrs);
	Value *x = use(p, v, t), *y = use(p, i, it);
	return done(p, x && y ? lp_extractelement(p->c, L(p, l), x, y, d, t) : NULL);
}

Op *pl_insertelement(Parser *p, Word w, YLoc l, ValRef v, ValRef vec, ValRef i, Type *it,
                     List attrs, Type *t)
{
	Attr *d = take_dict(p, attrs);
	Value *y = use(p, vec, t), *z = use(p, i, it);
	Value *x = t ? use(p, v, type_elt(t)) : NULL;
	return done(p, x && y && z ? lp_insertelement(p->c, L(p, l), x, y, z, d, t) : NULL);
}

Op *pl_shufflevector(Parser *p, Word w, YLoc l, ValRef a, ValRef b, Attr *mask, List attrs, Type *t)
{
	Attr *d = take_dict(p, attrs);
	Value *x = use(p, a, t), *y = use(p, b, t);
	return done(p, x && y && mask ? lp_shufflevector(p->c, L(p, l), x, y, mask, d, t) : NULL);
}

/* ------------------------------------------------------------ atomics */

Op *pl_atomicrmw(Parser *p, Word w, YLoc l, List pre, ValRef a, ValRef v, List post, List attrs,
                 Type *pt, Type *t)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	LKws k1 = {0}, k0 = {0};
	take_kws(p, post, &k1, loc);
	take_kws(p, pre, &k0, loc);
	Value *x = use(p, a, pt), *y = use(p, v, t);
	Op *op = x && y ? lp_atomicrmw(p->c, loc, &k0, x, y, &k1, d, t) : NULL;
	vec_free(&k0);
	vec_free(&k1);
	return done(p, op);
}

Op *pl_cmpxchg(Parser *p, Word w, YLoc l, List pre, ValRef a, ValRef cmp, ValRef v, List post,
               List attrs, Type *pt, Type *t)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	LKws k1 = {0}, k0 = {0};
	take_kws(p, post, &k1, loc);
	take_kws(p, pre, &k0, loc);
	Value *x = use(p, a, pt), *y = use(p, cmp, t), *z = use(p, v, t);
	Op *op = x && y && z ? lp_cmpxchg(p->c, loc, &k0, x, y, z, &k1, d, t) : NULL;
	vec_free(&k0);
	vec_free(&k1);
	return done(p, op);
}

Op *pl_fence(Parser *p, Word w, YLoc l, List kws, List attrs)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	LKws k = {0};
	take_kws(p, kws, &k, loc);
	Op *op = lp_fence(p->c, loc, &k, d);
	vec_free(&k);
	return done(p, op);
}

/* ------------------------------------------------------------ calls */

/* vararg(!llvm.func<...>) from the keyword list after the arguments. */
static bool take_vararg(Parser *p, Loc loc, LKws *k, Type **varty)
{
	*varty = NULL;
	for (unsigned i = 0; i < k->n; i++) {
		if (strcmp(k->v[i].id->s, "vararg") != 0)
			continue;
		Attr *a = k->v[i].arg;
		if (!a || a->kind != ATTR_TYPE || a->ty->kind != TY_LLVM_FUNC) {
			p_error(p, loc, "expected vararg(!llvm.func<...>)");
			return false;
		}
		*varty = a->ty;
		k->v[i] = k->v[--k->n];
		i--;
	}
	return true;
}

/* The operand bundles parsed before the op (pl_bundle), on p->bundle_* */
static LBundles bundles(Parser *p)
{
	return (LBundles){p->bundle_tags.n, p->bundle_vals.n, p->bundle_tags.v, p->bundle_sizes.v, p->bundle_vals.v};
}

static void bundles_done(Parser *p)
{
	p->bundle_vals.n = p->bundle_tags.n = p->bundle_sizes.n = 0;
}

/* Shared by llvm.call/llvm.invoke: the operands resolved from fnty. */
static bool call_operands(Parser *p, Loc loc, ValRef *fnptr, Type *fnptrty, List args,
                          Type *fnty, OpState *ops, Value **fp)
{
	*fp = NULL;
	if (!fnty || fnty->kind != TY_FUNC) {
		p_error(p, loc, "expected trailing function type");
		p->vs.n = args.start;
		return false;
	}
	if (fnptr && !(*fp = use(p, *fnptr, fnptrty))) {
		p->vs.n = args.start;
		return false;
	}
	if (args.n != fnty->fn.nin) {
		p_error(p, loc, "expected %u operand types, got %u", args.n, fnty->fn.nin);
		p->vs.n = args.start;
		return false;
	}
	return take_uses(p, args, fnty->fn.ins, fnty->fn.nin, ops);
}

/* The arg_attrs and res_attrs a call's type holds (MLIR 20+). */
static Op *sig_attrs(Parser *p, Op *op, FnSig sig)
{
	if (op && sig.arg_attrs)
		op_set_attr(p->c, op, p->c->sym[SYM_arg_attrs], sig.arg_attrs);
	if (op && sig.res_attrs)
		op_set_attr(p->c, op, p->c->sym[SYM_res_attrs], sig.res_attrs);
	return op;
}

static Op *call_common(Parser *p, YLoc l, List pre, Attr *callee, ValRef *fnptr, Type *fnptrty,
                       List args, List post, List attrs, FnSig sig)
{
	Type *fnty = sig.type;
	Loc loc = L(p, l);
	if (fnptr && !fnptrty)
		fnptrty = type_ptr(p->c, 0, NULL);   /* 2021: only the function type is written */
	Attr *d = take_dict(p, attrs);
	LKws k1 = {0}, k0 = {0};
	take_kws(p, post, &k1, loc);
	take_kws(p, pre, &k0, loc);
	OpState ops;
	opstate_init(&ops, NULL, loc);
	Value *fp;
	Type *varty;
	Op *op = NULL;
	LBundles b = bundles(p);
	if (take_vararg(p, loc, &k1, &varty) && call_operands(p, loc, fnptr, fnptrty, args, fnty, &ops, &fp)) {
		if (k1.n)
			p_error(p, k1.v[0].loc, "unexpected keyword '%s'", k1.v[0].id->s);
		else
			op = sig_attrs(p, lp_call(p->c, loc, &k0, callee, fp, ops.opnds.v, ops.opnds.n, varty, &b, d, fnty),
			               sig);
	}
	bundles_done(p);
	opstate_free(&ops);
	vec_free(&k0);
	vec_free(&k1);
	return op;
}

Op *pl_call(Parser *p, Word w, YLoc l, List pre, Attr *callee, List args, List post, List attrs, FnSig sig)
{
	return call_common(p, l, pre, callee, NULL, NULL, args, post, attrs, sig);
}

Op *pl_call_indirect(Parser *p, Word w, YLoc l, List pre, ValRef fnptr, List args, List post,
                     List attrs, Type *fnptrty, FnSig sig)
{
	return call_common(p, l, pre, NULL, &fnptr, fnptrty, args, post, attrs, sig);
}

/* The last n successors on p->ss (popped) as LSuccs over p->vals. */
static LSucc *take_succs(Parser *p, unsigned n)
{
	LSucc *v = xmalloc((n ? n : 1) * sizeof *v);
	unsigned first = p->ss.n - n;
	for (unsigned i = 0; i < n; i++) {
		Succ s = p->ss.v[first + i];
		v[i] = (LSucc){s.block, s.n, p->vals.v + s.first};
	}
	return v;
}

static void pop_succs(Parser *p, unsigned n)
{
	unsigned first = p->ss.n - n;
	if (n)
		p->vals.n = p->ss.v[first].first;
	p->ss.n = first;
}

Op *pl_invoke(Parser *p, Word w, YLoc l, List pre, Attr *callee, ValRef *fnptr, Type *fnptrty,
              List args, Sym *unwind, List post, List attrs, FnSig sig)
{
	Type *fnty = sig.type;
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	LKws k1 = {0}, k0 = {0};
	take_kws(p, post, &k1, loc);
	take_kws(p, pre, &k0, loc);
	LSucc *sv = take_succs(p, 2);
	OpState ops;
	opstate_init(&ops, NULL, loc);
	Value *fp;
	Type *varty;
	Op *op = NULL;
	LBundles b = bundles(p);
	if (strcmp(unwind->s, "unwind") != 0)
		p_error(p, loc, "expected 'unwind'");
	else if (take_vararg(p, loc, &k1, &varty) &&
	         call_operands(p, loc, fnptr, fnptrty, args, fnty, &ops, &fp)) {
		if (k1.n)
			p_error(p, k1.v[0].loc, "unexpected keyword '%s'", k1.v[0].id->s);
		else
			op = sig_attrs(p, lp_invoke(p->c, loc, &k0, callee, fp, ops.opnds.v, ops.opnds.n,
			                             &sv[0], &sv[1], varty, &b, d, fnty), sig);
	}
	bundles_done(p);
	pop_succs(p, 2);
	free(sv);
	opstate_free(&ops);
	vec_free(&k0);
	vec_free(&k1);
	return done(p, op);
}

Op *pl_call_intrinsic(Parser *p, Word w, YLoc l, Span name, YLoc nl, List args, List attrs, FnSig sig)
{
	Type *fnty = sig.type;
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	Attr *nm = p_string_attr(p, name, nl, NULL);
	OpState ops;
	opstate_init(&ops, NULL, loc);
	Value *fp;
	Op *op = NULL;
	LBundles b = bundles(p);
	if (nm && call_operands(p, loc, NULL, NULL, args, fnty, &ops, &fp))
		op = sig_attrs(p, lp_call_intrinsic(p->c, loc, nm, ops.opnds.v, ops.opnds.n, &b, d, fnty), sig);
	bundles_done(p);
	opstate_free(&ops);
	return done(p, op);
}

Op *pl_inline_asm(Parser *p, Word w, YLoc l, List pre, Span str, YLoc sl, Span cons, YLoc cl,
                  List args, List attrs, Type *fnty)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	Attr *s = p_string_attr(p, str, sl, NULL), *cs = p_string_attr(p, cons, cl, NULL);
	OpState ops;
	opstate_init(&ops, NULL, loc);
	Value *fp;
	Op *op = NULL;
	bool ok = s && cs && call_operands(p, loc, NULL, NULL, args, fnty, &ops, &fp);
	LKws k = {0};
	take_kws(p, pre, &k, loc);
	if (ok)
		op = lp_inline_asm(p->c, loc, &k, s, cs, ops.opnds.v, ops.opnds.n, d, fnty);
	vec_free(&k);
	opstate_free(&ops);
	return done(p, op);
}

/* ------------------------------------------------------------ exceptions, terminators */

/* Landing pad clauses: a use on p->vs and its type on p->ts each; a
 * `cleanup` keyword is a use with a NULL name and a NULL type. */
List pl_clause(Parser *p, List l, Sym *kind, ValRef r, Type *t, YLoc kl)
{
	if (strcmp(kind->s, "catch") != 0 && strcmp(kind->s, "filter") != 0)
		p_error(p, p_loc(p, kl), "expected 'catch' or 'filter'");
	vec_push(&p->vs, r);
	vec_push(&p->ts, t);
	l.n++;
	return l;
}

List pl_cleanup(Parser *p, List l, Sym *kw, YLoc kl)
{
	if (strcmp(kw->s, "cleanup") != 0)
		p_error(p, p_loc(p, kl), "expected 'cleanup' or a clause");
	ValRef none = {NULL, 0, p_loc(p, kl)};
	vec_push(&p->vs, none);
	vec_push(&p->ts, (Type *)NULL);
	l.n++;
	return l;
}

Op *pl_landingpad(Parser *p, Word w, YLoc l, List clauses, List attrs, Type *t)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	unsigned ts0 = p->ts.n - clauses.n;
	VEC(Value *) vals = {0};
	bool cleanup = false, ok = true;
	for (unsigned i = 0; i < clauses.n; i++) {
		ValRef r = p->vs.v[clauses.start + i];
		Type *ct = p->ts.v[ts0 + i];
		if (!r.name) {
			cleanup = true;
			continue;
		}
		Value *v = use(p, r, ct);
		ok = ok && v;
		vec_push(&vals, v);
	}
	p->vs.n = clauses.start;
	p->ts.n = ts0;
	Op *op = ok && t ? lp_landingpad(p->c, loc, cleanup, vals.v, vals.n, d, t) : NULL;
	vec_free(&vals);
	return done(p, op);
}

Op *pl_resume(Parser *p, Word w, YLoc l, ValRef v, List attrs, Type *t)
{
	Attr *d = take_dict(p, attrs);
	Value *x = use(p, v, t);
	return done(p, x ? lp_resume(p->c, L(p, l), x, d) : NULL);
}

Op *pl_return(Parser *p, Word w, YLoc l, List attrs, ValRef *v, Type *t)
{
	Attr *d = take_dict(p, attrs);
	Value *x = v ? use(p, *v, t) : NULL;
	if (v && !x)
		return done(p, NULL);
	return done(p, lp_return(p->c, L(p, l), x, d));
}

Op *pl_unreachable(Parser *p, Word w, YLoc l, List attrs)
{
	Attr *d = take_dict(p, attrs);
	return done(p, lp_unreachable(p->c, L(p, l), d));
}

Op *pl_br(Parser *p, Word w, YLoc l, List attrs)
{
	Attr *d = take_dict(p, attrs);
	LSucc *sv = take_succs(p, 1);
	Op *op = lp_br(p->c, L(p, l), &sv[0], d);
	pop_succs(p, 1);
	free(sv);
	return done(p, op);
}

Op *pl_cond_br(Parser *p, Word w, YLoc l, ValRef c, Attr *weights, List attrs)
{
	Attr *d = take_dict(p, attrs);
	LSucc *sv = take_succs(p, 2);
	Value *x = use(p, c, type_i(p->c, 1));
	Op *op = x ? lp_cond_br(p->c, L(p, l), x, weights, &sv[0], &sv[1], d) : NULL;
	pop_succs(p, 2);
	free(sv);
	return done(p, op);
}

Attr *pl_weights(Parser *p, Sym *kw, YLoc kl, Attr *arr)
{
	if (strcmp(kw->s, "weights") != 0) {
		p_error(p, p_loc(p, kl), "expected 'weights'");
		return NULL;
	}
	return arr;
}

List pl_case(Parser *p, List l, Span v, YLoc vl)
{
	vec_push(&p->is, p_int64(p, v, vl));
	l.n++;
	return l;
}

Op *pl_switch(Parser *p, Word w, YLoc l, ValRef v, Type *t, List cases, List attrs)
{
	Attr *d = take_dict(p, attrs);
	unsigned n = cases.n;
	LSucc *sv = take_succs(p, n + 1);
	LCase *cv = xmalloc((n ? n : 1) * sizeof *cv);
	for (unsigned i = 0; i < n; i++)
		cv[i] = (LCase){p->is.v[cases.start + i], sv[i + 1]};
	p->is.n = cases.start;
	Value *x = use(p, v, t);
	Op *op = x ? lp_switch(p->c, L(p, l), x, t, &sv[0], cv, n, d) : NULL;
	pop_succs(p, n + 1);
	free(sv);
	free(cv);
	return done(p, op);
}

Op *pl_indirectbr(Parser *p, Word w, YLoc l, ValRef a, Type *t, List succs, List attrs)
{
	Attr *d = take_dict(p, attrs);
	LSucc *sv = take_succs(p, succs.n);
	Value *x = use(p, a, t);
	Op *op = x ? lp_indirectbr(p->c, L(p, l), x, sv, succs.n, d) : NULL;
	pop_succs(p, succs.n);
	free(sv);
	return done(p, op);
}

/* ------------------------------------------------------------ intrinsics */

Op *pl_intr(Parser *p, Word w, YLoc l, List args, List attrs, Type *fnty)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	OpState ops;
	opstate_init(&ops, NULL, loc);
	Value *fp;
	Op *op = NULL;
	if (call_operands(p, loc, NULL, NULL, args, fnty, &ops, &fp))
		op = lp_intr(p->c, loc, w.sym, ops.opnds.v, ops.opnds.n, d, fnty);
	opstate_free(&ops);
	return done(p, op);
}

/* llvm.intr.NAME [imm,] %a, ... [keywords] attrs : T [to T] where the
 * operand types are T (or the inputs when T is a function type). */
Op *pl_intr_special(Parser *p, Word w, YLoc l, Attr *imm, List args, List kws, List attrs,
                    Type *t, Type *to)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	LKws k = {0};
	take_kws(p, kws, &k, loc);
	OpState ops;
	opstate_init(&ops, NULL, loc);
	bool ok = t != NULL;
	const Intrinsic *row = NULL;
	if (ok && t->kind == TY_FUNC) {
		ok = args.n == t->fn.nin && take_uses(p, args, t->fn.ins, t->fn.nin, &ops);
		if (args.n != t->fn.nin)
			p_error(p, loc, "expected %u operand types, got %u", args.n, t->fn.nin);
	} else if (ok && (row = intrinsic_by_op(w.sym->s + strlen("llvm.intr."))) && (row->flags & FRES)) {
		/* %a, %b : R: an operand of a buildable type has it (coro.suspend's
		 * token and i1), the others R's */
		for (unsigned i = 0; ok && i < args.n; i++) {
			Type *ot = intr_operand_type(p->c, w.sym->s + strlen("llvm.intr."), i);
			Value *v = p_resolve(p, p->vs.v[args.start + i], ot ? ot : t);
			if (!v)
				ok = false;
			else
				vec_push(&ops.opnds, v);
		}
	} else if (ok)
		ok = p_resolve_all(p, args, t, &ops);
	p->vs.n = args.start;
	unsigned nb = p->bundle_tags.n;
	for (unsigned i = 0; i < p->bundle_vals.n; i++)
		vec_push(&ops.opnds, p->bundle_vals.v[i]);
	Op *op = ok ? lp_intr_special(p->c, loc, w.sym, imm, ops.opnds.v, ops.opnds.n, &k, d,
	                              t, to) : NULL;
	if (op && nb) {
		op_set_attr(p->c, op, intern_c(p->c, "op_bundle_sizes"),
		            attr_dense_array(p->c, type_i(p->c, 32), nb, p->bundle_sizes.v));
		op_set_attr(p->c, op, intern_c(p->c, "op_bundle_tags"), attr_array(p->c, nb, p->bundle_tags.v));
	}
	bundles_done(p);
	opstate_free(&ops);
	vec_free(&k);
	return done(p, op);
}

Op *pl_intr_bare(Parser *p, Word w, YLoc l, List props, List attrs)
{
	List all = props;   /* both on p->ns, one after the other */
	if (props.start + props.n == attrs.start)
		all.n += attrs.n;
	else if (!props.n)
		all = attrs;
	Attr *d = take_dict(p, all);
	Loc loc = L(p, l);
	return done(p, lp_intr(p->c, loc, w.sym, NULL, 0, d, type_func(p->c, 0, NULL, 0, NULL)));
}

Op *pl_intr_scope(Parser *p, Word w, YLoc l, Attr *scope, YLoc al, List attrs)
{
	Attr *d = take_dict(p, attrs);
	bool label = !strcmp(w.sym->s, "llvm.intr.dbg.label");
	const char *kind = intr_attr_kind(w.sym->s, label ? "label" : "scope");
	if (scope && kind && !attr_is_llvm_named(scope, kind)) {
		/* (an alias of another attribute: the custom form takes one kind) */
		p_error(p, p_loc(p, al), "custom op '%s' invalid kind of attribute specified", w.sym->s);
		return done(p, NULL);
	}
	return done(p, scope ? lp_intr_scope(p->c, L(p, l), w.sym, scope, d) : NULL);
}

Op *pl_intr_dbg(Parser *p, Word w, YLoc l, Attr *var, YLoc vl, Attr *expr, YLoc el, List args, List attrs, Type *t)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	const char *n = w.sym->s;
	Op *op = NULL;
	OpState ops;
	opstate_init(&ops, NULL, loc);
	if (strcmp(n, "llvm.intr.dbg.declare") != 0 && strcmp(n, "llvm.intr.dbg.value") != 0)
		p_error(p, loc, "custom op '%s' has no '#var = %%v' form", n);
	else if (args.n != 1)
		p_error(p, loc, "expected 1 operand");
	else if (var && !attr_is_llvm_named(var, intr_attr_kind(n, "varInfo")))
		p_error(p, p_loc(p, vl), "custom op '%s' invalid kind of attribute specified", n);
	else if (expr && !attr_is_llvm_named(expr, intr_attr_kind(n, "locationExpr")))
		p_error(p, p_loc(p, el), "custom op '%s' invalid kind of attribute specified", n);
	else if (var && t && take_uses(p, args, &t, 1, &ops)) {
		op = lp_intr(p->c, loc, w.sym, ops.opnds.v, 1, d, type_func(p->c, 1, &t, 0, NULL));
		if (op) {
			op_set_attr(p->c, op, intern_c(p->c, "varInfo"), var);
			if (expr)
				op_set_attr(p->c, op, intern_c(p->c, "locationExpr"), expr);
		}
	}
	p->vs.n = args.start;
	opstate_free(&ops);
	return done(p, op);
}

/* One operand bundle "tag"(%a, %b : T, U): its operands resolved, kept on
 * p->bundle_* for the op that follows. */
void pl_bundle(Parser *p, Span tag, YLoc l, List uses, List types)
{
	OpState ops;
	opstate_init(&ops, NULL, L(p, l));
	if (uses.n != types.n) {
		p_error(p, L(p, l), "expected %u operand types, got %u", uses.n, types.n);
		p->failed = true;
	} else if (take_uses(p, uses, p->ts.v + types.start, types.n, &ops)) {
		for (unsigned i = 0; i < ops.opnds.n; i++)
			vec_push(&p->bundle_vals, ops.opnds.v[i]);
		vec_push(&p->bundle_tags, p_string_attr(p, tag, l, NULL));
		vec_push(&p->bundle_sizes, attr_int(p->c, type_i(p->c, 32), uses.n));
	} else {
		p->failed = true;
	}
	p->vs.n = uses.start;
	p->ts.n = types.start;
	opstate_free(&ops);
}

/* llvm.intr.masked.store %v, %p, %m attrs : T, M into P (and
 * masked.scatter, P a vector of pointers) */
/* A type of a custom form that MLIR 22 parses as a builtin vector (or
 * integer) type (GP_INTR_TYPE_KINDS); else its error at the type. */
static bool kind_ok(Parser *p, Word w, Type *t, YLoc tl, bool vector)
{
	if (!t || !(gen_of(p->c->llvm_version)->prints & GP_INTR_TYPE_KINDS) ||
	    t->kind == (vector ? TY_VECTOR : TY_INT))
		return true;
	Out o;
	out_init(&o);
	diag_type(p->c, &o, t);
	p_error(p, p_loc(p, tl), "custom op '%s' invalid kind of type specified: expected builtin.%s, but found '%s'",
	        w.sym->s, vector ? "vector" : "integer", o.buf ? o.buf : "");
	out_free(&o);
	return false;
}

/* matrix.multiply %a, %b attrs : (T, T) -> R: MLIR 22 parses each type
 * as a builtin vector; T, or NULL after that error. */
Type *pl_intr_fn_kinds(Parser *p, Word w, Type *t, YLoc tl)
{
	if (!t || t->kind != TY_FUNC || strcmp(w.sym->s, "llvm.intr.matrix.multiply") != 0)
		return t;
	for (unsigned i = 0; i < t->fn.nin + t->fn.nout; i++)
		if (!kind_ok(p, w, i < t->fn.nin ? t->fn.ins[i] : t->fn.outs[i - t->fn.nin], tl, true))
			return NULL;
	return t;
}

/* llvm.intr.vector.insert %src, %dst[pos] : S into R (operands: dst, src),
 * llvm.intr.vector.extract %src[pos] : R from S and
 * llvm.intr.matrix.transpose %m attrs : T into R */
Op *pl_intr_into(Parser *p, Word w, YLoc l, List args, Attr *pos, List attrs, Type *t, YLoc tl, Sym *word, YLoc wl,
                 Type *t2, YLoc t2l)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	const char *n = w.sym->s + strlen("llvm.intr.");
	bool ins = !strcmp(n, "vector.insert"), ext = !strcmp(n, "vector.extract");
	bool tr = !strcmp(n, "matrix.transpose");
	const char *want = ext ? "from" : "into";
	Op *op = NULL;
	OpState ops;
	opstate_init(&ops, NULL, loc);
	if (!(ins || ext) == !!pos || !(ins || ext || tr))
		p_error(p, loc, "custom op '%s' has no '%s' form", w.sym->s, pos ? "[pos] : T into R" : "T into R");
	else if (strcmp(word->s, want) != 0)
		p_error(p, p_loc(p, wl), "expected '%s'", want);
	else if (args.n != (ins ? 2u : 1u))
		p_error(p, loc, "expected %u operand%s", ins ? 2u : 1u, ins ? "s" : "");
	else if (t && t2 && kind_ok(p, w, t, tl, true) && kind_ok(p, w, t2, t2l, true)) {
		Type *in[2] = {t, t2}, *rt = ext ? t : t2;
		if (take_uses(p, args, ext ? in + 1 : in, args.n, &ops)) {
			Value *v[2] = {ops.opnds.v[ins], ins ? ops.opnds.v[0] : NULL};   /* insert: dst, src */
			Type *vt[2] = {v[0]->type, v[1] ? v[1]->type : NULL};
			op = lp_intr(p->c, loc, w.sym, v, args.n, d, type_func(p->c, args.n, vt, 1, &rt));
			if (op && pos)
				op_set_attr(p->c, op, intern_c(p->c, "pos"),
				            attr_int(p->c, type_i(p->c, 64), attr_int_sext(pos)));
		}
	}
	p->vs.n = args.start;
	opstate_free(&ops);
	return done(p, op);
}

Op *pl_intr_masked_store(Parser *p, Word w, YLoc l, List args, List attrs, Type *t, YLoc tl, Type *mt, YLoc ml,
                         Sym *into, Type *pt, YLoc pl, YLoc il)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	const char *n = w.sym->s;
	bool scatter = !strcmp(n, "llvm.intr.masked.scatter");
	Op *op = NULL;
	OpState ops;
	opstate_init(&ops, NULL, loc);
	if (strcmp(n, "llvm.intr.masked.store") != 0 && !scatter)
		p_error(p, loc, "custom op '%s' has no 'T, M into P' form", n);
	else if (strcmp(into->s, "into") != 0)
		p_error(p, p_loc(p, il), "expected 'into'");
	else if (args.n != 3)
		p_error(p, loc, "expected 3 operands");
	else if (!kind_ok(p, w, t, tl, true) || !kind_ok(p, w, mt, ml, true) || (scatter && !kind_ok(p, w, pt, pl, true)))
		;
	else if (t && mt && pt) {
		Type *in[3] = {t, pt, mt};
		if (take_uses(p, args, in, 3, &ops))
			op = lp_intr(p->c, loc, w.sym, ops.opnds.v, 3, d, type_func(p->c, 3, in, 0, NULL));
	}
	p->vs.n = args.start;
	opstate_free(&ops);
	return done(p, op);
}

/* llvm.intr.get.active.lane.mask %base, %n attrs : T, N to R */
Op *pl_intr_lane_mask(Parser *p, Word w, YLoc l, List args, List attrs, Type *t, YLoc tl, Type *nt, YLoc nl,
                      Type *rt)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	Op *op = NULL;
	OpState ops;
	opstate_init(&ops, NULL, loc);
	if (strcmp(w.sym->s, "llvm.intr.get.active.lane.mask") != 0)
		p_error(p, loc, "custom op '%s' has no 'T, N to R' form", w.sym->s);
	else if (args.n != 2)
		p_error(p, loc, "expected 2 operands");
	else if (kind_ok(p, w, t, tl, false) && kind_ok(p, w, nt, nl, false) && t && nt && rt) {
		Type *in[2] = {t, nt};
		if (take_uses(p, args, in, 2, &ops))
			op = lp_intr(p->c, loc, w.sym, ops.opnds.v, 2, d, type_func(p->c, 2, in, 1, &rt));
	}
	p->vs.n = args.start;
	opstate_free(&ops);
	return done(p, op);
}

/* llvm.intr.matrix.column.major.load %p, <stride=%s> attrs : T from P stride S
 * and .store %v, %p, <stride=%s> attrs : T to P stride S */
Op *pl_intr_matrix(Parser *p, Word w, YLoc l, List args, Sym *sw, ValRef stride, List attrs, Type *t, YLoc tl,
                   Sym *dir, Type *pt, Sym *sw2, Type *st, YLoc dl)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	const char *n = w.sym->s;
	bool load = !strcmp(n, "llvm.intr.matrix.column.major.load");
	bool store = !strcmp(n, "llvm.intr.matrix.column.major.store");
	Op *op = NULL;
	OpState ops;
	opstate_init(&ops, NULL, loc);
	if (!load && !store)
		p_error(p, loc, "custom op '%s' has no <stride=...> form", n);
	else if (strcmp(sw->s, "stride") != 0 || strcmp(sw2->s, "stride") != 0)
		p_error(p, loc, "expected 'stride'");
	else if (strcmp(dir->s, load ? "from" : "to") != 0)
		p_error(p, p_loc(p, dl), "expected '%s'", load ? "from" : "to");
	else if (args.n != (load ? 1u : 2u))
		p_error(p, loc, "expected %u operands before <stride=...>", load ? 1u : 2u);
	else if (!kind_ok(p, w, t, tl, true))
		;
	else if (t && pt && st) {
		Type *in[3] = {t, pt, st};
		Type **ins = load ? in + 1 : in;
		unsigned nin = load ? 2 : 3;
		vec_push(&p->vs, stride);
		args.n++;
		if (take_uses(p, args, ins, nin, &ops))
			op = lp_intr(p->c, loc, w.sym, ops.opnds.v, ops.opnds.n, d,
			             type_func(p->c, nin, ins, load, load ? &t : NULL));
	}
	p->vs.n = args.start;
	opstate_free(&ops);
	return done(p, op);
}

/* llvm.intr.invariant.end %start, size, %p : T */
Op *pl_intr_invariant_end(Parser *p, Word w, YLoc l, List start, Attr *size, ValRef ptr, List attrs, Type *t)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	ValRef sr = p->vs.v[start.start];
	bool one = start.n == 1;
	p->vs.n = start.start;
	if (!one) {
		p_error(p, loc, "expected %%start, size, %%ptr");
		return done(p, NULL);
	}
	Value *v[2] = {use(p, sr, type_ptr(p->c, 0, NULL)), use(p, ptr, t)};
	if (!v[0] || !v[1] || !size)
		return done(p, NULL);
	return done(p, lp_intr_special(p->c, loc, w.sym, size, v, 2, NULL, d, t, NULL));
}

/* llvm.intr.vacopy %src to %dest : Tdest, Tsrc (operands: dest, src) */
Op *pl_intr_vacopy(Parser *p, Word w, YLoc l, ValRef src, ValRef dest, List attrs, Type *dt, Type *st)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	Value *v[2] = {use(p, dest, dt), use(p, src, st)};
	if (!v[0] || !v[1])
		return done(p, NULL);
	return done(p, lp_intr_special(p->c, loc, w.sym, NULL, v, 2, NULL, d, dt, NULL));
}

/* ------------------------------------------------------------ module level */

/* Moves the blocks of a parsed region into op's (empty) first region. */
static void adopt_region(Op *op, Region *body)
{
	Region *r = &op->regs[0];
	r->first = body->first;
	r->last = body->last;
	for (Block *b = r->first; b; b = b->next)
		b->parent = r;
	body->first = body->last = NULL;
}

Op *pl_func(Parser *p, Word w, YLoc l, List pre, Sym *name, FnSig *sig, List post, Attr *dict,
            Region *body)
{
	Loc loc = L(p, l);
	LKws k1 = {0}, k0 = {0};
	take_kws(p, post, &k1, loc);
	take_kws(p, pre, &k0, loc);
	Op *op = NULL;
	Type *ft = sig->type;
	if (ft && ft->kind == TY_FUNC) {
		LArg *args = xmalloc((ft->fn.nin + 1) * sizeof *args);
		LArg res[1];
		/* MLIR names the first of the arguments or results that is not
		 * an LLVM type (a body's arguments are the entry block's: the
		 * parser checked them) */
		for (unsigned i = 0; i < ft->fn.nin + ft->fn.nout; i++) {
			Type *t = i < ft->fn.nin ? ft->fn.ins[i] : ft->fn.outs[i - ft->fn.nin];
			if ((!body || i >= ft->fn.nin) && !type_is_llvm_compatible(t)) {
				p_error(p, loc, "custom op 'llvm.func' failed to construct function type: expected LLVM type "
				        "for function %s", i < ft->fn.nin ? "arguments" : "results");
				break;
			}
		}
		for (unsigned i = 0; i < ft->fn.nin; i++) {
			Attr *a = sig->arg_attrs && i < sig->arg_attrs->arr.n ? sig->arg_attrs->arr.elts[i] : NULL;
			args[i] = (LArg){NULL, loc, ft->fn.ins[i], a};
		}
		if (ft->fn.nout == 1)
			res[0] = (LArg){NULL, loc, ft->fn.outs[0],
			                sig->res_attrs && sig->res_attrs->arr.n ? sig->res_attrs->arr.elts[0] : NULL};
		op = lp_func(p->c, loc, &k0, attr_sym(p->c, name), args, ft->fn.nin, sig->vararg,
		             res, ft->fn.nout, &k1, dict);
		free(args);
	}
	if (op && body)
		adopt_region(op, body);
	vec_free(&k0);
	vec_free(&k1);
	return done(p, op);
}

Op *pl_global(Parser *p, Word w, YLoc l, List pre, Sym *name, Attr *init, List post, List attrs,
              Type *t, Region *body)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	LKws k1 = {0}, k0 = {0};
	take_kws(p, post, &k1, loc);
	take_kws(p, pre, &k0, loc);
	Op *op = lp_global(p->c, loc, &k0, attr_sym(p->c, name), init, &k1, d, t);
	if (op && body)
		adopt_region(op, body);
	vec_free(&k0);
	vec_free(&k1);
	return done(p, op);
}

Op *pl_alias(Parser *p, Word w, YLoc l, List pre, Sym *name, List attrs, Type *t, Region *body)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	LKws k0 = {0};
	take_kws(p, pre, &k0, loc);
	Op *op = lp_alias(p->c, loc, &k0, attr_sym(p->c, name), d, t);
	if (op && body)
		adopt_region(op, body);
	vec_free(&k0);
	return done(p, op);
}

Op *pl_ifunc(Parser *p, Word w, YLoc l, List pre, Sym *name, Type *t, Type *rt, Attr *resolver, List attrs)
{
	Loc loc = L(p, l);
	Attr *d = take_dict(p, attrs);
	LKws k0 = {0};
	take_kws(p, pre, &k0, loc);
	Op *op = lp_ifunc(p->c, loc, &k0, attr_sym(p->c, name), t, rt, resolver, d);
	vec_free(&k0);
	return done(p, op);
}

/* llvm.comdat @c { selectors } attrs */
Op *pl_comdat(Parser *p, Word w, YLoc l, Sym *name, Region *body, List attrs)
{
	Attr *d = take_dict(p, attrs);
	Op *op = lp_comdat(p->c, L(p, l), attr_sym(p->c, name), d);
	if (op && body)
		adopt_region(op, body);
	return done(p, op);
}

/* llvm.comdat_selector @s kind attrs */
Op *pl_comdat_selector(Parser *p, Word w, YLoc l, Sym *name, Sym *kind, List attrs)
{
	Attr *d = take_dict(p, attrs);
	return done(p, lp_comdat_selector(p->c, L(p, l), attr_sym(p->c, name), kind, d));
}

Op *pl_linker_options(Parser *p, Word w, YLoc l, Attr *opts)
{
	return done(p, opts ? lp_linker_options(p->c, L(p, l), (OpKind)w.kind, opts, NULL) : NULL);
}

/* Ops whose custom form is their attribute dictionary alone
 * (llvm.mlir.global_ctors / global_dtors). */
Op *pl_attr_op(Parser *p, Word w, YLoc l, List attrs)
{
	Attr *d = take_dict(p, attrs);
	OpState s;
	opstate_init(&s, w.sym, p_loc(p, l));
	for (unsigned i = 0; d && i < d->dict.n; i++)
		opstate_add_attr(&s, d->dict.elts[i].name, d->dict.elts[i].attr);
	opstate_untyped(p->c, &s);
	Op *op = op_create(p->c, &s);
	opstate_free(&s);
	return op;
}
