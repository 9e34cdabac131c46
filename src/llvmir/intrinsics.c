/* intrinsics.c - the table of intrinsics (intrinsics.h) and of the
 * attributes LLVM gives their declarations (intrinsic_attrs.h), looked up
 * by name in O(log n), and LLVM's overload mangling of intrinsic names.
 * Shared by the .ll printer (ll_intr.c) and the importer (import_inst.c). */
#include <stdlib.h>
#include <string.h>

#include "llvmir/intrinsics.h"
#include "llvmir/intrinsic_attrs.h"

/* sorted by name (strcmp order): intrinsic_by_name searches it */
static const Intrinsic table[] = {
#define ROW(name, op, ovl, args, flags) {name, op, ovl, args, flags},
	XINTRINSICS(ROW)
#undef ROW
};
enum { NTABLE = sizeof table / sizeof *table };

static int by_name(const void *key, const void *row)
{
	return strcmp(key, ((const Intrinsic *)row)->name);
}

const Intrinsic *intrinsic_by_name(const char *name)
{
	return bsearch(name, table, NTABLE, sizeof *table, by_name);
}

/* sorted by name, then release: intrinsic_attrs searches it */
static const IntrinsicAttrs attrs[] = {
#define ROW(name, gen, fn, ret, params) {name, gen, fn, ret, params},
	XINTRINSIC_ATTRS(ROW)
#undef ROW
};

static int by_name_gen(const void *key, const void *row)
{
	const IntrinsicAttrs *k = key, *r = row;
	int c = strcmp(k->name, r->name);
	return c ? c : (k->gen > r->gen) - (k->gen < r->gen);
}

const IntrinsicAttrs *intrinsic_attrs(const char *name, unsigned llvm_version)
{
	IntrinsicAttrs key = {name, llvm_version, NULL, NULL, NULL};
	return bsearch(&key, attrs, sizeof attrs / sizeof *attrs, sizeof *attrs, by_name_gen);
}

/* Rows as a later release has them, by name; since: the first release. */
static const struct { unsigned since; Intrinsic row; } later[] = {
	{22, {"experimental.stepvector", "stepvector", "r", NULL, IMPORT | FRES}},  /* LLVM 22's parser renames it */
	{22, {"lifetime.end", NULL, "0", "0", IMPORT | ALLOCA}},
	{22, {"lifetime.start", NULL, "0", "0", IMPORT | ALLOCA}},
	{22, {"masked.gather", NULL, "r0", "0&alignment,1,2", IMPORT}},
	{22, {"masked.load", NULL, "r0", "0&alignment,1,2", IMPORT}},
	{22, {"masked.scatter", NULL, "01", "0,1&alignment,2", IMPORT}},
	{22, {"masked.store", NULL, "01", "0,1&alignment,2", IMPORT}},
};

const Intrinsic *intrinsic_gen(const Intrinsic *in, unsigned llvm_version)
{
	for (unsigned i = 0; in && i < sizeof later / sizeof later[0]; i++)
		if (llvm_version >= later[i].since && !strcmp(later[i].row.name, in->name))
			return &later[i].row;
	return in;
}

bool intrinsic_imports(const Intrinsic *in, unsigned llvm_version)
{
	return in && ((in->flags & IMPORT) || ((in->flags & IMPORT22) && llvm_version >= 22));
}

bool intrinsic_in_mlir(const Intrinsic *in, unsigned llvm_version)
{
	return in && !(in->flags & NOMLIR) && !((in->flags & IMPORT22) && llvm_version < 22);
}

unsigned intrinsic_form(const Intrinsic *in, unsigned llvm_version)
{
	if (!intrinsic_in_mlir(in, llvm_version) || ((in->flags & FBARE22) && llvm_version < 22))
		return 0;
	return in->flags & (CALLF | FFN | FRES | FOPND | FBARE22);
}

const Intrinsic *intrinsic_by_op(const char *op)
{
	const Intrinsic *in = intrinsic_by_name(op);
	if (in && !in->op)
		return in;
	for (unsigned i = 0; i < NTABLE; i++)  /* the few renamed rows */
		if (table[i].op && strcmp(table[i].op, op) == 0)
			return &table[i];
	return NULL;
}

const Intrinsic *intrinsic_of_call(const char *full)
{
	char buf[128];
	size_t n = strlen(full);
	if (n >= sizeof buf)
		n = sizeof buf - 1;
	memcpy(buf, full, n);
	buf[n] = 0;
	for (;;) {
		const Intrinsic *in = intrinsic_by_name(buf);
		if (in)
			return in;
		char *dot = strrchr(buf, '.');
		if (!dot)
			return NULL;
		*dot = 0;
	}
}

const char *intrinsic_op_name(const Intrinsic *in, char *buf, size_t n)
{
	snprintf(buf, n, "llvm.intr.%s", in->op ? in->op : in->name);
	return buf;
}

void intrinsic_mangle(Ctx *c, Out *o, Type *t)
{
	switch (t->kind) {
	case TY_LLVM_PTR:
		out_fmt(o, "p%u", t->ptr.addrspace);
		if (gen_of(c->llvm_version)->typed_ptrs)
			out_str(o, "i8");   /* every pointer is printed i8* there (ll_typed.c) */
		break;
	case TY_INT: out_fmt(o, "i%u", t->i.width); break;
	case TY_INDEX: out_fmt(o, "i%u", c->index_bitwidth ? c->index_bitwidth : 64); break;
	case TY_F16: out_str(o, "f16"); break;
	case TY_BF16: out_str(o, "bf16"); break;
	case TY_F32: out_str(o, "f32"); break;
	case TY_F64: out_str(o, "f64"); break;
	case TY_F80: out_str(o, "f80"); break;
	case TY_F128: out_str(o, "f128"); break;
	case TY_LLVM_PPC_FP128: out_str(o, "ppcf128"); break;
	case TY_LLVM_METADATA: out_str(o, "Metadata"); break;
	case TY_LLVM_TOKEN: out_str(o, "token"); break;
	case TY_LLVM_X86_MMX: out_str(o, "x86mmx"); break;
	case TY_LLVM_X86_AMX: out_str(o, "x86amx"); break;
	case TY_VECTOR:
		out_str(o, t->shaped.scalable && t->shaped.scalable[0] ? "nxv" : "v");
		out_i64(o, t->shaped.rank ? t->shaped.shape[0] : 0);
		intrinsic_mangle(c, o, t->shaped.elt);
		break;
	case TY_LLVM_VEC:
		out_str(o, t->llvec.scalable ? "nxv" : "v");
		out_u64(o, t->llvec.n);
		intrinsic_mangle(c, o, t->llvec.elt);
		break;
	case TY_LLVM_ARRAY:
		out_ch(o, 'a');
		out_u64(o, t->arr.n);
		intrinsic_mangle(c, o, t->arr.elt);
		break;
	case TY_LLVM_STRUCT:
		if (t->st.name) {
			out_str(o, "s_");
			out_sym(o, t->st.name);
		} else {
			out_str(o, "sl_");
			for (unsigned i = 0; i < t->st.n; i++)
				intrinsic_mangle(c, o, t->st.elts[i]);
			out_ch(o, 's');
		}
		break;
	case TY_LLVM_FUNC:
		out_str(o, "f_");
		intrinsic_mangle(c, o, t->llfn.ret);
		for (unsigned i = 0; i < t->llfn.n; i++)
			intrinsic_mangle(c, o, t->llfn.params[i]);
		if (t->llfn.vararg)
			out_str(o, "vararg");
		out_ch(o, 'f');
		break;
	case TY_LLVM_VOID: out_str(o, "isVoid"); break;
	default: out_str(o, "unknown"); break;
	}
}

void intrinsic_call_name(Ctx *c, Out *o, const Intrinsic *in, const char *name, Type *rt, Type **argt, unsigned n)
{
	out_str(o, "llvm.");
	out_str(o, name);
	const char *ovl = in ? in->ovl : NULL;
	static const char *const plain14[] = {"va_start", "va_end", "va_copy"};   /* overloaded since LLVM 19 */
	for (unsigned i = 0; gen_of(c->llvm_version)->typed_ptrs && i < 3; i++)
		if (!strcmp(name, plain14[i]))
			ovl = "";
	if (!ovl)
		ovl = rt->kind == TY_LLVM_VOID || rt->kind == TY_LLVM_STRUCT ? "0" : "r";
	for (const char *s = ovl; *s; s++) {
		Type *t = *s == 'r' ? rt : (unsigned)(*s - '0') < n ? argt[*s - '0'] : NULL;
		if (*s == 'R' && s[1]) {   /* an element of the result struct */
			unsigned e = (unsigned)(*++s - '0');
			t = rt->kind == TY_LLVM_STRUCT && e < rt->st.n ? rt->st.elts[e] : NULL;
		}
		if (t) {
			out_ch(o, '.');
			intrinsic_mangle(c, o, t);
		}
	}
}

/* Whether args (a row's argument list) holds an immediate held by the
 * attribute name[0..n): "@name:T" or "N&name". */
static bool names_attr(const char *args, const char *name, size_t n)
{
	for (const char *s = args; s && *s;) {
		const char *e = strchr(s, ',');
		size_t len = e ? (size_t)(e - s) : strlen(s);
		const char *a = memchr(s, '@', len);
		if (!a)
			a = memchr(s, '&', len);
		if (a) {
			const char *end = memchr(a, ':', len - (size_t)(a - s));
			size_t an = (end ? (size_t)(end - a) : len - (size_t)(a - s)) - 1;
			if (an == n && !memcmp(a + 1, name, n))
				return true;
		}
		s = e ? e + 1 : NULL;
	}
	return false;
}

const char *intrinsic_missing_attr(Ctx *c, Op *op, char *buf, size_t bufn)
{
	const char *n = op->name->s;
	if (strncmp(n, "llvm.intr.", 10))
		return NULL;
	const Intrinsic *in = intrinsic_by_op(n + 10);
	const Intrinsic *old = in, *now = intrinsic_gen(in, 22);
	if (!in || (in->flags & NOMLIR) || !old->args || !now->args)
		return NULL;
	const char *best = NULL;
	size_t bestn = 0;
	for (const char *s = old->args; *s;) {
		const char *e = strchr(s, ',');
		size_t len = e ? (size_t)(e - s) : strlen(s);
		const char *a = memchr(s, '@', len);
		if (a) {
			const char *end = memchr(a, ':', len - (size_t)(a - s));
			size_t an = (end ? (size_t)(end - a) : len - (size_t)(a - s)) - 1;
			if (an < bufn && names_attr(now->args, a + 1, an)) {
				memcpy(buf, a + 1, an);
				buf[an] = 0;
				if (!op_attr(op, intern_c(c, buf)) &&
				    (!best || strncmp(a + 1, best, an < bestn ? an : bestn) < 0 ||
				     (!strncmp(a + 1, best, an < bestn ? an : bestn) && an < bestn))) {
					best = a + 1;
					bestn = an;
				}
			}
		}
		s = e ? e + 1 : s + len;
	}
	if (!best)
		return NULL;
	memcpy(buf, best, bestn);
	buf[bestn] = 0;
	return buf;
}
