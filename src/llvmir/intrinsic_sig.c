/* intrinsic_sig.c - every intrinsic LLVM 19 and 22 know (the generated
 * intrinsic_table.h), looked up by name in O(log n) as
 * Intrinsic::lookupIntrinsicID does (its successive binary searches of
 * the dotted components, over both releases' rows), and an llvm.call_intrinsic's types
 * checked against the intrinsic's signature as mlir-translate's
 * convertCallLLVMIntrinsicOp does: LLVM's matchIntrinsicSignature over
 * the IIT descriptors for an overloaded intrinsic (giving its overload
 * types, hence the declaration's name), then the result, the number of
 * operands and each operand's type, each failure in its words. */
#include <stdlib.h>
#include <string.h>

#include "llvmir/intrinsics.h"
#include "llvmir/intrinsic_table.h"

enum { G19 = 1, G22 = 2 };

static const IntrinsicDef defs[] = {
#define ROW(name, gens, ovl, sig, attrs) {name, gens, ovl, sig, attrs},
	XINTRINSIC_TABLE(ROW)
#undef ROW
};
enum { NDEFS = sizeof defs / sizeof *defs };

static const IntrinsicAttrs attrsets[] = {
#define ROW(n, fn, ret, params) {NULL, 0, fn, ret, params},
	XINTRINSIC_ATTRSETS(ROW)
#undef ROW
};

const IntrinsicAttrs *intrinsic_def_attrs(const IntrinsicDef *d)
{
	return d && d->attrs ? &attrsets[d->attrs] : NULL;
}

static int def_cmp(const void *key, const void *row)
{
	return strcmp(key, ((const IntrinsicDef *)row)->name);
}

/* The row of name (without "llvm.") at a release, or NULL. */
static const IntrinsicDef *def_exact(const char *name, unsigned mask)
{
	const IntrinsicDef *d = bsearch(name, defs, NDEFS, sizeof *defs, def_cmp);
	if (!d)
		return NULL;
	while (d > defs && !strcmp(d[-1].name, name))
		d--;
	for (; d < defs + NDEFS && !strcmp(d->name, name); d++)
		if (d->gens & mask)
			return d;
	return NULL;
}

/* The first row in [lo, hi) whose name's chars [cs, ce) are not below
 * (upper: above) name's, as strncmp compares them. */
static const IntrinsicDef *bound(const IntrinsicDef *lo, const IntrinsicDef *hi, const char *name, size_t cs,
                                 size_t ce, bool upper)
{
	while (lo < hi) {
		const IntrinsicDef *mid = lo + (hi - lo) / 2;
		int c = strncmp(mid->name + cs, name + cs, ce - cs);
		if (upper ? c <= 0 : c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The first row of the release (mask) in [lo, hi), or hi: the rows of
 * both releases are one sorted table, of which LLVM's is the release's. */
static const IntrinsicDef *first_of(const IntrinsicDef *lo, const IntrinsicDef *hi, unsigned mask)
{
	while (lo < hi && !(lo->gens & mask))
		lo++;
	return lo;
}

const IntrinsicDef *intrinsic_lookup(const char *full, unsigned llvm_version)
{
	unsigned mask = llvm_version >= 22 ? G22 : llvm_version >= 19 ? G19 : 0;
	if (!mask || strncmp(full, "llvm.", 5))
		return NULL;
	/* LLVM's lookupLLVMIntrinsicByName: successive equal ranges of the
	 * names' dotted components (each compared up to the name's length, so
	 * "nvvm.fabs.f" narrows to nvvm.fabs.ftz*), the first name of the last
	 * range that is not empty; then the name itself or, for an overloaded
	 * intrinsic, a prefix of it up to a '.' */
	const char *name = full + 5;
	size_t n = strlen(name), ce = 0;
	const IntrinsicDef *lo = defs, *hi = defs + NDEFS, *last = lo;
	for (bool first = true; ce < n && hi > lo; first = false) {
		size_t cs = first ? 0 : ce;
		const char *dot = strchr(name + cs + !first, '.');
		ce = dot ? (size_t)(dot - name) : n;
		last = first_of(lo, hi, mask);
		const IntrinsicDef *l = bound(lo, hi, name, cs, ce, false);
		hi = bound(l, hi, name, cs, ce, true);
		lo = l;
		if (first_of(lo, hi, mask) == hi)
			hi = lo;
	}
	if (hi > lo)
		last = first_of(lo, hi, mask);
	if (last == defs + NDEFS)
		return NULL;
	size_t m = strlen(last->name);
	if (strncmp(name, last->name, m) || (name[m] && name[m] != '.'))
		return NULL;
	const IntrinsicDef *d = def_exact(last->name, mask);
	return d && (!name[m] || d->ovl) ? d : NULL;
}

/* ------------------------------------------------------------ LLVM types */

/* An LLVM type as the matcher sees it. */
typedef struct LT LT;
struct LT {
	char k;          /* v void, i int, p ptr, V vector, s literal struct, S named struct, a array,
			  * h b f d x q P floats (half bfloat float double x86_fp80 fp128 ppc_fp128),
			  * t token, m metadata, X x86_mmx, A x86_amx, T target, ? other */
	bool flag;       /* V: scalable; s: packed */
	uint64_t n;      /* i: width; p: addrspace; V, a: count; s: members */
	const LT *e;     /* V, a: element; s: the first of n members */
	const void *name; /* S: the Sym of its name; T: the Sym of its body */
};

enum { NPOOL = 512, NOVL = 16, NDEFER = 16 };

typedef struct Matcher {
	Ctx *c;
	LT pool[NPOOL];
	unsigned npool;
	const LT *ovl[NOVL];     /* the overload types found (ArgTys) */
	unsigned novl;
	struct { const LT *ty; const char *at; } defer[NDEFER];
	unsigned ndefer;
	bool full;               /* out of pool or list: no match */
} Matcher;

static LT *lt_new(Matcher *m, char k)
{
	if (m->npool >= NPOOL) {
		m->full = true;
		static LT dummy;
		dummy = (LT){'?', false, 0, NULL, NULL};
		return &dummy;
	}
	LT *t = &m->pool[m->npool++];
	*t = (LT){k, false, 0, NULL, NULL};
	return t;
}

static LT *lt_array(Matcher *m, unsigned n)
{
	if (m->npool + n > NPOOL) {
		m->full = true;
		return lt_new(m, '?');
	}
	LT *t = &m->pool[m->npool];
	m->npool += n;
	return t;
}

static const LT *lt_of(Matcher *m, Type *t)
{
	LT *r;
	switch (t ? t->kind : TY_NONE) {
	case TY_INT: r = lt_new(m, 'i'); r->n = t->i.width; return r;
	case TY_INDEX: r = lt_new(m, 'i'); r->n = m->c->index_bitwidth ? m->c->index_bitwidth : 64; return r;
	case TY_F16: return lt_new(m, 'h');
	case TY_BF16: return lt_new(m, 'b');
	case TY_F32: return lt_new(m, 'f');
	case TY_F64: return lt_new(m, 'd');
	case TY_F80: return lt_new(m, 'x');
	case TY_F128: return lt_new(m, 'q');
	case TY_LLVM_PPC_FP128: return lt_new(m, 'P');
	case TY_LLVM_VOID: return lt_new(m, 'v');
	case TY_LLVM_TOKEN: return lt_new(m, 't');
	case TY_LLVM_METADATA: return lt_new(m, 'm');
	case TY_LLVM_X86_MMX: return lt_new(m, 'X');
	case TY_LLVM_X86_AMX: return lt_new(m, 'A');
	case TY_LLVM_PTR: r = lt_new(m, 'p'); r->n = t->ptr.addrspace; return r;
	case TY_LLVM_TARGET: r = lt_new(m, 'T'); r->name = t->opaque.body; return r;
	case TY_VECTOR:
		if (t->shaped.rank != 1 || t->shaped.shape[0] < 0)
			break;
		r = lt_new(m, 'V');
		r->n = (uint64_t)t->shaped.shape[0];
		r->flag = t->shaped.scalable && t->shaped.scalable[0];
		r->e = lt_of(m, t->shaped.elt);
		return r;
	case TY_LLVM_VEC:
		r = lt_new(m, 'V');
		r->n = t->llvec.n;
		r->flag = t->llvec.scalable;
		r->e = lt_of(m, t->llvec.elt);
		return r;
	case TY_LLVM_ARRAY:
		r = lt_new(m, 'a');
		r->n = t->arr.n;
		r->e = lt_of(m, t->arr.elt);
		return r;
	case TY_LLVM_STRUCT:
		if (t->st.name) {
			r = lt_new(m, 'S');
			r->name = t->st.name;
			return r;
		}
		r = lt_new(m, 's');
		r->n = t->st.n;
		r->flag = t->st.packed;
		LT *el = lt_array(m, t->st.n);
		for (unsigned i = 0; i < t->st.n && !m->full; i++)
			el[i] = *lt_of(m, t->st.elts[i]);
		r->e = el;
		return r;
	default:
		break;
	}
	return lt_new(m, '?');
}

static bool lt_eq(const LT *a, const LT *b)
{
	if (a == b)
		return true;
	if (!a || !b || a->k != b->k || a->n != b->n || a->flag != b->flag || a->name != b->name || a->k == '?')
		return false;
	if (a->k == 'V' || a->k == 'a')
		return lt_eq(a->e, b->e);
	for (uint64_t i = 0; a->k == 's' && i < a->n; i++)
		if (!lt_eq(&a->e[i], &b->e[i]))
			return false;
	return true;
}

static void lt_print(Out *o, const LT *t)
{
	static const char *const fl[] = {"h", "half", "b", "bfloat", "f", "float", "d", "double", "x", "x86_fp80",
					 "q", "fp128", "P", "ppc_fp128", "v", "void", "t", "token", "m", "metadata",
					 "X", "x86_mmx", "A", "x86_amx", NULL};
	for (unsigned i = 0; fl[i]; i += 2)
		if (t->k == fl[i][0]) {
			out_str(o, fl[i + 1]);
			return;
		}
	switch (t->k) {
	case 'i': out_fmt(o, "i%llu", (unsigned long long)t->n); break;
	case 'p':
		out_str(o, "ptr");
		if (t->n)
			out_fmt(o, " addrspace(%llu)", (unsigned long long)t->n);
		break;
	case 'V':
		out_fmt(o, t->flag ? "<vscale x %llu x " : "<%llu x ", (unsigned long long)t->n);
		lt_print(o, t->e);
		out_ch(o, '>');
		break;
	case 'a':
		out_fmt(o, "[%llu x ", (unsigned long long)t->n);
		lt_print(o, t->e);
		out_ch(o, ']');
		break;
	case 's':
		out_str(o, t->flag ? "<{ " : "{ ");
		for (uint64_t i = 0; i < t->n; i++) {
			if (i)
				out_str(o, ", ");
			lt_print(o, &t->e[i]);
		}
		out_str(o, t->n ? (t->flag ? " }>" : " }") : (t->flag ? "}>" : "}"));
		break;
	case 'S': out_ch(o, '%'); out_sym(o, (Sym *)t->name); break;
	case 'T': out_str(o, "target(\""); out_sym(o, (Sym *)t->name); out_str(o, "\")"); break;
	default: out_str(o, "?"); break;
	}
}

/* LLVM's getMangledTypeStr */
static void lt_mangle(Out *o, const LT *t)
{
	switch (t->k) {
	case 'i': out_fmt(o, "i%llu", (unsigned long long)t->n); break;
	case 'p': out_fmt(o, "p%llu", (unsigned long long)t->n); break;
	case 'h': out_str(o, "f16"); break;
	case 'b': out_str(o, "bf16"); break;
	case 'f': out_str(o, "f32"); break;
	case 'd': out_str(o, "f64"); break;
	case 'x': out_str(o, "f80"); break;
	case 'q': out_str(o, "f128"); break;
	case 'P': out_str(o, "ppcf128"); break;
	case 'm': out_str(o, "Metadata"); break;
	case 't': out_str(o, "token"); break;
	case 'X': out_str(o, "x86mmx"); break;
	case 'A': out_str(o, "x86amx"); break;
	case 'v': out_str(o, "isVoid"); break;
	case 'V':
		out_fmt(o, t->flag ? "nxv%llu" : "v%llu", (unsigned long long)t->n);
		lt_mangle(o, t->e);
		break;
	case 'a':
		out_fmt(o, "a%llu", (unsigned long long)t->n);
		lt_mangle(o, t->e);
		break;
	case 's':
		out_str(o, "sl_");
		for (uint64_t i = 0; i < t->n; i++)
			lt_mangle(o, &t->e[i]);
		out_ch(o, 's');
		break;
	case 'S': out_str(o, "s_"); out_sym(o, (Sym *)t->name); break;
	case 'T': out_ch(o, 't'); out_sym(o, (Sym *)t->name); break;
	default: out_str(o, "unknown"); break;
	}
}

/* ------------------------------------------------------------ descriptors */

/* The next token of a descriptor string at *s (advanced), in tok. */
static bool next_tok(const char **s, char *tok, size_t n)
{
	while (**s == ' ')
		(*s)++;
	size_t l = strcspn(*s, " ");
	if (!l || l >= n)
		return false;
	memcpy(tok, *s, l);
	tok[l] = 0;
	*s += l;
	return true;
}

/* Skip one type's descriptors (a vector's element, a struct's members). */
static void skip_type(const char **s)
{
	char tok[24];
	if (!next_tok(s, tok, sizeof tok))
		return;
	if (tok[0] == 'v' && tok[1] >= '0' && tok[1] <= '9')
		skip_type(s);
	else if (!strncmp(tok, "nxv", 3) || tok[0] == 'W')
		skip_type(s);
	else if (tok[0] == 's' && tok[1] >= '0' && tok[1] <= '9')
		for (long k = atol(tok + 1); k > 0; k--)
			skip_type(s);
}

static const char *const fixed_toks[] = {"v", "v", "tok", "t", "md", "m", "h", "h", "bf", "b", "f", "f",
					 "d", "d", "q", "q", "ppcq", "P", "amx", "A", NULL};

static LT *lt_int(Matcher *m, uint64_t w)
{
	LT *r = lt_new(m, 'i');
	r->n = w;
	return r;
}

static const LT *lt_vec(Matcher *m, uint64_t n, bool sc, const LT *e)
{
	LT *r = lt_new(m, 'V');
	r->n = n;
	r->flag = sc;
	r->e = e;
	return r;
}

/* A type whose integers (elements) are w times as wide (num/den): LLVM's
 * getExtendedElementVectorType, getTruncatedElementVectorType. */
static const LT *lt_scale(Matcher *m, const LT *t, unsigned num, unsigned den)
{
	if (t->k == 'V') {
		if (t->e->k != 'i')
			return NULL;
		return lt_vec(m, t->n, t->flag, lt_int(m, t->e->n * num / den));
	}
	return t->k == 'i' ? lt_int(m, t->n * num / den) : NULL;
}

/* The overload type a derived descriptor ("E0", "H0/2", ...) refers to. */
static const LT *ref_of(Matcher *m, const char *tok)
{
	unsigned n = (unsigned)atoi(tok + (tok[0] == 'S' ? 2 : 1));
	return n < m->novl ? m->ovl[n] : NULL;
}

/* The type a descriptor denotes once the overload types are known (LLVM's
 * DecodeFixedType), or NULL. */
static const LT *decode(Matcher *m, const char **s, unsigned gen)
{
	char tok[24];
	if (!next_tok(s, tok, sizeof tok))
		return NULL;
	for (unsigned i = 0; fixed_toks[i]; i += 2)
		if (!strcmp(tok, fixed_toks[i]))
			return lt_new(m, fixed_toks[i + 1][0]);
	if (!strcmp(tok, "mmx"))
		return gen >= 22 ? lt_vec(m, 1, false, lt_int(m, 64)) : lt_new(m, 'X');
	if (!strcmp(tok, "svcount"))
		return lt_new(m, '?');
	if (tok[0] == 'i')
		return lt_int(m, (uint64_t)atol(tok + 1));
	if (tok[0] == 'p') {
		LT *r = lt_new(m, 'p');
		r->n = (uint64_t)atol(tok + 1);
		return r;
	}
	if (tok[0] == 'v' || !strncmp(tok, "nxv", 3)) {
		bool sc = tok[0] == 'n';
		const LT *e = decode(m, s, gen);
		return e ? lt_vec(m, (uint64_t)atol(tok + (sc ? 3 : 1)), sc, e) : NULL;
	}
	if (tok[0] == 's') {
		unsigned n = (unsigned)atoi(tok + 1);
		LT *r = lt_new(m, 's');
		LT *el = lt_array(m, n);
		for (unsigned i = 0; i < n; i++) {
			const LT *e = decode(m, s, gen);
			if (!e || m->full)
				return NULL;
			el[i] = *e;
		}
		r->n = n;
		r->e = el;
		return r;
	}
	const LT *ref = ref_of(m, tok);
	switch (tok[0]) {
	case 'A': return ref;
	case 'X': return ref;
	case 'E': return ref ? lt_scale(m, ref, 2, 1) : NULL;
	case 'T': return ref ? lt_scale(m, ref, 1, 2) : NULL;
	case 'L': return ref && ref->k == 'V' ? ref->e : NULL;
	case 'H': {
		unsigned d = (unsigned)atoi(strchr(tok, '/') + 1);
		return ref && ref->k == 'V' && d ? lt_vec(m, ref->n / d, ref->flag, ref->e) : NULL;
	}
	case 'W': {
		const LT *e = decode(m, s, gen);
		if (!ref || !e)
			return NULL;
		return ref->k == 'V' ? lt_vec(m, ref->n, ref->flag, e) : e;
	}
	case 'S': {
		/* getSubdividedVectorType: twice (four times) the elements, half
		 * (a quarter) as wide */
		unsigned k = tok[1] == '2' ? 2 : 4;
		if (!ref || ref->k != 'V' || ref->e->k != 'i')
			return NULL;
		return lt_vec(m, ref->n * k, ref->flag, lt_int(m, ref->e->n / k));
	}
	case 'B':
		if (!ref || ref->k != 'V')
			return NULL;
		{
			uint64_t w = 0;
			switch (ref->e->k) {
			case 'i': w = ref->e->n; break;
			case 'h': case 'b': w = 16; break;
			case 'f': w = 32; break;
			case 'd': w = 64; break;
			case 'x': w = 80; break;
			case 'q': case 'P': w = 128; break;
			case 'p': w = 64; break;
			default: return NULL;
			}
			return lt_vec(m, ref->n, ref->flag, lt_int(m, w));
		}
	}
	return NULL;
}

static bool is_fp(const LT *t)
{
	return strchr("hbfdxqP", t->k) != NULL;
}

/* LLVM's matchIntrinsicType: true when ty does not match the descriptor
 * at *s (advanced past it). */
static bool mismatch(Matcher *m, const LT *ty, const char **s, bool deferred, unsigned gen)
{
	char tok[24];
	const char *at = *s;
	if (!next_tok(s, tok, sizeof tok))
		return true;   /* too many arguments */
	for (unsigned i = 0; fixed_toks[i]; i += 2)
		if (!strcmp(tok, fixed_toks[i]))
			return ty->k != fixed_toks[i + 1][0];
	if (!strcmp(tok, "..."))
		return true;
	if (!strcmp(tok, "mmx"))
		return gen >= 22 ? !(ty->k == 'V' && !ty->flag && ty->n == 1 && ty->e->k == 'i' && ty->e->n == 64)
				 : ty->k != 'X';
	if (!strcmp(tok, "svcount"))
		return !(ty->k == 'T' && !strcmp(((Sym *)ty->name)->s, "aarch64.svcount"));
	if (tok[0] == 'i')
		return ty->k != 'i' || ty->n != (uint64_t)atol(tok + 1);
	if (tok[0] == 'p')
		return ty->k != 'p' || ty->n != (uint64_t)atol(tok + 1);
	if (tok[0] == 'v' || !strncmp(tok, "nxv", 3)) {
		bool sc = tok[0] == 'n';
		if (ty->k != 'V' || ty->flag != sc || ty->n != (uint64_t)atol(tok + (sc ? 3 : 1))) {
			skip_type(s);
			return true;
		}
		return mismatch(m, ty->e, s, deferred, gen);
	}
	if (tok[0] == 's') {
		uint64_t n = (uint64_t)atol(tok + 1);
		if (ty->k != 's' || ty->flag || ty->n != n)
			return true;
		for (uint64_t i = 0; i < n; i++)
			if (mismatch(m, &ty->e[i], s, deferred, gen))
				return true;
		return false;
	}
	unsigned num = (unsigned)atoi(tok + (tok[0] == 'S' ? 2 : 1));
	bool fwd = num >= m->novl;
#define DEFER()                                                          \
	do {                                                             \
		if (deferred)                                            \
			return true;                                     \
		if (m->ndefer >= NDEFER) {                               \
			m->full = true;                                  \
			return true;                                     \
		}                                                        \
		m->defer[m->ndefer].ty = ty;                             \
		m->defer[m->ndefer++].at = at;                           \
		return false;                                            \
	} while (0)
	switch (tok[0]) {
	case 'A': {
		char k = tok[strlen(tok) - 1];
		if (num < m->novl)
			return !lt_eq(ty, m->ovl[num]);
		if (num > m->novl || k == 'm')
			DEFER();
		if (m->novl >= NOVL) {
			m->full = true;
			return true;
		}
		m->ovl[m->novl++] = ty;
		const LT *el = ty->k == 'V' ? ty->e : ty;
		switch (k) {
		case 'i': return el->k != 'i';
		case 'f': return !is_fp(el);
		case 'v': return ty->k != 'V';
		case 'p': return ty->k != 'p';
		default: return false;
		}
	}
	case 'E':
	case 'T': {
		if (fwd)
			DEFER();
		const LT *want = lt_scale(m, m->ovl[num], tok[0] == 'E' ? 2 : 1, tok[0] == 'E' ? 1 : 2);
		return !want || !lt_eq(ty, want);
	}
	case 'H': {
		unsigned ref = (unsigned)atoi(tok + 1), d = (unsigned)atoi(strchr(tok, '/') + 1);
		if (ref >= m->novl)
			DEFER();
		const LT *r = m->ovl[ref];
		return r->k != 'V' || !d || !lt_eq(ty, lt_vec(m, r->n / d, r->flag, r->e));
	}
	case 'W': {
		if (fwd) {
			skip_type(s);
			DEFER();
		}
		const LT *r = m->ovl[num];
		if ((r->k == 'V') != (ty->k == 'V')) {
			skip_type(s);
			return true;
		}
		const LT *el = ty;
		if (ty->k == 'V') {
			if (r->n != ty->n || r->flag != ty->flag) {
				skip_type(s);
				return true;
			}
			el = ty->e;
		}
		return mismatch(m, el, s, deferred, gen);
	}
	case 'X': {
		unsigned ref = (unsigned)atoi(strchr(tok, '/') + 1);
		if (ref >= m->novl) {
			if (deferred)
				return true;
			if (m->novl >= NOVL) {
				m->full = true;
				return true;
			}
			m->ovl[m->novl++] = ty;
			DEFER();
		}
		if (!deferred) {
			if (m->novl >= NOVL) {
				m->full = true;
				return true;
			}
			m->ovl[m->novl++] = ty;
		}
		const LT *r = m->ovl[ref];
		if (ty->k != 'V' || r->k != 'V' || r->n != ty->n || r->flag != ty->flag)
			return true;
		return ty->e->k != 'p';
	}
	case 'L': {
		if (fwd)
			DEFER();
		const LT *r = m->ovl[num];
		return r->k != 'V' || !lt_eq(ty, r->e);
	}
	case 'S':
	case 'B': {
		if (fwd)
			DEFER();
		const char *t = tok;
		const LT *want = decode(m, &t, gen);
		return !want || !lt_eq(ty, want);
	}
	}
#undef DEFER
	return true;
}

/* ------------------------------------------------------------ the check */

static void quoted(Out *o, const char *s)
{
	out_ch(o, '"');
	out_str(o, s);
	out_ch(o, '"');
}

const IntrinsicDef *intrinsic_check_call(Ctx *c, const char *name, Type *rt, Type **argt, unsigned n,
                                         unsigned nall, IntrinsicCall *ic, Out *err)
{
	unsigned gen = c->llvm_version >= 22 ? 22 : 19;
	const IntrinsicDef *d = intrinsic_lookup(name, c->llvm_version);
	if (!d) {
		out_str(err, "could not find LLVM intrinsic: ");
		quoted(err, name);
		return NULL;
	}
	Matcher *m = calloc(1, sizeof *m);
	m->c = c;
	const LT *ret = lt_of(m, rt);
	const LT **args = calloc(nall + 1, sizeof *args);
	for (unsigned i = 0; i < nall; i++)
		args[i] = lt_of(m, argt[i]);
	const char *s = d->sig;
	if (d->ovl) {
		/* matchIntrinsicSignature on (operands) -> ret, not variadic:
		 * all operands, those of operand bundles too */
		bool bad = mismatch(m, ret, &s, false, gen);
		for (unsigned i = 0; i < nall && !bad; i++)
			bad = mismatch(m, args[i], &s, false, gen);
		for (unsigned i = 0; i < m->ndefer && !bad; i++) {
			const char *at = m->defer[i].at;
			bad = mismatch(m, m->defer[i].ty, &at, true, gen);
		}
		if (bad || m->full) {
			out_str(err, "call intrinsic signature ");
			lt_print(err, ret);
			out_str(err, " (");
			for (unsigned i = 0; i < nall; i++) {
				if (i)
					out_str(err, ", ");
				lt_print(err, args[i]);
			}
			out_str(err, ") to overloaded intrinsic ");
			quoted(err, name);
			out_str(err, " does not match any of the overloads");
			goto fail;
		}
	}
	/* the declaration's type, from the overload types found */
	s = d->sig;
	const LT *fret = decode(m, &s, gen);
	const LT *fparams[64];
	unsigned nf = 0;
	bool va = false;
	for (char tok[24]; !m->full && fret;) {
		const char *t = s;
		if (!next_tok(&t, tok, sizeof tok))
			break;
		if (!strcmp(tok, "...")) {
			va = true;
			s = t;
			continue;
		}
		const LT *p = decode(m, &s, gen);
		if (!p || nf == 64) {
			fret = NULL;
			break;
		}
		fparams[nf++] = p;
	}
	if (!fret || m->full) {
		out_str(err, "call intrinsic signature of ");
		quoted(err, name);
		out_str(err, " names an overload type it does not give");
		goto fail;
	}
	if (!lt_eq(ret, fret)) {
		out_str(err, "intrinsic call returns ");
		lt_print(err, ret);
		out_str(err, " but ");
		quoted(err, name);
		out_str(err, " actually returns ");
		lt_print(err, fret);
		goto fail;
	}
	if (!va && n != nf) {
		out_fmt(err, "intrinsic call has %u operands but ", n);
		quoted(err, name);
		out_fmt(err, " expects %u", nf);
		goto fail;
	}
	if (va && n < nf) {
		out_fmt(err, "intrinsic call has %u operands but variadic ", n);
		quoted(err, name);
		out_fmt(err, " expects at least %u", nf);
		goto fail;
	}
	for (unsigned i = 0; i < nf; i++)
		if (!lt_eq(args[i], fparams[i])) {
			out_fmt(err, "intrinsic call operand #%u has type ", i);
			lt_print(err, args[i]);
			out_str(err, " but ");
			quoted(err, name);
			out_str(err, " expects ");
			lt_print(err, fparams[i]);
			goto fail;
		}
	/* its name: the overload types mangled */
	out_str(&ic->name, "llvm.");
	out_str(&ic->name, d->name);
	for (unsigned i = 0; d->ovl && i < m->novl; i++) {
		out_ch(&ic->name, '.');
		lt_mangle(&ic->name, m->ovl[i]);
	}
	ic->nfixed = nf;
	ic->vararg = va;
	free(args);
	free(m);
	return d;
fail:
	free(args);
	free(m);
	return NULL;
}
