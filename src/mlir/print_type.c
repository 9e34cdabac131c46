/* print_type.c - types in mlir-opt-19 syntax: builtin types and the LLVM
 * dialect types (which drop their "!llvm." prefix when nested inside
 * another LLVM type, as LLVM::detail::printType does). */
#include <ctype.h>
#include <string.h>

#include "print.h"

/* Identified structs being printed (innermost last): a reference to one
 * of them prints as struct<"name"> to stop the recursion. */
typedef struct StructStack {
	Sym *names[64];
	unsigned n;
} StructStack;

static void type_rec(Out *o, Type *t, StructStack *ss);

/* The generation printed (set by print_type_version): whether vectors of
 * pointers are !llvm.vec (up to 19) or builtin vectors (22). */
static _Thread_local bool llvm_vec = true;   /* per thread: separate calls may print at once */

void print_type_version(unsigned llvm_version)
{
	llvm_vec = gen_of(llvm_version)->llvm_vec;
}

/* vector<2x!llvm.ptr>, vector<[2]x!llvm.ptr>: a vector of pointers after 19 */
static void builtin_vec(Out *o, Type *t)
{
	out_str(o, "vector<");
	if (t->llvec.scalable)
		out_ch(o, '[');
	out_u64(o, t->llvec.n);
	out_str(o, t->llvec.scalable ? "]x" : "x");
	mlir_print_type(o, t->llvec.elt);
	out_ch(o, '>');
}

static bool is_llvm_type(Type *t)
{
	return t && t->kind >= TY_LLVM_PTR && t->kind <= TY_LLVM_TARGET;
}

/* MLIR's LLVM::isCompatibleType: signless integers, bf16 to f128, 1-D
 * vectors of those or of pointers, and the LLVM types made of compatible
 * ones (an identified struct being walked, in walk, counts as one). */
static bool llvm_compatible(Type *t, StructStack *walk)
{
	switch (t->kind) {
	case TY_INT:
		return t->i.sign == SIGNLESS;
	case TY_BF16: case TY_F16: case TY_F32: case TY_F64: case TY_F80: case TY_F128:
	case TY_LLVM_VOID: case TY_LLVM_LABEL: case TY_LLVM_METADATA: case TY_LLVM_TOKEN:
	case TY_LLVM_PPC_FP128: case TY_LLVM_X86_MMX: case TY_LLVM_X86_AMX: case TY_LLVM_TARGET:
		return true;
	case TY_VECTOR:
		return t->shaped.rank == 1 && llvm_compatible(t->shaped.elt, walk);
	case TY_LLVM_PTR:
		return !t->ptr.pointee || llvm_compatible(t->ptr.pointee, walk);
	case TY_LLVM_ARRAY:
		return llvm_compatible(t->arr.elt, walk);
	case TY_LLVM_VEC:
		return llvm_compatible(t->llvec.elt, walk);
	case TY_LLVM_FUNC:
		if (!llvm_compatible(t->llfn.ret, walk))
			return false;
		for (unsigned i = 0; i < t->llfn.n; i++)
			if (!llvm_compatible(t->llfn.params[i], walk))
				return false;
		return true;
	case TY_LLVM_STRUCT: {
		for (unsigned i = 0; t->st.name && i < walk->n; i++)
			if (walk->names[i] == t->st.name)
				return true;
		if (walk->n == 64)
			return true;   /* (deeper than the printer follows names) */
		walk->names[walk->n++] = t->st.name;
		bool ok = true;
		for (unsigned i = 0; ok && i < t->st.n; i++)
			ok = llvm_compatible(t->st.elts[i], walk);
		walk->n--;
		return ok;
	}
	default:
		return false;
	}
}

/* A type inside an LLVM type, as LLVMTypeSyntax's dispatchPrint: an LLVM
 * type LLVM can hold (llvm_compatible) in keyword form, any other in full
 * (!llvm.struct<(index)> inside a struct: it holds index). */
static void nested(Out *o, Type *t, StructStack *ss)
{
	if (!is_llvm_type(t)) {
		mlir_print_type(o, t);
		return;
	}
	StructStack walk = {.n = 0};
	if (!llvm_compatible(t, &walk))
		out_str(o, "!llvm.");
	type_rec(o, t, ss);
}

static void dim(Out *o, int64_t d)
{
	if (d == DYN)
		out_ch(o, '?');
	else
		out_i64(o, d);
}

static void shape(Out *o, unsigned rank, const int64_t *sh, const bool *scalable)
{
	for (unsigned i = 0; i < rank; i++) {
		if (scalable && scalable[i]) {
			out_ch(o, '[');
			dim(o, sh[i]);
			out_ch(o, ']');
		} else
			dim(o, sh[i]);
		out_ch(o, 'x');
	}
}

static void llvm_struct(Out *o, Type *t, StructStack *ss)
{
	out_str(o, "struct<");
	if (t->st.name) {
		p_escaped(o, t->st.name->s, t->st.name->len);
		for (unsigned i = 0; i < ss->n; i++)
			if (ss->names[i] == t->st.name) {
				out_ch(o, '>');
				return;
			}
		out_str(o, ", ");
		if (t->st.opaque || !t->st.has_body) {
			out_str(o, "opaque>");
			return;
		}
	}
	if (t->st.packed)
		out_str(o, "packed ");
	out_ch(o, '(');
	bool pushed = t->st.name && ss->n < 64;
	if (pushed)
		ss->names[ss->n++] = t->st.name;
	for (unsigned i = 0; i < t->st.n; i++) {
		if (i)
			out_str(o, ", ");
		nested(o, t->st.elts[i], ss);
	}
	if (pushed)
		ss->n--;
	out_str(o, ")>");
}

/* LLVM dialect types in keyword form (no "!llvm."). */
static void type_rec(Out *o, Type *t, StructStack *ss)
{
	switch (t->kind) {
	case TY_LLVM_PTR:
		out_str(o, "ptr");
		if (t->ptr.pointee) {
			out_ch(o, '<');
			nested(o, t->ptr.pointee, ss);
			if (t->ptr.addrspace) {
				out_str(o, ", ");
				out_u64(o, t->ptr.addrspace);
			}
			out_ch(o, '>');
		} else if (t->ptr.addrspace) {
			out_ch(o, '<');
			out_u64(o, t->ptr.addrspace);
			out_ch(o, '>');
		}
		break;
	case TY_LLVM_VOID: out_str(o, "void"); break;
	case TY_LLVM_LABEL: out_str(o, "label"); break;
	case TY_LLVM_METADATA: out_str(o, "metadata"); break;
	case TY_LLVM_TOKEN: out_str(o, "token"); break;
	case TY_LLVM_PPC_FP128: out_str(o, "ppc_fp128"); break;
	case TY_LLVM_X86_MMX: out_str(o, "x86_mmx"); break;
	case TY_LLVM_X86_AMX: out_str(o, "x86_amx"); break;
	case TY_LLVM_ARRAY:
		out_str(o, "array<");
		out_u64(o, t->arr.n);
		out_str(o, " x ");
		nested(o, t->arr.elt, ss);
		out_ch(o, '>');
		break;
	case TY_LLVM_STRUCT:
		llvm_struct(o, t, ss);
		break;
	case TY_LLVM_FUNC:
		out_str(o, "func<");
		nested(o, t->llfn.ret, ss);
		out_str(o, " (");
		for (unsigned i = 0; i < t->llfn.n; i++) {
			if (i)
				out_str(o, ", ");
			nested(o, t->llfn.params[i], ss);
		}
		if (t->llfn.vararg)
			out_str(o, t->llfn.n ? ", ..." : "...");
		out_str(o, ")>");
		break;
	case TY_LLVM_VEC:
		if (!llvm_vec) {
			builtin_vec(o, t);
			break;
		}
		out_str(o, "vec<");
		if (t->llvec.scalable)
			out_str(o, "? x ");
		out_u64(o, t->llvec.n);
		/* mlir-opt-19 prints "? x N x  T", two spaces */
		out_str(o, t->llvec.scalable ? " x  " : " x ");
		nested(o, t->llvec.elt, ss);
		out_ch(o, '>');
		break;
	case TY_LLVM_TARGET:
		out_str(o, "target<");
		if (t->opaque.body)
			out_sym(o, t->opaque.body);
		out_ch(o, '>');
		break;
	default:
		mlir_print_type(o, t);
		break;
	}
}

void print_type_nested(Out *o, Type *t)
{
	StructStack ss = {.n = 0};
	if (is_llvm_type(t))
		type_rec(o, t, &ss);
	else
		mlir_print_type(o, t);
}

/* Whether t's text holds no attribute (which an alias could stand for):
 * the LLVM dialect's types and the builtin scalars. */
static bool text_kept(Type *t)
{
	switch (t->kind) {
	case TY_INT: case TY_INDEX: case TY_F16: case TY_BF16: case TY_F32: case TY_F64: case TY_F80: case TY_F128:
	case TY_TF32: case TY_LLVM_PTR: case TY_LLVM_STRUCT: case TY_LLVM_ARRAY: case TY_LLVM_VEC: case TY_LLVM_FUNC:
		return true;
	default:
		return false;
	}
}

/* Types are printed over and over (i64, !llvm.ptr, memref descriptors
 * !llvm.struct<(ptr, ptr, i64, array<1 x i64>, ...)>, the identified
 * structs of imported code): the text of those without attributes is
 * made once, kept in t->text, and copied after (mlir_print_type uses it
 * too).  At the top level the text depends on t alone (an identified
 * struct prints differently only nested in itself), and no type changes
 * once printed: the importer names and fills its structs before it
 * prints a body that uses them (or starts again with a fresh context). */
void p_type(Printer *p, Type *t)
{
	if (t && t->text) {
		out_sym(p->o, t->text);
		return;
	}
	if (!t || !text_kept(t)) {
		mlir_print_type(p->o, t);
		return;
	}
	Out txt;
	out_init(&txt);
	mlir_print_type(&txt, t);
	t->text = intern(p->c, txt.buf, txt.len);
	out_free(&txt);
	out_sym(p->o, t->text);
}

/* Reads a parenthesized or bracketed list of identifiers at *s into
 * names (pointers and lengths); returns the count, or -1 if not such a
 * list.  Entries that are not plain identifiers count as length 0. */
static int ident_list(const char **s, char close, const char **names, size_t *lens, int max)
{
	const char *q = *s + 1;
	int n = 0;
	for (;;) {
		while (*q == ' ')
			q++;
		if (*q == close && n == 0)
			break;
		const char *b = q;
		while ((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9') || *q == '_')
			q++;
		size_t len = (size_t)(q - b);
		while (*q == ' ')
			q++;
		if (*q != ',' && *q != close)
			len = 0;
		while (*q && *q != ',' && *q != close)
			q++;
		if (!*q || n == max)
			return -1;
		names[n] = b;
		lens[n++] = len;
		if (*q == close)
			break;
		q++;
	}
	*s = q + 1;
	return n;
}

/* Whether an affine map text "(d0, d1)[s0] -> (d0, d1)" is the identity,
 * which MLIR drops from memref types: symbols do not count, "() -> ()" is
 * one. */
bool affine_is_identity(const char *s)
{
	const char *dn[16], *rn[16];
	size_t dl[16], rl[16];
	while (*s == ' ')
		s++;
	if (*s != '(')
		return false;
	int nd = ident_list(&s, ')', dn, dl, 16);
	while (*s == ' ')
		s++;
	if (*s == '[') {
		s = strchr(s, ']');
		if (!s)
			return false;
		s++;
		while (*s == ' ')
			s++;
	}
	if (nd < 0 || s[0] != '-' || s[1] != '>')
		return false;
	s += 2;
	while (*s == ' ')
		s++;
	if (*s != '(')
		return false;
	int nr = ident_list(&s, ')', rn, rl, 16);
	if (nr != nd)
		return false;
	for (int i = 0; i < nd; i++)
		if (!dl[i] || dl[i] != rl[i] || memcmp(dn[i], rn[i], dl[i]) != 0)
			return false;
	while (*s == ' ')
		s++;
	return *s == 0;
}

static void type_list(Out *o, unsigned n, Type **v)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			out_str(o, ", ");
		mlir_print_type(o, v[i]);
	}
}

static void memspace(Out *o, Attr *a)
{
	out_str(o, ", ");
	/* integer memory spaces print without their (i64) type */
	print_attr_ex(o, a, a->kind == ATTR_INT && attr_is_i64(a));
}
/* Whether a dialect type's (or attribute's) text prints as !d.text
 * rather than !d<text> (as mlir-opt: an identifier, then at most a <...>
 * at the end).  The <...> must be one group that closes at the end:
 * mlir-opt also prints "x<a<b>>, !y<>" so, which reads back as two types
 * (a roundtrip campaign finding). */
bool pretty_dialect_symbol(const Sym *s)
{
	if (!s || !s->len || !isalpha((unsigned char)s->s[0]))
		return false;
	size_t i = 0;
	while (i < s->len && (isalnum((unsigned char)s->s[i]) || s->s[i] == '.' || s->s[i] == '_'))
		i++;
	if (i == s->len)
		return true;
	if (s->s[i] != '<' || s->s[s->len - 1] != '>')
		return false;
	unsigned depth = 0;
	for (size_t k = i; k < s->len; k++) {
		char ch = s->s[k];
		if (ch == '"') {   /* a string: skip to its end */
			for (k++; k < s->len && s->s[k] != '"'; k++)
				if (s->s[k] == '\\')
					k++;
			continue;
		}
		if (ch == '<' || ch == '(' || ch == '[' || ch == '{')
			depth++;
		else if ((ch == '>' && !(k > 0 && s->s[k - 1] == '-')) || ch == ')' || ch == ']' || ch == '}') {
			if (!depth)
				return false;
			if (--depth == 0 && k + 1 != s->len)
				return false;
		}
	}
	return depth == 0;
}


void mlir_print_type(Out *o, Type *t)
{
	if (!t) {
		out_str(o, "<<NULL TYPE>>");
		return;
	}
	if (t->text) {   /* p_type's: the text at the top level, where this starts */
		out_sym(o, t->text);
		return;
	}
	switch (t->kind) {
	case TY_INT:
		out_str(o, t->i.sign == SIGNED ? "si" : t->i.sign == UNSIGNED ? "ui" : "i");
		out_u64(o, t->i.width);
		break;
	case TY_INDEX: out_str(o, "index"); break;
	case TY_F16: out_str(o, "f16"); break;
	case TY_BF16: out_str(o, "bf16"); break;
	case TY_F32: out_str(o, "f32"); break;
	case TY_F64: out_str(o, "f64"); break;
	case TY_F80: out_str(o, "f80"); break;
	case TY_F128: out_str(o, "f128"); break;
	case TY_TF32: out_str(o, "tf32"); break;
#define X(k, name, w, e, m, bias, nf) case k: out_str(o, name); break;
	XF8(X)
#undef X
	case TY_NONE: out_str(o, "none"); break;
	case TY_COMPLEX:
		out_str(o, "complex<");
		mlir_print_type(o, t->complex.elt);
		out_ch(o, '>');
		break;
	case TY_FUNC:
		out_ch(o, '(');
		type_list(o, t->fn.nin, t->fn.ins);
		out_str(o, ") -> ");
		if (t->fn.nout == 1 && t->fn.outs[0]->kind != TY_FUNC)
			mlir_print_type(o, t->fn.outs[0]);
		else {
			out_ch(o, '(');
			type_list(o, t->fn.nout, t->fn.outs);
			out_ch(o, ')');
		}
		break;
	case TY_VECTOR:
		out_str(o, "vector<");
		shape(o, t->shaped.rank, t->shaped.shape, t->shaped.scalable);
		mlir_print_type(o, t->shaped.elt);
		out_ch(o, '>');
		break;
	case TY_TENSOR:
		out_str(o, "tensor<");
		shape(o, t->shaped.rank, t->shaped.shape, NULL);
		mlir_print_type(o, t->shaped.elt);
		if (t->shaped.encoding) {
			out_str(o, ", ");
			mlir_print_attr(o, t->shaped.encoding);
		}
		out_ch(o, '>');
		break;
	case TY_UTENSOR:
		out_str(o, "tensor<*x");
		mlir_print_type(o, t->unranked.elt);
		out_ch(o, '>');
		break;
	case TY_MEMREF:
		out_str(o, "memref<");
		shape(o, t->shaped.rank, t->shaped.shape, NULL);
		mlir_print_type(o, t->shaped.elt);
		if (t->shaped.layout && !(t->shaped.layout->kind == ATTR_AFFINE_MAP &&
		                          affine_is_identity(t->shaped.layout->opaque.body->s))) {
			out_str(o, ", ");
			mlir_print_attr(o, t->shaped.layout);
		}
		if (t->shaped.memspace)
			memspace(o, t->shaped.memspace);
		out_ch(o, '>');
		break;
	case TY_UMEMREF:
		out_str(o, "memref<*x");
		mlir_print_type(o, t->unranked.elt);
		if (t->unranked.memspace)
			memspace(o, t->unranked.memspace);
		out_ch(o, '>');
		break;
	case TY_TUPLE:
		out_str(o, "tuple<");
		type_list(o, t->tuple.n, t->tuple.elts);
		out_ch(o, '>');
		break;
	case TY_OPAQUE:
		out_ch(o, '!');
		out_sym(o, t->opaque.dialect);
		if (pretty_dialect_symbol(t->opaque.body)) {
			out_ch(o, '.');
			out_sym(o, t->opaque.body);
		} else {
			out_ch(o, '<');
			out_sym(o, t->opaque.body);
			out_ch(o, '>');
		}
		break;
	default: {
		StructStack ss = {.n = 0};
		if (t->kind == TY_LLVM_VEC && !llvm_vec) {
			builtin_vec(o, t);
			break;
		}
		out_str(o, "!llvm.");
		type_rec(o, t, &ss);
		break;
	}
	}
}
