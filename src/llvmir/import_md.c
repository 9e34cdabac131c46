/* import_md.c - the metadata the importer models, resolved once the whole
 * file is read (nodes are defined after their uses): !tbaa access tags
 * become `tbaa = [#llvm.tbaa_tag<...>]`, !alias.scope / !noalias lists
 * arrays of #llvm.alias_scope, !llvm.access.group arrays of
 * #llvm.access_group, !llvm.loop becomes
 * `loop_annotation = #llvm.loop_annotation<...>` (all ATTR_LLVM, made once
 * per node), !prof branch weights become `branch_weights = array<i32: ...>`,
 * !mmra `llvm.mmra = #llvm.mmra_tag<...>` or an array of them (22),
 * with --keep-ll-extras a memory intrinsic's !tbaa.struct becomes
 * `xlate.tbaa_struct = [offset, size, #llvm.tbaa_tag<...>, ...]`, a
 * global's !dbg `dbg_exprs = [#llvm.di_global_variable_expression<...>]`
 * (import_di.c makes the debug-info attributes).
 * Other kinds are dropped. */
#include <string.h>

#include "llvmir/import.h"

static LLMd *md_get(LLParser *p, LLMd *m)
{
	for (int guard = 0; m && m->kind == MD_REF && guard < 4; guard++)
		m = ll_md_node(p, m->id);
	return m;
}

static LLMd *md_elt(LLParser *p, LLMd *node, unsigned i)
{
	if (!node || node->kind != MD_NODE || !node->elts || i >= node->elts->n)
		return NULL;
	return md_get(p, node->elts->v[i]);
}

static bool md_int(LLMd *m, int64_t *out)
{
	if (!m || m->kind != MD_VAL || !m->v || m->v->kind != V_INT)
		return false;
	*out = strtoll(m->v->s->s, NULL, 10);
	return true;
}

static const char *md_str(LLMd *m)
{
	return m && m->kind == MD_STR ? m->s->s : NULL;
}

/* Each node is made into an attribute once (md_attrs, keyed by the
 * node's address with the interpretation in the low bits; nodes are
 * 16-byte aligned arena records). */
enum { MEMO_TBAA_TYPE = 1, MEMO_TBAA_TAG, MEMO_SCOPES, MEMO_LOOP };

static Attr *memo_get(LLParser *p, LLMd *n, unsigned what)
{
	return map_get(&p->md_attrs, (uint64_t)(uintptr_t)n | what);
}

static Attr *memo_put(LLParser *p, LLMd *n, unsigned what, Attr *a)
{
	if (a)
		map_put(&p->md_attrs, (uint64_t)(uintptr_t)n | what, a);
	return a;
}

static Attr *md_str_attr(LLParser *p, LLMd *m)
{
	return m && m->kind == MD_STR ? attr_str(p->c, m->s->s, strlen(m->s->s)) : NULL;
}

/* #llvm.tbaa_root / #llvm.tbaa_type_desc of a TBAA type node. */
static Attr *tbaa_type(LLParser *p, LLMd *n, unsigned depth)
{
	if (!n || n->kind != MD_NODE || depth > 64)
		return NULL;
	Attr *a = memo_get(p, n, MEMO_TBAA_TYPE);
	if (a)
		return a;
	Attr *id = md_str_attr(p, md_elt(p, n, 0));
	unsigned cnt = n->elts ? n->elts->n : 0;
	if (cnt <= 1 || (cnt == 2 && md_elt(p, n, 1) && md_elt(p, n, 1)->kind == MD_STR))
		return memo_put(p, n, MEMO_TBAA_TYPE, attr_llvm(p->c, LL_TBAA_ROOT, &id, 0));
	if (!id)
		return NULL;
	Attr **mem = arena_alloc(p->a, (cnt / 2 + 1) * sizeof *mem);
	unsigned m = 0;
	for (unsigned i = 1; i + 1 < cnt; i += 2) {
		int64_t off;
		Attr *f[2] = {tbaa_type(p, md_elt(p, n, i), depth + 1), NULL};
		if (!md_int(md_elt(p, n, i + 1), &off) || !f[0])
			return NULL;
		f[1] = ll_i64(p, off);
		mem[m++] = attr_llvm(p->c, LL_TBAA_MEMBER, f, 0);
	}
	Attr *f[2] = {id, attr_array(p->c, m, mem)};
	return memo_put(p, n, MEMO_TBAA_TYPE, attr_llvm(p->c, LL_TBAA_TYPE, f, 0));
}

/* tbaa = [#llvm.tbaa_tag<...>] of an access tag node. */
static Attr *tbaa_attr(LLParser *p, LLMd *tag)
{
	Attr *a = memo_get(p, tag, MEMO_TBAA_TAG);
	if (a)
		return a;
	LLMd *base = md_elt(p, tag, 0), *access = md_elt(p, tag, 1);
	int64_t off, cst = 0;
	if (!base || !access || !md_int(md_elt(p, tag, 2), &off))
		return NULL;
	md_int(md_elt(p, tag, 3), &cst);
	Attr *f[4] = {tbaa_type(p, base, 0), tbaa_type(p, access, 0), ll_i64(p, off), cst ? attr_bool(p->c, true) : NULL};
	if (!f[0] || !f[1])
		return NULL;
	a = attr_llvm(p->c, LL_TBAA_TAG, f, 0);
	return memo_put(p, tag, MEMO_TBAA_TAG, attr_array(p->c, 1, &a));
}

/* xlate.tbaa_struct = [offset, size, #llvm.tbaa_tag<...>, ...] of a
 * !tbaa.struct node !{i64 offset, i64 size, !tag, ...} (--keep-ll-extras) */
static Attr *tbaa_struct_attr(LLParser *p, LLMd *n)
{
	unsigned cnt = n && n->kind == MD_NODE && n->elts ? n->elts->n : 0;
	if (!cnt || cnt % 3)
		return NULL;
	Attr **v = arena_alloc(p->a, cnt * sizeof *v);
	for (unsigned i = 0; i < cnt; i += 3) {
		int64_t off, size;
		Attr *tag = tbaa_attr(p, md_elt(p, n, i + 2));
		if (!md_int(md_elt(p, n, i), &off) || !md_int(md_elt(p, n, i + 1), &size) || !tag)
			return NULL;
		v[i] = ll_i64(p, off);
		v[i + 1] = ll_i64(p, size);
		v[i + 2] = tag->arr.elts[0];
	}
	return attr_array(p->c, cnt, v);
}

/* #llvm.access_group<id = distinct[N]<>> of node N, which must be distinct
 * and empty (an access group); NULL if not. */
static Attr *group_attr(LLParser *p, unsigned id, LLMd *n)
{
	if (!n || n->kind != MD_NODE || !n->distinct || (n->elts && n->elts->n) || id == ~0u)
		return NULL;
	Attr *f = ll_i64(p, id);
	return attr_llvm(p->c, LL_ACCESS_GROUP, &f, 0);
}

/* The groups of the elements [from, n) of node l, each a reference to an
 * access group, as an array; NULL if one is not. */
static Attr *group_list(LLParser *p, LLMd *l, unsigned from)
{
	unsigned cnt = l && l->kind == MD_NODE && l->elts ? l->elts->n : 0;
	Attr **v = arena_alloc(p->a, (cnt ? cnt : 1) * sizeof *v);
	for (unsigned i = from; i < cnt; i++) {
		LLMd *ref = l->elts->v[i];
		if (!ref || ref->kind != MD_REF || !(v[i - from] = group_attr(p, ref->id, md_get(p, ref))))
			return NULL;
	}
	return cnt > from ? attr_array(p->c, cnt - from, v) : NULL;
}

/* !llvm.access.group !N: N an access group, or a list of them, as
 * access_groups = [#llvm.access_group<...>, ...] (as mlir-translate-19
 * and -22 import it); NULL if neither. */
static Attr *groups_attr(LLParser *p, unsigned id, LLMd *n)
{
	Attr *g = group_attr(p, id, n);
	return g ? attr_array(p->c, 1, &g) : group_list(p, n, 0);
}

/* The properties of an !llvm.loop node that MLIR 19 models. */
static Attr *loop_attr(LLParser *p, LLMd *n, Loc loc)
{
	Attr *memo = memo_get(p, n, MEMO_LOOP);
	if (memo)
		return memo;
	enum { VEC, UNROLL, LICM, PEELED, DIST, NSUB };
	static const LLAttrKind subkind[NSUB] = {LL_LOOP_VECTORIZE, LL_LOOP_UNROLL, LL_LOOP_LICM, LL_LOOP_PEELED,
	                                         LL_LOOP_DISTRIBUTE};
	static const LLField subfield[NSUB] = {F_LOOP_VECTORIZE, F_LOOP_UNROLL, F_LOOP_LICM, F_LOOP_PEELED,
	                                       F_LOOP_DISTRIBUTE};
	Attr *sub[NSUB][8] = {{0}};
	Attr *par = NULL, *locs[2] = {0};
	unsigned nlocs = 0;
	bool any[NSUB] = {0}, must = false, isvec = false;
	Type *i32 = type_i(p->c, 32);
	unsigned cnt = n && n->kind == MD_NODE && n->elts ? n->elts->n : 0;
	for (unsigned i = 1; i < cnt; i++) {
		LLMd *e = md_elt(p, n, i);
		const char *k = md_str(md_elt(p, e, 0));
		int64_t v = 0;
		bool hasv = md_int(md_elt(p, e, 1), &v);
		int which = -1;
		LLField f = 0;
		Attr *val = NULL;
		if (!k && e && e->kind == MD_SPECIAL && !strcmp(e->s->s, "DILocation")) {
			/* the first its start, the second its end (MLIR's import) */
			if (nlocs == 2) {
				ll_drop(p, loc, "loop metadata (more than two debug locations)");
				return NULL;
			}
			locs[nlocs++] = ll_loop_loc(p, n->elts->v[i]);
			continue;
		}
		if (!k) {
			ll_drop(p, loc, "loop metadata (not a property)");
			continue;
		}
		if (!strcmp(k, "llvm.loop.mustprogress"))
			must = true;
		else if (!strcmp(k, "llvm.loop.isvectorized"))
			isvec = true;
		else if (!strcmp(k, "llvm.loop.unroll.disable"))
			which = UNROLL, f = F_UNROLL_DISABLE, val = attr_bool(p->c, true);
		else if (!strcmp(k, "llvm.loop.unroll.enable"))
			which = UNROLL, f = F_UNROLL_DISABLE, val = attr_bool(p->c, false);
		else if (!strcmp(k, "llvm.loop.unroll.count") && hasv)
			which = UNROLL, f = F_UNROLL_COUNT, val = attr_int(p->c, i32, v);
		else if (!strcmp(k, "llvm.loop.unroll.runtime.disable"))
			which = UNROLL, f = F_UNROLL_RUNTIME_DISABLE, val = attr_bool(p->c, true);
		else if (!strcmp(k, "llvm.loop.unroll.full"))
			which = UNROLL, f = F_UNROLL_FULL, val = attr_bool(p->c, true);
		else if (!strcmp(k, "llvm.loop.vectorize.enable") && hasv)
			which = VEC, f = F_VEC_DISABLE, val = attr_bool(p->c, !v);
		else if (!strcmp(k, "llvm.loop.vectorize.width") && hasv)
			which = VEC, f = F_VEC_WIDTH, val = attr_int(p->c, i32, v);
		else if (!strcmp(k, "llvm.licm.disable"))
			which = LICM, f = F_LICM_DISABLE, val = attr_bool(p->c, true);
		else if (!strcmp(k, "llvm.loop.licm_versioning.disable"))
			which = LICM, f = F_LICM_VERSIONING_DISABLE, val = attr_bool(p->c, true);
		else if (!strcmp(k, "llvm.loop.peeled.count") && hasv)
			which = PEELED, f = F_PEELED_COUNT, val = attr_int(p->c, i32, v);
		else if (!strcmp(k, "llvm.loop.distribute.enable") && hasv)
			which = DIST, f = F_DIST_DISABLE, val = attr_bool(p->c, !v);
		else if (!strcmp(k, "llvm.loop.parallel_accesses") && !par && (par = group_list(p, e, 1)) != NULL)
			;
		else {
			char buf[128];
			snprintf(buf, sizeof buf, "loop metadata '%s'", k);
			ll_drop(p, loc, buf);
			continue;
		}
		if (which >= 0) {
			sub[which][f - llattr_info(subkind[which])->first] = val;
			any[which] = true;
		}
	}
	Attr *top[NLLFIELDS] = {0};
	unsigned first = llattr_info(LL_LOOP)->first;
	bool some = must || isvec;
	for (unsigned w = 0; w < NSUB; w++)
		if (any[w]) {
			top[subfield[w] - first] = attr_llvm(p->c, subkind[w], sub[w], 0);
			some = true;
		}
	if (must)
		top[F_LOOP_MUST_PROGRESS - first] = attr_bool(p->c, true);
	if (isvec)
		top[F_LOOP_IS_VECTORIZED - first] = attr_bool(p->c, true);
	if (par)
		top[F_LOOP_PARALLEL_ACCESSES - first] = par, some = true;
	for (unsigned i = 0; i < 2; i++)
		if (locs[i])
			top[(i ? F_LOOP_END_LOC : F_LOOP_START_LOC) - first] = locs[i], some = true;
	return some ? memo_put(p, n, MEMO_LOOP, attr_llvm(p->c, LL_LOOP, top, 0)) : NULL;
}

static Attr *weights_attr(LLParser *p, LLMd *n)
{
	unsigned cnt = n && n->kind == MD_NODE && n->elts ? n->elts->n : 0;
	const char *k = md_str(md_elt(p, n, 0));
	if (!k || strcmp(k, "branch_weights"))
		return NULL;
	unsigned i = 1;
	if (md_str(md_elt(p, n, 1)))  /* !"expected" */
		i = 2;
	int64_t *w = arena_alloc(p->a, (cnt ? cnt : 1) * sizeof *w);
	unsigned m = 0;
	for (; i < cnt; i++)
		if (!md_int(md_elt(p, n, i), &w[m++]))
			return NULL;
	return ll_dense_i32(p, m, w);
}

/* A tag !{!"prefix", !"suffix"} as #llvm.mmra_tag<"prefix":"suffix">;
 * NULL if n is not one. */
static Attr *mmra_tag(LLParser *p, LLMd *n)
{
	Attr *f[2] = {md_str_attr(p, md_elt(p, n, 0)), md_str_attr(p, md_elt(p, n, 1))};
	if (!n || n->kind != MD_NODE || !n->elts || n->elts->n != 2 || !f[0] || !f[1])
		return NULL;
	return attr_llvm(p->c, LL_MMRA_TAG, f, 0);
}

/* !mmra: a tag, or a list of tags (!{} none) as [#llvm.mmra_tag<...>, ...],
 * as mlir-translate-22 imports it; NULL if n is neither. */
static Attr *mmra_attr(LLParser *p, LLMd *n)
{
	Attr *t = mmra_tag(p, n);
	if (t || !n || n->kind != MD_NODE)
		return t;
	unsigned cnt = n->elts ? n->elts->n : 0;
	Attr **v = arena_alloc(p->a, (cnt ? cnt : 1) * sizeof *v);
	for (unsigned i = 0; i < cnt; i++)
		if (!(v[i] = mmra_tag(p, md_elt(p, n, i))))
			return NULL;
	return attr_array(p->c, cnt, v);
}

bool ll_mmra_kind(LLParser *p, const char *k)
{
	return !strcmp(k, "mmra") && (gen_of(p->c->llvm_version)->keeps & GK_MMRA);
}

bool ll_group_kind(Op *op, const char *k)
{
	return !strcmp(k, "llvm.access.group") && ll_access_kind(op, "tbaa");
}

/* Whether intrinsic op is one MLIR gives access metadata (alias analysis
 * and access groups): the memory transfer and set intrinsics; the others
 * drop it. */
static bool intr_takes_access(Op *op)
{
	static const char *const takes[] = {"llvm.intr.memcpy", "llvm.intr.memmove", "llvm.intr.memcpy.inline",
	                                    "llvm.intr.memset", "llvm.intr.memset.inline", NULL};
	for (int i = 0; takes[i]; i++)
		if (!strcmp(op->name->s, takes[i]))
			return true;
	return false;
}

bool ll_access_kind(Op *op, const char *k)
{
	return (op->kind == OP_LLVM_LOAD || op->kind == OP_LLVM_STORE || (op->kind == OP_LLVM_INTR && intr_takes_access(op))
	        || op->kind == OP_LLVM_ATOMICRMW || op->kind == OP_LLVM_CMPXCHG || op->kind == OP_LLVM_CALL)
	       && (!strcmp(k, "tbaa") || !strcmp(k, "alias.scope") || !strcmp(k, "noalias"));
}

bool ll_deref_kind(Op *op, const char *k)
{
	return (op->kind == OP_LLVM_LOAD || op->kind == OP_LLVM_INTTOPTR)
	       && (!strcmp(k, "dereferenceable") || !strcmp(k, "dereferenceable_or_null"));
}

/* !dereferenceable / !dereferenceable_or_null !{i64 N}: the
 * #llvm.dereferenceable<bytes = N[, mayBeNull = true]>, NULL if N is no
 * non-negative integer. */
static Attr *deref_attr(LLParser *p, LLMd *n, bool or_null)
{
	int64_t v;
	unsigned cnt = n && n->kind == MD_NODE && n->elts ? n->elts->n : 0;
	if (cnt != 1 || !md_int(md_elt(p, n, 0), &v) || v < 0)
		return NULL;
	Attr *f[2] = {ll_i64(p, v), or_null ? attr_bool(p->c, true) : NULL};
	return attr_llvm(p->c, LL_DEREFERENCEABLE, f, 0);
}

/* The id of a metadata reference (the node's own number). */
static bool md_ref_id(LLMd *m, unsigned *id)
{
	if (!m || m->kind != MD_REF)
		return false;
	*id = m->id;
	return true;
}

/* !alias.scope / !noalias: a list of scopes distinct !{!self, !domain, !"desc"}
 * with domains distinct !{!self, !"desc"}. */
static Attr *scopes_attr(LLParser *p, LLMd *list)
{
	Attr *memo = memo_get(p, list, MEMO_SCOPES);
	if (memo)
		return memo;
	unsigned n = list && list->kind == MD_NODE && list->elts ? list->elts->n : 0;
	Attr **v = arena_alloc(p->a, (n ? n : 1) * sizeof *v);
	for (unsigned i = 0; i < n; i++) {
		unsigned sid, did;
		LLMd *sref = list->elts->v[i];
		LLMd *scope = md_get(p, sref);
		LLMd *dref = scope && scope->elts && scope->elts->n > 1 ? scope->elts->v[1] : NULL;
		LLMd *dom = md_get(p, dref);
		if (!md_ref_id(sref, &sid) || !md_ref_id(dref, &did) || !dom)
			return NULL;
		Attr *d[2] = {ll_i64(p, did), md_str_attr(p, md_elt(p, dom, 1))};
		Attr *f[3] = {ll_i64(p, sid), attr_llvm(p->c, LL_ALIAS_DOMAIN, d, 0), md_str_attr(p, md_elt(p, scope, 2))};
		v[i] = attr_llvm(p->c, LL_ALIAS_SCOPE, f, 0);
	}
	return n ? memo_put(p, list, MEMO_SCOPES, attr_array(p->c, n, v)) : NULL;
}

/* The metadata argument of llvm.experimental.noalias.scope.decl: a list of
 * one scope, its #llvm.alias_scope (MLIR's op holds one scope); NULL
 * otherwise.  The argument rides with the op as an attachment of this
 * kind (import_call.c). */
const char ll_scope_decl_kind[] = "noalias.scope.decl";

static Attr *scope_attr(LLParser *p, LLMd *list)
{
	Attr *a = scopes_attr(p, list);
	return a && a->arr.n == 1 ? a->arr.elts[0] : NULL;
}

/* The use an attachment k of op is made into (MDU_*) and the attribute's
 * name, or -1 if it cannot be a placeholder. */
static int md_use(LLParser *p, Op *op, const char *k, const char **name)
{
	/* as ll_resolve_md: what it makes an attribute of, or drops */
	bool mem = ll_access_kind(op, k);
	bool br = op->kind == OP_LLVM_BR || op->kind == OP_LLVM_COND_BR;
	*name = NULL;
	if (!strcmp(k, ll_dbg_sp_kind))
		return MDU_DISP;   /* (no attribute: made for the cache) */
	if (mem && !strcmp(k, "tbaa"))
		return *name = "tbaa", MDU_TBAA;
	if (mem && !strcmp(k, "alias.scope"))
		return *name = "alias_scopes", MDU_SCOPES;
	if (mem)
		return *name = "noalias_scopes", MDU_SCOPES;
	if (ll_group_kind(op, k))
		return *name = "access_groups", MDU_GROUPS;
	if (op->kind == OP_LLVM_INTR && !strcmp(k, ll_scope_decl_kind))
		return *name = "scope", MDU_SCOPE;
	if (op->kind == OP_LLVM_INTR && !strcmp(k, ll_dbg_var_kind))
		return *name = strcmp(op->name->s, "llvm.intr.dbg.label") ? "varInfo" : "label", MDU_DIVAR;
	if (op->kind == OP_LLVM_INTR && p->c->keep_ll_extras && !strcmp(k, "tbaa.struct"))
		return *name = "xlate.tbaa_struct", MDU_TBAA_STRUCT;
	if (br && !strcmp(k, "llvm.loop"))
		return *name = "loop_annotation", MDU_LOOP;
	if (op->kind == OP_LLVM_COND_BR && !strcmp(k, "prof"))
		return *name = "branch_weights", MDU_WEIGHTS;   /* printed by print_llvm_cond_br only */
	if ((op->kind == OP_LLVM_SWITCH || op->kind == OP_LLVM_INVOKE) && !strcmp(k, "prof"))
		return -1;   /* switch and invoke weights are printed from the attribute */
	if (ll_deref_kind(op, k))
		return *name = "dereferenceable", !strcmp(k, "dereferenceable") ? MDU_DEREF : MDU_DEREF_NULL;
	if (ll_mmra_kind(p, k))
		return *name = "llvm.mmra", MDU_MMRA;
	return MDU_DROP;
}

/* The placeholder index of node or group id in use, made on first use. */
unsigned ll_pending(LLParser *p, unsigned id, unsigned use, unsigned seq, Loc loc)
{
	uint64_t key = ((uint64_t)id << MDU_BITS | use) + 1;
	uintptr_t k = (uintptr_t)map_get(&p->pending_index, key);
	if (!k) {
		LLPending e = {id, use, seq, loc, NULL};
		vec_push(&p->pending, e);
		k = p->pending.n;
		map_put(&p->pending_index, key, (void *)k);
	}
	return (unsigned)k - 1;
}

bool ll_md_pend(LLParser *p)
{
	const char *name;
	for (unsigned i = p->fn_mds; i < p->md_ops.n; i++)
		for (unsigned j = 0; j < p->md_atts.v[i]->n; j++) {
			LLAttr *a = p->md_atts.v[i]->v[j];
			if (md_use(p, p->md_ops.v[i], a->kw->s, &name) < 0 || !a->md || a->md->kind != MD_REF)
				return false;
		}
	for (unsigned i = p->fn_mds; i < p->md_ops.n; i++)
		for (unsigned j = 0; j < p->md_atts.v[i]->n; j++) {
			LLAttr *a = p->md_atts.v[i]->v[j];
			int use = md_use(p, p->md_ops.v[i], a->kw->s, &name);
			if (use == MDU_DROP) {   /* one each: only the first of a kind counts */
				LLPending e = {a->md->id, MDU_DROP, p->md_seq.v[i], a->loc, a->kw};
				vec_push(&p->pending, e);
				continue;
			}
			unsigned k = ll_pending(p, a->md->id, (unsigned)use, p->md_seq.v[i], a->loc);
			if (name)
				op_set_attr(p->c, p->md_ops.v[i], ll_sym(p, name), attr_pending(p->c, k));
		}
	p->md_ops.n = p->md_atts.n = p->md_seq.n = p->fn_mds;
	return true;
}

void ll_md_unpend(LLParser *p, unsigned npending)
{
	const char *name;
	for (unsigned i = p->fn_mds; i < p->md_ops.n; i++)
		for (unsigned j = 0; j < p->md_atts.v[i]->n; j++) {
			LLAttr *a = p->md_atts.v[i]->v[j];
			if (md_use(p, p->md_ops.v[i], a->kw->s, &name) >= 0 && name)
				op_set_attr(p->c, p->md_ops.v[i], ll_sym(p, name), NULL);
		}
	for (unsigned i = npending; i < p->pending.n; i++)
		if (p->pending.v[i].use != MDU_DROP)
			map_del(&p->pending_index, ((uint64_t)p->pending.v[i].id << MDU_BITS | p->pending.v[i].use) + 1);
	p->pending.n = npending;
}

/* The variable (or label) of a debug intrinsic: NULL if not one. */
static Attr *divar_attr(LLParser *p, LLMd *m)
{
	Attr *a = ll_di_attr(p, m);
	return attr_is_llvm(a, LL_DI_LOCAL_VARIABLE) || attr_is_llvm(a, LL_DI_LABEL) ? a : NULL;
}

/* The attribute of placeholder i, into the Feed; a node that is missing,
 * or malformed where the whole-module import could not drop it alone,
 * sends the import back to the whole module (feed->broken). */
static void resolve_pending(LLParser *p, unsigned i)
{
	LLPending *e = &p->pending.v[i];
	LLMd ref = {.kind = MD_REF, .id = e->id};
	LLMd *m = md_get(p, &ref);
	Attr *v = NULL;
	if (e->use == MDU_DISP) {
		if (m)
			ll_di_attr(p, &ref);   /* (by its reference: a subprogram's id is its number) */
		return;
	}
	if (m && e->use == MDU_DROP) {
		char buf[96];
		snprintf(buf, sizeof buf, "metadata !%s", e->kw->s);
		ll_drop(p, e->loc, buf);
		return;
	}
	if (m)
		v = e->use == MDU_TBAA ? tbaa_attr(p, m) : e->use == MDU_SCOPES ? scopes_attr(p, m) :
		    e->use == MDU_SCOPE ? scope_attr(p, m) :
		    e->use == MDU_LOOP ? loop_attr(p, m, e->loc) : e->use == MDU_TBAA_STRUCT ? tbaa_struct_attr(p, m) :
		    e->use == MDU_DEREF || e->use == MDU_DEREF_NULL ? deref_attr(p, m, e->use == MDU_DEREF_NULL) :
		    e->use == MDU_MMRA ? mmra_attr(p, m) : e->use == MDU_GROUPS ? groups_attr(p, e->id, m) :
		    e->use == MDU_DIVAR ? divar_attr(p, m) :
		    weights_attr(p, m);
	if (!v && m && e->use == MDU_LOOP)
		ll_drop(p, e->loc, "metadata !llvm.loop");
	else if (!v && m && e->use == MDU_TBAA_STRUCT)
		ll_drop(p, e->loc, "metadata !tbaa.struct");
	else if (!v && m && e->use == MDU_WEIGHTS)
		ll_drop(p, e->loc, "metadata !prof");
	else if (!v && m && e->use == MDU_MMRA)
		ll_drop(p, e->loc, "metadata !mmra");
	else if (!v && m && e->use == MDU_GROUPS)
		ll_drop(p, e->loc, "metadata !llvm.access.group");
	else if (!v)
		p->feed->whole = p->feed->broken = true;
	p->feed->pending[i] = v;
}

/* Whether placeholder k stands for metadata (not a call's #N group or
 * memory effects, import_call.c) */
static bool md_pending(LLParser *p, unsigned k)
{
	return p->pending.v[k].use != MDU_GROUP && p->pending.v[k].use != MDU_CALLMEM && p->pending.v[k].use != MDU_XGROUP;
}

static const char *const kernel_kinds[] = {"vec_type_hint", "work_group_size_hint", "reqd_work_group_size",
                                           "intel_reqd_sub_group_size", NULL};

bool ll_kernel_md_kind(const char *k)
{
	for (const char *const *v = kernel_kinds; *v; v++)
		if (!strcmp(k, *v))
			return true;
	return false;
}

/* The attribute of kernel metadata node n of kind k: vec_type_hint
 * !{T undef, i32 signed} -> #llvm.vec_type_hint<hint = T[, is_signed = true]>,
 * the sizes !{i32 ...} -> array<i32: ...>, intel_reqd_sub_group_size
 * !{i32 N} -> N : i32; NULL if n is not of that form. */
static Attr *kernel_attr(LLParser *p, const char *k, LLMd *n)
{
	unsigned cnt = n && n->kind == MD_NODE && n->elts ? n->elts->n : 0;
	Type *i32 = type_i(p->c, 32);
	int64_t v;
	if (!strcmp(k, "vec_type_hint")) {
		LLMd *h = md_elt(p, n, 0);
		if (cnt != 2 || !h || h->kind != MD_VAL || !h->v || !h->v->ty || !md_int(md_elt(p, n, 1), &v))
			return NULL;
		Attr *f[2] = {attr_type(p->c, h->v->ty), v ? attr_bool(p->c, true) : NULL};
		return attr_llvm(p->c, LL_VEC_TYPE_HINT, f, 0);
	}
	if (!strcmp(k, "intel_reqd_sub_group_size"))
		return cnt == 1 && md_int(md_elt(p, n, 0), &v) ? attr_int(p->c, i32, v) : NULL;
	Attr **e = arena_alloc(p->a, (cnt ? cnt : 1) * sizeof *e);
	for (unsigned i = 0; i < cnt; i++) {
		if (!md_int(md_elt(p, n, i), &v))
			return NULL;
		e[i] = attr_int(p->c, i32, v);
	}
	return cnt ? attr_dense_array(p->c, i32, cnt, e) : NULL;
}

static void kernel_md(LLParser *p)
{
	for (unsigned i = 0; i < p->kmd_ops.n; i++) {
		LLAttr *a = p->kmd_atts.v[i];
		if (!strcmp(a->kw->s, "dbg") && p->kmd_ops.v[i]->kind == OP_LLVM_FUNC) {
			ll_fn_dbg_loc(p, p->kmd_ops.v[i], a->md);   /* its location (--mlir-print-debuginfo) */
			continue;
		}
		if (!strcmp(a->kw->s, "dbg")) {   /* a global's DIGlobalVariableExpression: dbg_exprs */
			Attr *e = ll_di_attr(p, a->md);
			bool many = gen_of(p->c->llvm_version)->keeps & GK_DBG_EXPRS;
			Sym *k = ll_sym(p, many ? "dbg_exprs" : "dbg_expr");
			Attr *old = op_attr(p->kmd_ops.v[i], k);
			if (!attr_is_llvm(e, LL_DI_GLOBAL_VARIABLE_EXPR) || (!many && old)) {
				ll_drop(p, a->loc, "metadata !dbg");
				continue;
			}
			if (!many) {
				op_set_attr(p->c, p->kmd_ops.v[i], k, e);
				continue;
			}
			unsigned n = old ? old->arr.n : 0;
			Attr **v = arena_alloc(p->a, (n + 1) * sizeof *v);
			for (unsigned j = 0; j < n; j++)
				v[j] = old->arr.elts[j];
			v[n] = e;
			op_set_attr(p->c, p->kmd_ops.v[i], k, attr_array(p->c, n + 1, v));
			continue;
		}
		Attr *v = kernel_attr(p, a->kw->s, md_get(p, a->md));
		if (v)
			op_set_attr(p->c, p->kmd_ops.v[i], ll_sym(p, a->kw->s), v);
		else {
			char buf[96];
			snprintf(buf, sizeof buf, "metadata !%s", a->kw->s);
			ll_drop(p, a->loc, buf);
		}
	}
}

void ll_resolve_md(LLParser *p)
{
	kernel_md(p);
	/* in the order of the attachments, as the whole-module import would:
	 * what is dropped is listed in the order it is met */
	unsigned k = 0;
	if (p->pending.n) {
		p->feed->pending = arena_alloc(p->c->arena, p->pending.n * sizeof *p->feed->pending);
		p->feed->npending = p->pending.n;
	}
	for (unsigned i = 0; i <= p->md_ops.n; i++) {
		for (; k < p->pending.n && (!md_pending(p, k) || i == p->md_ops.n ||
		                            p->pending.v[k].seq < p->md_seq.v[i]); k++)
			if (md_pending(p, k))
				resolve_pending(p, k);
		if (i == p->md_ops.n)
			break;
		Op *op = p->md_ops.v[i];
		LList *l = p->md_atts.v[i];
		for (unsigned j = 0; j < l->n; j++) {
			LLAttr *a = l->v[j];
			LLMd *m = md_get(p, a->md);
			const char *k = a->kw->s;
			Attr *v = NULL;
			const char *name = NULL;
			if (!m) {
				error_at(p->c, a->loc, "undefined metadata");
				continue;
			}
			if (!strcmp(k, "tbaa") && ll_access_kind(op, k))
				v = tbaa_attr(p, m), name = "tbaa";
			else if (ll_access_kind(op, k))
				v = scopes_attr(p, m), name = k[0] == 'a' ? "alias_scopes" : "noalias_scopes";
			else if (ll_group_kind(op, k))
				v = groups_attr(p, a->md->kind == MD_REF ? a->md->id : ~0u, m), name = "access_groups";
			else if (!strcmp(k, ll_dbg_sp_kind)) {
				ll_di_attr(p, a->md);   /* (by its reference: a subprogram's id is its number) */
				continue;
			} else if (!strcmp(k, ll_dbg_var_kind) && op->kind == OP_LLVM_INTR) {
				if (!ll_dbg_resolve(p, op, m)) {
					ll_drop(p, a->loc, "debug intrinsics");
					op_erase(op);
					break;
				}
				continue;
			} else if (!strcmp(k, ll_scope_decl_kind) && op->kind == OP_LLVM_INTR) {
				if (!(v = scope_attr(p, m)))
					error_at(p->c, a->loc, "expected the metadata argument of llvm.experimental.noalias.scope.decl "
					         "to be a list of one alias scope");
				name = "scope";
			} else if (!strcmp(k, "tbaa.struct") && op->kind == OP_LLVM_INTR && p->c->keep_ll_extras)
				v = tbaa_struct_attr(p, m), name = "xlate.tbaa_struct";
			else if (!strcmp(k, "llvm.loop") && (op->kind == OP_LLVM_BR || op->kind == OP_LLVM_COND_BR))
				v = loop_attr(p, m, a->loc), name = "loop_annotation";
			else if (!strcmp(k, "prof") && (op->kind == OP_LLVM_COND_BR || op->kind == OP_LLVM_SWITCH
			                                 || op->kind == OP_LLVM_INVOKE))
				v = weights_attr(p, m), name = "branch_weights";
			else if (ll_deref_kind(op, k))
				v = deref_attr(p, m, strcmp(k, "dereferenceable") != 0), name = "dereferenceable";
			else if (ll_mmra_kind(p, k))
				v = mmra_attr(p, m), name = "llvm.mmra";
			if (v)
				op_set_attr(p->c, op, ll_sym(p, name), v);
			else if (strcmp(k, ll_scope_decl_kind) != 0) {
				char buf[96];
				snprintf(buf, sizeof buf, "metadata !%s", k);
				ll_drop(p, a->loc, buf);
			}
		}
	}
}
