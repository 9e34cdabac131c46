/* import_md.c - the metadata the importer models, resolved once the whole
 * file is read (nodes are defined after their uses): !tbaa access tags
 * become `tbaa = [#llvm.tbaa_tag<...>]`, !llvm.loop becomes
 * `loop_annotation = #llvm.loop_annotation<...>`, !prof branch weights
 * become `branch_weights = array<i32: ...>`.  Other kinds are dropped. */
#include <string.h>

#include "llvmir/import.h"

static LLMd *md_get(LLParser *p, LLMd *m)
{
	for (int guard = 0; m && m->kind == MD_REF && guard < 4; guard++)
		m = llmap_get(&p->mds, (uint64_t)m->id + 1);
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

/* Writes a quoted MLIR string. */
static void out_quoted(Out *o, const char *s)
{
	out_ch(o, '"');
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;
		if (ch == '"' || ch == '\\' || ch < 0x20 || ch >= 0x7f)
			out_fmt(o, "\\%02X", ch);
		else
			out_ch(o, (char)ch);
	}
	out_ch(o, '"');
}

/* #llvm.tbaa_root / #llvm.tbaa_type_desc of a TBAA type node. */
static bool tbaa_type(LLParser *p, Out *o, LLMd *n, unsigned depth)
{
	const char *id = md_str(md_elt(p, n, 0));
	if (!n || n->kind != MD_NODE || depth > 64)
		return false;
	unsigned cnt = n->elts ? n->elts->n : 0;
	if (cnt <= 1 || (cnt == 2 && md_elt(p, n, 1) && md_elt(p, n, 1)->kind == MD_STR)) {
		out_str(o, "#llvm.tbaa_root");
		if (id) {
			out_str(o, "<id = ");
			out_quoted(o, id);
			out_ch(o, '>');
		}
		return true;
	}
	if (!id)
		return false;
	out_str(o, "#llvm.tbaa_type_desc<id = ");
	out_quoted(o, id);
	out_str(o, ", members = {");
	for (unsigned i = 1; i + 1 < cnt; i += 2) {
		int64_t off;
		if (!md_int(md_elt(p, n, i + 1), &off))
			return false;
		if (i > 1)
			out_str(o, ", ");
		out_ch(o, '<');
		if (!tbaa_type(p, o, md_elt(p, n, i), depth + 1))
			return false;
		out_fmt(o, ", %lld>", (long long)off);
	}
	out_str(o, "}>");
	return true;
}

static Attr *tbaa_attr(LLParser *p, LLMd *tag)
{
	LLMd *base = md_elt(p, tag, 0), *access = md_elt(p, tag, 1);
	int64_t off, cst = 0;
	if (!base || !access || !md_int(md_elt(p, tag, 2), &off))
		return NULL;
	md_int(md_elt(p, tag, 3), &cst);
	Out o;
	out_init(&o);
	out_str(&o, "base_type = ");
	bool ok = tbaa_type(p, &o, base, 0);
	out_str(&o, ", access_type = ");
	ok = ok && tbaa_type(p, &o, access, 0);
	out_fmt(&o, ", offset = %lld", (long long)off);
	if (cst)
		out_str(&o, ", constant = true");
	Attr *a = NULL;
	if (ok) {
		Attr *tagattr = attr_opaque(p->c, ATTR_OPAQUE, ll_sym(p, "llvm.tbaa_tag"), intern(p->c, o.buf, o.len));
		a = attr_array(p->c, 1, &tagattr);
	}
	out_free(&o);
	return a;
}

/* The properties of an !llvm.loop node that MLIR 19 models. */
static Attr *loop_attr(LLParser *p, LLMd *n, Loc loc)
{
	bool must = false, isvec = false;
	char unroll[160] = "", vec[160] = "", licm[64] = "", peeled[64] = "", distribute[64] = "";
	unsigned cnt = n && n->kind == MD_NODE && n->elts ? n->elts->n : 0;
	for (unsigned i = 1; i < cnt; i++) {
		LLMd *e = md_elt(p, n, i);
		const char *k = md_str(md_elt(p, e, 0));
		int64_t v = 0;
		bool hasv = md_int(md_elt(p, e, 1), &v);
		char *dst = NULL;
		char item[64] = "";
		if (!k) {
			ll_drop(p, loc, "loop metadata (debug locations)");
			continue;
		}
		if (!strcmp(k, "llvm.loop.mustprogress"))
			must = true;
		else if (!strcmp(k, "llvm.loop.isvectorized"))
			isvec = true;
		else if (!strcmp(k, "llvm.loop.unroll.disable"))
			dst = unroll, strcpy(item, "disable = true");
		else if (!strcmp(k, "llvm.loop.unroll.enable"))
			dst = unroll, strcpy(item, "disable = false");
		else if (!strcmp(k, "llvm.loop.unroll.count") && hasv)
			dst = unroll, snprintf(item, sizeof item, "count = %lld : i32", (long long)v);
		else if (!strcmp(k, "llvm.loop.unroll.runtime.disable"))
			dst = unroll, strcpy(item, "runtimeDisable = true");
		else if (!strcmp(k, "llvm.loop.unroll.full"))
			dst = unroll, strcpy(item, "full = true");
		else if (!strcmp(k, "llvm.loop.vectorize.enable") && hasv)
			dst = vec, snprintf(item, sizeof item, "disable = %s", v ? "false" : "true");
		else if (!strcmp(k, "llvm.loop.vectorize.width") && hasv)
			dst = vec, snprintf(item, sizeof item, "width = %lld : i32", (long long)v);
		else if (!strcmp(k, "llvm.licm.disable"))
			dst = licm, strcpy(item, "disable = true");
		else if (!strcmp(k, "llvm.loop.licm_versioning.disable"))
			dst = licm, strcpy(item, "versioningDisable = true");
		else if (!strcmp(k, "llvm.loop.peeled.count") && hasv)
			dst = peeled, snprintf(item, sizeof item, "count = %lld : i32", (long long)v);
		else if (!strcmp(k, "llvm.loop.distribute.enable") && hasv)
			dst = distribute, snprintf(item, sizeof item, "disable = %s", v ? "false" : "true");
		else {
			char buf[128];
			snprintf(buf, sizeof buf, "loop metadata '%s'", k);
			ll_drop(p, loc, buf);
			continue;
		}
		if (dst) {
			if (dst[0])
				strcat(dst, ", ");
			strncat(dst, item, 159 - strlen(dst));
		}
	}
	Out o;
	out_init(&o);
	bool first = true;
#define FIELD(...) do { if (!first) out_str(&o, ", "); first = false; out_fmt(&o, __VA_ARGS__); } while (0)
	if (vec[0]) FIELD("vectorize = #llvm.loop_vectorize<%s>", vec);
	if (unroll[0]) FIELD("unroll = #llvm.loop_unroll<%s>", unroll);
	if (licm[0]) FIELD("licm = #llvm.loop_licm<%s>", licm);
	if (distribute[0]) FIELD("distribute = #llvm.loop_distribute<%s>", distribute);
	if (peeled[0]) FIELD("peeled = #llvm.loop_peeled<%s>", peeled);
	if (must) FIELD("mustProgress = true");
	if (isvec) FIELD("isVectorized = true");
#undef FIELD
	Attr *a = first ? NULL : attr_opaque(p->c, ATTR_OPAQUE, ll_sym(p, "llvm.loop_annotation"), intern(p->c, o.buf, o.len));
	out_free(&o);
	return a;
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
		Out o;
		out_init(&o);
		out_fmt(&o, "id = distinct[%u]<>, domain = #llvm.alias_scope_domain<id = distinct[%u]<>", sid, did);
		const char *dd = md_str(md_elt(p, dom, 1));
		if (dd) {
			out_str(&o, ", description = ");
			out_quoted(&o, dd);
		}
		out_ch(&o, '>');
		const char *sd = md_str(md_elt(p, scope, 2));
		if (sd) {
			out_str(&o, ", description = ");
			out_quoted(&o, sd);
		}
		v[i] = attr_opaque(p->c, ATTR_OPAQUE, ll_sym(p, "llvm.alias_scope"), intern(p->c, o.buf, o.len));
		out_free(&o);
	}
	return n ? attr_array(p->c, n, v) : NULL;
}

void ll_resolve_md(LLParser *p)
{
	for (unsigned i = 0; i < p->md_ops.n; i++) {
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
			if (!strcmp(k, "tbaa") && (op->kind == OP_LLVM_LOAD || op->kind == OP_LLVM_STORE || op->kind == OP_LLVM_INTR))
				v = tbaa_attr(p, m), name = "tbaa";
			else if ((!strcmp(k, "alias.scope") || !strcmp(k, "noalias"))
			         && (op->kind == OP_LLVM_LOAD || op->kind == OP_LLVM_STORE || op->kind == OP_LLVM_INTR))
				v = scopes_attr(p, m), name = k[0] == 'a' ? "alias_scopes" : "noalias_scopes";
			else if (!strcmp(k, "llvm.loop") && (op->kind == OP_LLVM_BR || op->kind == OP_LLVM_COND_BR))
				v = loop_attr(p, m, a->loc), name = "loop_annotation";
			else if (!strcmp(k, "prof") && (op->kind == OP_LLVM_COND_BR || op->kind == OP_LLVM_SWITCH))
				v = weights_attr(p, m), name = "branch_weights";
			if (v)
				op_set_attr(p->c, op, ll_sym(p, name), v);
			else {
				char buf[96];
				snprintf(buf, sizeof buf, "metadata !%s", k);
				ll_drop(p, a->loc, buf);
			}
		}
	}
}
