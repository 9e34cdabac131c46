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

enum { DICT_TEXT_MAX = 1 << 20 };   /* bytes of dictionaries remembered, at most */

/* The entries ns[l.start .. +l.n) of a dictionary just read from the text
 * at at ("{...}"): remembered with that text if it holds an entry with a
 * value and only p_dict_char characters on one line -- a text no region
 * and no other construct can be, which means the same wherever it stands
 * (no alias, symbol or value in it) -- for lex_dict to give as one token. */
void p_dict_note(Parser *p, List l, YLoc at)
{
	const char *s = p->buf + at.off;
	uint32_t len = at.end - at.off;
	if (!l.n || len < 3 || len > 512 || s[0] != '{' || s[len - 1] != '}' || p->dict_bytes > DICT_TEXT_MAX)
		return;
	bool value = false;
	for (uint32_t i = 1; i < len - 1; i++) {
		if (!p_dict_char((unsigned char)s[i]))
			return;
		value |= s[i] == '=';
	}
	if (!value)
		return;
	uint64_t key = MAP_HASH_KEY(hash_bytes(s, len, 0));
	for (LexDict **t = map_next_(&p->dict_texts, key, NULL); t; t = map_next_(&p->dict_texts, key, t))
		if ((*t)->len == len && !memcmp((*t)->text, s, len))
			return;
	LexDict *t = xmalloc(sizeof *t + len);
	t->n = l.n;
	t->len = len;
	memcpy(t->text, s, len);
	t->v = xmalloc(l.n * sizeof *t->v);
	memcpy(t->v, &p->ns.v[l.start], l.n * sizeof *t->v);
	*(LexDict **)map_add_(&p->dict_texts, key) = t;
	p->dict_bytes += sizeof *t + len + l.n * sizeof *t->v;
}

/* Whether key is none of the dictionary entries ns[l.start..+l.n) yet;
 * else mlir-opt's error at the entry (checked after its value is read,
 * mlir-opt before: a duplicate inside that value is reported first here;
 * a key is looked for among the first 256 entries only: linear time). */
bool p_dict_key_new(Parser *p, List l, Sym *key, YLoc at)
{
	unsigned n = l.n < 256 ? l.n : 256;
	for (unsigned i = 0; key && i < n; i++)
		if (p->ns.v[l.start + i].name == key) {
			p_error(p, p_loc(p, at), "duplicate key '%s' in dictionary attribute", key->s);
			p->failed = true;
			return false;
		}
	return true;
}

/* A dictionary given whole by the lexer: its entries pushed as read. */
List p_dict_text(Parser *p, LexDict *t)
{
	List l = {p->ns.n, t->n};
	for (uint32_t i = 0; i < t->n; i++)
		vec_push(&p->ns, t->v[i]);
	return l;
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

Attr *p_dl_spec(Parser *p, List entries)
{
	Attr **v = p->as.v + entries.start;
	Attr *a = all_attrs(v, entries.n) ? attr_dl_spec(p->c, entries.n, v) : NULL;
	p->as.n = entries.start;
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
	/* a splat index with several values is that index repeated: mlir-opt
	 * prints sparse<[2, 2], [3, 4]> so (and cannot read it back) */
	unsigned nidx = ib.splat ? (vb.splat || !vb.lits.n ? 1 : vb.lits.n) : w ? ib.lits.n / w : vb.splat ? 1 : vb.lits.n;
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

Attr *p_dense_array(Parser *p, Type *elt, List lits, YLoc l, YLoc lt)
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
	if (elt->kind == TY_INT && elt->i.width != 1 && elt->i.width % 8) {   /* DenseArrayAttr's storage */
		p_error(p, p_loc(p, lt), "element type bitwidth must be a multiple of 8");
		return NULL;
	}
	/* unlike dense<>, a float array takes no decimal integer (a hex one
	 * is its bits) */
	for (unsigned i = 0; type_is_float(elt) && i < lits.n; i++) {
		const char *t = v[i].text.s + (v[i].text.s[0] == '-');
		if (v[i].kind == LIT_INT && !(t[0] == '0' && (t[1] == 'x' || t[1] == 'X'))) {
			p_error(p, v[i].loc, "unexpected decimal integer literal for a floating point value");
			note_at(p->c, v[i].loc, "add a trailing dot to make the literal a float");
			return NULL;
		}
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
