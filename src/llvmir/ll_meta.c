/* ll_meta.c - metadata of the .ll printer: uniqued metadata nodes, TBAA
 * type descriptors and access tags (tbaa = [#llvm.tbaa_tag<...>] on loads
 * and stores), and loop annotations (#llvm.loop_annotation<...> on
 * branches), alias scopes and domains, translated the way mlir-translate-19
 * does, from the fields of the ATTR_LLVM attributes (llattr.c). */
#include <string.h>

#include "ll_print.h"

/* "!N" for a node with the given text ("!{...}"), one per distinct text. */
static unsigned md_node(LLP *p, const char *text, size_t n)
{
	Sym *key = intern(p->c, text, n);
	VSlot *s = lp_map_get(&p->md_seen, key, true);
	if (s->num < 0) {
		s->num = lp_new_md(p);
		out_fmt(&p->md, "!%ld = %s\n", s->num, key->s);
	}
	return (unsigned)s->num;
}

/* An MD string !"..." of a string attribute, escaped as LLVM does (\XX). */
static void md_string(Out *o, Attr *s)
{
	bool str = s && s->kind == ATTR_STRING;
	out_ch(o, '!');
	lp_quoted(o, str ? s->s.str->s : "", str ? s->s.str->len : 0);
}


/* A TBAA root or type descriptor; returns its node number (-1: not one). */
static long tbaa_type(LLP *p, Attr *t, unsigned depth)
{
	if (!t || t->kind != ATTR_LLVM || depth > 64)
		return -1;
	VSlot *memo = lp_map_get(&p->md_seen, t, false);
	if (memo)
		return memo->num;
	Out o;
	out_init(&o);
	long r = -1;
	if (t->ll.kind == LL_TBAA_ROOT && !llattr_get(t, F_TBAA_ROOT_ID)) {
		/* a root without an id: a distinct node naming itself, as
		 * mlir-translate-22 writes it (never !{}, which is not a root) */
		r = lp_new_md(p);
		out_fmt(&p->md, "!%ld = distinct !{!%ld}\n", r, r);
	} else if (t->ll.kind == LL_TBAA_ROOT) {
		Attr *id = llattr_get(t, F_TBAA_ROOT_ID);
		out_str(&o, "!{");
		if (id)
			md_string(&o, id);
		out_ch(&o, '}');
		r = md_node(p, o.buf, o.len);
	} else if (t->ll.kind == LL_TBAA_TYPE) {
		Attr *id = llattr_get(t, F_TBAA_TYPE_ID), *m = llattr_get(t, F_TBAA_TYPE_MEMBERS);
		out_str(&o, "!{");
		if (id)
			md_string(&o, id);
		for (unsigned i = 0; m && m->kind == ATTR_ARRAY && i < m->arr.n; i++) {
			Attr *e = m->arr.elts[i];
			long n = tbaa_type(p, llattr_get(e, F_TBAA_MEMBER_TYPE), depth + 1);
			out_fmt(&o, ", !%ld, i64 %lld", n, (long long)llattr_int(e, F_TBAA_MEMBER_OFFSET, 0));
		}
		out_ch(&o, '}');
		r = md_node(p, o.buf, o.len);
	}
	out_free(&o);
	if (r >= 0)
		lp_map_get(&p->md_seen, t, true)->num = r;
	return r;
}

/* The node of a #llvm.tbaa_tag; -1 if a is not one. */
static long tbaa_tag(LLP *p, Attr *a)
{
	if (!attr_is_llvm(a, LL_TBAA_TAG))
		return -1;
	VSlot *memo = lp_map_get(&p->md_seen, a, false);
	if (!memo) {
		long base = tbaa_type(p, llattr_get(a, F_TBAA_TAG_BASE), 0);
		long acc = tbaa_type(p, llattr_get(a, F_TBAA_TAG_ACCESS), 0);
		if (base < 0 || acc < 0)
			return -1;
		Out o;
		out_init(&o);
		out_fmt(&o, "!{!%ld, !%ld, i64 %lld%s}", base, acc, (long long)llattr_int(a, F_TBAA_TAG_OFFSET, 0),
		        llattr_true(a, F_TBAA_TAG_CONSTANT) ? ", i64 1" : "");
		long num = md_node(p, o.buf, o.len);
		memo = lp_map_get(&p->md_seen, a, true);
		memo->num = num;
		out_free(&o);
	}
	return memo->num;
}

/* ", !tbaa !N" for a memory access (load, store, memory intrinsic) with a tbaa attribute. */
void lp_tbaa(LLP *p, Op *op)
{
	Attr *a = lp_attr(op, "tbaa");
	if (a && a->kind == ATTR_ARRAY && a->arr.n)
		a = a->arr.elts[0];
	long n = tbaa_tag(p, a);
	if (n >= 0)
		out_fmt(p->o, ", !tbaa !%ld", n);
}

/* ", !tbaa.struct !N" for a memory intrinsic whose import kept it
 * (--keep-ll-extras): xlate.tbaa_struct = [offset, size, #llvm.tbaa_tag,
 * ...] is !{i64 offset, i64 size, !tag, ...}; nothing if it is not so. */
void lp_tbaa_struct(LLP *p, Op *op)
{
	Attr *a = lp_attr(op, "xlate.tbaa_struct");
	if (!a || a->kind != ATTR_ARRAY || a->arr.n % 3)
		return;
	Out o;
	out_init(&o);
	out_str(&o, "!{");
	bool ok = true;
	for (unsigned i = 0; ok && i < a->arr.n; i += 3) {
		Attr *off = a->arr.elts[i], *size = a->arr.elts[i + 1];
		long tag = tbaa_tag(p, a->arr.elts[i + 2]);
		ok = off->kind == ATTR_INT && size->kind == ATTR_INT && tag >= 0;
		if (ok)
			out_fmt(&o, "%si64 %lld, i64 %lld, !%ld", i ? ", " : "", (long long)attr_int_sext(off),
			        (long long)attr_int_sext(size), tag);
	}
	out_ch(&o, '}');
	if (ok)
		out_fmt(p->o, ", !tbaa.struct !%u", md_node(p, o.buf, o.len));
	out_free(&o);
}

/* ", !dereferenceable !N" (or _or_null) of a load or an inttoptr with a
 * #llvm.dereferenceable: !N = !{i64 bytes}, one node per size. */
void lp_dereferenceable(LLP *p, Op *op)
{
	Attr *a = lp_attr(op, "dereferenceable");
	if (!attr_is_llvm(a, LL_DEREFERENCEABLE))
		return;
	char text[40];
	int n = snprintf(text, sizeof text, "!{i64 %lld}", (long long)llattr_int(a, F_DEREF_BYTES, 0));
	unsigned id = md_node(p, text, (size_t)n);
	out_fmt(p->o, ", !%s !%u", llattr_true(a, F_DEREF_MAY_BE_NULL) ? "dereferenceable_or_null" : "dereferenceable",
	        id);
}

static void unit_node(LLP *p, Out *o, const char *name)
{
	Out t;
	out_init(&t);
	out_fmt(&t, "!{!\"%s\"}", name);
	out_fmt(o, ", !%u", md_node(p, t.buf, t.len));
	out_free(&t);
}

static void value_node(LLP *p, Out *o, const char *name, const char *ty, long v)
{
	Out t;
	out_init(&t);
	if (strcmp(ty, "i1") == 0)
		out_fmt(&t, "!{!\"%s\", i1 %s}", name, v ? "true" : "false");
	else
		out_fmt(&t, "!{!\"%s\", %s %ld}", name, ty, v);
	out_fmt(o, ", !%u", md_node(p, t.buf, t.len));
	out_free(&t);
}

/* The options of the loop annotation's field f (a #llvm.loop_X<...>),
 * in the order of the table. */
static void loop_options(LLP *p, Out *o, Attr *ann, LLField f)
{
	static const struct { LLField field; const char *name, *ty; bool neg; } opts[] = {
		{F_VEC_DISABLE, "llvm.loop.vectorize.enable", "i1", true},
		{F_VEC_PREDICATE_ENABLE, "llvm.loop.vectorize.predicate.enable", "i1", false},
		{F_VEC_SCALABLE_ENABLE, "llvm.loop.vectorize.scalable.enable", "i1", false},
		{F_VEC_WIDTH, "llvm.loop.vectorize.width", "i32", false},
		{F_INTERLEAVE_COUNT, "llvm.loop.interleave.count", "i32", false},
		{F_UNROLL_DISABLE, "llvm.loop.unroll.disable", NULL, false},
		{F_UNROLL_COUNT, "llvm.loop.unroll.count", "i32", false},
		{F_UNROLL_RUNTIME_DISABLE, "llvm.loop.unroll.runtime.disable", "i1", false},
		{F_UNROLL_FULL, "llvm.loop.unroll.full", NULL, false},
		{F_UAJ_DISABLE, "llvm.loop.unroll_and_jam.disable", NULL, false},
		{F_UAJ_COUNT, "llvm.loop.unroll_and_jam.count", "i32", false},
		{F_LICM_DISABLE, "llvm.licm.disable", NULL, false},
		{F_LICM_VERSIONING_DISABLE, "llvm.loop.licm_versioning.disable", NULL, false},
		{F_DIST_DISABLE, "llvm.loop.distribute.enable", "i1", true},
		{F_PIPE_DISABLE, "llvm.loop.pipeline.disable", "i1", false},
		{F_PIPE_II, "llvm.loop.pipeline.initiationinterval", "i32", false},
		{F_PEELED_COUNT, "llvm.loop.peeled.count", "i32", false},
		{F_UNSWITCH_PARTIAL_DISABLE, "llvm.loop.unswitch.partial.disable", NULL, false},
	};
	Attr *sub = llattr_get(ann, f);
	if (!sub || sub->kind != ATTR_LLVM)
		return;
	for (size_t i = 0; i < sizeof opts / sizeof *opts; i++) {
		Attr *x = llattr_get(sub, opts[i].field);
		if (!x)
			continue;
		bool t = x->kind == ATTR_BOOL && x->b;
		if (!opts[i].ty) {
			if (t)
				unit_node(p, o, opts[i].name);
		} else if (strcmp(opts[i].ty, "i1") == 0) {
			value_node(p, o, opts[i].name, "i1", opts[i].neg ? !t : t);
		} else {
			value_node(p, o, opts[i].name, opts[i].ty, x->kind == ATTR_INT ? (long)attr_int_sext(x) : 0);
		}
	}
}

/* ", !llvm.loop !N" for a branch with a loop annotation; one distinct
 * node per annotation. */
void lp_loop(LLP *p, Op *op)
{
	Attr *a = lp_attr(op, "loop_annotation");
	if (!attr_is_llvm(a, LL_LOOP))
		return;
	VSlot *s = lp_map_get(&p->loops, a, true);
	if (s->num < 0) {
		Out o;
		out_init(&o);
		if (llattr_true(a, F_LOOP_DISABLE_NONFORCED))
			unit_node(p, &o, "llvm.loop.disable_nonforced");
		if (llattr_true(a, F_LOOP_MUST_PROGRESS))
			unit_node(p, &o, "llvm.loop.mustprogress");
		if (llattr_true(a, F_LOOP_IS_VECTORIZED))
			value_node(p, &o, "llvm.loop.isvectorized", "i32", 1);
		static const LLField subs[] = {F_LOOP_VECTORIZE, F_LOOP_INTERLEAVE, F_LOOP_UNROLL, F_LOOP_UNROLL_AND_JAM,
		                               F_LOOP_LICM, F_LOOP_DISTRIBUTE, F_LOOP_PIPELINE, F_LOOP_PEELED,
		                               F_LOOP_UNSWITCH};
		for (size_t i = 0; i < sizeof subs / sizeof *subs; i++)
			loop_options(p, &o, a, subs[i]);
		s = lp_map_get(&p->loops, a, false);   /* the map may have moved */
		s->num = lp_new_md(p);
		out_fmt(&p->md, "!%ld = distinct !{!%ld", s->num, s->num);
		out_mem(&p->md, o.buf, o.len);
		out_str(&p->md, "}\n");
		out_free(&o);
	}
	out_fmt(p->o, ", !llvm.loop !%ld", s->num);
}

/* A distinct node for an alias scope or domain, one per attribute:
 * `!N = distinct !{!N[, !domain][, !"description"]}`. */
static long scope_node(LLP *p, Attr *a)
{
	bool is_domain = attr_is_llvm(a, LL_ALIAS_DOMAIN);
	if (!is_domain && !attr_is_llvm(a, LL_ALIAS_SCOPE))
		return -1;
	VSlot *s = lp_map_get(&p->md_seen, a, true);
	if (s->num < 0) {
		long dom = is_domain ? -1 : scope_node(p, llattr_get(a, F_SCOPE_DOMAIN));
		s = lp_map_get(&p->md_seen, a, true);   /* the map may have grown */
		s->num = lp_new_md(p);
		out_fmt(&p->md, "!%ld = distinct !{!%ld", s->num, s->num);
		if (dom >= 0)
			out_fmt(&p->md, ", !%ld", dom);
		Attr *desc = llattr_get(a, is_domain ? F_DOMAIN_DESC : F_SCOPE_DESC);
		if (desc) {
			out_str(&p->md, ", ");
			md_string(&p->md, desc);
		}
		out_str(&p->md, "}\n");
	}
	return s->num;
}

/* !{!scope, ...} for an array of alias scopes (or one scope); -1 if none. */
long lp_scope_list(LLP *p, Attr *a)
{
	unsigned n = a && a->kind == ATTR_ARRAY ? a->arr.n : a ? 1 : 0;
	if (!n)
		return -1;
	Out o;
	out_init(&o);
	out_str(&o, "!{");
	unsigned k = 0;
	for (unsigned i = 0; i < n; i++) {
		long sc = scope_node(p, a->kind == ATTR_ARRAY ? a->arr.elts[i] : a);
		if (sc >= 0)
			out_fmt(&o, "%s!%ld", k++ ? ", " : "", sc);
	}
	out_ch(&o, '}');
	long r = k ? (long)md_node(p, o.buf, o.len) : -1;
	out_free(&o);
	return r;
}

/* ", !alias.scope !N, !noalias !M" for a memory access. */
void lp_alias_scopes(LLP *p, Op *op)
{
	long a = lp_scope_list(p, lp_attr(op, "alias_scopes"));
	long n = lp_scope_list(p, lp_attr(op, "noalias_scopes"));
	if (a >= 0)
		out_fmt(p->o, ", !alias.scope !%ld", a);
	if (n >= 0)
		out_fmt(p->o, ", !noalias !%ld", n);
}

/* Whether t is a type vec_type_hint can name: an integer, an IEEE or x87
 * float, or a vector<NxT> of those. */
static bool hint_type_ok(Type *t)
{
	if (t->kind == TY_VECTOR) {
		if (t->shaped.rank != 1 || t->shaped.scalable)
			return false;
		t = t->shaped.elt;
	}
	unsigned fw = type_float_width(t);
	return (type_is_int(t) && t->i.sign == SIGNLESS) || fw == 16 || fw == 32 || fw == 64 || fw == 80 || fw == 128;
}

/* " !N" of !{i32 a, i32 b, ...} for an array<i32: ...> or an i32 */
static long i32_list_node(LLP *p, Attr *a)
{
	if (!a || (a->kind != ATTR_DENSE_ARRAY && a->kind != ATTR_INT))
		return -1;
	Out t;
	out_init(&t);
	out_str(&t, "!{");
	unsigned n = a->kind == ATTR_INT ? 1 : a->arr.n;
	for (unsigned i = 0; i < n; i++)
		out_fmt(&t, "%si32 %lld", i ? ", " : "",
		        (long long)attr_int_sext(a->kind == ATTR_INT ? a : a->arr.elts[i]));
	out_ch(&t, '}');
	long id = md_node(p, t.buf, t.len);
	out_free(&t);
	return id;
}

/* The kernel metadata of a function as mlir-translate-22 writes it
 * (GT_KERNEL_MD): " !vec_type_hint !N !work_group_size_hint !N
 * !reqd_work_group_size !N !intel_reqd_sub_group_size !N" */
void lp_kernel_md(LLP *p, Out *o, Op *fn)
{
	if (!(gen_of(p->c->llvm_version)->translates & GT_KERNEL_MD))
		return;
	Attr *h = lp_attr(fn, "vec_type_hint"), *ty = llattr_get(h, F_VTH_HINT);
	if (ty && ty->kind == ATTR_TYPE && hint_type_ok(ty->ty)) {
		Out t;
		out_init(&t);
		out_str(&t, "!{");
		lp_type(p, &t, ty->ty);
		out_fmt(&t, " undef, i32 %d}", llattr_true(h, F_VTH_IS_SIGNED));
		out_fmt(o, " !vec_type_hint !%u", md_node(p, t.buf, t.len));
		out_free(&t);
	}
	static const char *const lists[] = {"work_group_size_hint", "reqd_work_group_size", "intel_reqd_sub_group_size"};
	for (size_t i = 0; i < sizeof lists / sizeof *lists; i++) {
		long id = i32_list_node(p, lp_attr(fn, lists[i]));
		if (id >= 0)
			out_fmt(o, " !%s !%ld", lists[i], id);
	}
}
