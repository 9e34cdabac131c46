/* ll_meta.c - the metadata of the .ll printer: its nodes, numbered as
 * LLVM numbers them; the attachments of instructions and functions (TBAA
 * type descriptors and access tags, alias scopes and domains, access
 * groups, loop annotations, branch weights, !dereferenceable, !mmra,
 * kernel metadata); the
 * module's named metadata (llvm.ident, llvm.commandline,
 * llvm.dependent-libraries, llvm.module.flags with its CG Profile and
 * ProfileSummary values, llvm.linker.options).  Written the way
 * mlir-translate-19/-22 write them, from the fields of the ATTR_LLVM
 * attributes (llattr.c).
 *
 * A node is made once, its operands' nodes first (LLVM uniques a node by
 * its operands): its text, with each operand that is a node written
 * "!\1K\1" (K the node's index in p->mdn) and a distinct node's reference
 * to itself "!\2".  It gets its number !N when it is first named, as
 * LLVM's SlotTracker numbers (AsmWriter.cpp, CreateMetadataSlot): the
 * node, then the nodes of its operands in order, depth first; all of the
 * named metadata's first, in the order the translation makes the named
 * nodes, then each function's (its own attachments, then its
 * instructions', each instruction's in the order of their kinds, which
 * is the order they are printed in).  Its line "!N = ..." is written
 * then: p->md is in the order of the numbers.
 *
 * Streaming prints each function as it comes, so the named metadata is
 * numbered when the first function names a node: a llvm.module_flags or
 * llvm.linker_options op after that function (or a CG Profile flag, which
 * names functions not all seen) sets p->late, and the printer starts
 * again with the whole module. */
#include <string.h>

#include "ll_print.h"

/* ---------------------------------------------------------------- nodes */

static unsigned md_add(LLP *p, Sym *text)
{
	MdNode n = {text, -1};
	vec_push(&p->mdn, n);
	return p->mdn.n - 1;
}

/* The node of text (uniqued): its index in p->mdn. */
static unsigned md_node(LLP *p, const char *text, size_t n)
{
	Sym *key = intern(p->c, text, n);
	VSlot *s = lp_map_get(&p->md_seen, key, true);
	if (s->num < 0)
		s->num = md_add(p, key);
	return (unsigned)s->num;
}

/* A distinct node of text ("distinct !{!\2, ...}"), a new one each time. */
static unsigned md_distinct(LLP *p, const char *text, size_t n)
{
	return md_add(p, intern(p->c, text, n));
}

/* "!" and a reference to node k, in the text of another node. */
static void md_ref(Out *o, unsigned k)
{
	out_fmt(o, "!\1%u\1", k);
}

/* Numbers node k and the nodes under it not numbered yet, depth first,
 * listing them in p->md_order. */
static void md_assign(LLP *p, unsigned k)
{
	if (p->mdn.v[k].num >= 0)
		return;
	p->mdn.v[k].num = p->nmd++;
	vec_push(&p->md_order, k);
	for (const char *s = p->mdn.v[k].text->s; (s = strchr(s, '\1')) != NULL;) {
		char *end;
		unsigned long kid = strtoul(s + 1, &end, 10);
		md_assign(p, (unsigned)kid);
		s = end + 1;
	}
}

/* "!N = text" of node n, the references replaced by numbers. */
static void md_write(LLP *p, MdNode *n)
{
	Out *o = &p->md;
	const char *s = n->text->s, *end = s + n->text->len;
	out_fmt(o, "!%ld = ", n->num);
	while (s < end) {
		const char *q = s;
		while (q < end && *q != '\1' && *q != '\2')
			q++;
		out_mem(o, s, (size_t)(q - s));
		if (q == end)
			break;
		if (*q == '\2') {
			out_fmt(o, "%ld", n->num);
			s = q + 1;
			continue;
		}
		char *e;
		unsigned long kid = strtoul(q + 1, &e, 10);
		out_fmt(o, "%ld", p->mdn.v[kid].num);
		s = e + 1;
	}
	out_ch(o, '\n');
}

static void number_named(LLP *p);

/* The number of node k, given now if it has none (the named metadata's
 * first), its line and those of the nodes numbered with it written. */
static long md_num(LLP *p, unsigned k)
{
	if (!p->named_done)
		number_named(p);
	if (p->mdn.v[k].num >= 0)
		return p->mdn.v[k].num;
	unsigned from = p->md_order.n;
	md_assign(p, k);
	for (unsigned i = from; i < p->md_order.n; i++)
		md_write(p, &p->mdn.v[p->md_order.v[i]]);
	p->md_order.n = from;
	return p->mdn.v[k].num;
}

/* The number of the node of text (no node operands). */
static long md_leaf(LLP *p, const char *text, size_t n)
{
	return md_num(p, md_node(p, text, n));
}

static long md_leaf_out(LLP *p, Out *t)
{
	return md_leaf(p, t->buf, t->len);
}

/* An MD string !"..." of a string attribute, escaped as LLVM does (\XX). */
static void md_string(Out *o, Attr *s)
{
	bool str = s && s->kind == ATTR_STRING;
	out_ch(o, '!');
	lp_quoted(o, str ? s->s.str->s : "", str ? s->s.str->len : 0);
}

/* ----------------------------------------------------------------- TBAA */

/* The node of a TBAA root or type descriptor (-1: not one). */
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
		out_str(&o, "distinct !{!\2}");
		r = md_distinct(p, o.buf, o.len);
	} else if (t->ll.kind == LL_TBAA_ROOT) {
		out_str(&o, "!{");
		md_string(&o, llattr_get(t, F_TBAA_ROOT_ID));
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
			if (n < 0) {
				out_free(&o);
				return -1;
			}
			out_str(&o, ", ");
			md_ref(&o, (unsigned)n);
			out_fmt(&o, ", i64 %lld", (long long)llattr_int(e, F_TBAA_MEMBER_OFFSET, 0));
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
	if (memo)
		return memo->num;
	long base = tbaa_type(p, llattr_get(a, F_TBAA_TAG_BASE), 0);
	long acc = tbaa_type(p, llattr_get(a, F_TBAA_TAG_ACCESS), 0);
	if (base < 0 || acc < 0)
		return -1;
	Out o;
	out_init(&o);
	out_str(&o, "!{");
	md_ref(&o, (unsigned)base);
	out_str(&o, ", ");
	md_ref(&o, (unsigned)acc);
	out_fmt(&o, ", i64 %lld%s}", (long long)llattr_int(a, F_TBAA_TAG_OFFSET, 0),
	        llattr_true(a, F_TBAA_TAG_CONSTANT) ? ", i64 1" : "");
	long num = md_node(p, o.buf, o.len);
	out_free(&o);
	lp_map_get(&p->md_seen, a, true)->num = num;
	return num;
}

/* ", !tbaa !N" for a memory access (load, store, atomicrmw, cmpxchg,
 * call, memory intrinsic) with a tbaa attribute. */
void lp_tbaa(LLP *p, Op *op)
{
	Attr *a = lp_attr(op, "tbaa");
	if (a && a->kind == ATTR_ARRAY && a->arr.n)
		a = a->arr.elts[0];
	long n = tbaa_tag(p, a);
	if (n >= 0)
		out_fmt(p->o, ", !tbaa !%ld", md_num(p, (unsigned)n));
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
		if (ok) {
			out_fmt(&o, "%si64 %lld, i64 %lld, ", i ? ", " : "", (long long)attr_int_sext(off),
			        (long long)attr_int_sext(size));
			md_ref(&o, (unsigned)tag);
		}
	}
	out_ch(&o, '}');
	if (ok)
		out_fmt(p->o, ", !tbaa.struct !%ld", md_num(p, md_node(p, o.buf, o.len)));
	out_free(&o);
}

/* ------------------------------------------------ other attachments */

/* ", !dereferenceable !N" (or _or_null) of a load or an inttoptr with a
 * #llvm.dereferenceable: !N = !{i64 bytes}, one node per size. */
void lp_dereferenceable(LLP *p, Op *op)
{
	Attr *a = lp_attr(op, "dereferenceable");
	if (!attr_is_llvm(a, LL_DEREFERENCEABLE))
		return;
	char text[40];
	int n = snprintf(text, sizeof text, "!{i64 %lld}", (long long)llattr_int(a, F_DEREF_BYTES, 0));
	long id = md_leaf(p, text, (size_t)n);
	out_fmt(p->o, ", !%s !%ld", llattr_true(a, F_DEREF_MAY_BE_NULL) ? "dereferenceable_or_null" : "dereferenceable",
	        id);
}

/* ", !kind !N" of the node of text (no node operands): !nontemporal
 * !{i32 1}, !invariant.load !{}, ... */
void lp_md_leaf(LLP *p, const char *kind, const char *text)
{
	out_fmt(p->o, ", !%s !%ld", kind, md_leaf(p, text, strlen(text)));
}

/* ", !prof !N" for a branch_weights attribute. */
void lp_branch_weights(LLP *p, Op *op)
{
	Attr *w = lp_attr(op, "branch_weights");
	if (!w || w->kind != ATTR_DENSE_ARRAY || !w->arr.n)
		return;
	Out t;
	out_init(&t);
	out_str(&t, "!{!\"branch_weights\"");
	for (unsigned i = 0; i < w->arr.n; i++) {
		out_str(&t, ", i32 ");
		out_u64(&t, attr_int_zext(w->arr.elts[i]));
	}
	out_ch(&t, '}');
	out_fmt(p->o, ", !prof !%ld", md_leaf_out(p, &t));
	out_free(&t);
}

/* " !prof !N" of a function's entry count. */
void lp_entry_count(LLP *p, Out *o, uint64_t count)
{
	char text[64];
	int n = snprintf(text, sizeof text, "!{!\"function_entry_count\", i64 %llu}", (unsigned long long)count);
	out_fmt(o, " !prof !%ld", md_leaf(p, text, (size_t)n));
}

/* -------------------------------------------------------- access groups */

/* The node of an access group: distinct !{}, one per attribute; -1 if a
 * is not one. */
static long group_node(LLP *p, Attr *a)
{
	if (!attr_is_llvm(a, LL_ACCESS_GROUP))
		return -1;
	VSlot *s = lp_map_get(&p->md_seen, a, false);
	if (s)
		return s->num;
	long k = md_distinct(p, "distinct !{}", 12);
	lp_map_get(&p->md_seen, a, true)->num = k;
	return k;
}

/* The node !{!e, ...} of the elements of array a, each elt's node; -1 if
 * one is not of elt's kind. */
static long node_list(LLP *p, Attr *a, long (*elt)(LLP *p, Attr *a))
{
	long k = -1;
	Out l;
	out_init(&l);
	out_str(&l, "!{");
	for (unsigned i = 0; i < a->arr.n && (k = elt(p, a->arr.elts[i])) >= 0; i++) {
		out_str(&l, i ? ", " : "");
		md_ref(&l, (unsigned)k);
	}
	out_ch(&l, '}');
	if (k >= 0)
		k = md_node(p, l.buf, l.len);
	out_free(&l);
	return k;
}

/* ", !llvm.access.group !N" of an op's access_groups: one group its node,
 * more !{!g, ...}, as mlir-translate writes them. */
void lp_access_groups(LLP *p, Op *op)
{
	Attr *a = lp_attr(op, "access_groups");
	if (!a || a->kind != ATTR_ARRAY || !a->arr.n)
		return;
	long k = a->arr.n == 1 ? group_node(p, a->arr.elts[0]) : node_list(p, a, group_node);
	if (k >= 0)
		out_fmt(p->o, ", !llvm.access.group !%ld", md_num(p, (unsigned)k));
}

/* --------------------------------------------------- loop annotations */

static void unit_node(LLP *p, Out *o, const char *name)
{
	Out t;
	out_init(&t);
	out_fmt(&t, "!{!\"%s\"}", name);
	out_str(o, ", ");
	md_ref(o, md_node(p, t.buf, t.len));
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
	out_str(o, ", ");
	md_ref(o, md_node(p, t.buf, t.len));
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
	VSlot *s = lp_map_get(&p->md_seen, a, false);
	long k = s ? s->num : -1;
	if (k < 0) {
		Out o;
		out_init(&o);
		out_str(&o, "distinct !{!\2");
		if (llattr_get(a, F_LOOP_START_LOC) || llattr_get(a, F_LOOP_END_LOC))
			lp_drop(p, op->loc, "loop start/end locations (debug info is not written)");
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
		Attr *par = llattr_get(a, F_LOOP_PARALLEL_ACCESSES);
		if (par && par->kind == ATTR_ARRAY && par->arr.n) {   /* !{!"llvm.loop.parallel_accesses", !g, ...} */
			Out t;
			out_init(&t);
			out_str(&t, "!{!\"llvm.loop.parallel_accesses\"");
			long g = 0;
			for (unsigned i = 0; i < par->arr.n && (g = group_node(p, par->arr.elts[i])) >= 0; i++) {
				out_str(&t, ", ");
				md_ref(&t, (unsigned)g);
			}
			out_ch(&t, '}');
			if (g >= 0) {
				out_str(&o, ", ");
				md_ref(&o, md_node(p, t.buf, t.len));
			}
			out_free(&t);
		}
		out_ch(&o, '}');
		k = md_distinct(p, o.buf, o.len);
		lp_map_get(&p->md_seen, a, true)->num = k;
		out_free(&o);
	}
	out_fmt(p->o, ", !llvm.loop !%ld", md_num(p, (unsigned)k));
}

/* --------------------------------------------------------- alias scopes */

/* A distinct node for an alias scope or domain, one per attribute:
 * `!N = distinct !{!N[, !domain][, !"description"]}`. */
static long scope_node(LLP *p, Attr *a)
{
	bool is_domain = attr_is_llvm(a, LL_ALIAS_DOMAIN);
	if (!is_domain && !attr_is_llvm(a, LL_ALIAS_SCOPE))
		return -1;
	VSlot *s = lp_map_get(&p->md_seen, a, false);
	if (s)
		return s->num;
	long dom = is_domain ? -1 : scope_node(p, llattr_get(a, F_SCOPE_DOMAIN));
	Out o;
	out_init(&o);
	out_str(&o, "distinct !{!\2");
	if (dom >= 0) {
		out_str(&o, ", ");
		md_ref(&o, (unsigned)dom);
	}
	Attr *desc = llattr_get(a, is_domain ? F_DOMAIN_DESC : F_SCOPE_DESC);
	if (desc) {
		out_str(&o, ", ");
		md_string(&o, desc);
	}
	out_ch(&o, '}');
	long k = md_distinct(p, o.buf, o.len);
	out_free(&o);
	lp_map_get(&p->md_seen, a, true)->num = k;
	return k;
}

/* The number of !{!scope, ...} for an array of alias scopes (or one
 * scope); -1 if none. */
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
		if (sc >= 0) {
			out_str(&o, k++ ? ", " : "");
			md_ref(&o, (unsigned)sc);
		}
	}
	out_ch(&o, '}');
	long r = k ? md_num(p, md_node(p, o.buf, o.len)) : -1;
	out_free(&o);
	return r;
}

/* ", !alias.scope !N, !noalias !M" for a memory access. */
void lp_alias_scopes(LLP *p, Op *op)
{
	long a = lp_scope_list(p, lp_attr(op, "alias_scopes"));
	if (a >= 0)
		out_fmt(p->o, ", !alias.scope !%ld", a);
	long n = lp_scope_list(p, lp_attr(op, "noalias_scopes"));
	if (n >= 0)
		out_fmt(p->o, ", !noalias !%ld", n);
}

/* ----------------------------------------------------------------- MMRA */

/* The node of a #llvm.mmra_tag<"prefix":"suffix">: !{!"prefix", !"suffix"};
 * -1 if a is not one. */
static long mmra_tag(LLP *p, Attr *a)
{
	if (!attr_is_llvm(a, LL_MMRA_TAG))
		return -1;
	Out t;
	out_init(&t);
	out_str(&t, "!{");
	md_string(&t, llattr_get(a, F_MMRA_PREFIX));
	out_str(&t, ", ");
	md_string(&t, llattr_get(a, F_MMRA_SUFFIX));
	out_ch(&t, '}');
	long k = md_node(p, t.buf, t.len);
	out_free(&t);
	return k;
}

/* ", !mmra !N" of an op's llvm.mmra, as mlir-translate-22 writes it: a tag
 * (or a list of one) its node, a list of more !{!tag, ...} (in order,
 * each one as written), an empty list nothing.  It is the last kind of
 * attachment an instruction has. */
void lp_mmra(LLP *p, Op *op)
{
	Attr *a = lp_attr(op, "llvm.mmra");
	long k = -1;
	if (a && a->kind == ATTR_ARRAY && a->arr.n == 1)
		a = a->arr.elts[0];
	if (a && a->kind == ATTR_ARRAY && a->arr.n)
		k = node_list(p, a, mmra_tag);
	else if (a)
		k = mmra_tag(p, a);
	if (k >= 0)
		out_fmt(p->o, ", !mmra !%ld", md_num(p, (unsigned)k));
}

/* ------------------------------------------------------ kernel metadata */

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
	long id = md_leaf_out(p, &t);
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
		out_fmt(o, " !vec_type_hint !%ld", md_leaf_out(p, &t));
		out_free(&t);
	}
	static const char *const lists[] = {"work_group_size_hint", "reqd_work_group_size", "intel_reqd_sub_group_size"};
	for (size_t i = 0; i < sizeof lists / sizeof *lists; i++) {
		long id = i32_list_node(p, lp_attr(fn, lists[i]));
		if (id >= 0)
			out_fmt(o, " !%s !%ld", lists[i], id);
	}
}

/* ------------------------------------------------------- named metadata */

/* Whether v is [#llvm.cgprofile_entry<from = @f, to = @t, count = N>, ...],
 * the value of "CG Profile". */
static bool is_cg_profile(Attr *v)
{
	if (!v || v->kind != ATTR_ARRAY || !v->arr.n)
		return false;
	for (unsigned i = 0; i < v->arr.n; i++)
		if (!attr_is_llvm(v->arr.elts[i], LL_CGPROFILE_ENTRY) || !llattr_get(v->arr.elts[i], F_CGPROF_COUNT))
			return false;
	return true;
}

/* An end of a CG Profile entry: the llvm.func it names, or NULL (none, or
 * a symbol that is no function of the module: mlir-translate writes null). */
static Sym *cg_end(LLP *p, Attr *e, unsigned field)
{
	Attr *a = llattr_get(e, field);
	Sym *s = a && a->kind == ATTR_SYMREF ? a->sym.path[a->sym.n - 1] : NULL;
	return s && map_get(&p->fns, s) ? s : NULL;
}

/* A CG Profile value (is_cg_profile): distinct !{!E, ...}, each entry
 * !E = !{ptr @f, ptr @t, i64 N} (LLVM uniques equal ones), null for an end
 * that names no function of the module. */
static unsigned cg_profile_node(LLP *p, Attr *v)
{
	Out l, e;
	out_init(&l);
	out_init(&e);
	out_str(&l, "distinct !{");
	for (unsigned i = 0; i < v->arr.n; i++) {
		Attr *a = v->arr.elts[i];
		Sym *end[2] = {cg_end(p, a, F_CGPROF_FROM), cg_end(p, a, F_CGPROF_TO)};
		e.len = 0;
		out_str(&e, "!{");
		for (unsigned k = 0; k < 2; k++)
			if (end[k]) {
				Type *t = p->typed ? lp_typed_global(p, end[k]) : NULL;   /* 14: the function's pointer type */
				if (t)
					lp_ptr_to(p, &e, t, 0);
				else
					out_str(&e, "ptr");
				out_ch(&e, ' ');
				lp_global_name(&e, end[k]);
				out_str(&e, ", ");
			} else {
				out_str(&e, "null, ");
			}
		out_fmt(&e, "i64 %llu}", (unsigned long long)llattr_int(a, F_CGPROF_COUNT, 0));
		out_str(&l, i ? ", " : "");
		md_ref(&l, md_node(p, e.buf, e.len));
	}
	out_ch(&l, '}');
	unsigned k = md_distinct(p, l.buf, l.len);
	out_free(&l);
	out_free(&e);
	return k;
}

/* Whether v is a #llvm.profile_summary that profile_summary_node writes. */
static bool profile_summary_ok(Attr *v)
{
	Attr *ratio = llattr_get(v, F_PS_PARTIAL_RATIO);
	return attr_is_llvm(v, LL_PROFILE_SUMMARY) && llattr_get(v, F_PS_FORMAT) && (!ratio || ratio->kind == ATTR_FLOAT);
}

/* The value of "ProfileSummary", #llvm.profile_summary<format = F,
 * total_count = N, ..., detailed_summary = <cut_off = C, min_count = M,
 * num_counts = K>, ...> (MLIR 20+), as LLVM's ProfileSummary::getMD
 * writes it: !{!{!"ProfileFormat", !"F"}, !{!"TotalCount", i64 N}, ...,
 * !{!"DetailedSummary", !{!{i64 C, i64 M, i64 K}, ...}}}, the optional
 * fields only when present. */
static unsigned profile_summary_node(LLP *p, Attr *v)
{
	static const char *const names[] = {
		"ProfileFormat", "TotalCount", "MaxCount", "MaxInternalCount", "MaxFunctionCount",
		"NumCounts", "NumFunctions", "IsPartialProfile", "PartialProfileRatio",
	};
	enum { NF = sizeof names / sizeof *names };
	_Static_assert(F_PS_FORMAT + NF == F_PS_DETAILED, "the fields of LL_PROFILE_SUMMARY");
	Attr *ds = llattr_get(v, F_PS_DETAILED);
	Out l, t;
	out_init(&l);
	out_init(&t);
	out_str(&l, "!{");
	unsigned n = 0;
	for (unsigned i = 0; i < NF; i++) {
		Attr *f = llattr_get(v, F_PS_FORMAT + i);
		if (!f)
			continue;
		t.len = 0;
		out_fmt(&t, "!{!\"%s\", ", names[i]);
		if (F_PS_FORMAT + i == F_PS_FORMAT) {
			out_fmt(&t, "!\"%s\"}", llenum_words[LE_PROFILE_FORMAT][attr_int_sext(f)]);
		} else if (F_PS_FORMAT + i == F_PS_PARTIAL_RATIO) {
			LLConst *k = lc_new(p, LC_FP, type_simple(p->c, TY_F64));
			double d = attr_float_d_get(f);
			if (f->type->kind == TY_F64)
				k->bits[0] = f->f.bits[0];
			else
				memcpy(&k->bits[0], &d, sizeof d);
			out_str(&t, "double ");
			lc_print(p, &t, k);
			out_ch(&t, '}');
		} else {
			out_fmt(&t, "i64 %llu}", (unsigned long long)attr_int_zext(f));
		}
		out_str(&l, n++ ? ", " : "");
		md_ref(&l, md_node(p, t.buf, t.len));
	}
	if (ds) {
		Out dl;
		out_init(&dl);
		out_str(&dl, "!{");
		for (unsigned i = 0; i < ds->arr.n; i++) {
			Attr *e = ds->arr.elts[i];
			t.len = 0;
			out_fmt(&t, "!{i64 %llu, i64 %llu, i64 %llu}", (unsigned long long)llattr_int(e, F_PSD_CUT_OFF, 0),
			        (unsigned long long)llattr_int(e, F_PSD_MIN_COUNT, 0),
			        (unsigned long long)llattr_int(e, F_PSD_NUM_COUNTS, 0));
			out_str(&dl, i ? ", " : "");
			md_ref(&dl, md_node(p, t.buf, t.len));
		}
		out_ch(&dl, '}');
		t.len = 0;
		out_str(&t, "!{!\"DetailedSummary\", ");
		md_ref(&t, md_node(p, dl.buf, dl.len));
		out_ch(&t, '}');
		out_str(&l, n ? ", " : "");
		md_ref(&l, md_node(p, t.buf, t.len));
		out_free(&dl);
	}
	out_ch(&l, '}');
	unsigned k = md_node(p, l.buf, l.len);
	out_free(&l);
	out_free(&t);
	return k;
}

/* #llvm.mlir.module_flag<behavior, "key", value> (MLIR 20+) as a node
 * !{i32 B, !"key", V}; -1 (reported) when the value is not an integer, a
 * string, "CG Profile"'s entries or a profile summary.  CG Profile's
 * entries name functions of the whole module: while they are not all
 * known (streaming), -1 and p->late (the run starts again). */
static long module_flag_node(LLP *p, Op *op, Attr *a)
{
	if (!attr_is_llvm(a, LL_MODULE_FLAG)) {
		const char *s = a->kind == ATTR_OPAQUE && a->opaque.body ? a->opaque.body->s : "";
		error_at(p->c, op->loc, "cannot translate module flag #llvm.mlir.module_flag<%s>", s);
		p->nerr++;
		return -1;
	}
	long b = llattr_int(a, F_MODFLAG_BEHAVIOR, 0) + 1;
	if (b == 8 && !(gen_of(p->c->llvm_version)->translates & GT_FLAG_MIN))
		b = 7;
	Attr *k = llattr_get(a, F_MODFLAG_KEY), *v = llattr_get(a, F_MODFLAG_VALUE);
	/* any integer (4 reads as 4 : i64) or bool, as ConstantInt::get(i32, getInt()) */
	bool is_int = v->kind == ATTR_BOOL || (v->kind == ATTR_INT && v->type &&
	                                       (type_is_int(v->type) || v->type->kind == TY_INDEX));
	bool cg = is_cg_profile(v), ps = !cg && profile_summary_ok(v);
	if (k->kind != ATTR_STRING || !(is_int || v->kind == ATTR_STRING || cg || ps)) {
		error_at(p->c, op->loc, "cannot translate the value of module flag %s",
		         k->kind == ATTR_STRING ? k->s.str->s : "");
		p->nerr++;
		return -1;
	}
	if (cg && !p->fns_ready) {
		p->late = true;
		return -1;
	}
	Out t;
	out_init(&t);
	out_fmt(&t, "!{i32 %ld, !", b);
	lp_quoted(&t, k->s.str->s, k->s.str->len);
	out_str(&t, ", ");
	if (cg || ps) {
		md_ref(&t, cg ? cg_profile_node(p, v) : profile_summary_node(p, v));
	} else if (is_int) {
		out_fmt(&t, "i32 %d", v->kind == ATTR_BOOL ? -(int)v->b : (int)(int32_t)(uint32_t)attr_int_sext(v));
	} else {
		out_ch(&t, '!');
		lp_quoted(&t, v->s.str->s, v->s.str->len);
	}
	out_ch(&t, '}');
	long r = md_node(p, t.buf, t.len);
	out_free(&t);
	return r;
}

/* Whether a target triple names the MSVC environment of Windows: an OS
 * component "windows" followed by an environment starting with "msvc"
 * (x86_64-pc-windows-msvc, ...-windows-msvc19.0). */
static bool msvc_triple(Attr *a)
{
	if (!a || a->kind != ATTR_STRING)
		return false;
	const char *s = a->s.str->s, *end = s + a->s.str->len;
	while (s < end) {
		const char *e = memchr(s, '-', (size_t)(end - s));
		if (!e)
			return false;
		if (e - s == 7 && !memcmp(s, "windows", 7))
			return end - (e + 1) >= 4 && !memcmp(e + 1, "msvc", 4);
		s = e + 1;
	}
	return false;
}

/* Node k of a named node's list l ("!N" joined by ", "), numbered now. */
static void list_add(LLP *p, Out *l, long k)
{
	if (k >= 0)
		out_fmt(l, "%s!%ld", l->len ? ", " : "", md_num(p, (unsigned)k));
}

static void named_line(LLP *p, const char *name, Out *l)
{
	out_fmt(&p->named, "!%s = !{", name);
	out_mem(&p->named, l->buf, l->len);
	out_str(&p->named, "}\n");
}

/* llvm.module.flags: the flags of the llvm.module_flags ops and the
 * "Debug Info Version" mlir-translate adds unless the module has its own
 * (19: first, 22: after the module's, GT_DIV_LAST), then CodeView for an
 * MSVC triple (GT_CODEVIEW). */
static void named_flags(LLP *p)
{
	static const char div[] = "!{i32 2, !\"Debug Info Version\", i32 3}";
	p->flags_done = true;
	bool own = false;
	for (unsigned i = 0; i < p->named_ops.n; i++) {
		Attr *a = lp_attr(p->named_ops.v[i], "flags");
		for (unsigned j = 0; p->named_ops.v[i]->kind == OP_LLVM_MODULE_FLAGS && a && a->kind == ATTR_ARRAY
		                     && j < a->arr.n; j++) {
			Attr *k = llattr_get(a->arr.elts[j], F_MODFLAG_KEY);
			if (k && k->kind == ATTR_STRING && k->s.str->len == 18 && !memcmp(k->s.str->s, "Debug Info Version", 18))
				own = true;
		}
	}
	bool last = gen_of(p->c->llvm_version)->translates & GT_DIV_LAST;
	Out l;
	out_init(&l);
	if (!own && !last)
		list_add(p, &l, md_node(p, div, sizeof div - 1));
	for (unsigned i = 0; i < p->named_ops.n; i++) {
		Op *op = p->named_ops.v[i];
		Attr *a = lp_attr(op, "flags");
		for (unsigned j = 0; op->kind == OP_LLVM_MODULE_FLAGS && a && a->kind == ATTR_ARRAY && j < a->arr.n; j++)
			list_add(p, &l, module_flag_node(p, op, a->arr.elts[j]));
	}
	if (!own && last)
		list_add(p, &l, md_node(p, div, sizeof div - 1));
	if ((gen_of(p->c->llvm_version)->translates & GT_CODEVIEW) && msvc_triple(p->triple)) {
		static const char cv[] = "!{i32 2, !\"CodeView\", i32 1}";
		list_add(p, &l, md_node(p, cv, sizeof cv - 1));
	}
	named_line(p, "llvm.module.flags", &l);
	out_free(&l);
}

/* llvm.linker.options: a node of strings for each llvm.linker_options op. */
static void named_linker_options(LLP *p)
{
	Out l, t;
	out_init(&l);
	out_init(&t);
	for (unsigned i = 0; i < p->named_ops.n; i++) {
		Attr *a = lp_attr(p->named_ops.v[i], "options");
		if (p->named_ops.v[i]->kind != OP_LLVM_LINKER_OPTIONS || !a || a->kind != ATTR_ARRAY)
			continue;
		t.len = 0;
		out_str(&t, "!{");
		for (unsigned j = 0; j < a->arr.n; j++) {
			Attr *s = a->arr.elts[j];
			if (s->kind != ATTR_STRING)
				continue;
			out_str(&t, j ? ", !" : "!");
			lp_quoted(&t, s->s.str->s, s->s.str->len);
		}
		out_ch(&t, '}');
		list_add(p, &l, md_node(p, t.buf, t.len));
	}
	named_line(p, "llvm.linker.options", &l);
	out_free(&l);
	out_free(&t);
}

/* A module attribute that is a list of strings, as named metadata
 * !name = !{!N, ...} of one-string nodes (22: llvm.dependent_libraries,
 * llvm.ident, llvm.commandline). */
static void named_strings(LLP *p, Attr *a, const char *name)
{
	if (!a)
		return;
	Out l, t;
	out_init(&l);
	out_init(&t);
	unsigned n = a->kind == ATTR_ARRAY ? a->arr.n : 1;
	for (unsigned i = 0; i < n; i++) {
		Attr *e = a->kind == ATTR_ARRAY ? a->arr.elts[i] : a;
		if (e->kind != ATTR_STRING)
			continue;
		t.len = 0;
		out_str(&t, "!{!");
		lp_quoted(&t, e->s.str->s, e->s.str->len);
		out_ch(&t, '}');
		list_add(p, &l, md_node(p, t.buf, t.len));
	}
	named_line(p, name, &l);
	out_free(&l);
	out_free(&t);
}

/* Numbers the named metadata, in the order the translation makes the
 * named nodes (LLVM prints and numbers them in that order): 19 makes
 * llvm.module.flags first (its debug info version); 22 llvm.ident,
 * llvm.commandline and llvm.dependent-libraries from the module's
 * attributes, then llvm.module.flags and llvm.linker.options as their
 * first ops come, then llvm.module.flags if no op made it. */
static void number_named(LLP *p)
{
	p->named_done = true;
	if (!(gen_of(p->c->llvm_version)->translates & GT_DIV_LAST))
		named_flags(p);
	if (gen_of(p->c->llvm_version)->keeps & GK_MODULE) {
		named_strings(p, p->ident, "llvm.ident");
		named_strings(p, p->cmdline, "llvm.commandline");
		named_strings(p, p->deplibs, "llvm.dependent-libraries");
	}
	bool lopts = false;
	for (unsigned i = 0; i < p->named_ops.n; i++) {
		if (p->named_ops.v[i]->kind == OP_LLVM_MODULE_FLAGS && !p->flags_done)
			named_flags(p);
		if (p->named_ops.v[i]->kind == OP_LLVM_LINKER_OPTIONS && !lopts) {
			named_linker_options(p);
			lopts = true;
		}
	}
	if (!p->flags_done)
		named_flags(p);
}

void lp_named_op(LLP *p, Op *op)
{
	if (p->named_done)
		p->late = true;   /* the functions' numbers are wrong */
	else
		vec_push(&p->named_ops, op);
}

void ll_print_module_attrs(LLP *p, const NamedAttr *v, unsigned n)
{
	Attr *tt = NULL, *triple = NULL;
	p->ident = p->cmdline = p->deplibs = NULL;
	for (unsigned i = 0; i < n; i++) {
		const char *k = v[i].name->s;
		if (!strcmp(k, "llvm.ident"))
			p->ident = v[i].attr;
		else if (!strcmp(k, "llvm.commandline"))
			p->cmdline = v[i].attr;
		else if (!strcmp(k, "llvm.dependent_libraries"))
			p->deplibs = v[i].attr;
		else if (!strcmp(k, "llvm.target_triple"))
			tt = v[i].attr;
		else if (!strcmp(k, "llvm.triple"))
			triple = v[i].attr;
	}
	p->triple = tt ? tt : triple;
}

void lp_named_number(LLP *p)
{
	if (!p->named_done)
		number_named(p);
}
