/* import_module.c - the module-level entities of LLVM IR that are not
 * globals or functions: target triple, module asm, and the named metadata
 * a release's LLVM dialect holds (!llvm.ident, !llvm.commandline,
 * !llvm.dependent-libraries, !llvm.module.flags), as mlir-translate of
 * that release imports them; what it cannot hold is dropped with the one
 * warning; with --keep-ll-extras, the typed bodies of identified structs
 * (xlate.typed_structs, for --llvm-version=14's ll_infer.c).  And the
 * attribute groups read ahead (ll_groups_early). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "llvmir/import.h"

static bool keeps_module(LLParser *p)
{
	return gen_of(p->c->llvm_version)->keeps & GK_MODULE;
}

static void module_attr(LLParser *p, const char *name, Attr *a)
{
	op_set_attr(p->c, p->module, ll_sym(p, name), a);
}

void ll_source_filename(LLParser *p, Sym *s)
{
	p->source_filename = s;  /* MLIR has no place for it but the module's location */
}

/* A dense<...> : vector<Nxi64> of v[0..n): one element if all are equal. */
static Attr *layout_values(LLParser *p, unsigned n, const uint64_t *v)
{
	Ctx *c = p->c;
	Attr *e[4];
	bool same = true;
	for (unsigned i = 0; i < n; i++) {
		e[i] = ll_i64(p, (int64_t)v[i]);
		same &= v[i] == v[0];
	}
	int64_t shape = n;
	return attr_dense(c, type_vector(c, 1, &shape, NULL, type_i(c, 64)), same, same ? 1 : n, e);
}

/* The unsigned integers of "a:b:c" into v[0..max); how many, 0 if one is
 * not a number (or more than max). */
static unsigned layout_ints(const char *s, const char *e, uint64_t *v, unsigned max)
{
	unsigned n = 0;
	while (s < e) {
		if (n == max || *s < '0' || *s > '9')
			return 0;
		uint64_t x = 0;
		for (; s < e && *s >= '0' && *s <= '9'; s++)
			x = x * 10 + (uint64_t)(*s - '0');
		v[n++] = x;
		if (s < e && *s++ != ':')
			return 0;
	}
	return n;
}

/* MLIR 22's import of a data layout (its DataLayoutImporter): the string,
 * then LLVM's defaults, read token by token, each kind taken once (the
 * string's before the defaults'); the type entries in the order first
 * met, then the others.  A token it does not read is dropped (the one
 * warning); NULL for a string it cannot read (then kept as written). */
static Attr *layout_spec(LLParser *p, const char *str, size_t len, Loc loc)
{
	static const char defaults[] = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:32:64-"
	                               "f16:16:16-f64:64:64-f128:128:128";
	static const struct { const char *prefix, *key; } spaces[] = {
		{"P", "dlti.program_memory_space"}, {"G", "dlti.global_memory_space"}, {"A", "dlti.alloca_memory_space"},
	};
	static const TypeKind floats[][2] = {{16, TY_F16}, {32, TY_F32}, {64, TY_F64}, {80, TY_F80}, {128, TY_F128}};
	Ctx *c = p->c;
	Out text;
	out_init(&text);
	out_mem(&text, str, len);
	out_str(&text, len ? "-" : "");
	out_str(&text, defaults);
	out_ch(&text, 0);
	VEC(Attr *) types = {0}, keys = {0};   /* key, value pairs */
	bool ok = true;
	for (const char *s = text.buf; ok && *s;) {
		const char *e = strchr(s, '-'), *t = s;
		if (!e)
			e = s + strlen(s);
		while (t < e && ((*t >= 'a' && *t <= 'z') || (*t >= 'A' && *t <= 'Z')))
			t++;
		size_t pn = (size_t)(t - s);
		Attr *key = NULL, *val = NULL;
		uint64_t v[8] = {0};
		unsigned n = 0;
		#define PREFIX(w) (pn == strlen(w) && !memcmp(s, w, pn))
		if (PREFIX("e") || PREFIX("E")) {
			ok = t == e;
			key = attr_str(c, "dlti.endianness", 15);
			val = *s == 'e' ? attr_str(c, "little", 6) : attr_str(c, "big", 3);
		} else if (PREFIX("m")) {
			ok = t < e && *t == ':';
			key = attr_str(c, "dlti.mangling_mode", 18);
			val = ok ? attr_str(c, t + 1, (size_t)(e - t - 1)) : NULL;
		} else if (PREFIX("P") || PREFIX("G") || PREFIX("A")) {
			size_t k = *s == 'P' ? 0 : *s == 'G' ? 1 : 2;
			ok = layout_ints(t, e, v, 1) == 1;
			key = attr_str(c, spaces[k].key, strlen(spaces[k].key));
			val = ok && v[0] ? attr_int(c, type_int(c, 64, UNSIGNED), (int64_t)v[0]) : NULL;
		} else if (PREFIX("S")) {
			ok = layout_ints(t, e, v, 1) == 1;
			key = attr_str(c, "dlti.stack_alignment", 20);
			val = ok && v[0] ? ll_i64(p, (int64_t)v[0]) : NULL;
		} else if (PREFIX("Fi") || PREFIX("Fn")) {
			ok = layout_ints(t, e, v, 1) == 1;
			key = attr_str(c, "dlti.function_pointer_alignment", 31);
			char body[64];
			snprintf(body, sizeof body, "%llu, function_dependent = %s", (unsigned long long)v[0], s[1] == 'n' ? "true" : "false");
			val = ok ? ll_opaque(p, "dlti.function_pointer_alignment", body) : NULL;
		} else if (PREFIX("n")) {
			n = layout_ints(t, e, v, 8);
			ok = n > 0;
			Attr *w[8];
			for (unsigned i = 0; i < n; i++)
				w[i] = ll_i32(p, (int64_t)v[i]);
			key = attr_str(c, "dlti.legal_int_widths", 21);
			val = ok ? attr_dense_array(c, type_i(c, 32), n, w) : NULL;
		} else if (PREFIX("i") || PREFIX("f")) {
			const char *w = t;
			while (w < e && *w != ':')
				w++;
			uint64_t width;
			ok = layout_ints(t, w, &width, 1) == 1 && (n = layout_ints(w + (w < e), e, v, 2)) >= 1;
			Type *ty = NULL;
			if (ok && *s == 'i')
				ty = width && width < (1u << 24) ? type_i(c, (unsigned)width) : NULL;
			for (size_t k = 0; ok && *s == 'f' && k < sizeof floats / sizeof *floats; k++)
				if (floats[k][0] == width)
					ty = type_simple(c, floats[k][1]);
			ok = ok && ty;
			if (ok) {
				key = attr_type(c, ty);
				v[1] = n > 1 ? v[1] : v[0];
				val = layout_values(p, 2, v);
			}
		} else if (PREFIX("p")) {
			const char *w = t;
			while (w < e && *w != ':')
				w++;
			uint64_t as = 0;
			ok = (w == t || layout_ints(t, w, &as, 1) == 1) && as < (1u << 24) &&
			     (n = layout_ints(w + (w < e), e, v, 4)) >= 2;
			if (ok) {
				key = attr_type(c, ll_ptr(p, (unsigned)as));
				uint64_t q[4] = {v[0], v[1], n > 2 ? v[2] : v[1], n > 3 ? v[3] : v[0]};
				val = layout_values(p, 4, q);
			}
		} else if (pn) {
			char what[64];
			snprintf(what, sizeof what, "data layout token '%.*s'", (int)(e - s < 40 ? e - s : 40), s);
			ll_drop(p, loc, what);
		} else {
			ok = false;
		}
		#undef PREFIX
		if (ok && key && val) {
			bool type = key->kind == ATTR_TYPE;
			Attr **kv = type ? types.v : keys.v;
			unsigned kn = type ? types.n : keys.n;
			bool seen = false;
			for (unsigned i = 0; i < kn && !seen; i += 2)
				seen = kv[i] == key;
			if (!seen) {
				vec_push(type ? &types : &keys, key);
				vec_push(type ? &types : &keys, val);
			}
		}
		s = *e ? e + 1 : e;
	}
	Attr *spec = NULL;
	if (ok) {
		for (unsigned i = 0; i < keys.n; i++)
			vec_push(&types, keys.v[i]);
		spec = attr_dl_spec(c, types.n, types.v);
	}
	vec_free(&types);
	vec_free(&keys);
	out_free(&text);
	return spec;
}

void ll_layout_default(LLParser *p)
{
	if (gen_of(p->c->llvm_version)->keeps & GK_LAYOUT_SPEC)
		op_set_attr(p->c, p->module, ll_sym(p, "dlti.dl_spec"), layout_spec(p, "", 0, p->module->loc));
}

void ll_target(LLParser *p, Sym *what, Sym *s, Loc loc)
{
	Attr *spec = NULL;
	if (strcmp(what->s, "datalayout") == 0)
		layout_read(&p->dl, s->s, s->len);
	if (strcmp(what->s, "datalayout") == 0 && (gen_of(p->c->llvm_version)->keeps & GK_LAYOUT_SPEC) &&
	    (spec = layout_spec(p, s->s, s->len, loc)))
		op_set_attr(p->c, p->module, ll_sym(p, "dlti.dl_spec"), spec);
	else if (strcmp(what->s, "datalayout") == 0) {   /* kept as written, without the default spec */
		op_set_attr(p->c, p->module, ll_sym(p, "dlti.dl_spec"), NULL);
		op_set_attr(p->c, p->module, p->c->sym[SYM_llvm_data_layout], attr_str(p->c, s->s, s->len));
	}
	else if (keeps_module(p))
		module_attr(p, "llvm.target_triple", attr_str(p->c, s->s, s->len));
	else
		ll_drop(p, loc, "target triple");  /* as mlir-translate-19 --import-llvm */
}

void ll_module_asm(LLParser *p, Sym *s, Loc loc)
{
	if (keeps_module(p))
		p->module_asm = ll_append(p, p->module_asm, s);
	else
		ll_drop(p, loc, "module asm");
}

void ll_md_named(LLParser *p, Sym *name, LList *elts, Loc loc)
{
	LList **keep = NULL;
	if (!strcmp(name->s, "llvm.module.flags")) {
		keep = &p->md_flags;
		p->md_flags_loc = loc;
	} else if (!strcmp(name->s, "llvm.ident")) {
		keep = &p->md_ident;
	} else if (!strcmp(name->s, "llvm.commandline")) {
		keep = &p->md_cmdline;
	} else if (!strcmp(name->s, "llvm.dependent-libraries")) {
		keep = &p->md_deplibs;
	}
	if (keep && keeps_module(p)) {
		*keep = elts;
		return;
	}
	/* MLIR 19's importer drops module flags and ident without a word */
	if (keep == &p->md_flags || keep == &p->md_ident)
		return;
	char buf[160];
	snprintf(buf, sizeof buf, "named metadata !%s", name->s);
	ll_drop(p, loc, buf);
}

/* A reference !N to its node, else md itself. */
static LLMd *deref(LLParser *p, LLMd *md)
{
	for (unsigned i = 0; md && md->kind == MD_REF && i < 8; i++)
		md = ll_md_node(p, md->id);
	return md;
}

/* The string of a node !{!"text"} (or !"text"), or NULL. */
static Sym *md_string(LLParser *p, LLMd *md)
{
	md = deref(p, md);
	if (md && md->kind == MD_NODE && md->elts && md->elts->n == 1)
		md = deref(p, md->elts->v[0]);
	return md && md->kind == MD_STR ? md->s : NULL;
}

/* The strings of the nodes of a named metadata list, or NULL if some node
 * is not a string. */
static Attr *string_list(LLParser *p, LList *l, bool first_only)
{
	unsigned n = l ? l->n : 0;
	Attr **e = arena_alloc(p->a, (n ? n : 1) * sizeof *e);
	for (unsigned i = 0; i < n; i++) {
		Sym *s = md_string(p, l->v[i]);
		if (!s)
			return NULL;
		e[i] = attr_str(p->c, s->s, s->len);
	}
	if (first_only)
		return n ? e[0] : NULL;
	return attr_array(p->c, n, e);
}

/* "CG Profile"'s value, a node of !{ptr @from, ptr @to, i64 count}
 * nodes, as [#llvm.cgprofile_entry<from = @f, to = @t, count = N>, ...];
 * NULL if it is not that. */
static Attr *cg_profile(LLParser *p, LLMd *v)
{
	if (v->kind != MD_NODE || !v->elts || !v->elts->n)
		return NULL;
	Attr **e = arena_alloc(p->a, v->elts->n * sizeof *e);
	for (unsigned i = 0; i < v->elts->n; i++) {
		LLMd *x = deref(p, v->elts->v[i]);
		if (!x || x->kind != MD_NODE || !x->elts || x->elts->n != 3)
			return NULL;
		LLMd *n = deref(p, x->elts->v[2]);
		uint64_t cnt;
		if (!n || n->kind != MD_VAL || n->v->kind != V_INT || !ll_digits(n->v->s, &cnt))
			return NULL;
		Attr *f[3] = {NULL, NULL, ll_i64(p, (int64_t)cnt)};
		for (unsigned k = 0; k < 2; k++) {
			LLMd *end = deref(p, x->elts->v[k]);
			if (end && end->kind == MD_NULL)
				continue;   /* null: no symbol */
			if (!end || end->kind != MD_VAL || end->v->kind != V_GLOBAL)
				return NULL;
			f[k] = attr_sym(p->c, end->v->s);
		}
		e[i] = attr_llvm(p->c, LL_CGPROFILE_ENTRY, f, 0);
	}
	return attr_array(p->c, v->elts->n, e);
}

/* !{i32 B, !"key", V} -> #llvm.mlir.module_flag<behavior, "key", V>, V an
 * integer, a string or "CG Profile"'s entries; NULL for what MLIR 22
 * does not import (require, other nodes as values). */
static Attr *module_flag(LLParser *p, LLMd *md)
{
	md = deref(p, md);
	if (!md || md->kind != MD_NODE || !md->elts || md->elts->n != 3)
		return NULL;
	LLMd *b = deref(p, md->elts->v[0]), *k = deref(p, md->elts->v[1]), *v = deref(p, md->elts->v[2]);
	uint64_t beh;
	if (!b || b->kind != MD_VAL || b->v->kind != V_INT || !ll_digits(b->v->s, &beh) || beh < 1 || beh > 8
	    || beh == 3 || !k || k->kind != MD_STR || !v)
		return NULL;
	Attr *val = NULL;
	if (v->kind == MD_VAL && v->v->kind == V_INT && v->v->ty && type_is_int(v->v->ty)) {
		/* mlir-translate-22 keeps any integer as the i32 of its low 32 bits */
		val = ll_int_attr(p, v->v->ty, v->v->s, v->v->loc);
		if (val && val->kind == ATTR_INT)
			val = ll_i32(p, (int32_t)(uint32_t)val->i.words[0]);
	}
	else if (v->kind == MD_VAL && (v->v->kind == V_TRUE || v->v->kind == V_FALSE))
		val = ll_i32(p, v->v->kind == V_TRUE);   /* i1 true too (debug-info-assignment-tracking) */
	else if (v->kind == MD_STR)
		val = attr_str(p->c, v->s->s, v->s->len);
	else if (k->s->len == 10 && !memcmp(k->s->s, "CG Profile", 10))
		val = cg_profile(p, v);
	if (!val)
		return NULL;
	Attr *f[3] = {ll_i64(p, (int64_t)beh - 1), attr_str(p->c, k->s->s, k->s->len), val};
	return attr_llvm(p->c, LL_MODULE_FLAG, f, 0);
}

static void module_flags(LLParser *p)
{
	LList *l = p->md_flags;
	unsigned n = l ? l->n : 0, k = 0;
	if (!n)
		return;
	Attr **e = arena_alloc(p->a, n * sizeof *e);
	for (unsigned i = 0; i < n; i++)
		if (!(e[k] = module_flag(p, l->v[i])))
			ll_drop(p, p->md_flags_loc, "module flags other than integers and strings");
		else
			k++;
	if (!k)
		return;
	OpState s;
	opstate_init(&s, ll_sym(p, "llvm.module_flags"), p->md_flags_loc);
	opstate_add_attr(&s, ll_sym(p, "flags"), attr_array(p->c, k, e));
	Op *op = op_create(p->c, &s);
	opstate_free(&s);
	/* after the globals, aliases and ifuncs, before the functions, as
	 * MLIR 22's import appends it between them */
	Op *f = p->body->first;
	while (f && f->kind != OP_LLVM_FUNC)
		f = f->next;
	if (f)
		op_insert_before(f, op);
	else
		block_push_op(p->body, op);
}

/* Sets what the named metadata and module asm lines hold, once every
 * metadata node is known.  mlir-translate-22 always writes module_asm and
 * target_triple, empty when absent. */
void ll_module_finish(LLParser *p)
{
	if (p->typed_structs.n && p->typed_ptrs)   /* --keep-ll-extras: typed IR's struct bodies */
		module_attr(p, "xlate.typed_structs", attr_dict(p->c, p->typed_structs.n, p->typed_structs.v));
	if (!keeps_module(p))
		return;
	Ctx *c = p->c;
	Attr *a;
	unsigned n = p->module_asm ? p->module_asm->n : 0;
	Attr **lines = arena_alloc(p->a, (n ? n : 1) * sizeof *lines);
	for (unsigned i = 0; i < n; i++) {
		Sym *s = p->module_asm->v[i];
		lines[i] = attr_str(c, s->s, s->len);
	}
	module_attr(p, "llvm.module_asm", attr_array(c, n, lines));
	if (!op_attr(p->module, ll_sym(p, "llvm.target_triple")))
		module_attr(p, "llvm.target_triple", attr_str(c, "", 0));
	if (p->md_ident && (a = string_list(p, p->md_ident, true)))
		module_attr(p, "llvm.ident", a);
	if (p->md_cmdline && (a = string_list(p, p->md_cmdline, true)))
		module_attr(p, "llvm.commandline", a);
	if (p->md_deplibs && (a = string_list(p, p->md_deplibs, false)))
		module_attr(p, "llvm.dependent_libraries", a);
	module_flags(p);
}

/* ---------------------------------------------------------------- attribute groups, early */

static const char group_key[] = "attributes #";
enum { GROUP_KEY = sizeof group_key - 1 };

/* Whether the line at q (within the text ending at end) starts a group. */
static bool group_at(const char *q, const char *end)
{
	return *q == 'a' && (size_t)(end - q) >= GROUP_KEY && !memcmp(q, group_key, GROUP_KEY);
}

/* The next line after s (s itself if it starts the text) that starts
 * with "attributes #", or NULL; the lines up to it counted into *line.
 * One pass counts the lines and looks at the start of each (with SSE2,
 * sixteen bytes at a time: z has a bit for each '\n').  The pages of
 * each window searched are given back, so that the whole input is never
 * in memory at once. */
static const char *next_group(LLParser *p, const char *s, unsigned *line)
{
	enum { WINDOW = 1 << 20 };
	const char *buf = p->src->buf, *end = buf + p->src->len, *kept = s, *drop_at = s + WINDOW;
	if (s == buf && group_at(buf, end))
		return buf;
	unsigned n = *line;
	/* (buf[len] is a NUL: the byte after a newline can be read) */
#ifdef __SSE2__
	const __m128i nl = _mm_set1_epi8('\n');
	for (; end - s >= 16; s += 16) {
		__m128i w = _mm_loadu_si128((const __m128i *)(const void *)s);
		for (unsigned z = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(w, nl)); z; z &= z - 1) {
			const char *q = s + __builtin_ctz(z) + 1;   /* the byte after the newline */
			n++;
			if (group_at(q, end)) {
				*line = n;
				return q;
			}
		}
		if (s >= drop_at) {
			kept = text_drop(p->src, kept, s);
			drop_at = s + WINDOW;
		}
	}
#endif
	for (; s < end; s++) {
		if (*s == '\n') {
			n++;
			if (group_at(s + 1, end)) {
				*line = n;
				return s + 1;
			}
		}
		if (s >= drop_at) {
			kept = text_drop(p->src, kept, s);
			drop_at = s + WINDOW;
		}
	}
	*line = n;
	text_drop(p->src, kept, end);
	return NULL;
}

/* Streaming: clang writes the attribute groups (`attributes #N = {...}`)
 * after the functions that name them.  Read first, they let a header's
 * attributes be set where it is read, and nothing of the header be kept
 * for the end.  Each line that starts with "attributes #" is parsed
 * alone, quietly, before the module; the parse of the module then
 * confirms each (ll_attr_group), or the module is made again without a
 * Feed (stream_ok).  A line that does not parse alone, or says anything,
 * or a group defined twice, leaves the groups to the end, as without a
 * Feed. */
void ll_groups_early(LLParser *p)
{
	Ctx *c = p->c;
	const char *buf = p->src->buf, *at = buf;
	unsigned line0 = p->line, line = line0, nerrors = c->nerrors, nwarnings = c->nwarnings, ndropped = p->ndropped;
	FILE *diag = c->diag_out;
	DiagVec *diags = c->diags;
	char *said = NULL;
	size_t nsaid = 0;
	FILE *quiet = open_memstream(&said, &nsaid);
	if (!quiet)
		return;
	c->diag_out = quiet;
	c->diags = NULL;
	bool ok = true;
	p->groups_ahead = true;
	while (ok && (at = next_group(p, at, &line))) {
		p->cur = p->line_start = at;
		p->line = line;
		p->group_only = p->first_special = true;
		ok = ll_yyparse(p) == 0 && c->nerrors == nerrors && c->nwarnings == nwarnings && p->ndropped == ndropped &&
		     !p->groups_bad;
		p->ngroups_early++;
	}
	text_drop(p->src, buf, buf + p->src->len);
	fclose(quiet);
	free(said);
	c->diag_out = diag;
	c->diags = diags;
	p->cur = p->line_start = buf;
	p->line = line0;
	p->group_only = p->first_special = p->groups_ahead = false;
	if (ok) {
		p->groups_early = true;
		return;
	}
	c->nerrors = nerrors;
	c->nwarnings = nwarnings;
	p->ndropped = ndropped;
	p->groups_bad = false;
	p->ngroups_early = 0;
	map_free(&p->groups);
	map_free(&p->group_line);
}
