/* props.c - an op's properties in the generic form, per MLIR release.
 *
 * mlir-opt prints an op's inherent attributes (its properties) in <{...}>
 * and the others in {...}.  Which names are inherent differs between
 * releases (props_table.h, with the default-valued ones mlir-opt fills
 * in where a generic op is read without them), and so do some spellings
 * and the defaults the generic form shows (MLIR 20+, GP_ENUM_PROPS:
 * overflowFlags = 3 : i32, a GEP's noWrapFlags = 3 : i32 for inbounds,
 * empty operand bundles and their operand segments, memref.atomic_rmw's
 * kinds numbered anew).
 *
 * xlate's IR holds one spelling, that of the custom forms: a GEP's flags
 * as units (inbounds, nusw, nuw), overflow flags as #llvm.overflow<...>,
 * atomic_rmw kinds as MLIR 19 numbers them (empty operand bundles as
 * read).  props_read brings a generic op written by either release to it;
 * props_write gives the attributes the release printed shows, and
 * props_inherent which of them go in <{...}>.  Both directions start from
 * canon, so that what is printed reads back to the same text. */
#include <stdlib.h>
#include <string.h>

#include "mlir/print.h"
#include "mlir/props_table.h"

typedef struct PropRow {
	const char *op, *name;
	unsigned releases;   /* P19 | P22 */
} PropRow;

#define PROP_ROW(op, name, rel) {op, name, rel},
static const PropRow rows[] = {XPROPS(PROP_ROW)};
#undef PROP_ROW

/* The values of XPROP_DEFAULTS, in the IR's spelling. */
enum { D_LLVM_FMF, D_ARITH_FMF, D_ARITH_OVF, D_LLVM_OVF, D_CCONV, D_TAILCALL, D_LINKAGE, D_I64_0, D_I32_0, D_DI_EXPR };

typedef struct PropDefault {
	const char *op, *name;
	int value;           /* D_* */
} PropDefault;

#define PROP_DEFAULT(op, name, v) {op, name, v},
static const PropDefault defaults[] = {XPROP_DEFAULTS(PROP_DEFAULT)};
#undef PROP_DEFAULT

/* The rows of op in a table sorted by op (each row starting with its op
 * name): the first one's index, *n their count. */
static size_t rows_for(const void *table, size_t nrows, size_t size, const char *op, unsigned *n)
{
	const char *base = table;
#define OP_AT(i) (*(const char *const *)(base + (i) * size))
	size_t lo = 0, hi = nrows;
	while (lo < hi) {   /* the first row not before op */
		size_t mid = (lo + hi) / 2;
		if (strcmp(OP_AT(mid), op) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	size_t end = lo;
	while (end < nrows && !strcmp(OP_AT(end), op))
		end++;
#undef OP_AT
	*n = (unsigned)(end - lo);
	return lo;
}

/* The rows of op name: their count, *first. */
static unsigned rows_of(const char *op, const PropRow **first)
{
	unsigned n;
	*first = rows + rows_for(rows, sizeof rows / sizeof *rows, sizeof *rows, op, &n);
	return n;
}

bool props_inherent(Ctx *c, Op *op, Sym *name)
{
	if (op->kind == OP_UNKNOWN || strchr(name->s, '.'))
		return false;
	const PropRow *r;
	unsigned n = rows_of(op->name->s, &r);
	if (!n)   /* an op the table does not know: every name of no dialect */
		return op->kind != OP_FUNC_RETURN;
	for (unsigned i = 0; i < n; i++)
		if (!strcmp(r[i].name, name->s))
			return r[i].releases & gen_of(c->llvm_version)->props;
	return false;
}

/* ---------------------------------------------------------------- helpers */

static bool is_llvm(Op *op)
{
	return !strncmp(op->name->s, "llvm.", 5);
}

static bool is_assume(Op *op)
{
	return op->kind == OP_LLVM_INTR && !strcmp(op->name->s, "llvm.intr.assume");
}

static Attr *i32(Ctx *c, int64_t v)
{
	return attr_int(c, type_i(c, 32), v);
}

static bool int_of(Attr *a, unsigned width, int64_t *v)
{
	if (!a || a->kind != ATTR_INT || !a->type || a->type->kind != TY_INT || a->type->i.width != width)
		return false;
	*v = attr_int_sext(a);
	return true;
}

/* The ops with operand bundles (MLIR 20+) */
static bool has_bundles(Op *op)
{
	return op->kind == OP_LLVM_CALL || op->kind == OP_LLVM_CALL_INTRINSIC || op->kind == OP_LLVM_INVOKE ||
	       is_assume(op);
}

static const char *const gep_flags[] = {"inbounds", "nusw", "nuw"};
enum { GEP_INBOUNDS = 3, GEP_NUSW = 2, GEP_NUW = 4 };   /* GEPNoWrapFlags: inbounds is inboundsFlag | nusw */

static const int rmw_22[RMW_NKINDS] = {
#define RMW_22(w, n19, n22) n22,
	XRMW_KINDS(RMW_22)
#undef RMW_22
};

/* ---------------------------------------------------------------- lists */

/* Attribute lists being rewritten: a copy of op's, then changed. */
typedef struct {
	NamedAttr *v;
	unsigned n, cap;
	Ctx *c;
} AttrList;

static AttrList list_of(Ctx *c, Op *op)
{
	AttrList l = {xmalloc((op->nattr + 4) * sizeof *l.v), op->nattr, op->nattr + 4, c};
	if (op->nattr)   /* (attrs is NULL without) */
		memcpy(l.v, op->attrs, op->nattr * sizeof *l.v);
	return l;
}

static NamedAttr *find(AttrList *l, const char *name)
{
	for (unsigned i = 0; i < l->n; i++)
		if (!strcmp(l->v[i].name->s, name))
			return &l->v[i];
	return NULL;
}

/* Sets name to a (NULL removes it). */
static void put(AttrList *l, const char *name, Attr *a)
{
	NamedAttr *e = find(l, name);
	if (e && a) {
		e->attr = a;
	} else if (e) {
		*e = l->v[--l->n];
	} else if (a) {
		if (l->n == l->cap)
			l->v = xrealloc(l->v, (l->cap = 2 * l->cap + 4) * sizeof *l->v);
		l->v[l->n++] = (NamedAttr){intern_c(l->c, name), a};
	}
}

/* Sets name to a where it is absent. */
static void put_default(AttrList *l, const char *name, Attr *a)
{
	if (!find(l, name))
		put(l, name, a);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(((const NamedAttr *)a)->name->s, ((const NamedAttr *)b)->name->s);
}

/* A GEP's noWrapFlags as written (MLIR 20+), when it is one: 0-7, not
 * inboundsFlag without nusw (the verifier's error). */
static bool no_wrap_flags(AttrList *l, int64_t *v)
{
	NamedAttr *nw = find(l, "noWrapFlags");
	return nw && int_of(nw->attr, 32, v) && *v >= 0 && *v <= 7 && (*v & GEP_INBOUNDS) != 1;
}

/* ---------------------------------------------------------------- the IR's spelling */

/* What either release's generic form says, as the IR holds it (both
 * directions start here, so that what is printed reads back the same):
 * #llvm.overflow<...> for a number, a GEP's flags as units, no trunc
 * overflowFlags of none, no default tail_call_kind or address_space. */
static void canon(AttrList *l, Op *op)
{
	Ctx *c = l->c;
	int64_t v;
	NamedAttr *ovf = find(l, "overflowFlags");
	if (ovf && is_llvm(op) && int_of(ovf->attr, 32, &v) && v >= 0 && v <= 3)
		ovf->attr = attr_llvm_flags(c, LL_OVERFLOW, (uint64_t)v);
	switch (op->kind) {
	case OP_LLVM_GEP:
		if (!no_wrap_flags(l, &v))
			break;
		put(l, "noWrapFlags", NULL);
		if ((v & GEP_INBOUNDS) == GEP_INBOUNDS)
			put(l, gep_flags[0], attr_unit(c));
		else if (v & GEP_NUSW)
			put(l, gep_flags[1], attr_unit(c));
		if (v & GEP_NUW)
			put(l, gep_flags[2], attr_unit(c));
		break;
	case OP_LLVM_TRUNC: case OP_ARITH_TRUNCI:   /* no flags: none */
		if (ovf && ovf->attr->kind == ATTR_LLVM && !ovf->attr->ll.bits)
			put(l, "overflowFlags", NULL);
		break;
	case OP_LLVM_INLINE_ASM: {
		NamedAttr *tk = find(l, "tail_call_kind");
		if (tk && tk->attr->kind == ATTR_OPAQUE && !strcmp(tk->attr->opaque.body->s, "none") &&
		    !strcmp(tk->attr->opaque.dialect->s, "llvm.tailcallkind"))
			put(l, "tail_call_kind", NULL);
		break;
	}
	case OP_LLVM_IFUNC: {
		NamedAttr *as = find(l, "address_space");
		if (as && int_of(as->attr, 32, &v) && !v)
			put(l, "address_space", NULL);
		break;
	}
	default:
		break;
	}
}

/* ---------------------------------------------------------------- reading */

void props_read(Ctx *c, Op *op)
{
	AttrList l = list_of(c, op);
	canon(&l, op);
	NamedAttr *k = op->kind == OP_MEMREF_ATOMIC_RMW ? find(&l, "kind") : NULL;
	int64_t v;
	if (k && (gen_of(c->llvm_version)->prints & GP_ENUM_PROPS) && int_of(k->attr, 64, &v)) {
		/* the release's number to xlate's (a number does not say which
		 * release wrote it: the one named is taken) */
		for (int i = 0; i < RMW_NKINDS; i++)
			if (rmw_22[i] == v) {
				k->attr = attr_int(c, type_i(c, 64), i);
				break;
			}
	}
	for (unsigned i = 0; i < op->nattr;)   /* what canon took away */
		if (!find(&l, op->attrs[i].name->s))
			op_set_attr(c, op, op->attrs[i].name, NULL);
		else
			i++;
	for (unsigned i = 0; i < l.n; i++)
		if (op_attr(op, l.v[i].name) != l.v[i].attr)
			op_set_attr(c, op, l.v[i].name, l.v[i].attr);
	free(l.v);
}

/* ---------------------------------------------------------------- writing */

/* The defaults MLIR 20+ shows and its EnumProp spellings (GP_ENUM_PROPS). */
static void write_enum_props(AttrList *l, Op *op)
{
	Ctx *c = l->c;
	NamedAttr *ovf = find(l, "overflowFlags");
	if (is_llvm(op) && ovf && ovf->attr->kind == ATTR_LLVM && ovf->attr->ll.kind == LL_OVERFLOW)
		ovf->attr = i32(c, (int64_t)ovf->attr->ll.bits);
	if (has_bundles(op)) {
		int64_t nb = bundle_opnds(op);   /* print_ops_llvm.c */
		put_default(l, "op_bundle_sizes", attr_dense_array(c, type_i(c, 32), 0, NULL));
		if (is_assume(op) || nb < 0)
			return;
		NamedAttr *seg = find(l, "operandSegmentSizes");
		if (op->kind == OP_LLVM_INVOKE && seg && seg->attr->kind == ATTR_DENSE_ARRAY && seg->attr->arr.n == 3) {
			Attr *e[4] = {seg->attr->arr.elts[0], seg->attr->arr.elts[1], seg->attr->arr.elts[2], i32(c, nb)};
			seg->attr = attr_dense_array(c, type_i(c, 32), 4, e);
		} else if (op->kind != OP_LLVM_INVOKE && nb <= (int64_t)op->nopnd) {
			Attr *e[2] = {i32(c, (int64_t)op->nopnd - nb), i32(c, nb)};
			put_default(l, "operandSegmentSizes", attr_dense_array(c, type_i(c, 32), 2, e));
		}
		return;
	}
	switch (op->kind) {
	case OP_LLVM_TRUNC:
		put_default(l, "overflowFlags", i32(c, 0));
		break;
	case OP_ARITH_TRUNCI:
		put_default(l, "overflowFlags", attr_llvm_flags(c, LL_ARITH_OVERFLOW, 0));
		break;
	case OP_LLVM_GEP: {
		if (find(l, "noWrapFlags"))
			break;   /* one canon left as it was (no flags LLVM has) */
		int64_t nw = 0;
		for (unsigned i = 0; i < 3; i++)
			if (find(l, gep_flags[i])) {
				nw |= i == 0 ? GEP_INBOUNDS : i == 1 ? GEP_NUSW : GEP_NUW;
				put(l, gep_flags[i], NULL);
			}
		put(l, "noWrapFlags", i32(c, nw));
		break;
	}
	case OP_LLVM_INLINE_ASM:
		put_default(l, "tail_call_kind", attr_opaque(c, ATTR_OPAQUE, intern_c(c, "llvm.tailcallkind"),
		                                             intern_c(c, "none")));
		break;
	case OP_LLVM_IFUNC:
		put_default(l, "address_space", i32(c, 0));
		break;
	case OP_MEMREF_ATOMIC_RMW: {
		NamedAttr *k = find(l, "kind");
		int64_t v;
		if (k && int_of(k->attr, 64, &v) && v >= 0 && v < RMW_NKINDS)
			k->attr = attr_int(c, type_i(c, 64), rmw_22[v]);
		break;
	}
	default:
		break;
	}
}

static Attr *default_value(Ctx *c, int v)
{
	switch (v) {
	case D_LLVM_FMF: return attr_llvm_flags(c, LL_FASTMATH, 0);
	case D_ARITH_FMF: return attr_llvm_flags(c, LL_ARITH_FASTMATH, 0);
	case D_ARITH_OVF: return attr_llvm_flags(c, LL_ARITH_OVERFLOW, 0);
	case D_LLVM_OVF: return attr_llvm_flags(c, LL_OVERFLOW, 0);
	case D_CCONV: return attr_opaque(c, ATTR_OPAQUE, intern_c(c, "llvm.cconv"), intern_c(c, "ccc"));
	case D_TAILCALL: return attr_opaque(c, ATTR_OPAQUE, intern_c(c, "llvm.tailcallkind"), intern_c(c, "none"));
	case D_LINKAGE: return attr_llvm_enum(c, LL_LINKAGE, "external");
	case D_I64_0: return attr_int(c, type_i(c, 64), 0);
	case D_DI_EXPR: {   /* #llvm.di_expression<> */
		Attr *none = NULL;
		return attr_llvm(c, LL_DI_EXPR, &none, 0);
	}
	default: return i32(c, 0);
	}
}

/* MLIR 19's call ops have no operand bundles: the empty ones MLIR 20+
 * writes (and their operand segments) are not shown. */
static void write_no_bundles(AttrList *l, Op *op)
{
	Ctx *c = l->c;
	NamedAttr *sz = find(l, "op_bundle_sizes"), *tags = find(l, "op_bundle_tags");
	if (!sz || sz->attr->kind != ATTR_DENSE_ARRAY || sz->attr->arr.n ||
	    (tags && (tags->attr->kind != ATTR_ARRAY || tags->attr->arr.n)))
		return;
	put(l, "op_bundle_sizes", NULL);
	put(l, "op_bundle_tags", NULL);
	NamedAttr *seg = find(l, "operandSegmentSizes");
	if (!seg || seg->attr->kind != ATTR_DENSE_ARRAY || is_assume(op))
		return;
	Attr *a = seg->attr;
	if (op->kind != OP_LLVM_INVOKE && a->arr.n == 2 && !attr_int_sext(a->arr.elts[1]))
		put(l, "operandSegmentSizes", NULL);
	else if (op->kind == OP_LLVM_INVOKE && a->arr.n == 4 && !attr_int_sext(a->arr.elts[3]))
		seg->attr = attr_dense_array(c, type_i(c, 32), 3, a->arr.elts);
}

Attr *props_default(Ctx *c, Op *op, const char *name)
{
	unsigned nd = 0;
	size_t d = op->kind == OP_UNKNOWN ? 0 : rows_for(defaults, sizeof defaults / sizeof *defaults, sizeof *defaults,
	                                                 op->name->s, &nd);
	for (unsigned i = 0; i < nd; i++)
		if (!strcmp(defaults[d + i].name, name))
			return default_value(c, defaults[d + i].value);
	return NULL;
}

unsigned props_write(Ctx *c, Op *op, NamedAttr **out)
{
	AttrList l = list_of(c, op);
	canon(&l, op);
	/* the default-valued properties mlir-opt fills in that the IR may
	 * leave out (a generic op read without them) */
	unsigned nd = 0;
	size_t d = op->kind == OP_UNKNOWN ? 0 : rows_for(defaults, sizeof defaults / sizeof *defaults, sizeof *defaults,
	                                                 op->name->s, &nd);
	for (unsigned i = 0; op->kind != OP_UNKNOWN && i < nd; i++) {
		const PropDefault *r = &defaults[d + i];
		if (props_inherent(c, op, intern_c(c, r->name)))
			put_default(&l, r->name, default_value(c, r->value));
	}
	if (gen_of(c->llvm_version)->prints & GP_ENUM_PROPS)
		write_enum_props(&l, op);
	else if (has_bundles(op))
		write_no_bundles(&l, op);
	qsort(l.v, l.n, sizeof *l.v, by_name);
	*out = l.v;
	return l.n;
}
