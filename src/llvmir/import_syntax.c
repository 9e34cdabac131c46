/* import_syntax.c - the records the LLVM IR grammar's actions build
 * (lists, attribute words, values, metadata nodes: what a builder reads
 * before it makes ops), their checks as llvm-as's parser makes them
 * (an attribute that takes an argument written bare), and the small
 * helpers every builder uses: locations, op states, the dropped-content
 * warning, integer and dense attributes. */
#include <errno.h>
#include <string.h>

#include "llvmir/import_fn.h"
#include "llvmir/attr_positions.h"
#include "llvmir/attr_types.h"

LList *ll_list(LLParser *p, void *first)
{
	LList *l = arena_alloc(p->a, sizeof *l);
	if (first)
		ll_append(p, l, first);
	return l;
}

LList *ll_append(LLParser *p, LList *l, void *x)
{
	if (!l)
		l = ll_list(p, NULL);
	if (l->n == l->cap) {
		unsigned cap = l->cap ? 2 * l->cap : 4;
		void **v = arena_alloc(p->a, cap * sizeof *v);
		if (l->n)
			memcpy(v, l->v, l->n * sizeof *v);
		l->v = v;
		l->cap = cap;
	}
	l->v[l->n++] = x;
	return l;
}

void ll_text_done(LLParser *p)
{
	if (p->src->mapped && p->tok - p->kept >= TEXT_DROP_STEP) {
		p->kept = text_drop(p->src, p->kept, p->tok);
		p->src->mark = p->line_start;
		p->src->mark_line = p->line;
	}
}

Loc ll_loc(LLParser *p, unsigned line, unsigned col)
{
	if (p->base.line)   /* ll_parse_type: a piece of another file */
		return (Loc){p->base.file, p->base.line + line - 1, line == 1 ? p->base.col + col - 1 : col};
	return (Loc){p->src->file, line, col};
}

Loc ll_loc_next_token(LLParser *p, const char *at)
{
	if (p->tok >= at)   /* the lexer has read it (the parser's lookahead) */
		return ll_loc(p, p->line, (unsigned)(p->tok - p->line_start) + 1);
	/* else at ends the last token read, on the lexer's line */
	const char *q = at, *ls = p->line_start;
	unsigned line = p->line;
	while (q < p->lim) {
		if (*q == ' ' || *q == '\t' || *q == '\r') {
			q++;
		} else if (*q == '\n') {
			line++;
			ls = ++q;
		} else if (*q == ';') {
			while (q < p->lim && *q != '\n')
				q++;
		} else {
			break;
		}
	}
	return ll_loc(p, line, (unsigned)(q - ls) + 1);
}

LLAttr *ll_mkattr(LLParser *p, int kind, Sym *kw, Loc loc)
{
	LLAttr *a = arena_alloc(p->a, sizeof *a);
	a->kind = kind;
	a->kw = kw;
	a->loc = loc;
	if (kind == A_GROUP)
		a->group = (unsigned)strtoul(kw->s, NULL, 10);
	return a;
}

/* align N, align(N) (nloc: at N or at the parenthesis): llvm-as's
 * checks, a power of two up to 2^32 */
LLAttr *ll_align(LLParser *p, Sym *n, Loc loc, Loc nloc)
{
	LLAttr *a = ll_mkattr(p, A_INT, ll_sym(p, "align"), loc);
	a->val = n;
	uint64_t v;
	errno = 0;
	if (!ll_digits(n, &v))   /* the common case, without strtoull */
		v = n->s[0] == '-' ? 0 : strtoull(n->s, NULL, 10);
	const char *msg = n->s[0] == '-' ? "expected integer"
	                  : errno == ERANGE || (v && !(v & (v - 1)) && v > (1ull << 32)) ? "huge alignments are not supported yet"
	                  : !v || (v & (v - 1)) ? "alignment is not a power of two" : NULL;
	if (msg && !p->c->nerrors)
		error_at(p->c, nloc, "%s", msg);
	return a;
}

/* The attributes that take an argument in parentheses: 2 always, 1 when
 * written (uwtable, uwtable(sync)); the other kinds LLVM knows take none. */
static int attr_args_of(const char *w)
{
	static const char *const needs_args[] = {
		"alignstack", "allockind", "allocsize", "byref", "byval", "captures", "dereferenceable",
		"dereferenceable_or_null", "elementtype", "inalloca", "initializes", "memory", "nofpclass",
		"preallocated", "range", "sret", "vscale_range",
	};
	for (size_t i = 0; i < sizeof needs_args / sizeof *needs_args; i++)
		if (!strcmp(w, needs_args[i]))
			return 2;
	return !strcmp(w, "uwtable") || !strcmp(w, "dead_on_return") || !ll_attr_kind_known(w);
}

/* attr_args_of, asked once a word */
static int attr_takes_args(Sym *w)
{
	if (!w->llargs)
		w->llargs = (uint8_t)(attr_args_of(w->s) + 1);
	return w->llargs - 1;
}

/* An attribute written as a bare word: one that takes an argument is
 * llvm-as's "expected '('" without it (read as a bare word, it was
 * passed through as a flag --to-llvm rejects). */
LLAttr *ll_attr_word(LLParser *p, Sym *kw, Loc loc)
{
	if (attr_takes_args(kw) == 2 && !p->c->nerrors) {
		Loc at = loc;
		at.col += (uint32_t)kw->len;
		error_at(p->c, at, "expected '('");
	}
	return ll_mkattr(p, A_KW, kw, loc);
}

/* kw=N, in an attribute group: alignstack=N only (align=N is its own rule) */
LLAttr *ll_attr_int(LLParser *p, Sym *kw, Sym *n, Loc loc)
{
	if (strcmp(kw->s, "alignstack") && !p->c->nerrors)
		error_at(p->c, loc, "attribute '%s' takes no value", kw->s);
	LLAttr *a = ll_mkattr(p, A_INT, kw, loc);
	a->val = n;
	return a;
}

LLAttr *ll_attr_args(LLParser *p, Sym *kw, LList *args, Loc loc)
{
	LLAttr *a = ll_mkattr(p, A_KW, kw, loc);
	a->args = args;
	if (!attr_takes_args(kw) && !p->c->nerrors)
		error_at(p->c, loc, "attribute '%s' takes no arguments", kw->s);
	/* alignstack(N): a power of two, as llvm-as checks it where it reads it */
	LLAttr *n = args && args->n == 1 ? args->v[0] : NULL;
	if (!strcmp(kw->s, "alignstack") && n && n->kind == A_INT && !p->c->nerrors) {
		uint64_t v;
		if (n->val->s[0] == '-')
			error_at(p->c, n->loc, "expected integer");
		else if (!ll_digits(n->val, &v) || v > UINT32_MAX)
			error_at(p->c, n->loc, "expected 32-bit integer (too large)");
		else if (!v || (v & (v - 1)))
			error_at(p->c, n->loc, "stack alignment is not a power of two");
	}
	/* memory(%v), memory(7): llvm-as's parse error, as it reads them */
	for (unsigned i = 0; args && !strcmp(kw->s, "memory") && i < args->n; i++) {
		LLAttr *x = args->v[i];
		if (x->kind != A_KW && x->kind != A_FIELD) {
			error_at(p->c, x->loc, "expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)");
			break;
		}
	}
	return a;
}

LLV *ll_v(LLParser *p, int kind, Sym *s, Loc loc)
{
	LLV *v = arena_alloc(p->a, sizeof *v);
	v->kind = kind;
	v->s = s;
	v->loc = loc;
	return v;
}

LLV *ll_v_list(LLParser *p, int kind, LList *elts, Loc loc)
{
	LLV *v = ll_v(p, kind, NULL, loc);
	v->elts = elts;
	return v;
}

LLV *ll_typed(LLParser *p, Type *t, LLV *v)
{
	(void)p;
	v->ty = t;
	return v;
}

LLMd *ll_md(LLParser *p, int kind, Sym *s, LList *elts)
{
	LLMd *m = arena_alloc(p->a, sizeof *m);
	m->kind = kind;
	m->s = s;
	m->elts = elts;
	if (kind == MD_REF)
		m->id = (unsigned)strtoul(s->s, NULL, 10);
	return m;
}

void ll_md_fields_begin(LLParser *p, Sym *name)
{
	if (p->md_tmp_depth) {
		p->md_tmp_depth++;   /* (nested: into the same arena) */
		return;
	}
	bool diloc = !p->c->print_locs && !strcmp(name->s, "DILocation");
	if (!diloc && p->a != p->c->arena)
		return;   /* inside a body: its scratch arena is given back anyway */
	if (!p->md_tmp)
		p->md_tmp = arena_new();
	p->md_tmp_saved = p->a;
	p->a = p->md_tmp;
	p->md_tmp_depth = 1;
	p->md_tmp_diloc = diloc;
}

static LLMd *md_copy(LLParser *p, LLMd *m);

static LList *list_copy(LLParser *p, LList *l, void *(*copy)(LLParser *, void *))
{
	if (!l)
		return NULL;
	LList *k = arena_dup(p->a, l, sizeof *l);
	k->v = l->n ? arena_alloc(p->a, l->n * sizeof *k->v) : NULL;
	k->cap = l->n;
	for (unsigned i = 0; i < l->n; i++)
		k->v[i] = copy(p, l->v[i]);
	return k;
}

static void *md_copy_v(LLParser *p, void *m)
{
	return md_copy(p, m);
}

static void *attr_copy(LLParser *p, void *x)
{
	LLAttr *a = x;
	if (!a)
		return NULL;
	LLAttr *k = arena_dup(p->a, a, sizeof *a);
	k->args = list_copy(p, a->args, attr_copy);
	k->md = md_copy(p, a->md);
	return k;
}

static void *v_copy(LLParser *p, void *x)
{
	LLV *v = x;
	if (!v)
		return NULL;
	LLV *k = arena_dup(p->a, v, sizeof *v);
	k->elts = list_copy(p, v->elts, v_copy);
	k->flags = list_copy(p, v->flags, attr_copy);
	k->pattrs = list_copy(p, v->pattrs, attr_copy);
	k->md = md_copy(p, v->md);
	return k;
}

/* A field of a specialized node (name: value), out of md_tmp: the one
 * record of its name and value. */
static void *field_copy(LLParser *p, void *x)
{
	LLAttr *a = x;
	if (!a || a->kind != A_MD || a->args || a->val || a->ty || a->group)
		return attr_copy(p, a);
	LLMd *md = md_copy(p, a->md);
	uint32_t h = (uint32_t)hash_ptr(hash_ptr(0x5eedu, a->kw), md);
	for (LLAttr **f = map_next(&p->md_fields, MAP_HASH_KEY(h), NULL); f; f = map_next(&p->md_fields, MAP_HASH_KEY(h), f))
		if ((*f)->kw == a->kw && (*f)->md == md)
			return *f;
	LLAttr *k = arena_dup(p->a, a, sizeof *a);
	k->md = md;
	*(LLAttr **)map_add(&p->md_fields, MAP_HASH_KEY(h)) = k;
	return k;
}

/* m, out of md_tmp into p->a: a number, keyword, string or null the one
 * node kept of it; a dense id's reference is kept already (ll_md_ref). */
static LLMd *md_copy(LLParser *p, LLMd *m)
{
	if (!m || (m->kind == MD_REF && m->id < MD_REFS_KEPT))
		return m;
	bool atom = !m->elts && !m->distinct && (m->kind == MD_STR || m->kind == MD_NULL || (m->kind == MD_OTHER && m->s));
	uint64_t key = (uint64_t)(uintptr_t)m->s | (uint64_t)m->kind;
	if (atom) {
		LLMd *k = map_get(&p->md_atoms, key);
		if (k)
			return k;
	}
	LLMd *k = arena_dup(p->a, m, sizeof *m);
	if (m->kind == MD_VAL)
		k->v = v_copy(p, m->v);
	else
		k->elts = list_copy(p, m->elts, m->kind == MD_SPECIAL ? field_copy : md_copy_v);
	if (atom)
		map_put(&p->md_atoms, key, k);
	return k;
}

LLMd *ll_md_special(LLParser *p, Sym *name, LList *fields)
{
	if (p->md_tmp_depth && --p->md_tmp_depth == 0) {
		LLMd *t = ll_md(p, MD_SPECIAL, name, fields);   /* (in md_tmp) */
		p->a = p->md_tmp_saved;
		LLMd *m;
		if (p->md_tmp_diloc) {
			m = ll_md(p, MD_SPECIAL, name, NULL);
			ll_diloc_keep(m, fields);
		} else {
			m = md_copy(p, t);
		}
		arena_reset(p->md_tmp);   /* (nothing kept points into it) */
		return m;
	}
	return ll_md(p, MD_SPECIAL, name, fields);
}

LLMd *ll_md_or(LLParser *p, LLMd *a, LLMd *b)
{
	if (!(a->kind == MD_OTHER && !a->s && a->elts))
		a = ll_md(p, MD_OTHER, NULL, ll_list(p, a));
	ll_append(p, a->elts, b);
	return a;
}

void ll_opstate(LLParser *p, OpState *s, Sym *name, Loc loc)
{
	*s = p->spare;
	memset(&p->spare, 0, sizeof p->spare);
	s->name = name;
	s->loc = loc;
}

void ll_opstate_done(LLParser *p, OpState *s)
{
	opstate_free(&p->spare);
	p->spare = *s;
	p->spare.opnds.n = p->spare.types.n = p->spare.attrs.n = p->spare.succs.n = 0;
	p->spare.nreg = 0;
}

bool ll_is_kw(LLAttr *a, const char *kw)
{
	return a && a->kw && (a->kind == A_KW || a->kind == A_INT || a->kind == A_STR) && strcmp(a->kw->s, kw) == 0;
}

LLAttr *ll_find(LList *l, const char *kw)
{
	for (unsigned i = 0; l && i < l->n; i++)
		if (ll_is_kw(l->v[i], kw))
			return l->v[i];
	return NULL;
}

/* Records that something was dropped; one warning lists them all. */
void ll_drop(LLParser *p, Loc loc, const char *what)
{
	Sym *s = intern_c(p->c, what);
	if (p->late_fn) {   /* a header's attributes set early: kept for the end */
		for (unsigned i = 0; i < p->late_drops.n; i++)
			if (p->late_drops.v[i].what == s)
				return;
		vec_push(&p->late_drops, ((LLLateDrop){p->late_fn - 1, loc, s}));
		return;
	}
	for (unsigned i = 0; i < p->ndropped; i++)
		if (p->dropped[i] == s)
			return;
	if (!p->ndropped)
		p->first_drop = loc;
	if (p->ndropped < sizeof p->dropped / sizeof p->dropped[0])
		p->dropped[p->ndropped++] = s;
}

/* An i32 or i64 integer attribute; the small ones (positions, alignments)
 * are made once. */
static Attr *int_attr(LLParser *p, unsigned width, int64_t v)
{
	Attr **small = width == 64 ? p->small_i64 : width == 32 ? p->small_i32 : NULL;
	if (!small || v < 0 || v >= 64)
		return attr_int(p->c, type_i(p->c, width), v);
	if (!small[v])
		small[v] = attr_int(p->c, type_i(p->c, width), v);
	return small[v];
}

Attr *ll_i64(LLParser *p, int64_t v) { return int_attr(p, 64, v); }
Attr *ll_i32(LLParser *p, int64_t v) { return int_attr(p, 32, v); }

Attr *ll_opaque(LLParser *p, const char *dialect, const char *body)
{
	return attr_opaque(p->c, ATTR_OPAQUE, intern_c(p->c, dialect), intern_c(p->c, body));
}

static Attr *dense_array(LLParser *p, unsigned width, unsigned n, const int64_t *v)
{
	/* the small ones are made once, keyed by the count and the width
	 * (7 bits) and their elements (8 bits each: 0-253, or 254 for
	 * INT32_MIN, a getelementptr's dynamic index); 0: not small */
	uint64_t key = n <= 7 ? (uint64_t)n << 4 | (uint64_t)(width == 64) << 1 | 1 : 0;
	for (unsigned i = 0; i < n && key; i++)
		key = v[i] >= 0 && v[i] < 254 ? key << 8 | (uint64_t)v[i] : v[i] == INT32_MIN ? key << 8 | 254 : 0;
	Attr **memo = key ? map_slot(&p->small_dense, key, NULL) : NULL;
	if (memo && *memo)
		return *memo;
	Type *t = type_i(p->c, width);
	Attr **e = arena_alloc(p->a, (n ? n : 1) * sizeof *e);
	for (unsigned i = 0; i < n; i++)
		e[i] = int_attr(p, width, v[i]);
	Attr *a = attr_dense_array(p->c, t, n, e);
	if (memo)
		*memo = a;
	return a;
}
Attr *ll_dense_i32(LLParser *p, unsigned n, const int64_t *v) { return dense_array(p, 32, n, v); }
Attr *ll_dense_i64(LLParser *p, unsigned n, const int64_t *v) { return dense_array(p, 64, n, v); }

Type *ll_ptr(LLParser *p, unsigned as)
{
	return type_ptr(p->c, as, NULL);
}

bool ll_digits(Sym *s, uint64_t *v)
{
	if (!s->len || s->len > 18)
		return false;
	uint64_t x = 0;
	for (unsigned i = 0; i < s->len; i++) {
		if (s->s[i] < '0' || s->s[i] > '9')
			return false;
		x = x * 10 + (uint64_t)(s->s[i] - '0');
	}
	*v = x;
	return true;
}

/* Where llvm-as lets an attribute kind stand (attr_positions.h). */
enum { F = LL_AT_FN, P = LL_AT_PARAM, R = LL_AT_RET };
static const struct { const char *name; unsigned char at19, at22; } attr_positions[] = {
#define ROW(name, a19, a22) {name, a19, a22},
	XATTR_POSITIONS(ROW)
#undef ROW
};

static int position_cmp(const void *key, const void *row)
{
	return strcmp(key, *(const char *const *)row);
}

/* The row of name in a table of n rows of size sz sorted by their first
 * member (a name), cached in *slot (1 + row; 255: none); -1 if none. */
static int attr_row(Sym *name, uint8_t *slot, const void *table, size_t n, size_t sz)
{
	if (!*slot) {
		const char *const *r = bsearch(name->s, table, n, sz, position_cmp);
		size_t k = r ? (size_t)((const char *)r - (const char *)table) / sz : 254;
		*slot = (uint8_t)(k < 254 ? k + 1 : 255);
	}
	return *slot == 255 ? -1 : *slot - 1;
}

static void check_positions(LLParser *p, LList *attrs, int at)
{
	static const char *const what[] = {[F] = "functions", [P] = "parameters", [R] = "return values"};
	for (unsigned i = 0; attrs && i < attrs->n; i++) {
		LLAttr *a = attrs->v[i];
		if ((a->kind != A_KW && a->kind != A_INT) || !a->kw)
			continue;
		int k = attr_row(a->kw, &a->kw->llpos, attr_positions, sizeof attr_positions / sizeof *attr_positions,
		                 sizeof *attr_positions);
		if (k < 0)
			continue;
		unsigned ok = p->c->llvm_version >= 22 ? attr_positions[k].at22 : attr_positions[k].at19;
		if (!(ok & (unsigned)at))
			error_at(p->c, a->loc, "this attribute does not apply to %s", what[at]);
	}
}

/* The value types llvm-as's verifier lets an attribute kind have (attr_types.h). */
static const struct { const char *name, *param19, *ret19, *param22, *ret22; } attr_types[] = {
#define ROW(name, p19, r19, p22, r22) {name, p19, r19, p22, r22},
	XATTR_TYPES(ROW)
#undef ROW
};

/* t's column in attr_types.h (i p f I P F v), or -1 for a type not probed */
static int type_class(Type *t)
{
	switch (t->kind) {
	case TY_INT: return 0;
	case TY_LLVM_PTR: return 1;
	case TY_LLVM_VOID: return 6;
	case TY_VECTOR: return type_is_int(type_elt(t)) ? 3 : type_is_float(type_elt(t)) ? 5 : -1;
	case TY_LLVM_VEC: return t->llvec.elt->kind == TY_LLVM_PTR ? 4 : -1;
	default: return type_is_float(t) || t->kind == TY_LLVM_PPC_FP128 ? 2 : -1;
	}
}

/* The attribute as LLVM's verifier names it: nonnull, align 4, nofpclass(nan). */
static void attr_text(LLAttr *a, char *buf, size_t n)
{
	LLAttr *arg = a->args && a->args->n == 1 ? a->args->v[0] : NULL;
	if (a->kind == A_INT && a->val)
		snprintf(buf, n, "%s %s", a->kw->s, a->val->s);
	else if (arg && (arg->kind == A_INT || arg->kind == A_KW) && (arg->val || arg->kw))
		snprintf(buf, n, "%s(%s)", a->kw->s, arg->kind == A_INT ? arg->val->s : arg->kw->s);
	else
		snprintf(buf, n, "%s", a->kw->s);
}

static void check_types(LLParser *p, LList *attrs, Type *t, bool ret)
{
	int cls = t ? type_class(t) : -1;
	for (unsigned i = 0; cls >= 0 && attrs && i < attrs->n; i++) {
		LLAttr *a = attrs->v[i];
		if ((a->kind != A_KW && a->kind != A_INT) || !a->kw)
			continue;
		int k = attr_row(a->kw, &a->kw->lltypes, attr_types, sizeof attr_types / sizeof *attr_types,
		                 sizeof *attr_types);
		if (k < 0)
			continue;
		bool g22 = p->c->llvm_version >= 22;
		const char *row = ret ? (g22 ? attr_types[k].ret22 : attr_types[k].ret19)
		                      : (g22 ? attr_types[k].param22 : attr_types[k].param19);
		if ((size_t)cls >= strlen(row) || (row[cls] != '-' && row[cls] != 'R'))
			continue;
		char txt[96];
		attr_text(a, txt, sizeof txt);
		error_at(p->c, a->loc, row[cls] == '-' ? "Attribute '%s' applied to incompatible type!"
		                                       : "Attribute '%s' does not apply to function return values", txt);
	}
}

void ll_check_attrs(LLParser *p, LList *attrs, int at, Type *t)
{
	check_positions(p, attrs, at);
	if (t && at != LL_AT_FN)
		check_types(p, attrs, t, at == LL_AT_RET);
}
