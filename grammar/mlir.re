/* mlir.re - the MLIR lexer (re2c, sentinel: the buffer ends with NUL, no
 * refill).  Returns the tokens of grammar/mlir.y.  Context it handles
 * itself, so the grammar stays LALR(1) without conflicts:
 *  - "%a, %b:2 =" is one RESULTS token (a result definition), "%a" a VALUE;
 *  - op names and keywords are looked up in one table built once
 *    (keyword_index(), from src/mlir/optok.h);
 *  - after "vector<" "memref<" "tensor<" (and LLVM's "array<" "vec<") it
 *    is in dimension mode and splits "4x?x[4]xf32" (or "4 x i32") into
 *    DIM tokens and the element type, as MLIR's own lexer does;
 *  - the bodies of dialect attributes/types (#d.x<...>, !d.x<...>),
 *    affine maps and loc(...) are scanned whole (balanced brackets). */
#include <ctype.h>
#include <string.h>
#include <threads.h>

#include "llvmir/intrinsics.h"
#include "mlir/affine.h"
#include "mlir/build.h"
#include "mlir/optok.h"

/*!re2c
	re2c:define:YYCTYPE = "unsigned char";
	re2c:define:YYCURSOR = cur;
	re2c:define:YYMARKER = mar;
	re2c:define:YYCTXMARKER = ctx;
	re2c:yyfill:enable = 0;

	digit = [0-9];
	hexdigit = [0-9a-fA-F];
	letter = [a-zA-Z];
	bareid = (letter | "_") (letter | digit | [_$.])*;
	suffixid = digit+ | ((letter | [$._-]) (letter | digit | [$._-])*);
	string = "\"" ([^"\\\n\x00] | "\\" [^\n\x00])* "\"";
*/

/* Keyword values: token << 16 | kind (kind < 65536). */
#define KW(tok, kind) ((void *)(uintptr_t)(((uintptr_t)(tok) << 16) | (uintptr_t)(kind)))

/* The keywords, and their table: the index of each in keyword_list under
 * its spelling's hash as intern() computes it, so a word is looked up by
 * its Sym's hash.  Built once (thread-safe), read-only after: a parse
 * does not intern them all again. */
static const struct Keyword {
	const char *s;
	uint32_t len, tok, kind;
} keyword_list[] = {
#define X(s, tok, kind) {s, sizeof s - 1, tok, kind},
	XOPTOKS(X)
	XKEYWORDS(X)
#undef X
};
static Map keyword_map = {.vsize = sizeof(uint32_t)};
static once_flag keyword_once = ONCE_FLAG_INIT;

static void keyword_map_init(void)
{
	for (uint32_t i = 0; i < sizeof keyword_list / sizeof keyword_list[0]; i++) {
		const struct Keyword *k = &keyword_list[i];
		*(uint32_t *)map_add(&keyword_map, MAP_HASH_KEY(hash_bytes(k->s, k->len, 0))) = i;
	}
}

enum { NKEYWORDS = sizeof keyword_list / sizeof keyword_list[0] };

/* The index in keyword_list of the word [s, s + len) whose hash (as
 * intern computes it) is h, or -1. */
static int keyword_index(uint32_t h, const char *s, size_t len)
{
	uint64_t key = MAP_HASH_KEY(h);
	for (uint32_t *i = map_next(&keyword_map, key, NULL); i; i = map_next(&keyword_map, key, i)) {
		const struct Keyword *k = &keyword_list[*i];
		if (k->len == len && memcmp(k->s, s, len) == 0)
			return (int)*i;
	}
	return -1;
}

void lex_init(Parser *p)
{
	call_once(&keyword_once, keyword_map_init);
	if (!p->kw_syms) {
		p->kw_syms = xmalloc(NKEYWORDS * sizeof *p->kw_syms);
		memset(p->kw_syms, 0, NKEYWORDS * sizeof *p->kw_syms);
	}
	p->cur = p->line_start = p->buf;
	p->line = p->src->first_line ? p->src->first_line : 1;
}

static void newlines(Parser *p, const char *from, const char *to)
{
	for (const char *s = from; s < to; s++)
		if (*s == '\n') {
			p->line++;
			p->line_start = s + 1;
		}
}

static void lex_fail(Parser *p, const char *at, const char *msg)
{
	Loc loc = {p->src->file, p->line, (uint32_t)(at - p->line_start) + 1};
	p_error(p, loc, "%s", msg);
}

/* Appends alias a's text to p->text. */
static void put_text(Parser *p, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		vec_push(&p->text, s[i]);
}

/* Past this many bytes of alias text a body is an error: aliases that
 * name others twice over grow their text exponentially. */
enum { ALIAS_TEXT_MAX = 1 << 22 };

/* After the '>' that closes the '<' at s (nested brackets and strings
 * skipped, the '>' of "->" not closing), in NUL-terminated text; NULL if
 * there is none. */
static const char *angle_end(const char *s)
{
	char stack[256];
	unsigned depth = 0;
	for (const char *t = s; *t; t++) {
		char ch = *t;
		if (ch == '"') {
			for (t++; *t && *t != '"'; t++)
				if (*t == '\\' && t[1])
					t++;
			if (!*t)
				return NULL;
		} else if (ch == '(' || ch == '[' || ch == '{' || ch == '<') {
			if (depth == sizeof stack)
				return NULL;
			stack[depth++] = ch == '(' ? ')' : ch == '[' ? ']' : ch == '{' ? '}' : '>';
		} else if (ch == ')' || ch == ']' || ch == '}' || (ch == '>' && t[-1] != '-')) {
			if (!depth || stack[depth - 1] != ch)
				return NULL;
			if (--depth == 0)
				return t + 1;
		}
	}
	return NULL;
}

/* If [s, t) names an attribute or type of a dialect xlate does not know
 * and a body follows at t, the end of that body (kept as written, as
 * mlir-opt keeps it, wherever it is nested); else NULL. */
static const char *verbatim_end(Parser *p, const char *s, const char *t)
{
	if (*t != '<' || dialect_known(intern(p->c, s + 1, (size_t)(t - s - 1))))
		return NULL;
	return angle_end(t);
}

/* Appends alias d's text to p->text with each #alias and !alias reference
 * to an alias defined before d replaced by that one's text, expanded in
 * turn (so this ends; the depth is that of d's definition, at most
 * MAX_ALIAS_DEPTH); an unknown dialect's text as it is.  False past
 * ALIAS_TEXT_MAX. */
static bool put_alias(Parser *p, AliasDef *d)
{
	const char *s = d->text->s, *e = s + d->text->len;
	if (d->verbatim) {
		put_text(p, s, d->text->len);
		return p->text.n <= ALIAS_TEXT_MAX;
	}
	while (s < e) {
		const char *t = s + 1;
		if (*s == '"') {
			while (t < e && *t != '"')
				t += (*t == '\\' && t + 1 < e) ? 2 : 1;
			t += t < e;
		} else if ((*s == '#' || *s == '!') && t < e && (isalpha((unsigned char)*t) || *t == '_')) {
			while (t < e && (isalnum((unsigned char)*t) || *t == '_' || *t == '$' || *t == '.'))
				t++;
			const char *v = verbatim_end(p, s, t);
			if (v)
				t = v;
			else if (!memchr(s + 1, '.', (size_t)(t - s - 1)) && (t == e || *t != '<')) {
				Map *m = *s == '#' ? &p->attr_alias : &p->type_alias;
				AliasDef *a = map_get(m, intern(p->c, s + 1, (size_t)(t - s - 1)));
				if (a && a->seq < d->seq && !a->loc) {   /* (a location's: as written) */
					if (!put_alias(p, a))
						return false;
					s = t;
					continue;
				}
			}
		}
		put_text(p, s, (size_t)(t - s));
		if (p->text.n > ALIAS_TEXT_MAX)
			return false;
		s = t;
	}
	return true;
}

/* Scans a balanced body: *pos is just after `open`; stops after the
 * matching `close`.  Nested (), [], {}, <> and strings are skipped;
 * '>' of "->" does not close.  #alias and !alias references are replaced
 * by their definitions' text, as the dialects mlir-opt registers read
 * them (BODY_EXPAND, BODY_STRICT: a name that is no alias is an error,
 * as there), or the body is kept as written (BODY_VERBATIM: mlir-opt
 * keeps an unregistered dialect's body so; BODY_TOKENS: read as tokens,
 * but its aliases kept as written). */
Sym *lex_balanced(Parser *p, const char **pos, char open, char close, BodyMode mode)
{
	const char *s = *pos;
	char stack[256];
	unsigned depth = 0;
	unsigned verbatim = 0;   /* > 0: inside an unknown dialect's body opened at that depth */
	p->text.n = 0;
	for (;;) {
		char ch = *s;
		if (ch == 0) {
			newlines(p, *pos, s);
			lex_fail(p, s, "unbalanced brackets: unexpected end of input");
			return NULL;
		}
		if (depth == 0 && ch == close && !(ch == '>' && s > *pos && s[-1] == '-')) {
			newlines(p, *pos, s);
			*pos = s + 1;
			const char *b = p->text.v, *e = p->text.v + p->text.n;
			while (b < e && (*b == ' ' || *b == '\n' || *b == '\t' || *b == '\r'))
				b++;
			while (e > b && (e[-1] == ' ' || e[-1] == '\n' || e[-1] == '\t' || e[-1] == '\r'))
				e--;
			return intern(p->c, b ? b : "", (size_t)(e - b));
		}
		if (mode != BODY_VERBATIM && !verbatim &&
		    (((unsigned char)ch < 0x20 && ch != ' ' && ch != '\t' && ch != '\n' && ch != '\r') ||
		     (unsigned char)ch >= 0x7f)) {
			/* a body MLIR's lexer reads: a control character or a byte
			 * past ASCII outside a string is no token (mlir-opt's error) */
			newlines(p, *pos, s);
			lex_fail(p, s, "unexpected character");
			return NULL;
		}
		if (ch == '/' && s[1] == '/' && mode != BODY_VERBATIM && !verbatim) {
			while (s[1] && s[1] != '\n')   /* a comment, skipped as MLIR's lexer skips it */
				s++;
			s++;
			continue;
		}
		if (ch == '"') {
			const char *t = s + 1;
			while (*t && *t != '"')
				t += (*t == '\\' && t[1]) ? 2 : 1;
			if (!*t) {
				s = t;   /* reported at the NUL */
				continue;
			}
			put_text(p, s, (size_t)(t + 1 - s));
			s = t + 1;
			continue;
		}
		if ((ch == '#' || ch == '!') && (isalpha((unsigned char)s[1]) || s[1] == '_')) {
			const char *t = s + 1;
			while (isalnum((unsigned char)*t) || *t == '_' || *t == '$' || *t == '.')
				t++;
			if (mode != BODY_VERBATIM && !verbatim && *t == '<' &&
			    !dialect_known(intern(p->c, s + 1, (size_t)(t - s - 1))))
				verbatim = depth + 1;   /* an unknown dialect's body inside: as written */
			if (mode != BODY_VERBATIM && !verbatim && !memchr(s + 1, '.', (size_t)(t - s - 1)) && *t != '<') {
				Map *m = ch == '#' ? &p->attr_alias : &p->type_alias;
				AliasDef *d = map_get(m, intern(p->c, s + 1, (size_t)(t - s - 1)));
				if (d && (d->loc || mode == BODY_TOKENS)) {   /* as written, read where it is used */
					put_text(p, s, (size_t)(t - s));
					s = t;
					continue;
				}
				if (!d && mode == BODY_STRICT) {
					newlines(p, *pos, t);
					Loc loc = {p->src->file, p->line, (uint32_t)(t - p->line_start) + 1};
					p_error(p, loc, "undefined symbol alias id '%.*s'", (int)(t - s - 1), s + 1);
					return NULL;
				}
				if (d) {
					if (!put_alias(p, d)) {
						newlines(p, *pos, s);
						lex_fail(p, s, "aliases expand to more than 4 MB of text");
						return NULL;
					}
					s = t;
					continue;
				}
			}
			put_text(p, s, (size_t)(t - s));
			s = t;
			continue;
		}
		if (ch == '(' || ch == '[' || ch == '{' || ch == '<') {
			if (depth == sizeof stack) {
				newlines(p, *pos, s);
				lex_fail(p, s, "brackets nested too deeply");
				return NULL;
			}
			stack[depth++] = ch == '(' ? ')' : ch == '[' ? ']' : ch == '{' ? '}' : '>';
		} else if (ch == ')' || ch == ']' || ch == '}' || (ch == '>' && !(s > *pos && s[-1] == '-'))) {
			if (depth == 0 || stack[depth - 1] != ch) {
				newlines(p, *pos, s);
				lex_fail(p, s, "unbalanced brackets");
				return NULL;
			}
			if (depth-- == verbatim)
				verbatim = 0;
		}
		vec_push(&p->text, ch);
		s++;
	}
}

/* ---- file metadata {-# dialect_resources: {d: {key: "0x..."}} #-} */

static const char *skip_blank(const char *s, const char *e)
{
	while (s < e && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r'))
		s++;
	return s;
}

/* A bare or quoted key; NULL if none. */
/* The Sym of a value name [b, e) (after the %): numbered ones, most of
 * them, are interned once, not at every use. */
enum { NUM_SYMS = 1 << 16 };
static Sym *value_sym(Parser *p, const char *b, const char *e)
{
	unsigned v = 0;
	if (e - b > 5 || b == e || (*b == '0' && e - b > 1))
		return intern(p->c, b, (size_t)(e - b));
	for (const char *s = b; s < e; s++) {
		if (*s < '0' || *s > '9')
			return intern(p->c, b, (size_t)(e - b));
		v = v * 10 + (unsigned)(*s - '0');
	}
	if (v >= NUM_SYMS)
		return intern(p->c, b, (size_t)(e - b));
	Sym **y = num_sym_slot(&p->num_syms, v);
	if (!*y)
		*y = sym_pin(intern(p->c, b, (size_t)(e - b)));
	return *y;
}

/* The Sym of an integer type's spelling [b, e): the common signless
 * widths are interned once, not at every use. */
static Sym *int_type_sym(Parser *p, const char *b, const char *e)
{
	unsigned w = 0;
	if (*b != 'i' || e - b > 4)
		return intern(p->c, b, (size_t)(e - b));
	for (const char *s = b + 1; s < e; s++)
		w = w * 10 + (unsigned)(*s - '0');
	if (w > 128)
		return intern(p->c, b, (size_t)(e - b));
	if (!p->int_syms[w])
		p->int_syms[w] = sym_pin(intern(p->c, b, (size_t)(e - b)));
	return p->int_syms[w];
}

static Sym *meta_key(Parser *p, const char **sp, const char *e)
{
	const char *s = skip_blank(*sp, e), *t = s;
	if (s < e && *s == '"') {
		for (t = s + 1; t < e && *t != '"'; t += (*t == '\\') ? 2 : 1)
			;
		if (t >= e)
			return NULL;
		*sp = t + 1;
		return p_unescape(p, (Span){s + 1, (uint32_t)(t - s - 1)});
	}
	while (t < e && (isalnum((unsigned char)*t) || *t == '_' || *t == '.' || *t == '$' || *t == '-'))
		t++;
	if (t == s)
		return NULL;
	*sp = t;
	return intern(p->c, s, (size_t)(t - s));
}

static bool meta_punct(const char **sp, const char *e, char ch)
{
	const char *s = skip_blank(*sp, e);
	if (s < e && *s == ch) {
		*sp = s + 1;
		return true;
	}
	return false;
}

static void add_resource(Parser *p, Sym *dialect, Sym *name, Sym *blob)
{
	Ctx *c = p->c;
	unsigned n = c->nresources;
	if ((n & (n - 1)) == 0) {   /* grow at powers of two */
		struct CtxResource *v = arena_alloc(c->arena, (n ? 2 * n : 4) * sizeof *v);
		if (n)
			memcpy(v, c->resources, n * sizeof *v);
		c->resources = v;
	}
	c->resources[n] = (struct CtxResource){dialect, name, blob};
	c->nresources = n + 1;
}

/* Records the dialect resources of a metadata block [s, e); anything it
 * does not understand is skipped, as mlir-opt skips unknown sections. */
static void file_metadata(Parser *p, const char *s, const char *e)
{
	Sym *section;
	while ((section = meta_key(p, &s, e)) && meta_punct(&s, e, ':') && meta_punct(&s, e, '{')) {
		bool keep = strcmp(section->s, "dialect_resources") == 0;
		Sym *dialect;
		while ((dialect = meta_key(p, &s, e)) && meta_punct(&s, e, ':') && meta_punct(&s, e, '{')) {
			Sym *key;
			while ((key = meta_key(p, &s, e)) && meta_punct(&s, e, ':')) {
				const char *v = skip_blank(s, e);
				if (v >= e || *v != '"')
					return;
				const char *t = v + 1;
				while (t < e && *t != '"')
					t++;
				if (t >= e)
					return;
				if (keep)
					add_resource(p, dialect, key, intern(p->c, v + 1, (size_t)(t - v - 1)));
				s = t + 1;
				meta_punct(&s, e, ',');
			}
			if (!meta_punct(&s, e, '}'))
				return;
			meta_punct(&s, e, ',');
		}
		if (!meta_punct(&s, e, '}'))
			return;
		meta_punct(&s, e, ',');
	}
}

/* After "%name": a RESULTS token if a list "%a, %b:2 =" starts at p->tok,
 * else a VALUE (with "#N").  p->no_results_before remembers how far a
 * failed scan went, so a long operand list is scanned once. */
static bool suffix_char(unsigned char c)
{
	return (unsigned)((c | 32) - 'a') < 26 || (unsigned)(c - '0') < 10 || c == '$' || c == '.' || c == '_' || c == '-';
}

static int lex_percent(Parser *p, MLYSTYPE *lval, const char *cur)
{
	const char *s = p->tok;
	Sym *first = value_sym(p, p->tok + 1, cur);   /* the token's name, also the list's first */
	if (s >= p->no_results_before) {
		unsigned start = p->rs.n;
		for (;;) {
			/* (the token's own name ends at cur, or past it: %12abc) */
			const char *name = s + 1, *t = s == p->tok ? cur : name;
			while (suffix_char((unsigned char)*t))
				t++;
			ResName r = {s == p->tok && t == cur ? first : value_sym(p, name, t), 1,
			             {p->src->file, p->line, (uint32_t)(s - p->line_start) + 1}};
			if (*t == ':' && isdigit((unsigned char)t[1])) {
				r.count = 0;
				for (t++; isdigit((unsigned char)*t); t++)
					r.count = r.count < 100000 ? r.count * 10 + (unsigned)(*t - '0') : r.count;
			}
			vec_push(&p->rs, r);
			while (*t == ' ' || *t == '\t' || *t == '\n' || *t == '\r')
				t++;
			if (*t == '=' && t[1] != '=') {
				newlines(p, p->tok, t);
				p->cur = t + 1;
				unsigned n = p->rs.n - start;
				ResName *r = &p->rs.v[start];
				lval->res = (ResList){n, r->count, r->name, {r->loc}};
				if (n > 1)
					lval->res.many = arena_dup(p->c->arena, r, n * sizeof(ResName));
				p->rs.n = start;
				return RESULTS;
			}
			if (*t == ',') {
				t++;
				while (*t == ' ' || *t == '\t' || *t == '\n' || *t == '\r')
					t++;
				if (*t == '%' && suffix_char((unsigned char)t[1])) {
					s = t;
					continue;
				}
			}
			p->no_results_before = t;
			p->rs.n = start;
			break;
		}
	}
	ValRef r = {first, 0,
	            {p->src->file, p->line, (uint32_t)(p->tok - p->line_start) + 1}};
	if (*cur == '#' && isdigit((unsigned char)cur[1])) {
		for (cur++; isdigit((unsigned char)*cur); cur++)
			r.idx = r.idx < 100000 ? r.idx * 10 + (unsigned)(*cur - '0') : r.idx;
	}
	p->cur = cur;
	lval->vref = r;
	return VALUE;
}

/* At s, "struct<\"name\"...": if name was read whole before from the
 * same text (p->struct_texts), that text as one token (OPAQUE_TYPE) up to
 * its '>', which the token's end is; else 0. */
static int lex_struct(Parser *p, MLYSTYPE *lval, const char *s)
{
	if (!p->struct_texts.n || strncmp(s, "struct<\"", 8) != 0)
		return 0;
	const char *n = s + 8, *e = n;
	while (*e && *e != '"' && *e != '\\' && *e != '\n')
		e++;
	if (*e != '"')
		return 0;
	StructText *t = map_get(&p->struct_texts, intern(p->c, n, (size_t)(e - n)));
	if (!t || (size_t)(p->buf + p->src->len - s) < t->len || memcmp(s, t->text, t->len) != 0)
		return 0;
	p->cur = s + t->len;
	lval->ty = t->type;
	return OPAQUE_TYPE;
}

/* At s, '{': if the text up to its '}' was read as an attribute
 * dictionary before (p->dict_texts, p_dict_note), that dictionary as one
 * token (DICT_TEXT) up to the '}'; else 0. */
static int lex_dict(Parser *p, MLYSTYPE *lval, const char *s)
{
	const char *e = s + 1;
	while (p_dict_char((unsigned char)*e))
		e++;
	if (*e != '}')
		return 0;
	uint32_t len = (uint32_t)(e + 1 - s);
	uint64_t key = MAP_HASH_KEY(hash_bytes(s, len, 0));
	for (LexDict **t = map_next_(&p->dict_texts, key, NULL); t; t = map_next_(&p->dict_texts, key, t))
		if ((*t)->len == len && !memcmp((*t)->text, s, len)) {
			p->cur = e + 1;
			lval->dict = *t;
			return DICT_TEXT;
		}
	return 0;
}

/* An identifier: a keyword, an op name, "word<" openers, or BARE_ID. */
static int lex_word(Parser *p, MLYSTYPE *lval, const char *cur)
{
	if (*cur == '<' && cur - p->tok == 6 && p->tok[0] == 's') {
		int t = lex_struct(p, lval, p->tok);
		if (t)
			return t;
	}
	/* a keyword's Sym is the parse's own after its first (pinned: the
	 * name of a function dropped with it may be one, uniq_drop_name) */
	size_t len = (size_t)(cur - p->tok);
	uint32_t h = (uint32_t)hash_bytes(p->tok, len, 0);
	int ki = keyword_index(h, p->tok, len);
	Sym *s;
	uintptr_t kw = 0;
	if (ki >= 0) {
		if (!p->kw_syms[ki])
			p->kw_syms[ki] = sym_pin(intern_hashed(p->c, p->tok, len, h));
		s = p->kw_syms[ki];
		kw = (uintptr_t)KW(keyword_list[ki].tok, keyword_list[ki].kind);
	} else {
		s = intern_hashed(p->c, p->tok, len, h);
	}
	p->cur = cur;
	if (!kw) {
		size_t np = sizeof LLVM_INTR_PREFIX - 1;   /* llvm.intr.* (optok_llvm.h) */
		if (s->len > np && memcmp(s->s, LLVM_INTR_PREFIX, np) == 0) {
			lval->word = (Word){s, OP_LLVM_INTR};
			/* a custom form of no operands (llvm.intr.trap) is a token of its own */
			const Intrinsic *in = intrinsic_by_op(s->s + np);
			return in && (in->flags & FBARE22) ? T_LLVM_INTR_BARE : T_LLVM_INTR;
		}
		if (s->len == 10 && memcmp(s->s, "affine_map", 10) == 0 && *cur == '<') {
			const char *pos = cur + 1;
			Sym *body = lex_balanced(p, &pos, '<', '>', BODY_EXPAND);
			if (!body)
				return LEX_ERROR;
			p->cur = pos;
			/* held in canonical form; a map beyond our limits is kept
			 * as written, a wrong one is MLIR's error */
			Out o;
			out_init(&o);
			const AffineForm *form = NULL;
			AffineError err;
			bool ok = affine_map_canon(p->c, &o, body->s, body->len, &form, &err);
			if (ok)
				body = intern(p->c, o.buf, o.len);
			out_free(&o);
			if (!ok && err.msg) {
				/* where in the source, if the body is the source's text there */
				const char *src = cur + 1;
				while (*src == ' ' || *src == '\t' || *src == '\n' || *src == '\r')
					src++;
				const char *at = src + body->len <= pos && !memcmp(src, body->s, body->len) ? src + err.off : src;
				if (at < p->line_start)
					at = p->line_start;
				lex_fail(p, at, err.msg);
				return LEX_ERROR;
			}
			lval->attr = attr_affine_map(p->c, body, form);
			return AFFINE_MAP;
		}
		lval->sym = s;
		return BARE_ID;
	}
	int tok = (int)(kw >> 16), kind = (int)(kw & 0xffff);
	lval->word = (Word){s, kind};
	if (tok == T_FUNC_FUNC || tok == T_LLVM_FUNC || (tok == KW_FUNC && *cur != '<'))
		p->fn_kw = tok == T_LLVM_FUNC ? T_LLVM_FUNC : T_FUNC_FUNC;
	if (kind == KW_NEEDS_LT) {
		if (*cur != '<') {
			lval->sym = s;
			return BARE_ID;
		}
		p->cur = cur + 1;
		if (tok == VECTOR_LT || tok == MEMREF_LT || tok == TENSOR_LT || tok == VEC_LT || tok == ARRAY_LT)
			p->lex_dims = true;
	}
	return tok;
}

/* "#name": an alias; "#d.name<body>" or "#d<body>": a dialect attribute. */
static int lex_hash(Parser *p, MLYSTYPE *lval, const char *cur)
{
	if (strncmp(p->tok, "!llvm.", 6) == 0) {
		/* !llvm.ptr without <...>, most types of LLVM-dialect text: one
		 * token, not "!llvm." and "ptr" reduced three times */
		const char *next = cur;
		while (*next == ' ' || *next == '\t' || *next == '\r' || *next == '\n')
			next++;
		if (cur - p->tok == 9 && memcmp(p->tok + 6, "ptr", 3) == 0 && *next != '<') {
			p->cur = cur;
			lval->ty = type_ptr(p->c, 0, NULL);
			return OPAQUE_TYPE;
		}
		int t = lex_struct(p, lval, p->tok + 6);
		if (t)
			return t;
		p->cur = p->tok + 6;
		return LLVM_BANG;
	}
	Sym *name = intern(p->c, p->tok + 1, (size_t)(cur - p->tok - 1));
	bool dotted = memchr(name->s, '.', name->len) != NULL;
	p->cur = cur;
	if (*cur == '<' && name->len == 12 && !memcmp(name->s, "dlti.dl_spec", 12)) {
		p->cur = cur + 1;   /* its entries are read by the grammar */
		return DL_SPEC_LT;
	}
	if (*cur == '<' && name->len == 13 && !memcmp(name->s, "dlti.dl_entry", 13)) {
		p->cur = cur + 1;
		return DL_ENTRY_LT;
	}
	if (*cur == '<' && name->len == 18 && !memcmp(name->s, "llvm.vec_type_hint", 18)) {
		p->cur = cur + 1;   /* its fields hold a type: read by the grammar */
		lval->i = LL_VEC_TYPE_HINT;
		return LLATTR_LT;
	}
	if (!dotted && *cur != '<') {
		lval->sym = name;
		return p->tok[0] == '#' ? HASH_ID : BANG_ID;
	}
	/* the dialects xlate reads; mlir-opt registers them.  Aliases are
	 * expanded in the bodies kept as text; the LLVM attributes xlate
	 * reads resolve the aliases they name themselves. */
	bool known = dialect_known(name);
	BodyMode mode = !known || llattr_kind_of(name->s, name->len) >= 0 ? BODY_VERBATIM : BODY_STRICT;
	if (p->tok[0] == '#' && dotted) {
		/* at the mnemonic, after "#dialect." */
		uint32_t mn = (uint32_t)((const char *)memchr(name->s, '.', name->len) - name->s) + 2;
		Loc l = {p->src->file, p->line, (uint32_t)(p->tok - p->line_start) + 1 + mn};
		if (!p_dialect_attr_ok(p, l, name)) {
			p->failed = true;
			return LEX_ERROR;
		}
	}
	Sym *body = intern(p->c, "", 0);
	/* where a body starts: lex_balanced counts the lines it crosses */
	Loc at = {p->src->file, p->line, (uint32_t)(cur - p->line_start) + 3};
	Loc start = {p->src->file, p->line, (uint32_t)(p->tok - p->line_start) + 1};
	unsigned line0 = p->line;
	const char *line_start0 = p->line_start;
	if (*cur == '<') {
		const char *pos = cur + 1;
		body = lex_balanced(p, &pos, '<', '>', mode);
		if (!body)
			return LEX_ERROR;
		if (!known)   /* as written, blanks at its ends too: mlir-opt keeps an unregistered body's text */
			body = intern(p->c, cur + 1, (size_t)(pos - cur - 2));
		p->cur = pos;
	}
	/* (a dialect mlir-opt registers and xlate does not read: kept as text) */
	if (!known && p->c->reject_unregistered && !gen_opt_registers(gen_of(p->c->llvm_version), name->s, strcspn(name->s, "."))) {
		/* mlir-opt's error, at the mnemonic (or the sigil) */
		const char *dot = memchr(name->s, '.', name->len);
		int dl = dot ? (int)(dot - name->s) : (int)name->len;
		const char *mn = dot ? dot + 1 : "", *lt = dot && *cur == '<' ? "<" : "", *gt = *lt ? ">" : "";
		Loc l = {p->src->file, start.line, start.col + (dot ? (uint32_t)dl + 2 : 0)};
		const char *what = p->tok[0] == '#' ? "#\"%.*s\"<\"%s%s%s%s\"> : 'none' attribute" : "`!\"%.*s\"<\"%s%s%s%s\">` type";
		Out o;
		out_init(&o);
		out_fmt(&o, what, dl, name->s, mn, lt, dot || *cur == '<' ? body->s : "", gt);
		out_ch(&o, 0);
		p_error(p, l, "%s created with unregistered dialect. If this is intended, please call "
		        "allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect "
		        "with the MLIR opt tool used", o.buf);
		out_free(&o);
		p->failed = true;
		return LEX_ERROR;
	}
	if (p->tok[0] == '#') {
		at.col--;
		if (known && !dotted && *cur == '<' && !body->len) {
			/* #llvm<>: the dialect's parser wants the attribute's name */
			p_error(p, at, "expected valid keyword");
			p->failed = true;
			return LEX_ERROR;
		}
		if (!p_enum_ok(p, at, name, body)) {
			p->failed = true;
			return LEX_ERROR;
		}
		lval->attr = p_opaque_attr(p, name, body, *cur == '<');
		if (lval->attr->kind == ATTR_OPAQUE && !known && *cur == '<' && !body->len)
			lval->attr = attr_opaque_angled(p->c, name);   /* #d.name<> prints back as written */
		if (lval->attr->kind == ATTR_OPAQUE && llattr_kind_of(name->s, name->len) >= 0) {
			/* an LLVM dialect attribute xlate reads (debug info too),
			 * which does not read as one: mlir-opt rejects it too (kept
			 * as text, the aliases it names would print unbound, the
			 * attributes nested in it twice).  The body read again as
			 * MLIR's lexer reads it gives the errors it gives there (an
			 * undefined alias, an unexpected character), else this one */
			const char *pos = cur + 1;
			p->line = line0;
			p->line_start = line_start0;
			if (*cur == '<' && !lex_balanced(p, &pos, '<', '>', BODY_STRICT))
				return LEX_ERROR;
			p->line = line0;
			p->line_start = line_start0;
			p_error(p, start, "invalid #%s attribute", name->s);
			p->failed = true;
			return LEX_ERROR;
		}
		if (lval->attr->kind == ATTR_OPAQUE && known && *cur == '<') {
			/* one kept as text: its body is at least a struct (the body
			 * lexed has no blanks at its start: at, past those written) */
			Loc bat = at;
			for (const char *q = cur + 1; *q == ' ' || *q == '\t' || *q == '\n' || *q == '\r'; q++)
				if (*q == '\n')
					bat.line++, bat.col = 1;
				else
					bat.col++;
			if (!p_struct_body_ok(p, bat, name, body)) {
				p->failed = true;
				return LEX_ERROR;
			}
		}
		return OPAQUE_ATTR;
	}
	if (name->len == 4 && memcmp(name->s, "llvm", 4) == 0 && body->len >= 2 && body->s[0] == '"' &&
	    body->s[body->len - 1] == '"') {
		/* 2020: !llvm<"float*">, LLVM IR type syntax, read by the .ll grammar */
		lval->ty = ll_parse_type(p->c, body->s + 1, body->len - 2, at);
		if (!lval->ty) {
			p->failed = true;
			return LEX_ERROR;
		}
		return OPAQUE_TYPE;
	}
	if (name->len == 4 && memcmp(name->s, "llvm", 4) == 0 && *cur == '<') {
		/* !llvm<X> is !llvm.X to mlir-opt: X must start with one of the
		 * LLVM dialect's type keywords (else it printed as !llvm.X, which
		 * does not read back) */
		static const char *const kws[] = {"ptr", "struct", "array", "func", "void", "label", "metadata", "token",
		                                  "ppc_fp128", "x86_amx", "x86_mmx", "target", "vec", NULL};
		size_t n = 0;
		while (n < body->len && (isalnum((unsigned char)body->s[n]) || body->s[n] == '_'))
			n++;
		const char *const *k = kws;
		while (*k && !(strlen(*k) == n && !memcmp(*k, body->s, n)))
			k++;
		if (!*k) {
			Loc l = at;
			l.col--;   /* at the body's first character */
			p_error(p, l, "unknown LLVM type: %s", body->s);
			p->failed = true;
			return LEX_ERROR;
		}
	}
	/* a type is held as mlir-opt holds it: the dialect and the rest,
	 * "!d.name<body>" -> d, "name<body>"; "!d<body>" -> d, "body" */
	const char *dot = memchr(name->s, '.', name->len);
	if (dot) {
		size_t dl = (size_t)(dot - name->s), rl = name->len - dl - 1;
		p->text.n = 0;
		for (size_t i = 0; i < rl; i++)
			vec_push(&p->text, dot[1 + i]);
		if (*cur == '<') {
			vec_push(&p->text, '<');
			for (size_t i = 0; i < body->len; i++)
				vec_push(&p->text, body->s[i]);
			vec_push(&p->text, '>');
		}
		body = intern(p->c, p->text.v, p->text.n);
		name = intern(p->c, name->s, dl);
	}
	lval->ty = type_opaque(p->c, TY_OPAQUE, name, body);
	return OPAQUE_TYPE;
}

/* Skips the "x" (and blanks around it) after a dimension. */
static int dim_x(Parser *p, const char *cur, int tok)
{
	while (*cur == ' ' || *cur == '\t')
		cur++;
	cur++;
	while (*cur == ' ' || *cur == '\t')
		cur++;
	p->cur = cur;
	return tok;
}

/* Dimension mode: "4x" "?x" "[4]x" "*x" (blanks allowed around the x);
 * 0 if none here. */
static int lex_dim(Parser *p, MLYSTYPE *lval)
{
	const char *cur = p->tok, *mar, *ctx;
	(void)mar;
	/*!re2c
	digit+ / [ \t]* "x" {
		lval->i = p_dim_value(p, p->tok, cur);
		return dim_x(p, cur, DIM);
	}
	"?" / [ \t]* "x" { lval->i = DYN; return dim_x(p, cur, DIM); }
	"[" digit+ "]" / [ \t]* "x" {
		lval->i = p_dim_value(p, p->tok + 1, cur - 1);
		return dim_x(p, cur, SDIM);
	}
	"*" / [ \t]* "x" { return dim_x(p, cur, STAR_X); }
	* { return 0; }
	*/
}

static int lex_token(Parser *p, MLYSTYPE *lval)
{
	const char *cur, *mar;
loop:
	p->tok = cur = p->cur;
	if (p->lex_dims) {
		int t = lex_dim(p, lval);
		if (t)
			return t;
		p->lex_dims = false;
	}
	/*!re2c
	[\x00] {
		if (p->tok == p->buf + p->src->len)
			return MLYEOF;
		lex_fail(p, p->tok, "unexpected NUL character");
		return LEX_ERROR;
	}
	"\n" { p->cur = cur; p->line++; p->line_start = cur; goto loop; }
	[ \t\r]+ { p->cur = cur; goto loop; }
	"//" [^\n\x00]* { p->cur = cur; goto loop; }
	"{-#" {
		const char *e = strstr(cur, "#-}");
		if (!e) {
			lex_fail(p, p->tok, "unterminated file metadata '{-#'");
			return LEX_ERROR;
		}
		file_metadata(p, cur, e);
		newlines(p, cur, e);
		p->cur = e + 3;
		goto loop;
	}

	"%" suffixid { return lex_percent(p, lval, cur); }
	"^" suffixid {
		p->cur = cur;
		lval->sym = intern(p->c, p->tok + 1, (size_t)(cur - p->tok - 1));
		return CARET_ID;
	}
	"@" bareid {
		p->cur = cur;
		lval->sym = intern(p->c, p->tok + 1, (size_t)(cur - p->tok - 1));
		return AT_ID;
	}
	"@" string {
		p->cur = cur;
		lval->sym = p_unescape(p, (Span){p->tok + 2, (uint32_t)(cur - p->tok - 3)});
		return AT_ID;
	}
	[#!] bareid { return lex_hash(p, lval, cur); }
	"loc(" {
		/* (its text is read from the source where used: p_note_loc,
		 * p_loc_alias; the aliases it names are resolved there, not
		 * replaced by their text here, which for debug info's nested
		 * scopes and types grows without bound) */
		const char *pos = cur;
		if (!lex_balanced(p, &pos, '(', ')', BODY_TOKENS))
			return LEX_ERROR;
		p->cur = pos;
		return LOC;
	}

	"-"? digit+ | "0x" hexdigit+ {
		p->cur = cur;
		lval->span = (Span){p->tok, (uint32_t)(cur - p->tok)};
		return INT;
	}
	"-"? digit+ "." digit* ([eE] [-+]? digit+)? {
		p->cur = cur;
		lval->span = (Span){p->tok, (uint32_t)(cur - p->tok)};
		return FLOAT;
	}
	string {
		p->cur = cur;
		lval->span = (Span){p->tok + 1, (uint32_t)(cur - p->tok - 2)};
		return STRING;
	}
	"\"" {
		lex_fail(p, p->tok, "expected '\"' in string literal");
		return LEX_ERROR;
	}
	[su]? "i" [1-9] digit* {
		p->cur = cur;
		lval->word = (Word){int_type_sym(p, p->tok, cur), TY_INT};
		return BUILTIN_TYPE;
	}
	bareid { return lex_word(p, lval, cur); }

	"->" { p->cur = cur; return ARROW; }
	"..." { p->cur = cur; return ELLIPSIS; }
	"::" { p->cur = cur; return COLONCOLON; }
	"{" / [a-zA-Z_"] {
		int t = p->dict_texts.n ? lex_dict(p, lval, p->tok) : 0;
		if (!t)
			p->cur = cur;
		return t ? t : '{';
	}
	[()[\]{}<>,:=?*|] { p->cur = cur; return p->tok[0]; }
	* {
		lex_fail(p, p->tok, "unexpected character");
		return LEX_ERROR;
	}
	*/
}

int mlylex(MLYSTYPE *lval, MLYLTYPE *lloc, Parser *p)
{
	if (p->failed)
		return LEX_ERROR;
	int t = lex_token(p, lval);
	int line = (int)p->line, col = (int)(p->tok - p->line_start) + 1;
	/* tokens spanning lines (RESULTS, bodies) report their start line */
	if (p->tok < p->line_start) {
		unsigned back = 0;
		const char *ls = p->tok;
		for (const char *s = p->tok; s < p->cur; s++)
			back += *s == '\n';
		while (ls > p->buf && ls[-1] != '\n')
			ls--;
		line = (int)(p->line - back);
		col = (int)(p->tok - ls) + 1;
	}
	*lloc = (MLYLTYPE){line, col, (uint32_t)(p->tok - p->buf), (uint32_t)(p->cur - p->buf)};
	if (t == LEX_ERROR)
		p->failed = true;
	return t;
}
