/* parse_dialect_attr.c - dialect attributes in MLIR text: the LLVM
 * dialect's attributes with fields read from their bodies into ATTR_LLVM
 * (the table of what each field holds, field_holds), the enum attributes
 * (#llvm.linkage<...>, #llvm.cconv<...>, #index<cmp_predicate ...>), the
 * flags attributes, and the mnemonics of the dialects xlate reads (an
 * unknown one is mlir-opt's error); the rest is kept as text
 * (p_opaque_attr).  Called by the grammar and the lexer (mlir.re). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "mlir/build.h"
#include "mlir/parse_llvm.h"
/* ------------------------------------------- LLVM-dialect attributes */

/* The one MLIR reader of the ATTR_LLVM kinds (llattr.c's tables): the
 * body text of "#llvm.name<body>" (nested dialect attributes written out,
 * aliases expanded by the lexer) into fields.  NULL for anything it does
 * not know: the attribute then stays opaque text. */
typedef struct LLRead { Parser *p; const char *s; } LLRead;

static void lr_ws(LLRead *r)
{
	while (*r->s == ' ' || *r->s == '\t' || *r->s == '\n' || *r->s == '\r')
		r->s++;
}

static bool lr_eat(LLRead *r, char ch)
{
	lr_ws(r);
	if (*r->s != ch)
		return false;
	r->s++;
	return true;
}

static bool lr_word_ch(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_' ||
	       ch == '.' || ch == '-';
}

/* An identifier (keyword, field name) at r; its length, 0 if none. */
static size_t lr_word(LLRead *r)
{
	lr_ws(r);
	size_t n = 0;
	while (lr_word_ch(r->s[n]))
		n++;
	return n;
}

static bool lr_int(LLRead *r, int64_t *v)
{
	lr_ws(r);
	const char *e = r->s + (*r->s == '-');
	if (*e < '0' || *e > '9')
		return false;
	while (*e >= '0' && *e <= '9')
		e++;
	uint64_t w[1];
	if (!int_parse(r->s, (size_t)(e - r->s), 64, w, 1))
		return false;
	*v = (int64_t)w[0];
	r->s = e;
	return true;
}

static Attr *lr_llattr(LLRead *r, int kind);

/* An unregistered dialect's attribute at s ("#d.name", n long, then
 * <body>): its body as written, as mlir-opt keeps it; NULL for one of a
 * dialect xlate reads. */
static Attr *lr_unregistered(LLRead *r, const char *s, size_t n)
{
	Ctx *c = r->p->c;
	Sym *dialect = intern(c, s + 1, n - 1);
	if (dialect_known(dialect))
		return NULL;
	const char *b = s + n, *e = b;
	if (*b != '<') {
		r->s = b;
		return attr_opaque(c, ATTR_OPAQUE, dialect, intern(c, "", 0));
	}
	int depth = 0;
	for (; *e; e++) {
		if (*e == '"') {
			for (e++; *e && *e != '"'; e++)
				if (*e == '\\' && e[1])
					e++;
			if (!*e)
				return NULL;
		} else if (*e == '<') {
			depth++;
		} else if (*e == '>' && e[-1] != '-' && --depth == 0) {
			break;
		}
	}
	if (!*e)
		return NULL;
	r->s = e + 1;
	if (e == b + 1)
		return attr_opaque_angled(c, dialect);
	/* blanks at its ends too, as the lexer keeps such a body (lex_hash) */
	return attr_opaque(c, ATTR_OPAQUE, dialect, intern(c, b + 1, (size_t)(e - b - 1)));
}

static Attr *lr_attr(LLRead *r);

/* A location's body (what loc(...) holds); NULL for one not read so. */
static Attr *lr_loc(LLRead *r, unsigned depth)
{
	Ctx *c = r->p->c;
	lr_ws(r);
	const char *s = r->s;
	if (depth > 64)
		return NULL;
	if (*s == '#') {   /* a location alias */
		size_t n = 1;
		while (isalnum((unsigned char)s[n]) || s[n] == '_' || s[n] == '$' || s[n] == '.')
			n++;
		AliasDef *d = map_get(&r->p->attr_alias, intern(c, s + 1, n - 1));
		r->s = s + n;
		return d && d->loc ? d->attr : NULL;
	}
	if (*s == '"') {   /* "file":line:col, or "name" */
		Attr *str = lr_attr(r);
		if (!str)
			return NULL;
		if (lr_eat(r, ':')) {
			int64_t line, col;
			if (!lr_int(r, &line) || !lr_eat(r, ':') || !lr_int(r, &col) || line < 0 || col < 0)
				return NULL;
			lr_ws(r);
			if (!strncmp(r->s, "to", 2) && !lr_word_ch(r->s[2]))
				return NULL;   /* (a range: not read) */
			Attr *parts[3] = {str, attr_int(c, type_i(c, 64), line), attr_int(c, type_i(c, 64), col)};
			return attr_loc(c, ATTR_LOC_FILE, 3, parts);
		}
		Attr *parts[2] = {str, NULL};
		if (lr_eat(r, '(') && (!(parts[1] = lr_loc(r, depth + 1)) || !lr_eat(r, ')')))
			return NULL;
		return attr_loc(c, ATTR_LOC_NAME, parts[1] ? 2 : 1, parts);
	}
	size_t n = lr_word(r);
	if (n == 7 && !memcmp(s, "unknown", 7)) {
		r->s += n;
		return attr_loc(c, ATTR_LOC_UNKNOWN, 0, NULL);
	}
	if (n == 8 && !memcmp(s, "callsite", 8)) {
		r->s += n;
		Attr *parts[2] = {NULL, NULL};
		if (!lr_eat(r, '(') || !(parts[0] = lr_loc(r, depth + 1)))
			return NULL;
		lr_ws(r);
		if (strncmp(r->s, "at", 2) || lr_word_ch(r->s[2]))
			return NULL;
		r->s += 2;
		if (!(parts[1] = lr_loc(r, depth + 1)) || !lr_eat(r, ')'))
			return NULL;
		return attr_loc(c, ATTR_LOC_CALLSITE, 2, parts);
	}
	if (n != 5 || memcmp(s, "fused", 5))
		return NULL;
	r->s += n;
	VEC(Attr *) v = {0};
	Attr *md = NULL, *a = NULL;
	bool ok = true;
	if (lr_eat(r, '<'))
		ok = (md = lr_attr(r)) != NULL && lr_eat(r, '>');
	vec_push(&v, md);
	ok = ok && lr_eat(r, '[');
	if (ok && !lr_eat(r, ']')) {
		do {
			Attr *x = lr_loc(r, depth + 1);
			if (!(ok = x != NULL))
				break;
			vec_push(&v, x);
		} while (lr_eat(r, ','));
		ok = ok && lr_eat(r, ']');
	}
	if (ok)
		a = attr_loc(c, ATTR_LOC_FUSED, v.n, v.v);
	vec_free(&v);
	return a;
}

Attr *p_loc_text(Parser *p, const char *s, size_t n)
{
	LLRead r = {p, s};
	Attr *a = lr_loc(&r, 0);
	lr_ws(&r);
	return a && r.s == s + n ? a : NULL;
}

/* A field value of any kind (LV_ATTR). */
static Attr *lr_attr(LLRead *r)
{
	lr_ws(r);
	const char *s = r->s;
	int64_t v;
	if (!strncmp(s, "loc(", 4)) {   /* a location, written out */
		r->s = s + 4;
		Attr *a = lr_loc(r, 0);
		return a && lr_eat(r, ')') ? a : NULL;
	}
	if (*s == '"') {
		const char *e = s + 1;
		while (*e && *e != '"')
			e += *e == '\\' && e[1] ? 2 : 1;
		if (*e != '"')
			return NULL;
		Sym *str = p_unescape(r->p, (Span){s + 1, (uint32_t)(e - s - 1)});
		r->s = e + 1;
		return attr_str(r->p->c, str->s, str->len);
	}
	if (*s == '[') {   /* [a, b, ...] */
		VEC(Attr *) v = {0};
		Attr *a = NULL;
		bool ok = true;
		r->s++;
		if (!lr_eat(r, ']')) {
			do {
				Attr *x = lr_attr(r);
				ok = x != NULL;
				if (ok)
					vec_push(&v, x);
			} while (ok && lr_eat(r, ','));
			ok = ok && lr_eat(r, ']');
		}
		if (ok)
			a = attr_array(r->p->c, v.n, v.v);
		vec_free(&v);
		return a;
	}
	if (*s == '@') {   /* @name or @"name" */
		Sym *name;
		if (s[1] == '"') {
			const char *e = s + 2;
			while (*e && *e != '"')
				e += *e == '\\' && e[1] ? 2 : 1;
			if (*e != '"')
				return NULL;
			name = p_unescape(r->p, (Span){s + 2, (uint32_t)(e - s - 2)});
			r->s = e + 1;
		} else {
			const char *e = s + 1;
			while ((*e >= 'a' && *e <= 'z') || (*e >= 'A' && *e <= 'Z') || *e == '_' ||
			       (e > s + 1 && ((*e >= '0' && *e <= '9') || *e == '$' || *e == '.')))
				e++;
			if (e == s + 1)
				return NULL;
			name = intern(r->p->c, s + 1, (size_t)(e - s - 1));
			r->s = e;
		}
		return attr_sym(r->p->c, name);
	}
	if (*s == '#') {
		size_t n = 1;   /* MLIR's bare identifier: $ and . too */
		while (isalnum((unsigned char)s[n]) || s[n] == '_' || s[n] == '$' || s[n] == '.')
			n++;
		if (!memchr(s + 1, '.', n - 1) && s[n] == '<')
			return lr_unregistered(r, s, n);   /* #d<body>: a dialect's, not an alias */
		if (!memchr(s + 1, '.', n - 1)) {
			/* an alias the lexer left as written (inside an alias's text) */
			AliasDef *d = map_get(&r->p->attr_alias, intern(r->p->c, s + 1, n - 1));
			r->s = s + n;
			return d ? d->attr : NULL;
		}
		int k = llattr_kind_of(s + 1, n - 1);
		if (k < 0)
			return lr_unregistered(r, s, n);
		r->s = s + n;
		return lr_llattr(r, k);
	}
	const char *d = s + (*s == '-');
	while (*d >= '0' && *d <= '9')
		d++;
	if (d > s + (*s == '-') && (*d == '.' || *d == 'e' || *d == 'E')) {
		/* 2.500000e-01 [: f32 | f64] */
		const char *e = d;
		while ((*e >= '0' && *e <= '9') || *e == '.' || *e == 'e' || *e == 'E' ||
		       ((*e == '-' || *e == '+') && (e[-1] == 'e' || e[-1] == 'E')))
			e++;
		Type *t = type_simple(r->p->c, TY_F64);
		uint64_t bits[2] = {0, 0};
		size_t n = (size_t)(e - s);
		r->s = e;
		const char *save = r->s;
		if (lr_eat(r, ':')) {
			size_t w = lr_word(r);
			if (w == 3 && !memcmp(r->s, "f32", 3))
				t = type_simple(r->p->c, TY_F32);
			else if (!(w == 3 && !memcmp(r->s, "f64", 3)))
				return NULL;
			r->s += w;
		} else {
			r->s = save;
		}
		return float_parse(s, n, t, bits) ? attr_float(r->p->c, t, bits) : NULL;
	}
	if (lr_int(r, &v)) {
		Type *t = type_i(r->p->c, 64);
		const char *save = r->s;
		if (lr_eat(r, ':')) {
			size_t n = lr_word(r);
			unsigned long w = 0;
			if (n < 2 || r->s[0] != 'i' || n > 8)
				return NULL;
			for (size_t i = 1; i < n; i++)
				w = r->s[i] >= '0' && r->s[i] <= '9' ? w * 10 + (unsigned long)(r->s[i] - '0') : ~0ul;
			if (w == 0 || w > 64)
				return NULL;
			t = type_i(r->p->c, (unsigned)w);
			r->s += n;
		} else {
			r->s = save;
		}
		return attr_int(r->p->c, t, v);
	}
	size_t n = lr_word(r);
	if (n == 4 && !memcmp(r->s, "true", 4))
		return r->s += 4, attr_bool(r->p->c, true);
	if (n == 5 && !memcmp(r->s, "false", 5))
		return r->s += 5, attr_bool(r->p->c, false);
	return NULL;
}

/* An integer type written bare (i32); NULL if it is not one. */
static Type *lr_itype(LLRead *r)
{
	size_t n = lr_word(r);
	unsigned long w = 0;
	if (n < 2 || n > 9 || r->s[0] != 'i')
		return NULL;
	for (size_t i = 1; i < n; i++)
		w = r->s[i] >= '0' && r->s[i] <= '9' ? w * 10 + (unsigned long)(r->s[i] - '0') : ~0ul;
	if (w == 0 || w > (1ul << 23))
		return NULL;
	r->s += n;
	return type_i(r->p->c, (unsigned)w);
}

/* The value of field fd; f0 the kind's first field (LV_WIDE's type). */
static Attr *lr_value(LLRead *r, const LLFieldDesc *fd, Attr *f0)
{
	int64_t v;
	switch (fd->val) {
	case LV_ITYPE: {
		Type *t = lr_itype(r);
		return t ? attr_type(r->p->c, t) : NULL;
	}
	case LV_WIDE: {
		if (!f0 || f0->kind != ATTR_TYPE || !type_is_int(f0->ty))
			return NULL;
		lr_ws(r);
		const char *e = r->s + (*r->s == '-');
		if (*e < '0' || *e > '9')
			return NULL;
		while (*e >= '0' && *e <= '9')
			e++;
		unsigned width = f0->ty->i.width, nw = width > 64 ? (width + 63) / 64 : 1;
		uint64_t *w = xmalloc(nw * sizeof *w);
		Attr *a = int_parse(r->s, (size_t)(e - r->s), width, w, nw) ? attr_int_words(r->p->c, f0->ty, nw, w) : NULL;
		free(w);
		r->s = e;
		return a;
	}
	case LV_INT:
		return lr_int(r, &v) ? attr_int(r->p->c, type_i(r->p->c, 64), v) : NULL;
	case LV_KW: {   /* DW_TAG_member */
		size_t n = lr_word(r);
		if (n < 4 || memcmp(r->s, "DW_", 3))
			return NULL;
		Attr *a = attr_str(r->p->c, r->s, n);
		r->s += n;
		return a;
	}
	case LV_DIFLAGS: {   /* Word or "A|B" */
		lr_ws(r);
		bool q = lr_eat(r, '"');
		uint64_t bits = 0;
		const char *const *w = llenum_words[fd->en];
		do {
			size_t n = lr_word(r);
			unsigned i = 0;
			while (w[i] && !(strlen(w[i]) == n && !memcmp(w[i], r->s, n)))
				i++;
			if (!w[i])
				return NULL;
			bits |= (uint64_t)1 << i;
			r->s += n;
		} while (q && lr_eat(r, '|'));
		if (q && !lr_eat(r, '"'))
			return NULL;
		return attr_int(r->p->c, type_i(r->p->c, 64), (int64_t)bits);
	}
	case LV_BODY:
		return lr_llattr(r, (int)fd->en);
	case LV_DSEQ: {
		size_t n = lr_word(r);
		if (n != 8 || memcmp(r->s, "distinct", 8))
			return NULL;
		r->s += 8;
		if (!lr_eat(r, '[') || !lr_int(r, &v) || !lr_eat(r, ']') || !lr_eat(r, '<') || !lr_eat(r, '>'))
			return NULL;
		return attr_int(r->p->c, type_i(r->p->c, 64), v);
	}
	case LV_ENUM: {
		size_t n = lr_word(r);
		const char *const *w = llenum_words[fd->en];
		for (int64_t i = 0; w[i]; i++)
			if (strlen(w[i]) == n && !memcmp(w[i], r->s, n)) {
				r->s += n;
				return attr_int(r->p->c, type_i(r->p->c, 64), i);
			}
		return NULL;
	}
	case LV_MEMBERS:
	case LV_BODIES:
	case LV_LIST: {
		VEC(Attr *) v = {0};
		Attr *a = NULL;
		bool ok = true;
		if (fd->val == LV_MEMBERS) {
			ok = lr_eat(r, '{');
			lr_ws(r);
			if (ok && *r->s != '}')
				do {
					Attr *m = lr_eat(r, '<') ? lr_llattr(r, LL_TBAA_MEMBER) : NULL;
					ok = m != NULL;
					if (ok)
						vec_push(&v, m);
				} while (ok && lr_eat(r, ','));
			ok = ok && lr_eat(r, '}');
		} else if (fd->val == LV_BODIES) {
			/* <...>, <...> up to the next `name =` */
			for (;;) {
				Attr *x = lr_llattr(r, (int)fd->en);
				if (!(ok = x != NULL))
					break;
				vec_push(&v, x);
				const char *save = r->s;
				if (!lr_eat(r, ',') || (lr_ws(r), *r->s != '<')) {
					r->s = save;
					break;
				}
			}
		} else {
			/* a, b, ... up to the next `name =` */
			do {
				Attr *x = lr_attr(r);
				ok = x != NULL;
				if (ok)
					vec_push(&v, x);
				lr_ws(r);
			} while (ok && r->s[0] == ',' && (r->s++, lr_ws(r), r->s[0] == '#'));
			if (ok && r->s[-1] == ',')
				r->s--;
		}
		if (ok)
			a = attr_array(r->p->c, v.n, v.v);
		vec_free(&v);
		return a;
	}
	default:
		return lr_attr(r);
	}
}

/* The body of an attribute of the kind at r: "<...>" (the '<' of an
 * LLF_POS member already taken by the caller), or nothing for an
 * LLF_STRUCT_OPT without fields. */
static Attr *lr_flags(LLRead *r, int kind)
{
	const LLAttrDesc *d = llattr_info((unsigned)kind);
	const char *const *w = llenum_words[d->words];
	uint64_t bits = 0;
	unsigned nw = 0;
	while (w[nw])
		nw++;
	do {
		size_t n = lr_word(r);
		unsigned i = 0;
		while (w[i] && !(strlen(w[i]) == n && !memcmp(w[i], r->s, n)))
			i++;
		if (w[i])
			bits |= (uint64_t)1 << i;
		else if (n == 4 && !memcmp(r->s, "fast", 4) && (d->words == LE_FASTMATH || d->words == LE_ARITH_FASTMATH))
			bits = ((uint64_t)1 << nw) - 1;
		else if (!(n == 4 && !memcmp(r->s, "none", 4)))
			return NULL;
		r->s += n;
	} while (lr_eat(r, ','));
	return lr_eat(r, '>') ? attr_llvm_flags(r->p->c, kind, bits) : NULL;
}

/* What a field read as an attribute (LV_ATTR) holds, as MLIR declares
 * its parameter: a bool, an integer, a string, a symbol, or an LLVM
 * attribute of one of two kinds; a value of another kind (an alias of
 * one) is mlir-opt's "invalid kind of attribute specified".  Fields not
 * listed take any attribute this reader reads back (not one kept as text,
 * a type, a dictionary or a dense one: printed inside, they would not
 * read back). */
enum { FH_ANY, FH_BOOL, FH_INT, FH_STRING, FH_SYM, FH_LLVM, FH_FUSED_LOC };
#define LLVM2(a, b) FH_LLVM, a, b
#define LLVM1(a) FH_LLVM, a, a
#define LOOPS LLVM1(LL_LOOP)
#define ONLY(h) h, 0, 0
static const struct { uint16_t field; uint8_t holds, kind, kind2; } field_holds[] = {
	{F_TBAA_ROOT_ID, ONLY(FH_STRING)}, {F_TBAA_TYPE_ID, ONLY(FH_STRING)},
	{F_TBAA_MEMBER_TYPE, LLVM2(LL_TBAA_TYPE, LL_TBAA_ROOT)}, {F_TBAA_TAG_BASE, LLVM2(LL_TBAA_TYPE, LL_TBAA_ROOT)},
	{F_TBAA_TAG_ACCESS, LLVM2(LL_TBAA_TYPE, LL_TBAA_ROOT)}, {F_TBAA_TAG_CONSTANT, ONLY(FH_BOOL)},
	{F_DOMAIN_DESC, ONLY(FH_STRING)}, {F_SCOPE_DOMAIN, LLVM1(LL_ALIAS_DOMAIN)}, {F_SCOPE_DESC, ONLY(FH_STRING)},
	{F_LOOP_DISABLE_NONFORCED, ONLY(FH_BOOL)}, {F_LOOP_VECTORIZE, LLVM1(LL_LOOP_VECTORIZE)},
	{F_LOOP_INTERLEAVE, LLVM1(LL_LOOP_INTERLEAVE)}, {F_LOOP_UNROLL, LLVM1(LL_LOOP_UNROLL)},
	{F_LOOP_UNROLL_AND_JAM, LLVM1(LL_LOOP_UNROLL_AND_JAM)}, {F_LOOP_LICM, LLVM1(LL_LOOP_LICM)},
	{F_LOOP_DISTRIBUTE, LLVM1(LL_LOOP_DISTRIBUTE)}, {F_LOOP_PIPELINE, LLVM1(LL_LOOP_PIPELINE)},
	{F_LOOP_PEELED, LLVM1(LL_LOOP_PEELED)}, {F_LOOP_UNSWITCH, LLVM1(LL_LOOP_UNSWITCH)},
	{F_LOOP_MUST_PROGRESS, ONLY(FH_BOOL)}, {F_LOOP_IS_VECTORIZED, ONLY(FH_BOOL)},
	{F_LOOP_START_LOC, ONLY(FH_FUSED_LOC)}, {F_LOOP_END_LOC, ONLY(FH_FUSED_LOC)},
	{F_VEC_DISABLE, ONLY(FH_BOOL)}, {F_VEC_PREDICATE_ENABLE, ONLY(FH_BOOL)}, {F_VEC_SCALABLE_ENABLE, ONLY(FH_BOOL)},
	{F_VEC_WIDTH, ONLY(FH_INT)}, {F_VEC_FOLLOWUP_VECTORIZED, LOOPS}, {F_VEC_FOLLOWUP_EPILOGUE, LOOPS},
	{F_VEC_FOLLOWUP_ALL, LOOPS}, {F_INTERLEAVE_COUNT, ONLY(FH_INT)},
	{F_UNROLL_DISABLE, ONLY(FH_BOOL)}, {F_UNROLL_COUNT, ONLY(FH_INT)}, {F_UNROLL_RUNTIME_DISABLE, ONLY(FH_BOOL)},
	{F_UNROLL_FULL, ONLY(FH_BOOL)}, {F_UNROLL_FOLLOWUP_UNROLLED, LOOPS}, {F_UNROLL_FOLLOWUP_REMAINDER, LOOPS},
	{F_UNROLL_FOLLOWUP_ALL, LOOPS}, {F_UAJ_DISABLE, ONLY(FH_BOOL)}, {F_UAJ_COUNT, ONLY(FH_INT)},
	{F_UAJ_FOLLOWUP_OUTER, LOOPS}, {F_UAJ_FOLLOWUP_INNER, LOOPS}, {F_UAJ_FOLLOWUP_REMAINDER, LOOPS},
	{F_UAJ_FOLLOWUP_ALL, LOOPS}, {F_LICM_DISABLE, ONLY(FH_BOOL)}, {F_LICM_VERSIONING_DISABLE, ONLY(FH_BOOL)},
	{F_DIST_DISABLE, ONLY(FH_BOOL)}, {F_DIST_FOLLOWUP_COINCIDENT, LOOPS}, {F_DIST_FOLLOWUP_SEQUENTIAL, LOOPS},
	{F_DIST_FOLLOWUP_FALLBACK, LOOPS}, {F_DIST_FOLLOWUP_ALL, LOOPS}, {F_PIPE_DISABLE, ONLY(FH_BOOL)},
	{F_PIPE_II, ONLY(FH_INT)}, {F_PEELED_COUNT, ONLY(FH_INT)}, {F_UNSWITCH_PARTIAL_DISABLE, ONLY(FH_BOOL)},
	{F_VSCALE_MIN, ONLY(FH_INT)}, {F_VSCALE_MAX, ONLY(FH_INT)}, {F_MODFLAG_KEY, ONLY(FH_STRING)},
	{F_CGPROF_FROM, ONLY(FH_SYM)}, {F_CGPROF_TO, ONLY(FH_SYM)}, {F_VTH_IS_SIGNED, ONLY(FH_BOOL)},
	{F_DEREF_MAY_BE_NULL, ONLY(FH_BOOL)}, {F_MMRA_PREFIX, ONLY(FH_STRING)}, {F_MMRA_SUFFIX, ONLY(FH_STRING)},
};
#undef LLVM2
#undef LLVM1
#undef LOOPS
#undef ONLY

/* Whether a reads back when printed inside an LLVM attribute. */
static bool reads_inline(Attr *a)
{
	switch (a->kind) {
	case ATTR_UNIT: case ATTR_BOOL: case ATTR_INT: case ATTR_FLOAT: case ATTR_STRING: case ATTR_SYMREF:
	case ATTR_LLVM: case ATTR_LOC:
		return true;
	case ATTR_OPAQUE:   /* an unregistered dialect's: its body as written */
		return !dialect_known(a->opaque.dialect);
	case ATTR_ARRAY:
		for (unsigned i = 0; i < a->arr.n; i++)
			if (!reads_inline(a->arr.elts[i]))
				return false;
		return true;
	default:
		return false;
	}
}

/* Whether field id holds a as field_holds says. */
static bool field_holds_ok(unsigned id, Attr *a)
{
	for (size_t i = 0; i < sizeof field_holds / sizeof *field_holds; i++) {
		if (field_holds[i].field != id)
			continue;
		switch (field_holds[i].holds) {
		case FH_BOOL: return a->kind == ATTR_BOOL;
		case FH_INT: return a->kind == ATTR_INT;
		case FH_STRING: return a->kind == ATTR_STRING;
		case FH_SYM: return a->kind == ATTR_SYMREF;
		case FH_FUSED_LOC: return a->kind == ATTR_LOC_FUSED;
		default: return a->kind == ATTR_LLVM && (a->ll.kind == field_holds[i].kind || a->ll.kind == field_holds[i].kind2);
		}
	}
	return reads_inline(a);
}

/* Whether the fields f of a kind d read as attributes hold what they may. */
static bool fields_hold_ok(const LLAttrDesc *d, Attr *const *f)
{
	for (unsigned i = 0; i < d->n; i++)
		if (f[i] && llfield_desc[d->first + i].val == LV_ATTR && !field_holds_ok(d->first + i, f[i]))
			return false;
	return true;
}

/* #llvm.di_expression's body after its '<': [DW_OP_x, DW_OP_y(1, 2)]> or > */
static Attr *lr_di_expr(LLRead *r)
{
	Ctx *c = r->p->c;
	VEC(Attr *) elems = {0};
	Attr *ops = NULL, *res = NULL;
	if (lr_eat(r, '[')) {
		bool ok = true;
		do {
			size_t n = lr_word(r);
			if (n < 7 || memcmp(r->s, "DW_OP_", 6)) {
				ok = false;
				break;
			}
			Attr *f[2] = {attr_str(c, r->s, n), NULL};
			r->s += n;
			if (lr_eat(r, '(')) {
				VEC(Attr *) args = {0};
				do {
					int64_t v;
					size_t m = lr_word(r);
					int ate = -1;
					for (int i = 1; i < NDW_ATE && ate < 0 && m; i++)
						if (strlen(dw_ate_names[i]) == m && !memcmp(dw_ate_names[i], r->s, m))
							ate = i;
					if (ate > 0) {
						r->s += m;
						v = ate;
					} else if (!lr_int(r, &v)) {
						ok = false;
						break;
					}
					vec_push(&args, attr_int(c, type_i(c, 64), v));
				} while (lr_eat(r, ','));
				ok = ok && lr_eat(r, ')');
				if (ok)
					f[1] = attr_array(c, args.n, args.v);
				vec_free(&args);
			}
			if (ok)
				vec_push(&elems, attr_llvm(c, LL_DI_EXPR_ELEM, f, 0));
		} while (ok && lr_eat(r, ','));
		if (ok && lr_eat(r, ']'))
			ops = attr_array(c, elems.n, elems.v);
		vec_free(&elems);
		if (!ops)
			return NULL;
	}
	if (lr_eat(r, '>'))
		res = attr_llvm(c, LL_DI_EXPR, &ops, 0);
	return res;
}

static Attr *lr_llattr(LLRead *r, int kind)
{
	const LLAttrDesc *d = llattr_info((unsigned)kind);
	Attr *f[NLLFIELDS] = {0};
	if (d->form == LLF_ELEM)
		return NULL;
	if (d->form == LLF_EXPR)   /* (the lexer gives `<>` as no body) */
		return lr_eat(r, '<') ? lr_di_expr(r) : attr_llvm(r->p->c, kind, NULL, 0);
	if (d->form == LLF_FILE) {   /* <"name" in "dir"> */
		if (!lr_eat(r, '<') || !(f[0] = lr_attr(r)) || f[0]->kind != ATTR_STRING || lr_word(r) != 2 ||
		    memcmp(r->s, "in", 2))
			return NULL;
		r->s += 2;
		if (!(f[1] = lr_attr(r)) || f[1]->kind != ATTR_STRING || !lr_eat(r, '>'))
			return NULL;
		return attr_llvm(r->p->c, kind, f, 0);
	}
	if ((d->form == LLF_FLAGS || d->form == LLF_FLAGS_TIGHT))
		return lr_eat(r, '<') ? lr_flags(r, kind) : NULL;
	if (kind != LL_TBAA_MEMBER && !lr_eat(r, '<'))
		return d->form == LLF_STRUCT_OPT ? attr_llvm(r->p->c, kind, NULL, 0) : NULL;
	if (lr_eat(r, '>'))
		return attr_llvm(r->p->c, kind, f, 0);
	if (d->form == LLF_POS || d->form == LLF_POS_COLON) {
		for (unsigned i = 0; i < d->n; i++)
			if ((i && !lr_eat(r, d->form == LLF_POS ? ',' : ':'))
			    || !(f[i] = lr_value(r, &llfield_desc[d->first + i], f[0])))
				return NULL;
		return lr_eat(r, '>') && fields_hold_ok(d, f) ? attr_llvm(r->p->c, kind, f, 0) : NULL;
	}
	do {
		size_t n = lr_word(r);
		/* the field of that name in the generation written, else in the other
		 * (a field two releases print in different places is two fields) */
		unsigned i = d->n, gen = llattr_gen(r->p->c->llvm_version);
		for (unsigned g = 0; g < 2 && i == d->n; g++)
			for (i = 0; i < d->n; i++) {
				const char *nm = llfield_desc[d->first + i].name[g ? !gen : gen];
				if (nm && strlen(nm) == n && !memcmp(nm, r->s, n))
					break;
			}
		if (!n || i == d->n || f[i])
			return NULL;
		r->s += n;
		if (!lr_eat(r, '=') || !(f[i] = lr_value(r, &llfield_desc[d->first + i], f[0])))
			return NULL;
	} while (lr_eat(r, ','));
	return lr_eat(r, '>') && fields_hold_ok(d, f) ? attr_llvm(r->p->c, kind, f, 0) : NULL;
}

/* #dialect<body> as an ATTR_LLVM when it is one of llattr.c's kinds and
 * reads as one, else NULL.  angled: the body was written (<> too). */
static Attr *llvm_attr(Parser *p, Sym *dialect, Sym *body, bool angled)
{
	int k = llattr_kind_of(dialect->s, dialect->len);
	if (k < 0)
		return NULL;
	Out o;
	out_init(&o);
	if (body->len || angled) {
		out_ch(&o, '<');
		out_sym(&o, body);
		out_ch(&o, '>');
	}
	LLRead r = {p, o.buf ? o.buf : ""};
	Attr *a = lr_llattr(&r, k);
	lr_ws(&r);
	if (*r.s)
		a = NULL;
	out_free(&o);
	return a;
}

Attr *p_llattr_fields(Parser *p, int kind, List entries, YLoc l)
{
	const LLAttrDesc *d = llattr_info((unsigned)kind);
	NamedAttr *v = p->ns.v + entries.start;
	Attr *f[NLLFIELDS] = {0}, *a = NULL;
	for (unsigned i = 0; i < entries.n; i++) {
		unsigned k = 0;
		for (; k < d->n; k++) {
			const char *const *nm = llfield_desc[d->first + k].name;
			if ((nm[0] && !strcmp(nm[0], v[i].name->s)) || (nm[1] && !strcmp(nm[1], v[i].name->s)))
				break;
		}
		if (k == d->n || f[k]) {
			p_error(p, p_loc(p, l), "duplicate or unknown struct parameter name: %s", v[i].name->s);
			goto out;
		}
		if (!(f[k] = v[i].attr))
			goto out;
	}
	a = attr_llvm(p->c, kind, f, 0);
out:
	p->ns.n = entries.start;
	return a;
}

/* The enum attributes held as their keyword: each one's values in the
 * order MLIR 22 lists them, and the name its errors give the enum. */
static const char *const linkages[] = {
	"external", "available_externally", "linkonce", "linkonce_odr", "weak", "weak_odr",
	"appending", "internal", "private", "extern_weak", "common", NULL,
};
static const char *const cconvs[] = {
	"ccc", "fastcc", "coldcc", "cc_10", "cc_11", "anyregcc", "preserve_mostcc", "preserve_allcc",
	"swiftcc", "cxx_fast_tlscc", "tailcc", "cfguard_checkcc", "swifttailcc", "x86_stdcallcc",
	"x86_fastcallcc", "arm_apcscc", "arm_aapcscc", "arm_aapcs_vfpcc", "msp430_intrcc",
	"x86_thiscallcc", "ptx_kernelcc", "ptx_devicecc", "spir_funccc", "spir_kernelcc",
	"intel_ocl_bicc", "x86_64_sysvcc", "win64cc", "x86_vectorcallcc", "hhvmcc", "hhvm_ccc",
	"x86_intrcc", "avr_intrcc", "avr_builtincc", "amdgpu_vscc", "amdgpu_gscc", "amdgpu_cscc",
	"amdgpu_kernelcc", "x86_regcallcc", "amdgpu_hscc", "msp430_builtincc", "amdgpu_lscc",
	"amdgpu_escc", "aarch64_vectorcallcc", "aarch64_sve_vectorcallcc", "wasm_emscripten_invokecc",
	"amdgpu_gfxcc", "m68k_intrcc", NULL,
};
/* names the .ll importer gives conventions MLIR has no keyword for */
static const char *const cconvs_imported[] = {
	"webkit_jscc", "avr_signalcc", "amdgpu_pscc", "aarch64_vector_pcs", "aarch64_sve_vector_pcs", NULL,
};
static const char *const tailcallkinds[] = {"none", "notail", "musttail", "tail", NULL};
static const char *const uwtablekinds[] = {"none", "sync", "async", NULL};
/* (a value that is no keyword is written as a string) */
static const char *const framepointerkinds[] = {
	"none", "\"non-leaf\"", "all", "reserved", "\"non-leaf-no-reserve\"", NULL,
};
/* (param: MLIR 22's second error, at the '>', names the parameter) */
static const struct {
	const char *dialect, *what, *param;
	const char *const *names, *const *more;
} enums[] = {
	{"llvm.linkage", "LLVM linkage types", "LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`",
	 linkages, NULL},
	{"llvm.cconv", "Calling Conventions", "CConvAttr parameter 'CallingConv' which is to be a `CConv`", cconvs,
	 cconvs_imported},
	{"llvm.tailcallkind", "Tail Call Kind", "TailCallKindAttr parameter 'tailCallKind' which is to be a `TailCallKind`",
	 tailcallkinds, NULL},
	{"llvm.uwtableKind", "LLVM Unwind Behavior", "UWTableKindAttr parameter 'uwtableKind' which is to be a `uwtable::UWTableKind`",
	 uwtablekinds, NULL},
	{"llvm.framePointerKind", "LLVM FramePointerKind",
	 "FramePointerKindAttr parameter 'framePointerKind' which is to be a `framePointerKind::FramePointerKind`",
	 framepointerkinds, NULL},
};

static bool in_names(const char *const *v, const char *s)
{
	for (; v && *v; v++)
		if (!strcmp(*v, s))
			return true;
	return false;
}

bool cconv_keyword(const char *w)
{
	return in_names(cconvs, w) || in_names(cconvs_imported, w);
}

/* #index<cmp_predicate slt>, the index dialect's one attribute: false,
 * with mlir-opt's error, when body is another. */
static bool index_attr_ok(Parser *p, Loc at, Sym *body)
{
	const char *s = body->s;
	size_t n = strcspn(s, " \t\n");
	if (n != 13 || memcmp(s, "cmp_predicate", 13) != 0) {
		p_error(p, at, "unknown attribute `%.*s` in dialect `index`", (int)n, s);
		return false;
	}
	const char *w = s + n + strspn(s + n, " \t\n");
	at.col += (uint32_t)(w - s);   /* bodies of one line: lex_balanced */
	if (!*w) {
		p_error(p, at, "expected valid keyword");
		return false;
	}
	if (!in_names(p_int_preds, w)) {
		p_error(p, at, "expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge");
		return false;
	}
	return true;
}

/* The mnemonics of the LLVM dialect's attributes in MLIR 22 (those of 19
 * are among them): "#llvm.X" of another X is mlir-opt's "unknown
 * attribute".  Read from mlir-opt-22 by trying every word of its binary. */
static const char *const llvm_attr_mnemonics[] = {
	"access_group", "address_space", "alias_scope", "alias_scope_domain", "blockaddress", "blocktag",
	"cconv", "cgprofile_entry", "comdat", "constant_range", "dependent_libraries", "dereferenceable",
	"di_annotation", "di_basic_type", "di_common_block", "di_compile_unit", "di_composite_type",
	"di_derived_type", "di_expression", "di_expression_elem", "di_file", "di_generic_subrange",
	"di_global_variable", "di_global_variable_expression", "di_imported_entity", "di_label",
	"di_lexical_block", "di_lexical_block_file", "di_local_variable", "di_module", "di_namespace",
	"di_null_type", "di_string_type", "di_subprogram", "di_subrange", "di_subroutine_type",
	"dso_local_equivalent", "fastmath", "framePointerKind", "linkage", "loop_annotation",
	"loop_distribute", "loop_interleave", "loop_licm", "loop_peeled", "loop_pipeline", "loop_unroll",
	"loop_unroll_and_jam", "loop_unswitch", "loop_vectorize", "memory_effects", "mlir.module_flag",
	"mlir.workgroup_attribution", "mmra_tag", "overflow", "poison", "profile_summary",
	"profile_summary_detailed", "tailcallkind", "target", "target_features", "tbaa_member", "tbaa_root",
	"tbaa_tag", "tbaa_type_desc", "undef", "uwtableKind", "vec_type_hint", "vscale_range", "zero", NULL,
};

static const char *const arith_attr_mnemonics[] = {"fastmath", "overflow", NULL};
static const char *const dlti_attr_mnemonics[] = {
	"dl_entry", "dl_spec", "function_pointer_alignment", "map", "target_device_spec", "target_system_spec", NULL,
};

static bool dialect_attr_ok(Parser *p, Loc at, Sym *name);

/* False, with mlir-opt-22's error at the mnemonic (at), when "#d.mn" is
 * none of the attributes of dialect d that xlate reads (llvm, arith, dlti;
 * builtin, func, memref and cf have none).  Other dialects pass. */
bool p_dialect_attr_ok(Parser *p, Loc at, Sym *name)
{
	if (map_get(&p->attr_names_ok, name))   /* (one found before) */
		return true;
	if (!dialect_attr_ok(p, at, name))
		return false;
	map_put(&p->attr_names_ok, name, name);
	return true;
}

static bool dialect_attr_ok(Parser *p, Loc at, Sym *name)
{
	static const struct { const char *dialect; const char *const *mnemonics; } dialects[] = {
		{"llvm", llvm_attr_mnemonics}, {"arith", arith_attr_mnemonics}, {"dlti", dlti_attr_mnemonics},
		{"builtin", NULL}, {"func", NULL}, {"memref", NULL}, {"cf", NULL},
	};
	const char *dot = strchr(name->s, '.');
	if (!dot)
		return true;
	size_t n = (size_t)(dot - name->s);
	for (size_t i = 0; i < sizeof dialects / sizeof *dialects; i++) {
		if (strlen(dialects[i].dialect) != n || memcmp(name->s, dialects[i].dialect, n) != 0)
			continue;
		if (!dialects[i].mnemonics)
			p_error(p, at, "dialect '%s' provides no attribute parsing hook", dialects[i].dialect);
		else if (!in_names(dialects[i].mnemonics, dot + 1))
			p_error(p, at, "unknown attribute `%s` in dialect `%s`", dot + 1, dialects[i].dialect);
		else
			return true;
		return false;
	}
	return true;
}

/* #llvm.target_features<["+a", "-b"]>: TargetFeaturesAttr::verify's rules
 * on each string, in its order: not empty, a '+' or '-' first, no ','. */
static bool target_features_ok(Parser *p, Loc at, Sym *body)
{
	for (const char *s = strchr(body->s, '"'); s; s = strchr(s + 1, '"')) {
		const char *e = s + 1;
		while (*e && *e != '"')
			e += e[0] == '\\' && e[1] ? 2 : 1;
		const char *why = e == s + 1 ? "can not be null or empty" :
		                  s[1] != '+' && s[1] != '-' ? "must start with '+' or '-'" :
		                  memchr(s + 1, ',', (size_t)(e - s - 1)) ? "can not contain ','" : NULL;
		if (why) {
			p_error(p, at, "target features %s", why);
			return false;
		}
		if (!*e)
			break;
		s = e;
	}
	return true;
}

/* False, with MLIR's error at at, when body is not a value of the enum
 * attribute dialect (#llvm.linkage<...>, #llvm.cconv<...>). */
bool p_enum_ok(Parser *p, Loc at, Sym *dialect, Sym *body)
{
	for (size_t i = 0; i < sizeof enums / sizeof *enums; i++) {
		if (strcmp(dialect->s, enums[i].dialect) != 0)
			continue;
		if (in_names(enums[i].names, body->s) || in_names(enums[i].more, body->s))
			return true;
		if (!(gen_of(p->c->llvm_version)->prints & GP_ENUM_EXPECTED)) {
			p_error(p, at, "invalid %s specification: %s", enums[i].what, body->s);
			return false;
		}
		Out o;
		out_init(&o);
		for (const char *const *v = enums[i].names; *v; v++)   /* a string value: "x"x, as MLIR lists it */
			out_fmt(&o, "%s%s%.*s", v == enums[i].names ? "" : ", ", *v, **v == '"' ? (int)strlen(*v) - 2 : 0, *v + 1);
		out_ch(&o, 0);
		p_error(p, at, "expected one of [%s] for %s, got: %s", o.buf, enums[i].what, body->s);
		out_free(&o);
		/* the attribute parser's own error follows the enum's */
		at.col += (uint32_t)body->len;
		error_at(p->c, at, "failed to parse %s", enums[i].param);
		return false;
	}
	if (!strcmp(dialect->s, "index"))
		return index_attr_ok(p, at, body);
	if (!strcmp(dialect->s, "llvm.target_features"))
		return target_features_ok(p, at, body);
	return true;
}

/* Whether #llvm.<mn> is written as a struct, <name = value, ...> (the
 * LLVM attributes xlate keeps as text: debug info it does not read, loop,
 * TBAA and alias metadata, targets, profiles). */
static bool llvm_struct_attr(const char *name)
{
	static const char *const prefixes[] = {"llvm.di_", "llvm.loop_", "llvm.tbaa_", NULL};
	static const char *const whole[] = {"llvm.alias_scope", "llvm.alias_scope_domain", "llvm.access_group",
	                                    "llvm.target", "llvm.profile_summary", "llvm.profile_summary_detailed",
	                                    "llvm.cgprofile_entry", NULL};
	static const char *const not_struct[] = {"llvm.di_expression", "llvm.di_expression_elem", "llvm.di_null_type",
	                                         "llvm.di_file", "llvm.tbaa_member", NULL};
	if (in_names(not_struct, name))
		return false;
	for (const char *const *q = prefixes; *q; q++)
		if (!strncmp(name, *q, strlen(*q)))
			return true;
	return in_names(whole, name);
}

/* At s in [s, e): the last character of the string ("..." with its
 * escapes) or of the "->" that starts there, else s itself.  (A string
 * that does not close ends at e - 1.) */
static const char *skip_atom(const char *s, const char *e)
{
	if (*s == '"') {
		for (s++; s < e && *s != '"'; s++)
			if (*s == '\\' && s + 1 < e)
				s++;
		return s < e ? s : e - 1;
	}
	return *s == '-' && s + 1 < e && s[1] == '>' ? s + 1 : s;
}

/* The end of a group [s, e) opens at *s (<, (, [ or {): its closing
 * bracket, or e if it does not close.  Strings are skipped; '>' of "->"
 * does not close. */
static const char *group_end(const char *s, const char *e)
{
	int depth = 0;
	for (; s < e; s++) {
		const char *t = skip_atom(s, e);
		if (t != s) {
			s = t;
		} else if (strchr("<([{", *s)) {
			depth++;
		} else if (strchr(">)]}", *s) && --depth == 0) {
			return s;
		}
	}
	return e;
}

/* The struct body [s, e) of #name<...> (blanks at its ends included):
 * NULL if it is one, else MLIR's words, *bad where.  Struct attributes
 * nested in a value are looked at too.  (The field names are not
 * checked: xlate does not know each attribute's.) */
static const char *struct_body_error(const char *name, const char *s, const char *e, const char **bad)
{
	while (s < e && isspace((unsigned char)*s))
		s++;
	while (e > s && isspace((unsigned char)e[-1]))
		e--;
	if (s == e) {   /* <>: only a struct of optional fields (the loop annotations) */
		*bad = s;
		return strncmp(name, "llvm.loop_", 10) ? "expected valid keyword" : NULL;
	}
	for (;;) {   /* one entry */
		while (s < e && isspace((unsigned char)*s))
			s++;
		*bad = s;
		if (s == e || !(isalpha((unsigned char)*s) || *s == '_'))
			return "expected valid keyword";
		while (s < e && (isalnum((unsigned char)*s) || *s == '_' || *s == '$' || *s == '.'))
			s++;
		*bad = s;   /* (MLIR says it right after the name) */
		while (s < e && isspace((unsigned char)*s))
			s++;
		if (s == e || *s != '=')
			return "expected '='";
		/* the value: to a ',' outside brackets and strings */
		int depth = 0;
		for (s++; s < e && !(depth == 0 && *s == ','); s++) {
			const char *t = skip_atom(s, e);
			if (t != s) {
				s = t;
			} else if (*s == '#') {   /* a nested struct attribute (at any depth): its body too */
				const char *n = s + 1, *q = n;
				while (q < e && (isalnum((unsigned char)*q) || *q == '_' || *q == '$' || *q == '.'))
					q++;
				char nm[64];
				size_t k = (size_t)(q - n);
				if (q == e || *q != '<' || k >= sizeof nm)
					continue;
				memcpy(nm, n, k);
				nm[k] = 0;
				const char *r = group_end(q, e);
				if (r == e || !llvm_struct_attr(nm))
					continue;
				const char *why = struct_body_error(nm, q + 1, r, bad);
				if (why)
					return why;
				s = r;   /* (its body looked at) */
			} else if (strchr("<([{", *s)) {
				depth++;
			} else if (strchr(">)]}", *s)) {
				depth--;
			}
		}
		if (s == e)
			return NULL;
		s++;   /* the ',' */
	}
}

/* False, with MLIR's struct parser's error, when the body of a struct
 * attribute kept as text (llvm_struct_attr) has an entry that is no
 * `name = value`, or is empty where fields are required; at is where the
 * body starts (called when there is a <...>). */
bool p_struct_body_ok(Parser *p, Loc at, Sym *dialect, Sym *body)
{
	if (!llvm_struct_attr(dialect->s))
		return true;
	const char *bad = body->s;
	const char *why = struct_body_error(dialect->s, body->s, body->s + body->len, &bad);
	if (!why)
		return true;
	for (const char *q = body->s; q < bad; q++)   /* where, as the body was written */
		if (*q == '\n') {
			at.line++;
			at.col = 1;
		} else {
			at.col++;
		}
	p_error(p, at, "%s", why);
	return false;
}

/* What a dialect attribute's text read as before (Parser.opaque_attrs):
 * its name, body and brackets make it. */
typedef struct OpaqueMemo { struct OpaqueMemo *next; Sym *dialect; bool angled; Attr *attr; } OpaqueMemo;

static Attr *opaque_attr(Parser *p, Sym *dialect, Sym *body, bool angled);
/* Texts kept, at most: the few a module repeats on every function come
 * early in one without debug info; a debug-info module's thousands of
 * DI aliases, each read once, would only cost memory. */
enum { OPAQUE_MEMO_MAX = 4096 };

/* Kept once read without an error: the same text is the same attribute
 * (its aliases are defined once, before it; distinct[N] is one per N). */
Attr *p_opaque_attr(Parser *p, Sym *dialect, Sym *body, bool angled)
{
	OpaqueMemo *first = map_get(&p->opaque_attrs, body);
	for (OpaqueMemo *m = first; m; m = m->next)
		if (m->dialect == dialect && m->angled == angled)
			return m->attr;
	unsigned nerrors = p->c->nerrors;
	Attr *a = opaque_attr(p, dialect, body, angled);
	if (a && p->c->nerrors == nerrors && !p->failed && p->opaque_attrs.n < OPAQUE_MEMO_MAX) {
		OpaqueMemo *m = xmalloc(sizeof *m);
		*m = (OpaqueMemo){first, dialect, angled, a};
		map_put(&p->opaque_attrs, body, m);
	}
	return a;
}

/* Frees p_opaque_attr's and p_dialect_attr_ok's memos. */
void p_dialect_memos_free(Parser *p)
{
	for (size_t i = 0; i < p->opaque_attrs.cap; i++) {
		OpaqueMemo **m = map_at(&p->opaque_attrs, i, NULL);
		for (OpaqueMemo *x = m ? *m : NULL, *next; x; x = next) {
			next = x->next;
			free(x);
		}
	}
	map_free(&p->opaque_attrs);
	map_free(&p->attr_names_ok);
}

static Attr *opaque_attr(Parser *p, Sym *dialect, Sym *body, bool angled)
{
	Attr *a = llvm_attr(p, dialect, body, angled);
	if (a)
		return a;
	a = attr_opaque(p->c, ATTR_OPAQUE, dialect, body);
	int64_t id;
	Sym *fn;
	/* block tags and addresses print with canonical spacing */
	if (attr_blocktag_id(a, &id))
		return attr_blocktag(p->c, id);
	if ((fn = attr_blockaddress_parts(p->c, a, &id)))
		return attr_blockaddress(p->c, fn, id);
	return a;
}

Attr *p_flags(Parser *p, const char *dialect, Span body, YLoc l)
{
	/* what mlir-opt says of a word that is not one of the flags */
	static const char *const bad[][2] = {
		{"arith.fastmath", "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast"},
		{"arith.overflow", "expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw"},
		{"llvm.overflow", "invalid overflow flag: expected nsw, nuw, or none"},
	};
	while (body.len && isspace((unsigned char)body.s[body.len - 1]))
		body.len--;
	Attr *a = p_opaque_attr(p, intern_c(p->c, dialect), intern(p->c, body.s, body.len), true);
	if (a->kind != ATTR_OPAQUE)
		return a;
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
		if (!strcmp(dialect, bad[i][0]))
			p_error(p, p_loc(p, l), "%s", bad[i][1]);
	return NULL;
}
