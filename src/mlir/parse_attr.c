/* parse_attr.c - builders for MLIR types and attributes called by the
 * grammar: builtin and LLVM types, numbers (any width, hex floats),
 * strings with escapes, dense/array literals (typed once the trailing
 * type is known), strided layouts, symbol references and aliases. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "mlir/build.h"
#include "mlir/parse_llvm.h"

/* -------------------------------------------------------------- numbers */

int64_t p_dim_value(Parser *p, const char *s, const char *e)
{
	int64_t v = 0;
	for (; s < e; s++) {
		if (v > (INT64_MAX - 9) / 10) {
			p_error(p, (Loc){p->src->file, p->line, (uint32_t)(p->tok - p->line_start) + 1},
			        "dimension is too large");
			return 0;
		}
		v = v * 10 + (*s - '0');
	}
	return v;
}

uint64_t p_uint(Parser *p, Span s, YLoc l)
{
	uint64_t w[1];
	if (s.len && s.s[0] == '-') {
		p_error(p, p_loc(p, l), "expected a non-negative integer");
		return 0;
	}
	if (!int_parse(s.s, s.len, 64, w, 1)) {
		p_error(p, p_loc(p, l), "integer value too large");
		return 0;
	}
	return w[0];
}

int64_t p_int64(Parser *p, Span s, YLoc l)
{
	uint64_t w[1];
	if (!int_parse(s.s, s.len, 64, w, 1)) {
		p_error(p, p_loc(p, l), "integer value too large");
		return 0;
	}
	return (int64_t)w[0];
}

/* ------------------------------------------------------------- strings */

static int hexval(int ch)
{
	return isdigit(ch) ? ch - '0' : isxdigit(ch) ? (tolower(ch) - 'a' + 10) : -1;
}

Sym *p_unescape(Parser *p, Span s)
{
	p->text.n = 0;
	for (uint32_t i = 0; i < s.len; i++) {
		char ch = s.s[i];
		if (ch == '\\' && i + 1 < s.len) {
			char e = s.s[++i];
			if (e == 'n')
				ch = '\n';
			else if (e == 't')
				ch = '\t';
			else if (e == '\\' || e == '"')
				ch = e;
			else if (i + 1 < s.len && hexval((unsigned char)e) >= 0 && hexval((unsigned char)s.s[i + 1]) >= 0) {
				ch = (char)(hexval((unsigned char)e) * 16 + hexval((unsigned char)s.s[i + 1]));
				i++;
			} else {
				vec_push(&p->text, '\\');
				ch = e;
			}
		}
		vec_push(&p->text, ch);
	}
	return intern(p->c, p->text.n ? p->text.v : "", p->text.n);
}

Sym *p_intern_string(Parser *p, Span s, YLoc l)
{
	(void)l;
	return p_unescape(p, s);
}

/* --------------------------------------------------------------- types */

Type *p_builtin_type(Parser *p, Word w, YLoc l)
{
	if (w.kind != TY_INT)
		return type_simple(p->c, (TypeKind)w.kind);
	const char *s = w.sym->s;
	Signedness sign = *s == 's' ? SIGNED : *s == 'u' ? UNSIGNED : SIGNLESS;
	s += sign == SIGNLESS ? 1 : 2;
	unsigned width = 0, ndigit = 0;
	for (; *s && ndigit <= 8; s++, ndigit++)   /* the lexer saw [1-9] digit* */
		width = 10 * width + (unsigned)(*s - '0');
	if (width > 16777215 || ndigit > 8) {
		p_error(p, p_loc(p, l), "invalid integer width");
		return NULL;
	}
	return sign == SIGNLESS ? type_i(p->c, width) : type_int(p->c, width, sign);
}

static bool all_set(Type **v, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		if (!v[i])
			return false;
	return true;
}

Type *p_func_type(Parser *p, List ins, List outs)
{
	Type **iv = p->ts.v + ins.start, **ov = p->ts.v + outs.start;
	Type *t = NULL;
	if (all_set(iv, ins.n) && all_set(ov, outs.n))
		t = type_func(p->c, ins.n, iv, outs.n, ov);
	p->ts.n = ins.start < outs.start ? ins.start : outs.start;
	return t;
}

Type *p_tuple_type(Parser *p, List elts)
{
	Type *t = all_set(p->ts.v + elts.start, elts.n) ? type_tuple(p->c, elts.n, p->ts.v + elts.start) : NULL;
	p->ts.n = elts.start;
	return t;
}

List p_dim(Parser *p, List dims, int64_t d, bool scalable)
{
	Dim x = {d, scalable};
	vec_push(&p->ds, x);
	return (List){dims.start, dims.n + 1};
}

/* Copies the dims into shape (and scalable flags if any) and pops them.
 * The arrays are the IR arena's (the type made of them copies them): a
 * streamed op gives them back. */
static unsigned take_dims(Parser *p, List dims, int64_t **shape, bool **scal)
{
	*shape = dims.n ? arena_alloc(p->c->ir, dims.n * sizeof **shape) : NULL;
	*scal = NULL;
	for (unsigned i = 0; i < dims.n; i++) {
		Dim d = p->ds.v[dims.start + i];
		(*shape)[i] = d.size;
		if (d.scalable) {
			if (!*scal)
				*scal = arena_alloc(p->c->ir, dims.n * sizeof **scal);
			(*scal)[i] = true;
		}
	}
	p->ds.n = dims.start;
	return dims.n;
}

Type *p_vector_type(Parser *p, List dims, Type *elt, YLoc l)
{
	int64_t *shape;
	bool *scal;
	unsigned rank = take_dims(p, dims, &shape, &scal);
	for (unsigned i = 0; i < rank; i++)
		if (shape[i] == DYN) {
			p_error(p, p_loc(p, l), "vector types must have static shape");
			return NULL;
		}
	return elt ? type_vector(p->c, rank, shape, scal, elt) : NULL;
}

Type *p_tensor_type(Parser *p, List dims, Type *elt, List attrs, YLoc l)
{
	int64_t *shape;
	bool *scal;
	unsigned rank = take_dims(p, dims, &shape, &scal);
	Attr *enc = attrs.n ? p->as.v[attrs.start] : NULL;
	p->as.n = attrs.start;
	if (scal) {
		p_error(p, p_loc(p, l), "tensor types cannot have scalable dimensions");
		return NULL;
	}
	return elt ? type_tensor(p->c, rank, shape, elt, enc) : NULL;
}

/* memref<..., layout?, memspace?>: a strided/affine_map first attribute
 * is the layout, anything else the memory space. */
static bool split_memref_attrs(Parser *p, List attrs, Attr **layout, Attr **memspace, YLoc l)
{
	*layout = *memspace = NULL;
	Attr **v = p->as.v + attrs.start;
	unsigned i = 0;
	p->as.n = attrs.start;
	if (i < attrs.n && v[i] && (v[i]->kind == ATTR_STRIDED || v[i]->kind == ATTR_AFFINE_MAP))
		*layout = v[i++];
	if (i < attrs.n)
		*memspace = v[i++];
	/* as mlir-opt: an integer, string or dictionary, or a dialect's */
	Attr *ms = *memspace;
	if (ms && ms->kind != ATTR_INT && ms->kind != ATTR_BOOL && ms->kind != ATTR_STRING &&
	    ms->kind != ATTR_DICT && ms->kind != ATTR_OPAQUE) {
		p_error(p, p_loc(p, l), "unsupported memory space Attribute");
		return false;
	}
	if (i < attrs.n) {
		p_error(p, p_loc(p, l), "expected at most a layout and a memory space in memref type");
		return false;
	}
	return true;
}

Type *p_memref_type(Parser *p, List dims, Type *elt, List attrs, YLoc l)
{
	int64_t *shape;
	bool *scal;
	unsigned rank = take_dims(p, dims, &shape, &scal);
	Attr *layout, *memspace;
	if (!split_memref_attrs(p, attrs, &layout, &memspace, l) || !elt)
		return NULL;
	if (scal) {
		p_error(p, p_loc(p, l), "memref types cannot have scalable dimensions");
		return NULL;
	}
	return type_memref(p->c, rank, shape, elt, layout, memspace);
}

/* The 2020-2021 form `offset: O, strides: [...]` is strided<[...], offset: O>. */
Type *p_memref_old_layout(Parser *p, List dims, Type *elt, Attr *strided, Sym *kw, YLoc kwl, List attrs, YLoc l)
{
	if (strcmp(kw->s, "strides") != 0)
		p_error(p, p_loc(p, kwl), "expected 'strides' after the offset");
	if (!strided || strcmp(kw->s, "strides") != 0) {
		p->as.n = attrs.start;
		p->ds.n = dims.start;
		return NULL;
	}
	/* the layout goes first, before a memory space */
	vec_push(&p->as, strided);
	for (unsigned i = attrs.n; i > 0; i--)
		p->as.v[attrs.start + i] = p->as.v[attrs.start + i - 1];
	p->as.v[attrs.start] = strided;
	return p_memref_type(p, dims, elt, (List){attrs.start, attrs.n + 1}, l);
}

Type *p_umemref_type(Parser *p, Type *elt, List attrs, YLoc l)
{
	Attr *layout, *memspace;
	if (!split_memref_attrs(p, attrs, &layout, &memspace, l) || !elt)
		return NULL;
	if (layout) {
		p_error(p, p_loc(p, l), "unranked memref cannot have a layout");
		return NULL;
	}
	return type_umemref(p->c, elt, memspace);
}

Type *p_llvm_array_type(Parser *p, int64_t n, Type *elt, YLoc l)
{
	if (n == DYN) {
		p_error(p, p_loc(p, l), "expected an array size");
		return NULL;
	}
	Span sp = p_span(p, l);   /* "1 x": MLIR reads 1xi64 as 1 and the keyword xi64 */
	uint32_t k = 0;
	while (k < sp.len && sp.s[k] >= '0' && sp.s[k] <= '9')
		k++;
	if (k < sp.len && sp.s[k] == 'x') {
		p_error(p, p_loc(p, l), "expected 'x' after the array size, separated by a blank (N x T)");
		return NULL;
	}
	return elt ? type_array(p->c, (uint64_t)n, elt) : NULL;
}

Type *p_llvm_vec_type(Parser *p, int64_t scal, int64_t n, Type *elt, YLoc l)
{
	if (n == DYN || (scal && scal != DYN)) {
		p_error(p, p_loc(p, l), "expected '?' x N or N for the vector size");
		return NULL;
	}
	if (elt && scal == DYN && (type_is_int(elt) || type_is_float(elt))) {
		bool sc = true;   /* 2021's !llvm.vec<? x 4 x i32> is vector<[4]xi32> */
		return type_vector(p->c, 1, &n, &sc, elt);
	}
	return elt ? type_llvec(p->c, (uint64_t)n, elt, scal == DYN) : NULL;
}

Type *p_llvm_func_type(Parser *p, Type *ret, List params, bool vararg)
{
	Type **v = p->ts.v + params.start;
	Type *t = ret && all_set(v, params.n) ? type_llfunc(p->c, ret, params.n, v, vararg) : NULL;
	p->ts.n = params.start;
	return t;
}

/* Identified structs whose body is being read: a bare reference
 * !llvm.struct<"a"> is valid only inside the body of "a". */
Type *p_struct_named(Parser *p, Span name, YLoc l)
{
	Type *t = type_struct_named(p->c, p_intern_string(p, name, l));
	if (p->nstructs < sizeof p->structs / sizeof *p->structs) {
		p->structs[p->nstructs] = t;
		p->struct_refs[p->nstructs] = p->nrefs;
	}
	p->nstructs++;
	return t;
}

/* Named, just read whole from the text at l, is remembered with that text
 * (a copy; one line) if its body refers to no struct bare: the text means
 * that type wherever it is read again (lex_struct). */
static void struct_text(Parser *p, Type *named, YLoc l)
{
	Sym *name = named->st.name;
	if (l.end <= l.off || memchr(p->buf + l.off, '\n', l.end - l.off) || map_get(&p->struct_texts, name))
		return;
	StructText *s = xmalloc(sizeof *s + (l.end - l.off));
	s->type = named;
	s->len = l.end - l.off;
	memcpy(s->text, p->buf + l.off, s->len);
	map_put(&p->struct_texts, name, s);
}

static void struct_done(Parser *p)
{
	if (p->nstructs)
		p->nstructs--;
}

Type *p_struct_ref(Parser *p, Type *named, YLoc l)
{
	struct_done(p);
	p->nrefs++;
	for (unsigned i = p->nstructs; i-- > 0;)
		if (i < sizeof p->structs / sizeof *p->structs && p->structs[i] == named)
			return named;
	p_error(p, p_loc(p, l), "identified struct '%s' referenced outside its own body (recursive references only)",
	        named->st.name->s);
	return NULL;
}

Type *p_struct_type(Parser *p, Type *named, List elts, bool packed, YLoc l)
{
	/* no bare reference inside: its text stands alone */
	bool alone = named && p->nstructs && p->nstructs <= sizeof p->structs / sizeof *p->structs &&
	             p->structs[p->nstructs - 1] == named && p->struct_refs[p->nstructs - 1] == p->nrefs;
	if (named)
		struct_done(p);
	Type **v = p->ts.v + elts.start;
	Type *t = NULL;
	if (all_set(v, elts.n)) {
		if (!named) {
			t = type_struct(p->c, elts.n, v, packed);
		} else if (type_struct_set_body(p->c, named, elts.n, v, packed)) {
			t = named;
			if (alone)
				struct_text(p, named, l);
		} else {
			p_error(p, p_loc(p, l), "identified type '%s' redefined with a different body", named->st.name->s);
		}
	}
	p->ts.n = elts.start;
	return t;
}

Type *p_struct_opaque(Parser *p, Type *named, YLoc l)
{
	struct_done(p);
	if (named->st.has_body) {
		p_error(p, p_loc(p, l), "identified type '%s' redefined as opaque", named->st.name->s);
		return NULL;
	}
	type_struct_set_opaque(p->c, named);
	return named;
}

Type *p_target_type(Parser *p, YLoc l)
{
	Span s = p_span(p, l);
	const char *b = memchr(s.s, '<', s.len), *e = s.s + s.len - 1;
	if (!b)
		return NULL;
	for (b++; b < e && isspace((unsigned char)*b); b++)
		;
	while (e > b && isspace((unsigned char)e[-1]))
		e--;
	return type_opaque(p->c, TY_LLVM_TARGET, NULL, intern(p->c, b, (size_t)(e - b)));
}

Type *p_llvm_legacy_type(Parser *p, Sym *name, YLoc l)
{
	static const struct { const char *name; TypeKind k; } v[] = {
		{"half", TY_F16}, {"bfloat", TY_BF16}, {"float", TY_F32}, {"double", TY_F64},
		{"fp128", TY_F128}, {"x86_fp80", TY_F80},
	};
	for (size_t i = 0; i < sizeof v / sizeof *v; i++)
		if (strcmp(v[i].name, name->s) == 0)
			return type_simple(p->c, v[i].k);
	p_error(p, p_loc(p, l), "unknown LLVM type '%s'", name->s);
	return NULL;
}

/* ---------------------------------------------------------- attributes */

static unsigned int_width(Type *t)
{
	return t->kind == TY_INDEX ? 64 : t->i.width;
}

/* An integer literal of type t (an integer, index or float type). */
static Attr *int_attr(Parser *p, Span s, Loc loc, Type *t)
{
	if (type_is_float(t)) {
		if (s.len > 2 && s.s[0] == '0' && s.s[1] == 'x') {
			uint64_t bits[2];
			if (!int_parse(s.s, s.len, 128, bits, 2)) {
				p_error(p, loc, "hexadecimal float constant out of range for type");
				return NULL;
			}
			return attr_float(p->c, t, bits);
		}
		uint64_t bits[2];
		if (!float_parse(s.s, s.len, t, bits)) {
			p_error(p, loc, "invalid floating point literal");
			return NULL;
		}
		return attr_float(p->c, t, bits);
	}
	if (!type_is_int_or_index(t)) {
		p_error(p, loc, "integer literal not valid for specified type");
		return NULL;
	}
	unsigned w = int_width(t), nw = w > 64 ? (w + 63) / 64 : 1;
	uint64_t small[2], *words = nw <= 2 ? small : xmalloc(nw * sizeof *words);
	Attr *a = NULL;
	if (!int_parse(s.s, s.len, w, words, nw))
		p_error(p, loc, "integer constant out of range for attribute");
	else if (t->kind == TY_INT && w == 1)
		a = attr_bool(p->c, words[0] & 1);
	else
		a = attr_int_words(p->c, t, nw, words);
	if (words != small)
		free(words);
	return a;
}

static Attr *float_attr(Parser *p, Span s, Loc loc, Type *t)
{
	if (!type_is_float(t)) {
		p_error(p, loc, "floating point value not valid for specified type");
		return NULL;
	}
	/* exact for every format (f80 and f128 too), not through a double */
	uint64_t bits[2];
	if (!float_parse(s.s, s.len, t, bits)) {
		p_error(p, loc, "invalid floating point literal");
		return NULL;
	}
	return attr_float(p->c, t, bits);
}

Attr *p_int_attr(Parser *p, Span s, YLoc l, Type *t)
{
	if (type_is_float(t) && !(s.len > 2 && s.s[0] == '0' && s.s[1] == 'x')) {
		p_error(p, p_loc(p, l), "unexpected decimal integer literal for a floating point value");
		return NULL;
	}
	return int_attr(p, s, p_loc(p, l), t ? t : type_i(p->c, 64));
}

Attr *p_float_attr(Parser *p, Span s, YLoc l, Type *t)
{
	return float_attr(p, s, p_loc(p, l), t ? t : type_simple(p->c, TY_F64));
}

Attr *p_bool_attr(Parser *p, bool b, Type *t, YLoc l)
{
	if (t && !(t->kind == TY_INT && t->i.width == 1)) {
		p_error(p, p_loc(p, l), "expected i1 type for 'true' or 'false' values");
		return NULL;
	}
	return attr_bool(p->c, b);
}

Attr *p_string_attr(Parser *p, Span s, YLoc l, Type *t)
{
	Sym *str = p_intern_string(p, s, l);
	return t ? attr_str_typed(p->c, str->s, str->len, t) : attr_str(p->c, str->s, str->len);
}

static bool all_attrs(Attr **v, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		if (!v[i])
			return false;
	return true;
}

Attr *p_array_attr(Parser *p, List elts)
{
	Attr **v = p->as.v + elts.start;
	Attr *a = all_attrs(v, elts.n) ? attr_array(p->c, elts.n, v) : NULL;
	p->as.n = elts.start;
	return a;
}

Attr *p_dict_attr(Parser *p, List entries)
{
	NamedAttr *v = p->ns.v + entries.start;
	Attr *a = NULL;
	bool ok = true;
	for (unsigned i = 0; i < entries.n; i++)
		ok &= v[i].attr != NULL;
	if (ok)
		a = attr_dict(p->c, entries.n, v);
	p->ns.n = entries.start;
	return a;
}

Attr *p_symref(Parser *p, Sym *name)
{
	return attr_sym(p->c, name);
}

Attr *p_symref_nested(Parser *p, Attr *root, Sym *name)
{
	if (!root)
		return NULL;
	unsigned n = root->sym.n + 1;
	Sym **path = arena_alloc(p->c->arena, n * sizeof *path);
	memcpy(path, root->sym.path, root->sym.n * sizeof *path);
	path[n - 1] = name;
	return attr_symref(p->c, n, path);
}

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

/* A field value of any kind (LV_ATTR). */
static Attr *lr_attr(LLRead *r)
{
	lr_ws(r);
	const char *s = r->s;
	int64_t v;
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
		size_t n = 1;
		while (lr_word_ch(s[n]))
			n++;
		if (!memchr(s + 1, '.', n - 1)) {
			/* an alias the lexer left as written (inside an alias's text) */
			AliasDef *d = map_get(&r->p->attr_alias, intern(r->p->c, s + 1, n - 1));
			r->s = s + n;
			return d ? d->attr : NULL;
		}
		int k = llattr_kind_of(s + 1, n - 1);
		if (k < 0)
			return NULL;
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
	case LV_DISTINCT: {
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
enum { FH_ANY, FH_BOOL, FH_INT, FH_STRING, FH_SYM, FH_LLVM };
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
	{F_DEREF_MAY_BE_NULL, ONLY(FH_BOOL)},
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

static Attr *lr_llattr(LLRead *r, int kind)
{
	const LLAttrDesc *d = llattr_info((unsigned)kind);
	Attr *f[NLLFIELDS] = {0};
	if ((d->form == LLF_FLAGS || d->form == LLF_FLAGS_TIGHT))
		return lr_eat(r, '<') ? lr_flags(r, kind) : NULL;
	if (kind != LL_TBAA_MEMBER && !lr_eat(r, '<'))
		return d->form == LLF_STRUCT_OPT ? attr_llvm(r->p->c, kind, NULL, 0) : NULL;
	if (lr_eat(r, '>'))
		return attr_llvm(r->p->c, kind, f, 0);
	if (d->form == LLF_POS) {
		for (unsigned i = 0; i < d->n; i++)
			if ((i && !lr_eat(r, ',')) || !(f[i] = lr_value(r, &llfield_desc[d->first + i], f[0])))
				return NULL;
		return lr_eat(r, '>') && fields_hold_ok(d, f) ? attr_llvm(r->p->c, kind, f, 0) : NULL;
	}
	do {
		size_t n = lr_word(r);
		unsigned i = 0;
		for (; i < d->n; i++) {
			const LLFieldDesc *fd = &llfield_desc[d->first + i];
			bool hit = false;
			for (unsigned g = 0; g < 2 && !hit; g++)
				hit = fd->name[g] && strlen(fd->name[g]) == n && !memcmp(fd->name[g], r->s, n);
			if (hit)
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
 * reads as one, else NULL. */
static Attr *llvm_attr(Parser *p, Sym *dialect, Sym *body)
{
	int k = llattr_kind_of(dialect->s, dialect->len);
	if (k < 0)
		return NULL;
	Out o;
	out_init(&o);
	if (body->len) {
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

Attr *p_dl_spec(Parser *p, List entries)
{
	Attr **v = p->as.v + entries.start;
	Attr *a = all_attrs(v, entries.n) ? attr_dl_spec(p->c, entries.n, v) : NULL;
	p->as.n = entries.start;
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
/* (param: MLIR 22's second error, at the '>', names the parameter) */
static const struct {
	const char *dialect, *what, *param;
	const char *const *names, *const *more;
} enums[] = {
	{"llvm.linkage", "LLVM linkage types", "LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`",
	 linkages, NULL},
	{"llvm.cconv", "Calling Conventions", "CConvAttr parameter 'CallingConv' which is to be a `CConv`", cconvs,
	 cconvs_imported},
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

/* False, with mlir-opt-22's error at the mnemonic (at), when "#d.mn" is
 * none of the attributes of dialect d that xlate reads (llvm, arith, dlti;
 * builtin, func, memref and cf have none).  Other dialects pass. */
bool p_dialect_attr_ok(Parser *p, Loc at, Sym *name)
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

/* Whether xlate reads the attributes and types of the dialect of
 * "d.mnemonic" or "d" (mlir-opt registers it); others are kept as text. */
bool dialect_known(Sym *name)
{
	size_t n = strcspn(name->s, ".");
	return op_dialect_known(name->s) || (n == 4 && !memcmp(name->s, "dlti", 4));
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
		for (const char *const *v = enums[i].names; *v; v++)
			out_fmt(&o, "%s%s", v == enums[i].names ? "" : ", ", *v);
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
	return true;
}

Attr *p_opaque_attr(Parser *p, Sym *dialect, Sym *body)
{
	Attr *a = llvm_attr(p, dialect, body);
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
	Attr *a = p_opaque_attr(p, intern_c(p->c, dialect), intern(p->c, body.s, body.len));
	if (a->kind != ATTR_OPAQUE)
		return a;
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
		if (!strcmp(dialect, bad[i][0]))
			p_error(p, p_loc(p, l), "%s", bad[i][1]);
	return NULL;
}

Attr *p_strided(Parser *p, List strides, Sym *offset_kw, int64_t offset, YLoc l)
{
	int64_t *v = p->is.v + strides.start;
	p->is.n = strides.start;
	if (offset_kw && strcmp(offset_kw->s, "offset") != 0) {
		p_error(p, p_loc(p, l), "expected 'offset' after comma");
		return NULL;
	}
	return attr_strided(p->c, offset, strides.n, v);
}

/* ----------------------------------------------------- dense literals */

List p_lit(Parser *p, LitKind k, Span s, YLoc l)
{
	Lit lit = {LIT_INT, s, p_loc(p, l), k == LIT_COMPLEX};
	if (s.len && s.s[0] == '"') {
		lit.kind = LIT_STRING;
		lit.text = (Span){s.s + 1, s.len - 2};
	} else if (s.len == 4 && memcmp(s.s, "true", 4) == 0) {
		lit.kind = LIT_TRUE;
	} else if (s.len == 5 && memcmp(s.s, "false", 5) == 0) {
		lit.kind = LIT_FALSE;
	} else if (!(s.len > 2 && s.s[0] == '0' && s.s[1] == 'x') && memchr(s.s, '.', s.len)) {
		lit.kind = LIT_FLOAT;
	}
	vec_push(&p->ls, lit);
	return (List){p->ls.n - 1, 1};
}

static Attr *lit_attr(Parser *p, Lit *l, Type *elt)
{
	switch (l->kind) {
	case LIT_INT:
		return int_attr(p, l->text, l->loc, elt);
	case LIT_FLOAT:
		return float_attr(p, l->text, l->loc, elt);
	case LIT_TRUE:
	case LIT_FALSE:
		if (!(elt->kind == TY_INT && elt->i.width == 1)) {
			p_error(p, l->loc, "expected i1 type for 'true' or 'false' values");
			return NULL;
		}
		return attr_bool(p->c, l->kind == LIT_TRUE);
	case LIT_STRING: {
		Sym *s = p_unescape(p, l->text);
		return attr_str(p->c, s->s, s->len);
	}
	default:
		return NULL;
	}
}

/* Converts n literals (complex values take two) to attributes of elt
 * into out; returns the count, or -1 after an error. */
static int lits_to_attrs(Parser *p, Lit *v, unsigned n, Type *elt, Attr **out)
{
	int k = 0;
	for (unsigned i = 0; i < n; i++) {
		if (elt->kind == TY_COMPLEX) {
			if (!v[i].pair || i + 1 >= n) {
				p_error(p, v[i].loc, "expected a complex value (re, im)");
				return -1;
			}
			Attr *pair[2] = {lit_attr(p, &v[i], elt->complex.elt), lit_attr(p, &v[i + 1], elt->complex.elt)};
			if (!pair[0] || !pair[1])
				return -1;
			out[k++] = attr_array(p->c, 2, pair);
			i++;
			continue;
		}
		if (v[i].pair) {
			p_error(p, v[i].loc, "complex value for a non-complex element type");
			return -1;
		}
		if (!(out[k++] = lit_attr(p, &v[i], elt)))
			return -1;
	}
	return k;
}

static bool is_shaped(Type *t)
{
	return t->kind == TY_VECTOR || t->kind == TY_TENSOR || t->kind == TY_MEMREF;
}

/* Decodes dense<"0x..."> raw data (little-endian elements) of integer
 * (whole bytes) or 8-bit/f16/bf16/f32/f64 elements into *out; -2 for element
 * types kept as hex text, -1 if the size fits neither one element (a
 * splat) nor want elements. */
static int hex_elements(Parser *p, Span hex, Type *elt, uint64_t want, Attr ***out, bool *splat)
{
	unsigned bits = elt->kind == TY_INT ? elt->i.width : elt->kind == TY_INDEX ? 64 :
	                type_is_f8(elt) ? type_float_width(elt) : (elt->kind == TY_F16 || elt->kind == TY_BF16) ? 16 :
	                elt->kind == TY_F32 ? 32 : elt->kind == TY_F64 ? 64 : 0;
	if (!bits || bits % 8 || bits > 64)
		return -2;
	uint64_t nbytes = (hex.len - 2) / 2, esize = bits / 8;
	if ((hex.len - 2) % 2 || (nbytes != esize && nbytes != esize * want))
		return -1;
	uint64_t n = nbytes / esize;
	*splat = n == 1;
	*out = xmalloc((n + 1) * sizeof **out);
	const char *s = hex.s + 2;
	for (uint64_t i = 0; i < n; i++) {
		uint64_t v = 0;
		for (unsigned b = 0; b < esize; b++) {
			int hi = hexval((unsigned char)s[(i * esize + b) * 2]), lo = hexval((unsigned char)s[(i * esize + b) * 2 + 1]);
			if (hi < 0 || lo < 0) {
				free(*out);
				*out = NULL;
				return -1;
			}
			v |= (uint64_t)(hi * 16 + lo) << (8 * b);
		}
		if (type_is_float(elt)) {
			uint64_t fb[2] = {v, 0};
			(*out)[i] = attr_float(p->c, elt, fb);
		} else if (elt->kind == TY_INT && bits == 8 && elt->i.width == 1) {
			(*out)[i] = attr_bool(p->c, v & 1);
		} else {
			(*out)[i] = attr_int(p->c, elt, (int64_t)v);
		}
	}
	return (int)n;
}

Attr *p_dense(Parser *p, DenseBody d, Type *t, YLoc l)
{
	List lits = d.lits;
	bool splat = d.splat;
	Lit *v = p->ls.v + lits.start;
	Attr *a = NULL;
	p->ls.n = lits.start;
	if (!t)
		return NULL;
	if (!is_shaped(t)) {
		p_error(p, p_loc(p, l), "elements literal type must be a shaped type");
		return NULL;
	}
	for (unsigned i = 0; i < t->shaped.rank; i++)
		if (t->shaped.shape[i] == DYN) {
			p_error(p, p_loc(p, l), "elements literal type must have static shape");
			return NULL;
		}
	Type *elt = t->shaped.elt;
	uint64_t want = type_num_elements(t);
	Attr **elts = NULL;
	int n;
	if (splat && lits.n == 1 && v[0].kind == LIT_STRING && v[0].text.len > 2 &&
	    v[0].text.s[0] == '0' && v[0].text.s[1] == 'x' && elt->kind != TY_OPAQUE) {
		n = hex_elements(p, v[0].text, elt, want, &elts, &splat);
		if (n == -2)
			return attr_dense_hex(p->c, t, intern(p->c, v[0].text.s, v[0].text.len));
		if (n < 0) {
			p_error(p, v[0].loc, "elements hex data size is invalid for provided type");
			return NULL;
		}
	} else {
		elts = xmalloc((lits.n + 1) * sizeof *elts);
		n = lits_to_attrs(p, v, lits.n, elt, elts);
	}
	if (n < 0)
		goto out;
	if (!splat && (uint64_t)n != want) {
		p_error(p, p_loc(p, l), "inferred shape of elements literal has %d elements, the type %llu",
		        n, (unsigned long long)want);
		goto out;
	}
	/* all elements equal: a splat, as MLIR stores it */
	bool same = n > 1;
	for (int i = 1; same && i < n; i++)
		same = elts[i] == elts[0];
	if (same)
		splat = true, n = 1;
	a = attr_dense(p->c, t, splat, (unsigned)n, elts);
out:
	free(elts);
	return a;
}

/* The zero of a dense element type. */
static Attr *zero_elt(Parser *p, Type *elt)
{
	static const uint64_t zero[2];
	if (type_is_float(elt))
		return attr_float(p->c, elt, zero);
	if (elt->kind == TY_INT && elt->i.width == 1)
		return attr_bool(p->c, false);
	if (type_is_int_or_index(elt))
		return attr_int(p->c, elt, 0);
	return NULL;
}

/* The dense attribute of type t holding elts[0..n), a splat when all are
 * equal (as DenseElementsAttr::get makes it). */
static Attr *dense_of(Parser *p, Type *t, unsigned n, Attr **elts)
{
	bool same = n > 1;
	for (unsigned i = 1; same && i < n; i++)
		same = elts[i] == elts[0];
	return attr_dense(p->c, t, same, same ? 1 : n, elts);
}

/* The nval values of sparse<..., values> into out: the literals, a splat
 * of one, or hex data (mlir-opt-19 prints more than 100 so). */
static bool sparse_values(Parser *p, DenseBody vb, Lit *v, Type *elt, unsigned nval, Attr **out)
{
	if (vb.splat && v->kind == LIT_STRING && v->text.len > 2 && v->text.s[0] == '0' && v->text.s[1] == 'x') {
		Attr **h = NULL;
		bool splat;
		int m = hex_elements(p, v->text, elt, nval, &h, &splat);
		if (m < 0)
			p_error(p, v->loc, "elements hex data size is invalid for provided type");
		for (unsigned i = 0; m >= 0 && i < nval; i++)
			out[i] = h[splat ? 0 : i];
		free(h);
		return m >= 0;
	}
	unsigned n = vb.splat ? 1 : nval;
	if (lits_to_attrs(p, v, n, elt, out) != (int)n)
		return false;
	for (unsigned i = 1; vb.splat && i < nval; i++)
		out[i] = out[0];
	return true;
}

Attr *p_sparse(Parser *p, DenseBody ib, DenseBody vb, Span itext, Type *t, YLoc l)
{
	Lit *iv = p->ls.v + ib.lits.start, *vv = p->ls.v + vb.lits.start;
	Attr *a = NULL, **vals = NULL, **elts = NULL, **idx = NULL;
	p->ls.n = ib.lits.start;
	if (!t)
		return NULL;
	if (!is_shaped(t) || t->kind == TY_MEMREF) {
		p_error(p, p_loc(p, l), "elements literal type must be a shaped type");
		return NULL;
	}
	unsigned rank = t->shaped.rank;
	uint64_t n = type_num_elements(t);
	Attr *zero = zero_elt(p, t->shaped.elt);
	if (!zero || n > (1u << 26)) {
		p_error(p, p_loc(p, l), "unsupported sparse elements type");
		return NULL;
	}
	/* nidx indices of rank numbers each (a splat: one index, all numbers
	 * the literal), as an N x rank tensor, or N for rank 1 written flat
	 * [i, j, ...]; the values: one each, or a splat for all */
	size_t k = 1;
	while (k < itext.len && strchr(" \t\r\n", itext.s[k]))
		k++;
	bool flat = !ib.splat && rank == 1 && k < itext.len && itext.s[k] != '[';
	unsigned w = flat ? 1 : rank;   /* numbers per index as written */
	unsigned nidx = ib.splat ? 1 : w ? ib.lits.n / w : vb.splat ? 1 : vb.lits.n;
	unsigned nval = vb.splat ? nidx : vb.lits.n;
	if (nval != nidx || (!ib.splat && ib.lits.n != nidx * w)) {
		p_error(p, p_loc(p, l), "sparse elements: %u values need %u indices of %u numbers, found %u numbers",
		        nval, nval, w, ib.lits.n);
		return NULL;
	}
	vals = xmalloc((nidx + 1) * sizeof *vals);
	if (!sparse_values(p, vb, vv, t->shaped.elt, nval, vals))
		goto out;
	elts = xmalloc((n + 1) * sizeof *elts);
	for (uint64_t i = 0; i < n; i++)
		elts[i] = zero;
	idx = xmalloc(((size_t)nidx * w + 1) * sizeof *idx);
	Type *i64 = type_i(p->c, 64);
	for (unsigned j = 0; j < nidx; j++) {
		uint64_t lin = 0;
		for (unsigned d = 0; d < rank; d++) {
			Lit *x = ib.splat ? &iv[0] : &iv[j * w + d];
			int64_t v = x->kind == LIT_INT ? p_int64(p, x->text, l) : -1;
			int64_t dim = t->shaped.shape[d];
			if (v < 0 || v >= dim) {
				p_error(p, x->loc, "sparse index out of range");
				goto out;
			}
			lin = lin * (uint64_t)dim + (uint64_t)v;
			idx[j * w + d] = attr_int(p->c, i64, v);
		}
		elts[lin] = vals[j];
	}
	int64_t ishape[2] = {nidx, rank};
	Attr *indices = dense_of(p, type_tensor(p->c, flat ? 1 : 2, ishape, i64, NULL), nidx * w, idx);
	Attr *values = dense_of(p, type_tensor(p->c, 1, ishape, t->shaped.elt, NULL), nidx, vals);
	a = attr_dense_sparse(p->c, dense_of(p, t, (unsigned)n, elts), indices, values);
out:
	free(vals);
	free(elts);
	free(idx);
	return a;
}

Attr *p_dense_array(Parser *p, Type *elt, List lits, YLoc l)
{
	Lit *v = p->ls.v + lits.start;
	Attr *a = NULL;
	p->ls.n = lits.start;
	if (!elt)
		return NULL;
	if (!type_is_int(elt) && !type_is_float(elt)) {
		p_error(p, p_loc(p, l), "expected integer or float type for a dense array");
		return NULL;
	}
	Attr **elts = xmalloc((lits.n + 1) * sizeof *elts);
	int n = lits_to_attrs(p, v, lits.n, elt, elts);
	if (n >= 0)
		a = attr_dense_array(p->c, elt, (unsigned)n, elts);
	free(elts);
	return a;
}

/* ------------------------------------------------------------- aliases */

static Sym *span_text(Parser *p, YLoc l)
{
	Span s = p_span(p, l);
	return intern(p->c, s.s, s.len);
}

/* Aliases nest types and attributes beyond what the parser's stack
 * bounds; the printers and the lowering recurse on that nesting. */
#define MAX_ALIAS_DEPTH 1000

/* How deeply brackets nest in the alias text at l (the arrow's '>' and
 * strings aside), plus the aliases it uses; an error past the limit. */
static bool alias_depth(Parser *p, YLoc l, unsigned *depth)
{
	Span s = p_span(p, l);
	unsigned d = 0, max = 0;
	for (size_t i = 0; i < s.len; i++) {
		char ch = s.s[i];
		if (ch == '"') {
			for (i++; i < s.len && s.s[i] != '"'; i++)
				if (s.s[i] == '\\')
					i++;
		} else if (ch == '<' || ch == '(' || ch == '[' || ch == '{') {
			if (++d > max)
				max = d;
		} else if ((ch == '>' && !(i && s.s[i - 1] == '-')) || ch == ')' || ch == ']' || ch == '}') {
			if (d)
				d--;
		}
	}
	*depth = max + p->alias_depth + 1;
	p->alias_depth = 0;
	if (*depth > MAX_ALIAS_DEPTH) {
		p_error(p, p_loc(p, l), "aliases nested too deeply (more than %d levels)", MAX_ALIAS_DEPTH);
		return false;
	}
	return true;
}

void p_attr_alias(Parser *p, Sym *name, Attr *a, YLoc l)
{
	if (map_get(&p->attr_alias, name)) {
		p_error(p, p_loc(p, l), "redefinition of attribute alias id '%s'", name->s);
		return;
	}
	unsigned depth;
	if (!a || !alias_depth(p, l, &depth))
		return;
	AliasDef *d = arena_alloc(p->c->arena, sizeof *d);
	d->attr = a;
	d->depth = depth;
	d->seq = ++p->nalias;
	d->verbatim = a->kind == ATTR_OPAQUE && !dialect_known(a->opaque.dialect);
	if (a->kind == ATTR_OPAQUE) {
		p->text.n = 0;
		vec_push(&p->text, '#');
		for (const char *s = a->opaque.dialect->s; *s; s++)
			vec_push(&p->text, *s);
		if (a->opaque.body->len) {
			vec_push(&p->text, '<');
			for (uint32_t i = 0; i < a->opaque.body->len; i++)
				vec_push(&p->text, a->opaque.body->s[i]);
			vec_push(&p->text, '>');
		}
		d->text = intern(p->c, p->text.v, p->text.n);
	} else {
		d->text = span_text(p, l);
	}
	map_put(&p->attr_alias, name, d);
}

void p_type_alias(Parser *p, Sym *name, Type *t, YLoc l)
{
	if (map_get(&p->type_alias, name)) {
		p_error(p, p_loc(p, l), "redefinition of type alias id '%s'", name->s);
		return;
	}
	unsigned depth;
	if (!t || !alias_depth(p, l, &depth))
		return;
	AliasDef *d = arena_alloc(p->c->arena, sizeof *d);
	d->type = t;
	d->depth = depth;
	d->seq = ++p->nalias;
	d->verbatim = t->kind == TY_OPAQUE && !dialect_known(t->opaque.dialect);
	d->text = span_text(p, l);
	map_put(&p->type_alias, name, d);
}

Attr *p_attr_alias_ref(Parser *p, Sym *name, YLoc l)
{
	AliasDef *d = map_get(&p->attr_alias, name);
	if (!d) {
		p_error(p, p_loc(p, l), "undefined symbol alias id '%s'", name->s);
		return NULL;
	}
	if (d->depth > p->alias_depth)
		p->alias_depth = d->depth;
	return d->attr;
}

Type *p_type_alias_ref(Parser *p, Sym *name, YLoc l)
{
	AliasDef *d = map_get(&p->type_alias, name);
	if (!d) {
		p_error(p, p_loc(p, l), "undefined symbol alias id '%s'", name->s);
		return NULL;
	}
	if (d->depth > p->alias_depth)
		p->alias_depth = d->depth;
	return d->type;
}
