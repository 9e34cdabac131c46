/* print_alias.c - attribute aliases as mlir-opt-19 prints them at the top
 * of a module: "#map = affine_map<...>" for affine maps and
 * "#tbaa_tag1 = #llvm.tbaa_tag<...>" for the LLVM dialect attributes that
 * its OpAsmDialectInterface names (TBAA, loop annotations, access groups,
 * alias scopes, debug info).
 *
 * Aliases are collected in one walk of the printed op (first-visit order),
 * sorted by nesting depth, then name, then visit order, and numbered per
 * name (#map, #map1, ...), as MLIR's AliasInitializer does.  LLVM dialect
 * attributes are text in our IR (nested attributes expanded), so nested
 * aliasable attributes are found by scanning that text; every distinct
 * text is one alias.  While mlir_print runs, print_attr_ex consults the
 * active table (one per thread). */
#include <ctype.h>
#include <string.h>

#include "print.h"

static const char *const llvm_alias_mnemonics[] = {
	"access_group", "alias_scope", "alias_scope_domain", "di_basic_type", "di_common_block", "di_compile_unit",
	"di_composite_type", "di_derived_type", "di_file", "di_global_variable",
	"di_global_variable_expression", "di_imported_entity", "di_label", "di_lexical_block", "di_lexical_block_file",
	"di_local_variable", "di_module", "di_namespace", "di_null_type", "di_string_type", "di_subprogram",
	"di_subroutine_type", "loop_annotation", "loop_vectorize", "loop_interleave", "loop_unroll",
	"loop_unroll_and_jam", "loop_licm", "loop_distribute", "loop_pipeline", "loop_peeled",
	"loop_unswitch", "mmra_tag", "tbaa_root", "tbaa_tag", "tbaa_type_desc", NULL,
};

typedef struct AliasEnt {
	Attr *attr;            /* an ATTR_LLVM, or NULL: */
	char *text;            /* "#llvm.tbaa_root<...>" or "affine_map<...>" */
	size_t len;
	const char *mnemonic;  /* "tbaa_root", "map" */
	unsigned depth, order, index;
	bool deferred;         /* named only from op locations: printed after the module */
	bool spread;           /* (alias_begin: its non-deferral given to what it names) */
} AliasEnt;

/* attr map codes */
/* attr map codes: an alias (SEEN_ALIAS + entry index), or the depth d
 * the attribute contributes, as d + 2 (SEEN_PLAIN: d = -1, no alias inside) */
enum { SEEN_PLAIN = 1, SEEN_ALIAS = 0x80000000u };
#define SEEN_DEPTH(d) ((uint32_t)((d) + 2))

struct Aliases {
	VEC(AliasEnt) ents;
	Map texts;             /* text hash -> entry index (uint32_t; several under one hash) */
	Map attrs, types;   /* visited attributes (codes above) and types */
	Map resources;      /* names of dense_resource blobs referenced */
	unsigned *sorted;      /* entry indices in print order */
};

static _Thread_local Aliases *active;   /* per thread: separate calls may print at once */
/* While visiting: in an op's location (what only such visits reach is
 * deferred); the locations as data of ops and block arguments (Ctx.locs,
 * --mlir-print-debuginfo), or NULL */
static _Thread_local bool in_deferred;
static _Thread_local Map *loc_map;

static size_t text_hash(const char *s, size_t n)
{
	return (size_t)hash_bytes(s, n, 0x51ed27ull);
}

static int find_text(Aliases *al, const char *s, size_t n)
{
	uint64_t key = MAP_HASH_KEY(text_hash(s, n));
	for (uint32_t *k = map_next(&al->texts, key, NULL); k; k = map_next(&al->texts, key, k)) {
		AliasEnt *e = &al->ents.v[*k];
		if (e->len == n && memcmp(e->text, s, n) == 0)
			return (int)*k;
	}
	return -1;
}

/* A new entry for the text s[0..n), or (s NULL) for the ATTR_LLVM attr. */
static unsigned add_ent(Aliases *al, const char *s, size_t n, const char *mn, Attr *attr)
{
	AliasEnt e = {.attr = attr, .len = n, .mnemonic = mn, .order = al->ents.n, .deferred = in_deferred};
	if (s) {
		e.text = xmalloc(n + 1);
		memcpy(e.text, s, n);
		e.text[n] = 0;
	}
	vec_push(&al->ents, e);
	if (s)   /* an ATTR_LLVM entry is found by pointer (al->attrs), not by text */
		*(uint32_t *)map_add(&al->texts, MAP_HASH_KEY(text_hash(s, n))) = al->ents.n - 1;
	return al->ents.n - 1;
}

/* If s[i..] starts an aliasable "#llvm.<mnemonic><...>", returns its
 * length and the mnemonic, else 0. */
static size_t nested_at(const char *s, size_t n, size_t i, const char **mn)
{
	if (n - i < 7 || memcmp(s + i, "#llvm.", 6) != 0)
		return 0;
	size_t j = i + 6;
	while (j < n && ((s[j] >= 'a' && s[j] <= 'z') || s[j] == '_'))
		j++;
	if (j >= n || s[j] != '<')
		return 0;
	const char *const *m;
	for (m = llvm_alias_mnemonics; *m; m++)
		if (strlen(*m) == j - i - 6 && memcmp(*m, s + i + 6, j - i - 6) == 0)
			break;
	if (!*m)
		return 0;
	/* the matching '>', skipping strings and "->" */
	int depth = 0;
	for (size_t k = j; k < n; k++) {
		char ch = s[k];
		if (ch == '"') {
			for (k++; k < n && s[k] != '"'; k++)
				if (s[k] == '\\')
					k++;
		} else if (ch == '<')
			depth++;
		else if (ch == '>' && !(k > 0 && s[k - 1] == '-') && --depth == 0) {
			/* glued to what follows (#llvm.x<...>z): an alias name would
			 * take it in (#x1z), so it stays as written */
			if (k + 1 < n && (isalnum((unsigned char)s[k + 1]) || s[k + 1] == '_' || s[k + 1] == '$' || s[k + 1] == '.'))
				return 0;
			*mn = *m;
			return k + 1 - i;
		}
	}
	return 0;
}

static unsigned visit_text(Aliases *al, const char *s, size_t n, const char *mn);

/* Whether s[0..n), an aliasable attribute nested in a body kept as text,
 * reads as an attribute on its own (as its alias definition must): such a
 * body is not checked when read, an alias is. */
static bool nested_reads(const char *s, size_t n)
{
	size_t m = n + 6;
	char *text = xmalloc(m + 1);
	memcpy(text, "#a = ", 5);
	memcpy(text + 5, s, n);
	text[m - 1] = '\n';
	text[m] = 0;
	Ctx *c = ctx_new();
	c->quiet = true;
	Op *mod = mlir_parse(c, ctx_add_source(c, "nested", text, m), NULL);
	bool ok = mod && !c->nerrors;
	ctx_free(c);
	free(text);
	return ok;
}

/* If s[i..] starts an unregistered dialect's "#d.x<...>" or "!d<...>",
 * the length up to its '>' (kept as written, as the lexer keeps it:
 * nothing inside is aliased), else 0. */
static size_t unknown_dialect_body(const char *s, size_t n, size_t i)
{
	size_t j = i + 1, dot = 0;
	while (j < n && (isalnum((unsigned char)s[j]) || s[j] == '_' || s[j] == '$' || s[j] == '.')) {
		if (s[j] == '.' && !dot)
			dot = j;
		j++;
	}
	size_t dl = (dot ? dot : j) - i - 1;
	char name[64];   /* (a longer one is no dialect xlate reads) */
	if (j == i + 1 || j >= n || s[j] != '<')
		return 0;
	if (dl < sizeof name) {
		memcpy(name, s + i + 1, dl);
		name[dl] = 0;
		if (dialect_name_known(name))
			return 0;
	}
	int depth = 0;
	for (size_t k = j; k < n; k++) {
		if (s[k] == '"') {
			for (k++; k < n && s[k] != '"'; k++)
				if (s[k] == '\\')
					k++;
		} else if (s[k] == '<') {
			depth++;
		} else if (s[k] == '>' && s[k - 1] != '-' && --depth == 0) {
			return k + 1 - i;
		}
	}
	return n - i;
}

/* Depth contributed by the aliasable attributes nested in s[0..n);
 * -1 when there are none. */
static int scan_nested(Aliases *al, const char *s, size_t n)
{
	int d = -1;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '"') {
			for (i++; i < n && s[i] != '"'; i++)
				if (s[i] == '\\')
					i++;
			continue;
		}
		size_t skip = s[i] == '#' || s[i] == '!' ? unknown_dialect_body(s, n, i) : 0;
		if (skip) {
			i += skip - 1;
			continue;
		}
		const char *mn;
		size_t len = s[i] == '#' ? nested_at(s, n, i, &mn) : 0;
		if (!len)
			continue;
		if (find_text(al, s + i, len) < 0 && !nested_reads(s + i, len)) {
			i += len - 1;   /* printed as written, inside its body */
			continue;
		}
		unsigned k = visit_text(al, s + i, len, mn);
		int kd = (int)al->ents.v[k].depth + 1;
		if (kd > d)
			d = kd;
		i += len - 1;
	}
	return d;
}

/* The entry of aliasable text s (created and its nesting visited if new). */
static unsigned visit_text(Aliases *al, const char *s, size_t n, const char *mn)
{
	int k = find_text(al, s, n);
	if (k >= 0)
		return (unsigned)k;
	unsigned idx = add_ent(al, s, n, mn, NULL);
	/* the text after "#llvm.<mn><": nested ones only inside */
	size_t open = 0;
	while (open < n && s[open] != '<')
		open++;
	int d = scan_nested(al, s + open + 1, n - open - 1);
	al->ents.v[idx].depth = d < 0 ? 0 : (unsigned)d;
	return idx;
}

/* Whether a type or an attribute can hold an alias: only these kinds of
 * types reach an attribute (a memref layout), only these kinds of
 * attributes are or hold one (the others are not memoized).  visit_type
 * and visit_attr return at once for the rest, and visit_op asks before
 * the call: most of a body's attributes and types are of the rest. */
static inline bool type_may_hold_alias(Type *t)
{
	return t && (t->kind == TY_MEMREF || t->kind == TY_FUNC || t->kind == TY_VECTOR || t->kind == TY_TENSOR);
}

static inline bool may_hold_alias(Attr *a)
{
	if (!a)
		return false;
	switch (a->kind) {
	case ATTR_ARRAY: case ATTR_DENSE: case ATTR_DL_SPEC: case ATTR_DICT:
	case ATTR_DENSE_RESOURCE: case ATTR_AFFINE_MAP: case ATTR_LLVM: case ATTR_OPAQUE:
	case ATTR_LOC_UNKNOWN: case ATTR_LOC_FILE: case ATTR_LOC_FUSED: case ATTR_LOC_CALLSITE: case ATTR_LOC_NAME:
		return true;
	case ATTR_TYPE:
		return type_may_hold_alias(a->ty);
	default:
		return false;
	}
}

static void visit_type(Aliases *al, Type *t);

/* Returns the depth the attribute contributes (-1: no alias inside). */
static int visit_attr(Aliases *al, Attr *a)
{
	uint32_t code;
	if (!may_hold_alias(a))
		return -1;
	if (ptrmap_get(&al->attrs, a, &code)) {
		if (code >= SEEN_ALIAS) {
			if (!in_deferred)
				al->ents.v[code - SEEN_ALIAS].deferred = false;
			return (int)al->ents.v[code - SEEN_ALIAS].depth + 1;
		}
		return (int)code - 2;
	}
	int d = -1;
	switch (a->kind) {
	case ATTR_LOC_UNKNOWN: case ATTR_LOC_FILE: case ATTR_LOC_FUSED: case ATTR_LOC_CALLSITE: case ATTR_LOC_NAME: {
		/* every location is aliased (#loc, #loc1, ...), after its parts */
		unsigned k = add_ent(al, NULL, 0, "loc", a);
		ptrmap_put(&al->attrs, a, SEEN_ALIAS + k);
		if (a->kind == ATTR_LOC_FUSED || a->kind == ATTR_LOC_CALLSITE || a->kind == ATTR_LOC_NAME)
			for (unsigned i = a->kind == ATTR_LOC_NAME; i < a->arr.n; i++) {
				int x = visit_attr(al, a->arr.elts[i]);
				if (x > d)
					d = x;
			}
		al->ents.v[k].depth = d < 0 ? 0 : (unsigned)d;
		return (int)al->ents.v[k].depth + 1;
	}
	case ATTR_ARRAY:
	case ATTR_DENSE:
	case ATTR_DL_SPEC:
		for (unsigned i = 0; i < a->arr.n; i++) {
			int x = visit_attr(al, a->arr.elts[i]);
			if (x > d)
				d = x;
		}
		break;
	case ATTR_DICT:
		for (unsigned i = 0; i < a->dict.n; i++) {
			int x = visit_attr(al, a->dict.elts[i].attr);
			if (x > d)
				d = x;
		}
		break;
	case ATTR_TYPE:
		visit_type(al, a->ty);
		break;
	case ATTR_DENSE_RESOURCE:
		ptrmap_put(&al->resources, a->opaque.body, 1);
		break;
	case ATTR_AFFINE_MAP: {
		Out t;
		out_init(&t);
		out_str(&t, "affine_map<");
		out_sym(&t, a->opaque.body);
		out_ch(&t, '>');
		unsigned k = visit_text(al, t.buf, t.len, "map");
		out_free(&t);
		ptrmap_put(&al->attrs, a, SEEN_ALIAS + k);
		return (int)al->ents.v[k].depth + 1;
	}
	case ATTR_LLVM: {
		/* aliasable kinds get an entry before their fields are visited
		 * (first-visit order), with the depth of what they hold */
		const char *mn = NULL, *name = llattr_info(a->ll.kind)->mnemonic + 5;   /* after "llvm." */
		for (const char *const *m = llvm_alias_mnemonics; *m && !mn; m++)
			if (strcmp(*m, name) == 0)
				mn = *m;
		unsigned k = mn ? add_ent(al, NULL, 0, mn, a) : 0;
		if (mn)
			ptrmap_put(&al->attrs, a, SEEN_ALIAS + k);
		for (unsigned i = 0; i < a->ll.n; i++) {
			int x = visit_attr(al, a->ll.f[i]);
			if (x > d)
				d = x;
		}
		if (mn) {
			al->ents.v[k].depth = d < 0 ? 0 : (unsigned)d;
			return (int)al->ents.v[k].depth + 1;
		}
		ptrmap_put(&al->attrs, a, SEEN_DEPTH(d));
		return d;
	}
	case ATTR_OPAQUE: {
		const char *dl = a->opaque.dialect->s, *mn = NULL;
		Out t;
		out_init(&t);
		out_ch(&t, '#');
		out_sym(&t, a->opaque.dialect);
		if (a->opaque.body) {
			out_ch(&t, '<');
			out_sym(&t, a->opaque.body);
			out_ch(&t, '>');
		}
		size_t len = strncmp(dl, "llvm.", 5) == 0 ? nested_at(t.buf, t.len, 0, &mn) : 0;
		if (len == t.len) {
			unsigned k = visit_text(al, t.buf, t.len, mn);
			out_free(&t);
			ptrmap_put(&al->attrs, a, SEEN_ALIAS + k);
			return (int)al->ents.v[k].depth + 1;
		}
		/* an unregistered dialect's body is printed verbatim (mlir-opt
		 * keeps it as text): nothing inside it is aliased */
		if (a->opaque.body && dialect_known(a->opaque.dialect) && strstr(a->opaque.body->s, "#llvm."))
			d = scan_nested(al, a->opaque.body->s, a->opaque.body->len);
		out_free(&t);
		ptrmap_put(&al->attrs, a, SEEN_DEPTH(d));
		return d;
	}
	default:
		break;
	}
	ptrmap_put(&al->attrs, a, SEEN_DEPTH(d));
	return d;
}

static void visit_type(Aliases *al, Type *t)
{
	uint32_t code;
	if (!type_may_hold_alias(t))
		return;
	if (ptrmap_get(&al->types, t, &code))
		return;
	ptrmap_put(&al->types, t, 1);
	switch (t->kind) {
	case TY_MEMREF:
		if (!(t->shaped.layout && t->shaped.layout->kind == ATTR_AFFINE_MAP &&
		      affine_is_identity(t->shaped.layout->opaque.body->s)))
			visit_attr(al, t->shaped.layout);
		visit_type(al, t->shaped.elt);
		break;
	case TY_FUNC:
		for (unsigned i = 0; i < t->fn.nin; i++)
			visit_type(al, t->fn.ins[i]);
		for (unsigned i = 0; i < t->fn.nout; i++)
			visit_type(al, t->fn.outs[i]);
		break;
	case TY_VECTOR:
	case TY_TENSOR:
		visit_type(al, t->shaped.elt);
		break;
	default:
		break;
	}
}

/* the custom form of memref.transpose prints its map inline */
static _Thread_local bool generic_form;
static _Thread_local MlirBodies *streamed;   /* alias_begin's bodies */

static void visit_pending(void *al, Attr *a)
{
	visit_attr(al, a);
}

static void visit_op(Aliases *al, Op *op)
{
	if (streamed && op->nreg && bodies_whole(streamed, &op->regs[0])) {
		bodies_each_pending(streamed, &op->regs[0], visit_pending, al);
		return;
	}
	LocRec *lr = loc_map ? map_get(loc_map, op) : NULL;
	if (lr && lr->attr) {   /* first, as MLIR's alias initializer */
		in_deferred = true;
		visit_attr(al, lr->attr);
		in_deferred = false;
	}
	for (unsigned i = 0; i < op->nattr; i++)
		if ((generic_form || op->kind != OP_MEMREF_TRANSPOSE) && may_hold_alias(op->attrs[i].attr))
			visit_attr(al, op->attrs[i].attr);
	for (unsigned i = 0; i < op->nopnd; i++)
		if (op->opnd[i].v && type_may_hold_alias(op->opnd[i].v->type))
			visit_type(al, op->opnd[i].v->type);
	for (unsigned i = 0; i < op->nres; i++)
		if (type_may_hold_alias(op->res[i].type))
			visit_type(al, op->res[i].type);
	for (unsigned r = 0; r < op->nreg; r++)
		for (Block *b = op->regs[r].first; b; b = b->next) {
			for (unsigned i = 0; i < b->nargs; i++) {
				visit_type(al, b->args[i]->type);
				LocRec *ar = loc_map ? map_get(loc_map, b->args[i]) : NULL;
				if (ar && ar->attr)
					visit_attr(al, ar->attr);
			}
			for (Op *o = b->first; o; o = o->next)
				visit_op(al, o);
		}
	for (unsigned r = 0; streamed && r < op->nreg; r++)
		bodies_each_pending(streamed, &op->regs[r], visit_pending, al);
}

static int cmp_ent(const void *x, const void *y)
{
	const AliasEnt *a = &active->ents.v[*(const unsigned *)x], *b = &active->ents.v[*(const unsigned *)y];
	if (a->depth != b->depth)
		return a->depth < b->depth ? -1 : 1;
	int c = strcmp(a->mnemonic, b->mnemonic);
	if (c)
		return c;
	return a->order < b->order ? -1 : a->order > b->order;
}

static void print_name(Out *o, AliasEnt *e)
{
	out_ch(o, '#');
	out_str(o, e->mnemonic);
	if (e->index)
		out_u64(o, e->index);
}

/* s[0..n) with the aliased attributes nested in it replaced by names */
static void print_substituted(Out *o, const char *s, size_t n)
{
	size_t run = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '"') {
			for (i++; i < n && s[i] != '"'; i++)
				if (s[i] == '\\')
					i++;
			continue;
		}
		size_t skip = s[i] == '#' || s[i] == '!' ? unknown_dialect_body(s, n, i) : 0;
		if (skip) {   /* as written */
			i += skip - 1;
			continue;
		}
		const char *mn;
		size_t len = s[i] == '#' ? nested_at(s, n, i, &mn) : 0;
		int k = len ? find_text(active, s + i, len) : -1;
		if (k < 0)
			continue;
		out_mem(o, s + run, i - run);
		print_name(o, &active->ents.v[k]);
		i += len - 1;
		run = i + 1;
	}
	out_mem(o, s + run, n - run);
}

static void spread(Aliases *al, AliasEnt *e);

/* What a names, entries made not deferred */
static void spread_in(Aliases *al, Attr *a)
{
	uint32_t code;
	if (!a)
		return;
	if (ptrmap_get(&al->attrs, a, &code) && code >= SEEN_ALIAS) {
		spread(al, &al->ents.v[code - SEEN_ALIAS]);
		return;
	}
	switch (a->kind) {
	case ATTR_ARRAY: case ATTR_DL_SPEC: case ATTR_LOC_FUSED: case ATTR_LOC_CALLSITE:
		for (unsigned i = 0; i < a->arr.n; i++)
			spread_in(al, a->arr.elts[i]);
		break;
	case ATTR_DICT:
		for (unsigned i = 0; i < a->dict.n; i++)
			spread_in(al, a->dict.elts[i].attr);
		break;
	case ATTR_LLVM:
		for (unsigned i = 0; i < a->ll.n; i++)
			spread_in(al, a->ll.f[i]);
		break;
	default:
		break;
	}
}

static void spread(Aliases *al, AliasEnt *e)
{
	if (e->spread)
		return;
	e->spread = true;
	e->deferred = false;
	if (!e->attr)
		return;
	Attr *a = e->attr;
	if (a->kind == ATTR_LLVM)
		for (unsigned i = 0; i < a->ll.n; i++)
			spread_in(al, a->ll.f[i]);
	else
		for (unsigned i = 0; attr_is_loc(a) && i < a->arr.n; i++)
			spread_in(al, a->arr.elts[i]);
}

static void print_def(Out *o, AliasEnt *e);

void alias_begin(Op *op, Out *o, bool generic, MlirBodies *bodies, Map *locs)
{
	Aliases *al = xmalloc(sizeof *al);
	memset(al, 0, sizeof *al);
	active = al;
	generic_form = generic;
	streamed = bodies;
	loc_map = locs;
	visit_op(al, op);
	loc_map = NULL;
	streamed = NULL;
	/* what a printed alias names is printed before it */
	for (unsigned i = 0; i < al->ents.n; i++)
		if (!al->ents.v[i].deferred)
			spread(al, &al->ents.v[i]);
	unsigned n = al->ents.n;
	al->sorted = xmalloc((n + 1) * sizeof *al->sorted);
	for (unsigned i = 0; i < n; i++)
		al->sorted[i] = i;
	qsort(al->sorted, n, sizeof *al->sorted, cmp_ent);
	/* number per name in print order (mnemonics are static strings) */
	Map counts = {0};
	for (unsigned i = 0; i < n; i++) {
		AliasEnt *e = &al->ents.v[al->sorted[i]];
		uint32_t cnt = 0;
		ptrmap_get(&counts, e->mnemonic, &cnt);
		e->index = cnt;
		ptrmap_put(&counts, e->mnemonic, cnt + 1);
	}
	map_free(&counts);
	for (unsigned i = 0; i < n; i++)
		if (!al->ents.v[al->sorted[i]].deferred)
			print_def(o, &al->ents.v[al->sorted[i]]);
}

void alias_print_deferred(Out *o)
{
	for (unsigned i = 0; active && i < active->ents.n; i++)
		if (active->ents.v[active->sorted[i]].deferred)
			print_def(o, &active->ents.v[active->sorted[i]]);
}

static void print_def(Out *o, AliasEnt *e)
{
	{
		print_name(o, e);
		out_str(o, " = ");
		if (e->attr && attr_is_loc(e->attr)) {
			out_str(o, "loc(");
			print_loc_body(o, e->attr);
			out_str(o, ")\n");
			return;
		}
		if (e->attr) {
			print_llattr(o, e->attr);
			out_ch(o, '\n');
			return;
		}
		size_t open = 0, b, end = e->len;
		while (open < e->len && e->text[open] != '<')
			open++;
		out_mem(o, e->text, open + 1);
		/* a body nested in text keeps its spacing there; defined, it is
		 * read as the lexer reads any body: without the blanks at its ends */
		for (b = open + 1; b < end && isspace((unsigned char)e->text[b]); b++)
			;
		if (end > b && e->text[end - 1] == '>')
			for (end--; end > b && isspace((unsigned char)e->text[end - 1]); end--)
				;
		print_substituted(o, e->text + b, end - b);
		if (end < e->len)
			out_ch(o, '>');
		out_ch(o, '\n');
	}
}

static void aliases_free(Aliases *al)
{
	for (unsigned i = 0; i < al->ents.n; i++)
		free(al->ents.v[i].text);
	vec_free(&al->ents);
	map_free(&al->texts);
	map_free(&al->attrs);
	map_free(&al->types);
	map_free(&al->resources);
}

bool alias_none(Op *op, Aliases **memo)
{
	Aliases fresh = {0}, *al = memo ? *memo : &fresh;
	if (!al) {
		al = *memo = xmalloc(sizeof *al);
		memset(al, 0, sizeof *al);
	}
	generic_form = false;
	streamed = NULL;
	visit_op(al, op);
	bool none = !al->ents.n && !al->resources.n;
	if (!none || !memo)   /* a memo holds no alias: its codes stay true */
		aliases_free(al);
	return none;
}

void alias_memo_free(Aliases *memo)
{
	if (memo)
		aliases_free(memo);
	free(memo);
}

void alias_end(void)
{
	Aliases *al = active;
	if (!al)
		return;
	aliases_free(al);
	free(al->sorted);
	free(al);
	active = NULL;
}

/* The {-# dialect_resources: ... #-} section of the blobs referenced,
 * grouped by dialect in order of first appearance. */
void alias_print_resources(Ctx *c, Out *o)
{
	uint32_t v;
	bool any = false;
	for (unsigned i = 0; i < c->nresources; i++) {
		struct CtxResource *r = &c->resources[i];
		if (!active || !ptrmap_get(&active->resources, r->name, &v))
			continue;
		/* the first used resource of its dialect opens the group */
		bool first = true;
		for (unsigned j = 0; j < i && first; j++)
			if (c->resources[j].dialect == r->dialect && ptrmap_get(&active->resources, c->resources[j].name, &v))
				first = false;
		if (!first)
			continue;
		out_str(o, any ? ",\n" : "{-#\n  dialect_resources: {\n");
		any = true;
		out_str(o, "    ");
		out_sym(o, r->dialect);
		out_str(o, ": {\n");
		bool firstent = true;
		for (unsigned j = i; j < c->nresources; j++) {
			struct CtxResource *e = &c->resources[j];
			if (e->dialect != r->dialect || !ptrmap_get(&active->resources, e->name, &v))
				continue;
			out_str(o, firstent ? "      " : ",\n      ");
			firstent = false;
			p_keyword_or_string(o, e->name);
			out_str(o, ": \"");
			out_sym(o, e->blob);
			out_ch(o, '"');
		}
		out_str(o, "\n    }");
	}
	if (any)
		out_str(o, "\n  }\n#-}\n\n");
}

bool alias_print_attr(Out *o, Attr *a)
{
	uint32_t code;
	if (!active || !ptrmap_get(&active->attrs, a, &code) || code == SEEN_PLAIN)
		return false;
	if (code >= SEEN_ALIAS) {
		print_name(o, &active->ents.v[code - SEEN_ALIAS]);
		return true;
	}
	if (a->kind == ATTR_LLVM)
		return false;   /* printed as usual: its fields find their aliases */
	/* a non-aliased dialect attribute with aliased ones inside */
	out_ch(o, '#');
	out_sym(o, a->opaque.dialect);
	out_ch(o, '<');
	print_substituted(o, a->opaque.body->s, a->opaque.body->len);
	out_ch(o, '>');
	return true;
}
