/* ll_meta.c - metadata of the .ll printer: uniqued metadata nodes, TBAA
 * type descriptors and access tags (tbaa = [#llvm.tbaa_tag<...>] on loads
 * and stores), and loop annotations (#llvm.loop_annotation<...> on
 * branches), translated the way mlir-translate-19 does.  The attributes
 * are dialect attributes kept as text, so this file reads their bodies. */
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

/* The value text of `key = value` at the top level of an attribute body
 * (nested <>, {}, [] and strings skipped); NULL if absent. */
static const char *kv_get(const char *body, const char *key, size_t *len)
{
	size_t kn = strlen(key);
	int depth = 0;
	bool q = false;
	for (const char *s = body; *s; s++) {
		if (q) {
			if (*s == '\\' && s[1])
				s++;
			else if (*s == '"')
				q = false;
			continue;
		}
		if (*s == '"') {
			q = true;
		} else if (*s == '<' || *s == '{' || *s == '[' || *s == '(') {
			depth++;
		} else if (*s == '>' || *s == '}' || *s == ']' || *s == ')') {
			depth--;
		} else if (!depth && strncmp(s, key, kn) == 0 && (s == body || s[-1] == ' ' || s[-1] == ',')) {
			const char *v = s + kn;
			while (*v == ' ')
				v++;
			if (*v != '=')
				continue;
			v++;
			while (*v == ' ')
				v++;
			const char *e = v;
			int d = 0;
			bool qq = false;
			for (; *e && (qq || d || *e != ','); e++) {
				if (qq) {
					if (*e == '\\' && e[1])
						e++;
					else if (*e == '"')
						qq = false;
				} else if (*e == '"') {
					qq = true;
				} else if (*e == '<' || *e == '{' || *e == '[' || *e == '(') {
					d++;
				} else if (*e == '>' || *e == '}' || *e == ']' || *e == ')') {
					if (!d)
						break;
					d--;
				}
			}
			while (e > v && e[-1] == ' ')
				e--;
			*len = (size_t)(e - v);
			return v;
		}
	}
	return NULL;
}

static bool kv_true(const char *body, const char *key)
{
	size_t n;
	const char *v = kv_get(body, key, &n);
	return v && n == 4 && strncmp(v, "true", 4) == 0;
}

static bool kv_int(const char *body, const char *key, long *out)
{
	size_t n;
	const char *v = kv_get(body, key, &n);
	if (!v)
		return false;
	*out = strtol(v, NULL, 10);
	return true;
}

/* The body of a "#llvm.NAME<...>" value of length n, into a heap copy. */
static char *inner(const char *v, size_t n, const char *name)
{
	size_t pn = strlen(name);
	if (n < pn + 2 || strncmp(v, name, pn) != 0 || v[pn] != '<' || v[n - 1] != '>')
		return NULL;
	char *b = xmalloc(n - pn - 1);
	memcpy(b, v + pn + 1, n - pn - 2);
	b[n - pn - 2] = 0;
	return b;
}

/* The MLIR string literal at v (quoted, escapes \XX and \n...) as an MD
 * string !"...". */
static void md_string(Out *o, const char *v, size_t n)
{
	out_ch(o, '!');
	if (n >= 2 && v[0] == '"')
		out_mem(o, v, n);  /* the same escapes as LLVM's \XX form */
	else
		out_str(o, "\"\"");
}

/* Just after the '>' matching the first '<' from s (strings skipped). */
static const char *after_angle(const char *s, const char *lim)
{
	int d = 0;
	bool q = false;
	for (; s < lim; s++) {
		if (q) {
			if (*s == '\\' && s + 1 < lim)
				s++;
			else if (*s == '"')
				q = false;
		} else if (*s == '"') {
			q = true;
		} else if (*s == '<') {
			d++;
		} else if (*s == '>' && --d == 0) {
			return s + 1;
		}
	}
	return lim;
}

/* A TBAA root or type descriptor; returns its node number. */
static long tbaa_type(LLP *p, const char *v, size_t n)
{
	char *b;
	Out o;
	out_init(&o);
	long r = -1;
	if ((b = inner(v, n, "#llvm.tbaa_root"))) {
		size_t in;
		const char *id = kv_get(b, "id", &in);
		out_str(&o, "!{");
		if (id)
			md_string(&o, id, in);
		out_ch(&o, '}');
		r = md_node(p, o.buf, o.len);
	} else if ((b = inner(v, n, "#llvm.tbaa_type_desc"))) {
		size_t in, mn;
		const char *id = kv_get(b, "id", &in), *m = kv_get(b, "members", &mn);
		out_str(&o, "!{");
		if (id)
			md_string(&o, id, in);
		/* members = {<#llvm.tbaa_..., 0>, ...} */
		const char *c = m, *lim = m ? m + mn : NULL;
		while (c && c < lim) {
			while (c < lim && *c != '#')
				c++;
			if (c >= lim)
				break;
			const char *e = after_angle(c, lim);
			long t = tbaa_type(p, c, (size_t)(e - c));
			while (e < lim && (*e < '0' || *e > '9'))
				e++;
			out_fmt(&o, ", !%ld, i64 %ld", t, strtol(e, NULL, 10));
			while (e < lim && *e >= '0' && *e <= '9')
				e++;
			c = e;
		}
		out_ch(&o, '}');
		r = md_node(p, o.buf, o.len);
	}
	free(b);
	out_free(&o);
	return r;
}

/* ", !tbaa !N" for a memory access (load, store, memory intrinsic) with a tbaa attribute. */
void lp_tbaa(LLP *p, Op *op)
{
	Attr *a = lp_attr(op, "tbaa");
	if (a && a->kind == ATTR_ARRAY && a->arr.n)
		a = a->arr.elts[0];
	if (!a || a->kind != ATTR_OPAQUE || !a->opaque.body || strcmp(a->opaque.dialect->s, "llvm.tbaa_tag"))
		return;
	const char *b = a->opaque.body->s;
	size_t bn, an;
	const char *bt = kv_get(b, "base_type", &bn), *at = kv_get(b, "access_type", &an);
	long off = 0;
	kv_int(b, "offset", &off);
	if (!bt || !at)
		return;
	long base = tbaa_type(p, bt, bn), acc = tbaa_type(p, at, an);
	if (base < 0 || acc < 0)
		return;
	Out o;
	out_init(&o);
	out_fmt(&o, "!{!%ld, !%ld, i64 %ld%s}", base, acc, off, kv_true(b, "constant") ? ", i64 1" : "");
	out_fmt(p->o, ", !tbaa !%u", md_node(p, o.buf, o.len));
	out_free(&o);
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

/* The options of one #llvm.loop_X<...> of a loop annotation. */
static void loop_options(LLP *p, Out *o, const char *ann, const char *key, const char *attr)
{
	static const struct { const char *attr, *key, *name, *ty; bool neg; } opts[] = {
		{"#llvm.loop_vectorize", "disable", "llvm.loop.vectorize.enable", "i1", true},
		{"#llvm.loop_vectorize", "predicateEnable", "llvm.loop.vectorize.predicate.enable", "i1", false},
		{"#llvm.loop_vectorize", "scalableEnable", "llvm.loop.vectorize.scalable.enable", "i1", false},
		{"#llvm.loop_vectorize", "width", "llvm.loop.vectorize.width", "i32", false},
		{"#llvm.loop_interleave", "count", "llvm.loop.interleave.count", "i32", false},
		{"#llvm.loop_unroll", "disable", "llvm.loop.unroll.disable", NULL, false},
		{"#llvm.loop_unroll", "count", "llvm.loop.unroll.count", "i32", false},
		{"#llvm.loop_unroll", "runtimeDisable", "llvm.loop.unroll.runtime.disable", "i1", false},
		{"#llvm.loop_unroll", "full", "llvm.loop.unroll.full", NULL, false},
		{"#llvm.loop_unroll_and_jam", "disable", "llvm.loop.unroll_and_jam.disable", NULL, false},
		{"#llvm.loop_unroll_and_jam", "count", "llvm.loop.unroll_and_jam.count", "i32", false},
		{"#llvm.loop_licm", "disable", "llvm.licm.disable", NULL, false},
		{"#llvm.loop_licm", "versioningDisable", "llvm.loop.licm_versioning.disable", NULL, false},
		{"#llvm.loop_distribute", "disable", "llvm.loop.distribute.enable", "i1", true},
		{"#llvm.loop_pipeline", "disable", "llvm.loop.pipeline.disable", "i1", false},
		{"#llvm.loop_pipeline", "initiationinterval", "llvm.loop.pipeline.initiationinterval", "i32", false},
		{"#llvm.loop_peeled", "count", "llvm.loop.peeled.count", "i32", false},
		{"#llvm.loop_unswitch", "partialDisable", "llvm.loop.unswitch.partial.disable", NULL, false},
	};
	size_t n;
	const char *v = kv_get(ann, key, &n);
	char *b = v ? inner(v, n, attr) : NULL;
	if (!b)
		return;
	for (size_t i = 0; i < sizeof opts / sizeof *opts; i++) {
		if (strcmp(opts[i].attr, attr) != 0)
			continue;
		size_t vn;
		const char *x = kv_get(b, opts[i].key, &vn);
		if (!x)
			continue;
		bool t = vn == 4 && strncmp(x, "true", 4) == 0;
		if (!opts[i].ty) {
			if (t)
				unit_node(p, o, opts[i].name);
		} else if (strcmp(opts[i].ty, "i1") == 0) {
			value_node(p, o, opts[i].name, "i1", opts[i].neg ? !t : t);
		} else {
			value_node(p, o, opts[i].name, opts[i].ty, strtol(x, NULL, 10));
		}
	}
	free(b);
}

/* ", !llvm.loop !N" for a branch with a loop annotation; one distinct
 * node per annotation. */
void lp_loop(LLP *p, Op *op)
{
	Attr *a = lp_attr(op, "loop_annotation");
	if (!a || a->kind != ATTR_OPAQUE || !a->opaque.body)
		return;
	VSlot *s = lp_map_get(&p->loops, a, true);
	if (s->num < 0) {
		const char *b = a->opaque.body->s;
		Out o;
		out_init(&o);
		if (kv_true(b, "disableNonforced"))
			unit_node(p, &o, "llvm.loop.disable_nonforced");
		if (kv_true(b, "mustProgress"))
			unit_node(p, &o, "llvm.loop.mustprogress");
		if (kv_true(b, "isVectorized"))
			value_node(p, &o, "llvm.loop.isvectorized", "i32", 1);
		loop_options(p, &o, b, "vectorize", "#llvm.loop_vectorize");
		loop_options(p, &o, b, "interleave", "#llvm.loop_interleave");
		loop_options(p, &o, b, "unroll", "#llvm.loop_unroll");
		loop_options(p, &o, b, "unrollAndJam", "#llvm.loop_unroll_and_jam");
		loop_options(p, &o, b, "licm", "#llvm.loop_licm");
		loop_options(p, &o, b, "distribute", "#llvm.loop_distribute");
		loop_options(p, &o, b, "pipeline", "#llvm.loop_pipeline");
		loop_options(p, &o, b, "peeled", "#llvm.loop_peeled");
		loop_options(p, &o, b, "unswitch", "#llvm.loop_unswitch");
		s->num = lp_new_md(p);
		out_fmt(&p->md, "!%ld = distinct !{!%ld", s->num, s->num);
		out_mem(&p->md, o.buf, o.len);
		out_str(&p->md, "}\n");
		out_free(&o);
	}
	out_fmt(p->o, ", !llvm.loop !%ld", s->num);
}

/* A distinct node for an alias scope or domain, keyed by its id text
 * ("distinct[1]<>"): `!N = distinct !{!N[, !domain][, !"description"]}`. */
static long scope_node(LLP *p, const char *v, size_t n)
{
	bool is_domain = n > 26 && strncmp(v, "#llvm.alias_scope_domain<", 25) == 0;
	char *b = inner(v, n, is_domain ? "#llvm.alias_scope_domain" : "#llvm.alias_scope");
	if (!b)
		return -1;
	size_t in, dn, sn;
	const char *id = kv_get(b, "id", &in);
	Out key;
	out_init(&key);
	out_str(&key, is_domain ? "domain:" : "scope:");
	if (id)
		out_mem(&key, id, in);
	else
		out_mem(&key, v, n);
	Sym *k = intern(p->c, key.buf, key.len);
	out_free(&key);
	VSlot *s = lp_map_get(&p->md_seen, k, true);
	if (s->num < 0) {
		long dom = -1;
		const char *d = is_domain ? NULL : kv_get(b, "domain", &dn);
		if (d)
			dom = scope_node(p, d, dn);
		s->num = lp_new_md(p);
		out_fmt(&p->md, "!%ld = distinct !{!%ld", s->num, s->num);
		if (dom >= 0)
			out_fmt(&p->md, ", !%ld", dom);
		const char *desc = kv_get(b, "description", &sn);
		if (desc) {
			out_str(&p->md, ", ");
			md_string(&p->md, desc, sn);
		}
		out_str(&p->md, "}\n");
	}
	free(b);
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
		Attr *e = a->kind == ATTR_ARRAY ? a->arr.elts[i] : a;
		if (e->kind != ATTR_OPAQUE || !e->opaque.body)
			continue;
		Out t;
		out_init(&t);
		out_fmt(&t, "#%s<%s>", e->opaque.dialect->s, e->opaque.body->s);
		long sc = scope_node(p, t.buf, t.len);
		out_free(&t);
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
