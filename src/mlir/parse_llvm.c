/* parse_llvm.c - builders for the custom forms of the LLVM dialect core
 * (llvm.func, llvm.mlir.global, instructions, terminators, intrinsics).
 *
 * Owns: turning what grammar/mlir.y collected for an llvm.* custom form into
 * an OpState with exactly the generic form's operands, result types,
 * successors and attributes, as mlir-opt-19 --mlir-print-op-generic shows
 * them (defaults that mlir-opt-19 prints, like CConv = #llvm.cconv<ccc> or
 * ordering = 0 : i64, are set too).  Keyword lists (LKws) are interpreted
 * here against small X-macro enum tables.
 */
#include <string.h>

#include "llvmir/intrinsics.h"
#include "mlir/parse_llvm.h"

/* ------------------------------------------------------------ enum tables */

/* X(keyword, value) */
#define XORDERING(X) X("not_atomic", 0) X("unordered", 1) X("monotonic", 2) \
	X("acquire", 4) X("release", 5) X("acq_rel", 6) X("seq_cst", 7)
#define XBINOP(X) X("xchg", 0) X("add", 1) X("sub", 2) X("_and", 3) X("nand", 4) \
	X("_or", 5) X("_xor", 6) X("max", 7) X("min", 8) X("umax", 9) X("umin", 10) \
	X("fadd", 11) X("fsub", 12) X("fmax", 13) X("fmin", 14) X("uinc_wrap", 15) \
	X("udec_wrap", 16) X("usub_cond", 17) X("usub_sat", 18) X("fmaximum", 19) X("fminimum", 20)
#define XICMP(X) X("eq", 0) X("ne", 1) X("slt", 2) X("sle", 3) X("sgt", 4) \
	X("sge", 5) X("ult", 6) X("ule", 7) X("ugt", 8) X("uge", 9)
#define XFCMP(X) X("_false", 0) X("oeq", 1) X("ogt", 2) X("oge", 3) X("olt", 4) \
	X("ole", 5) X("one", 6) X("ord", 7) X("ueq", 8) X("ugt", 9) X("uge", 10) \
	X("ult", 11) X("ule", 12) X("une", 13) X("uno", 14) X("_true", 15)
#define XLINKAGE(X) X("private", 0) X("internal", 1) X("available_externally", 2) \
	X("linkonce", 3) X("weak", 4) X("common", 5) X("appending", 6) \
	X("extern_weak", 7) X("linkonce_odr", 8) X("weak_odr", 9) X("external", 10)
#define XVISIBILITY(X) X("default", 0) X("hidden", 1) X("protected", 2)
#define XUNNAMED(X) X("local_unnamed_addr", 1) X("unnamed_addr", 2)
#define XTAILKIND(X) X("none", 0) X("tail", 1) X("musttail", 2) X("notail", 3)
#define XCOMDAT(X) X("any", 0) X("exactmatch", 1) X("largest", 2) \
	X("nodeduplicate", 3) X("samesize", 4)
#define XROUNDING(X) X("towardzero", 0) X("tonearest", 1) X("upward", 2) \
	X("downward", 3) X("tonearestaway", 4) X("dynamic", 7)
#define XFPEXCEPT(X) X("ignore", 0) X("maytrap", 1) X("strict", 2)
#define XASMDIALECT(X) X("att", 0) X("intel", 1)

typedef struct EnumRow {
	const char *name;
	int value;
} EnumRow;
#define ROW(n, v) {n, v},
static const EnumRow ordering_tab[] = {XORDERING(ROW) {0, 0}};
static const EnumRow binop_tab[] = {XBINOP(ROW) {0, 0}};
static const EnumRow icmp_tab[] = {XICMP(ROW) {0, 0}};
static const EnumRow fcmp_tab[] = {XFCMP(ROW) {0, 0}};
static const EnumRow linkage_tab[] = {XLINKAGE(ROW) {0, 0}};
static const EnumRow visibility_tab[] = {XVISIBILITY(ROW) {0, 0}};
static const EnumRow unnamed_tab[] = {XUNNAMED(ROW) {0, 0}};
static const EnumRow tailkind_tab[] = {XTAILKIND(ROW) {0, 0}};
static const EnumRow comdat_tab[] = {XCOMDAT(ROW) {0, 0}};
static const EnumRow rounding_tab[] = {XROUNDING(ROW) {0, 0}};
static const EnumRow fpexcept_tab[] = {XFPEXCEPT(ROW) {0, 0}};
static const EnumRow asmdialect_tab[] = {XASMDIALECT(ROW) {0, 0}};
#undef ROW

/* The value of name in tab, or -1. */
static int enum_find(const EnumRow *tab, const char *name)
{
	for (; tab->name; tab++)
		if (strcmp(tab->name, name) == 0)
			return tab->value;
	return -1;
}

/* Intrinsics whose op carries fastmathFlags (printed even when none). */

/* ------------------------------------------------------------ helpers */

void lkws_push(LKws *k, Sym *id, Attr *arg, Loc loc)
{
	LKw w = {id, arg, loc};
	vec_push(k, w);
}

static Attr *opq(Ctx *c, const char *dialect, const char *body)
{
	return attr_opaque(c, ATTR_OPAQUE, sym_lit(c, dialect), intern_c(c, body));
}

static Attr *i64a(Ctx *c, int64_t v) { return attr_int(c, type_i(c, 64), v); }
static Attr *i32a(Ctx *c, int64_t v) { return attr_int(c, type_i(c, 32), v); }

/* A flag set of the llattr.c kind named dialect from its words; opaque
 * (the words as written) when one is unknown. */
Attr *lp_flags_attr(Ctx *c, const char *dialect, LKws *ids)
{
	int k = llattr_kind_of(dialect, strlen(dialect));
	const char *const *w = k >= 0 ? llenum_words[llattr_info((unsigned)k)->words] : NULL;
	uint64_t bits = 0;
	bool ok = k >= 0;
	for (unsigned i = 0; ok && i < ids->n; i++) {
		unsigned j = 0, n = 0;
		while (w[n])
			n++;
		while (w[j] && strcmp(w[j], ids->v[i].id->s))
			j++;
		if (w[j])
			bits |= (uint64_t)1 << j;
		else if (!strcmp(ids->v[i].id->s, "fast") && k == LL_FASTMATH)
			bits = ((uint64_t)1 << n) - 1;
		else
			ok = strcmp(ids->v[i].id->s, "none") == 0;
	}
	if (ok)
		return attr_llvm_flags(c, k, bits);
	Out o;
	out_init(&o);
	for (unsigned i = 0; i < ids->n; i++) {
		if (i)
			out_str(&o, ", ");
		out_sym(&o, ids->v[i].id);
	}
	Attr *a = attr_opaque(c, ATTR_OPAQUE, intern_c(c, dialect), intern(c, o.buf ? o.buf : "", o.len));
	out_free(&o);
	return a;
}

/* Sets name = a in s, replacing an earlier value (later wins). */
static void set_attr(OpState *s, Sym *name, Attr *a)
{
	for (unsigned i = 0; i < s->attrs.n; i++)
		if (s->attrs.v[i].name == name) {
			s->attrs.v[i].attr = a;
			return;
		}
	opstate_add_attr(s, name, a);
}

static void set_attr_s(Ctx *c, OpState *s, const char *name, Attr *a)
{
	set_attr(s, sym_lit(c, name), a);   /* names are literals */
}

static void merge_dict(OpState *s, Attr *dict)
{
	if (!dict)
		return;
	for (unsigned i = 0; i < dict->dict.n; i++)
		set_attr(s, dict->dict.elts[i].name, dict->dict.elts[i].attr);
}

static void begin(Ctx *c, OpState *s, OpKind k, Loc loc)
{
	opstate_begin(c, s, sym_lit(c, op_names[k]), loc);
}

static Op *finish(Ctx *c, OpState *s, Attr *dict)
{
	merge_dict(s, dict);
	opstate_untyped(c, s);
	return opstate_done(c, s);
}

static Op *fail(OpState *s)
{
	opstate_free(s);
	return NULL;
}

static void push_opnd(OpState *s, Value *v) { vec_push(&s->opnds, v); }
static void push_type(OpState *s, Type *t) { vec_push(&s->types, t); }

static void add_succ(OpState *s, LSucc *d)
{
	Succ sc = {d->block, s->opnds.n, d->n};
	for (unsigned i = 0; i < d->n; i++)
		push_opnd(s, d->args[i]);
	vec_push(&s->succs, sc);
}

static Attr *seg_sizes(Ctx *c, unsigned n, const int64_t *v)
{
	Attr *e[8];
	for (unsigned i = 0; i < n; i++)
		e[i] = i32a(c, v[i]);
	return attr_dense_array(c, type_i(c, 32), n, e);
}

/* array<iW: ...> from an ATTR_ARRAY of integers (a parsed `[1, 2]`). */
static Attr *dense_array_of(Ctx *c, Loc loc, Attr *arr, unsigned width)
{
	if (!arr || arr->kind != ATTR_ARRAY) {
		error_at(c, loc, "expected an integer list");
		return NULL;
	}
	Type *t = type_i(c, width);
	VEC(Attr *) e = {0};
	for (unsigned i = 0; i < arr->arr.n; i++) {
		Attr *x = arr->arr.elts[i];
		if (x->kind != ATTR_INT) {
			error_at(c, loc, "expected an integer list");
			vec_free(&e);
			return NULL;
		}
		vec_push(&e, attr_int(c, t, attr_int_sext(x)));
	}
	Attr *a = attr_dense_array(c, t, e.n, e.v);
	vec_free(&e);
	return a;
}

/* The keyword cursor: keywords are consumed in order. */
typedef struct KwCur {
	LKws *k;
	unsigned i;
} KwCur;

static LKw *kw_peek(KwCur *k)
{
	return k->k && k->i < k->k->n ? &k->k->v[k->i] : NULL;
}

static bool kw_take(KwCur *k, const char *name)
{
	LKw *w = kw_peek(k);
	if (w && strcmp(w->id->s, name) == 0) {
		k->i++;
		return true;
	}
	return false;
}

/* Takes the next keyword if it is in tab; returns its value or -1. */
static int kw_take_enum(KwCur *k, const EnumRow *tab)
{
	LKw *w = kw_peek(k);
	int v;
	if (w && !w->arg && (v = enum_find(tab, w->id->s)) >= 0) {
		k->i++;
		return v;
	}
	return -1;
}

/* Reports leftover keywords; returns false if there were any. */
static bool kw_done(Ctx *c, KwCur *k)
{
	LKw *w = kw_peek(k);
	if (w) {
		error_at(c, w->loc, "unexpected keyword '%s'", w->id->s);
		return false;
	}
	return true;
}

static bool kw_ordering(Ctx *c, KwCur *k, Loc loc, OpState *s, const char *attr)
{
	LKw *w = kw_peek(k);
	int v = kw_take_enum(k, ordering_tab);
	if (v < 0) {
		error_at(c, w ? w->loc : loc, "expected an atomic ordering");
		return false;
	}
	set_attr_s(c, s, attr, i64a(c, v));
	return true;
}

/* [dereferenceable<bytes = N[, mayBeNull = true]>] of a load or an
 * inttoptr (MLIR 21+): the #llvm.dereferenceable the keyword holds. */
static bool kw_dereferenceable(Ctx *c, KwCur *k, OpState *s)
{
	LKw *w = kw_peek(k);
	if (!w || strcmp(w->id->s, "dereferenceable") != 0)
		return true;
	k->i++;
	if (!attr_is_llvm(w->arg, LL_DEREFERENCEABLE)) {
		error_at(c, w->loc, "expected dereferenceable<bytes = N>");
		return false;
	}
	set_attr_s(c, s, "dereferenceable", w->arg);
	return true;
}

/* [syncscope("x")] */
static bool kw_syncscope(Ctx *c, KwCur *k, OpState *s)
{
	LKw *w = kw_peek(k);
	if (!w || strcmp(w->id->s, "syncscope") != 0)
		return true;
	k->i++;
	if (!w->arg || w->arg->kind != ATTR_STRING) {
		error_at(c, w->loc, "expected syncscope(\"scope\")");
		return false;
	}
	set_attr_s(c, s, "syncscope", w->arg);
	return true;
}

/* i1 or a vector of i1 shaped like t. */
static Type *bool_like(Ctx *c, Type *t)
{
	Type *i1 = type_i(c, 1);
	if (t->kind == TY_VECTOR)
		return type_vector(c, t->shaped.rank, t->shaped.shape, t->shaped.scalable, i1);
	if (t->kind == TY_LLVM_VEC) {
		int64_t n = (int64_t)t->llvec.n;
		bool sc = t->llvec.scalable;
		return type_vector(c, 1, &n, &sc, i1);
	}
	return i1;
}

static bool is_vector(Type *t) { return t->kind == TY_VECTOR || t->kind == TY_LLVM_VEC; }

/* The type at position pos (ATTR_ARRAY of ints) inside aggregate t. */
static Type *agg_member(Ctx *c, Loc loc, Type *t, Attr *pos)
{
	if (!pos || pos->kind != ATTR_ARRAY) {
		error_at(c, loc, "expected a position list");
		return NULL;
	}
	for (unsigned i = 0; i < pos->arr.n; i++) {
		Attr *x = pos->arr.elts[i];
		int64_t p = x->kind == ATTR_INT ? attr_int_sext(x) : -1;
		if (t->kind == TY_LLVM_STRUCT && p >= 0 && (uint64_t)p < t->st.n)
			t = t->st.elts[p];
		else if (t->kind == TY_LLVM_ARRAY && p >= 0 && (uint64_t)p < t->arr.n)
			t = t->arr.elt;
		else {
			error_at(c, loc, "position %lld is out of bounds of its aggregate type", (long long)p);
			return NULL;
		}
	}
	return t;
}

/* Results of a builtin function type used as an op's trailing type. */
static bool fn_results(Ctx *c, Loc loc, OpState *s, Type *fnty)
{
	if (!fnty || fnty->kind != TY_FUNC) {
		error_at(c, loc, "expected a function type");
		return false;
	}
	for (unsigned i = 0; i < fnty->fn.nout; i++)
		push_type(s, fnty->fn.outs[i]);
	return true;
}

/* The call-form intrinsics that take fast-math flags (intrinsics.h):
 * their fastmathFlags default to none. */
static bool has_fastmath_intr(const char *name)
{
	const Intrinsic *row = intrinsic_by_op(name);
	return row && (row->flags & CALLF) && (row->flags & FMF);
}

/* ------------------------------------------------------------ arithmetic */

static bool kind_has_fastmath(OpKind k)
{
	switch (k) {
	case OP_LLVM_FADD: case OP_LLVM_FSUB: case OP_LLVM_FMUL: case OP_LLVM_FDIV:
	case OP_LLVM_FREM: case OP_LLVM_FNEG: case OP_LLVM_FCMP: case OP_LLVM_SELECT:
		return true;
	default:
		return false;
	}
}

static bool kind_has_overflow(OpKind k)
{
	return k == OP_LLVM_ADD || k == OP_LLVM_SUB || k == OP_LLVM_MUL || k == OP_LLVM_SHL;
}


Op *lp_binop(Ctx *c, Loc loc, OpKind k, Value *a, Value *b, Attr *ovf, Attr *dict, Type *t)
{
	OpState s;
	begin(c, &s, k, loc);
	push_opnd(&s, a);
	push_opnd(&s, b);
	push_type(&s, t);
	if (kind_has_overflow(k))
		set_attr(&s, c->sym[SYM_overflowFlags], ovf ? ovf : attr_llvm_flags(c, LL_OVERFLOW, 0));
	else if (ovf) {
		error_at(c, loc, "'%s' has no overflow flags", op_names[k]);
		return fail(&s);
	}
	if (kind_has_fastmath(k))
		set_attr(&s, c->sym[SYM_fastmathFlags], attr_llvm_flags(c, LL_FASTMATH, 0));
	return finish(c, &s, dict);
}

Op *lp_unop(Ctx *c, Loc loc, OpKind k, Value *a, Attr *dict, Type *t)
{
	OpState s;
	begin(c, &s, k, loc);
	push_opnd(&s, a);
	push_type(&s, t);
	if (kind_has_fastmath(k))
		set_attr(&s, c->sym[SYM_fastmathFlags], attr_llvm_flags(c, LL_FASTMATH, 0));
	return finish(c, &s, dict);
}

Op *lp_cmp(Ctx *c, Loc loc, OpKind k, Attr *pred, Value *a, Value *b, Attr *dict, Type *t)
{
	OpState s;
	begin(c, &s, k, loc);
	int v = -1;
	if (pred && pred->kind == ATTR_STRING)
		v = enum_find(k == OP_LLVM_ICMP ? icmp_tab : fcmp_tab, pred->s.str->s);
	if (v < 0 && pred && pred->kind == ATTR_STRING) {
		error_at(c, loc, "custom op '%s' '%s' is an incorrect value of the 'predicate' attribute", op_names[k],
		         pred->s.str->s);
		return fail(&s);
	}
	if (v < 0) {
		error_at(c, loc, "unknown comparison predicate");
		return fail(&s);
	}
	push_opnd(&s, a);
	push_opnd(&s, b);
	push_type(&s, bool_like(c, t));
	if (k == OP_LLVM_FCMP)
		set_attr(&s, c->sym[SYM_fastmathFlags], attr_llvm_flags(c, LL_FASTMATH, 0));
	set_attr(&s, c->sym[SYM_predicate], i64a(c, v));
	return finish(c, &s, dict);
}

Op *lp_cast(Ctx *c, Loc loc, OpKind k, Value *a, LKws *post, Attr *dict, Type *to)
{
	OpState s;
	KwCur kw = {post, 0};
	begin(c, &s, k, loc);
	if ((k == OP_LLVM_INTTOPTR && !kw_dereferenceable(c, &kw, &s)) || !kw_done(c, &kw))
		return fail(&s);
	push_opnd(&s, a);
	push_type(&s, to);
	return finish(c, &s, dict);
}

Op *lp_select(Ctx *c, Loc loc, Value *cond, Value *a, Value *b, Attr *dict, Type *t)
{
	OpState s;
	begin(c, &s, OP_LLVM_SELECT, loc);
	push_opnd(&s, cond);
	push_opnd(&s, a);
	push_opnd(&s, b);
	push_type(&s, t);
	set_attr(&s, c->sym[SYM_fastmathFlags], attr_llvm_flags(c, LL_FASTMATH, 0));
	return finish(c, &s, dict);
}

/* ------------------------------------------------------------ constants */

Op *lp_constant(Ctx *c, Loc loc, Attr *value, Attr *dict, Type *t)
{
	OpState s;
	begin(c, &s, OP_LLVM_CONSTANT, loc);
	push_type(&s, t);
	set_attr(&s, c->sym[SYM_value], value);
	return finish(c, &s, dict);
}

Op *lp_typed0(Ctx *c, Loc loc, OpKind k, Attr *dict, Type *t)
{
	OpState s;
	begin(c, &s, k, loc);
	push_type(&s, t);
	return finish(c, &s, dict);
}

/* llvm.mlir.addressof @g : T; llvm.dso_local_equivalent @f : T (MLIR 20+) */
Op *lp_addressof(Ctx *c, Loc loc, OpKind k, Attr *sym, Attr *dict, Type *t)
{
	OpState s;
	begin(c, &s, k, loc);
	push_type(&s, t);
	set_attr_s(c, &s, k == OP_LLVM_ADDRESSOF ? "global_name" : "function_name", sym);
	return finish(c, &s, dict);
}

/* llvm.blockaddress <function = @fn, tag = <id = N>> : !llvm.ptr */
Op *lp_blockaddress(Ctx *c, Loc loc, Attr *block_addr, Attr *dict, Type *t)
{
	OpState s;
	begin(c, &s, OP_LLVM_BLOCKADDRESS, loc);
	push_type(&s, t);
	set_attr_s(c, &s, "block_addr", block_addr);
	return finish(c, &s, dict);
}

/* llvm.blocktag <id = N> */
Op *lp_blocktag(Ctx *c, Loc loc, Attr *tag, Attr *dict)
{
	OpState s;
	begin(c, &s, OP_LLVM_BLOCKTAG, loc);
	set_attr_s(c, &s, "tag", tag);
	return finish(c, &s, dict);
}

/* ------------------------------------------------------------ memory */

Op *lp_alloca(Ctx *c, Loc loc, LKws *kw, Value *n, Type *elt, Attr *dict, Type *fnty)
{
	OpState s;
	KwCur k = {kw, 0};
	begin(c, &s, OP_LLVM_ALLOCA, loc);
	if (kw_take(&k, "inalloca"))
		set_attr_s(c, &s, "inalloca", attr_unit(c));
	if (!kw_done(c, &k) || !fn_results(c, loc, &s, fnty))
		return fail(&s);
	if (s.types.n != 1) {
		error_at(c, loc, "expected trailing function type with one argument and one result");
		return fail(&s);
	}
	push_opnd(&s, n);
	set_attr_s(c, &s, "elem_type", attr_type(c, elt));
	merge_dict(&s, dict);
	/* mlir-opt-19 drops alignment = 0 (no alignment) */
	Sym *al = c->sym[SYM_alignment];
	for (unsigned i = 0; i < s.attrs.n; i++)
		if (s.attrs.v[i].name == al && s.attrs.v[i].attr->kind == ATTR_INT &&
		    attr_int_zext(s.attrs.v[i].attr) == 0)
			s.attrs.v[i] = s.attrs.v[--s.attrs.n];
	return finish(c, &s, NULL);
}

/* After the address: [atomic [syncscope("s")] ordering] [invariant]
 * [invariant_group] (MLIR 20+) [dereferenceable<...>] (loads, MLIR 21+). */
static bool mem_post(Ctx *c, Loc loc, KwCur *k, OpState *s, bool is_load)
{
	if (kw_take(k, "atomic")) {
		if (!kw_syncscope(c, k, s) || !kw_ordering(c, k, loc, s, "ordering"))
			return false;
	}
	if (is_load && kw_take(k, "invariant"))
		set_attr_s(c, s, "invariant", attr_unit(c));
	if (kw_take(k, "invariant_group"))
		set_attr_s(c, s, "invariantGroup", attr_unit(c));
	if (is_load && !kw_dereferenceable(c, k, s))
		return false;
	return kw_done(c, k);
}

Op *lp_load(Ctx *c, Loc loc, LKws *pre, Value *p, LKws *post, Attr *dict, Type *t)
{
	OpState s;
	KwCur k0 = {pre, 0}, k1 = {post, 0};
	begin(c, &s, OP_LLVM_LOAD, loc);
	set_attr_s(c, &s, "ordering", i64a(c, 0));
	if (kw_take(&k0, "volatile"))
		set_attr_s(c, &s, "volatile_", attr_unit(c));
	if (!kw_done(c, &k0) || !mem_post(c, loc, &k1, &s, true))
		return fail(&s);
	push_opnd(&s, p);
	push_type(&s, t);
	return finish(c, &s, dict);
}

Op *lp_store(Ctx *c, Loc loc, LKws *pre, Value *v, Value *p, LKws *post, Attr *dict)
{
	OpState s;
	KwCur k0 = {pre, 0}, k1 = {post, 0};
	begin(c, &s, OP_LLVM_STORE, loc);
	set_attr_s(c, &s, "ordering", i64a(c, 0));
	if (kw_take(&k0, "volatile"))
		set_attr_s(c, &s, "volatile_", attr_unit(c));
	if (!kw_done(c, &k0) || !mem_post(c, loc, &k1, &s, false))
		return fail(&s);
	push_opnd(&s, v);
	push_opnd(&s, p);
	return finish(c, &s, dict);
}

Op *lp_gep(Ctx *c, Loc loc, LKws *kw, Value *base, LIdx *idx, unsigned nidx,
           Attr *dict, Type *fnty, Type *elt)
{
	OpState s;
	KwCur k = {kw, 0};
	begin(c, &s, OP_LLVM_GEP, loc);
	/* inbounds, and after 19 nusw, nuw, in any order (inbounds|nuw) */
	for (bool more = true; more;) {
		more = false;
		static const char *const flags[] = {"inbounds", "nusw", "nuw"};
		for (unsigned i = 0; i < 3; i++)
			if (kw_take(&k, flags[i])) {
				set_attr_s(c, &s, flags[i], attr_unit(c));
				more = true;
			}
	}
	if (!kw_done(c, &k) || !fn_results(c, loc, &s, fnty))
		return fail(&s);
	push_opnd(&s, base);
	VEC(Attr *) raw = {0};
	for (unsigned i = 0; i < nidx; i++) {
		if (idx[i].v)
			push_opnd(&s, idx[i].v);
		vec_push(&raw, i32a(c, idx[i].v ? INT32_MIN : idx[i].c));
	}
	set_attr_s(c, &s, "rawConstantIndices", attr_dense_array(c, type_i(c, 32), raw.n, raw.v));
	vec_free(&raw);
	set_attr_s(c, &s, "elem_type", attr_type(c, elt));
	return finish(c, &s, dict);
}

/* ------------------------------------------------------------ aggregates, vectors */

Op *lp_extractvalue(Ctx *c, Loc loc, Value *agg, Attr *pos, Attr *dict, Type *aggty)
{
	OpState s;
	begin(c, &s, OP_LLVM_EXTRACTVALUE, loc);
	Type *t = agg_member(c, loc, aggty, pos);
	Attr *p = t ? dense_array_of(c, loc, pos, 64) : NULL;
	if (!p)
		return fail(&s);
	push_opnd(&s, agg);
	push_type(&s, t);
	set_attr_s(c, &s, "position", p);
	return finish(c, &s, dict);
}

Op *lp_insertvalue(Ctx *c, Loc loc, Value *v, Value *agg, Attr *pos, Attr *dict, Type *aggty)
{
	OpState s;
	begin(c, &s, OP_LLVM_INSERTVALUE, loc);
	Type *t = agg_member(c, loc, aggty, pos);
	Attr *p = t ? dense_array_of(c, loc, pos, 64) : NULL;
	if (!p)
		return fail(&s);
	push_opnd(&s, agg);
	push_opnd(&s, v);
	push_type(&s, aggty);
	set_attr_s(c, &s, "position", p);
	return finish(c, &s, dict);
}

Op *lp_extractelement(Ctx *c, Loc loc, Value *vec, Value *i, Attr *dict, Type *vecty)
{
	OpState s;
	begin(c, &s, OP_LLVM_EXTRACTELEMENT, loc);
	if (!is_vector(vecty)) {
		error_at(c, loc, "expected a vector type");
		return fail(&s);
	}
	push_opnd(&s, vec);
	push_opnd(&s, i);
	push_type(&s, type_elt(vecty));
	return finish(c, &s, dict);
}

Op *lp_insertelement(Ctx *c, Loc loc, Value *v, Value *vec, Value *i, Attr *dict, Type *vecty)
{
	OpState s;
	begin(c, &s, OP_LLVM_INSERTELEMENT, loc);
	if (!is_vector(vecty)) {
		error_at(c, loc, "expected a vector type");
		return fail(&s);
	}
	push_opnd(&s, vec);
	push_opnd(&s, v);
	push_opnd(&s, i);
	push_type(&s, vecty);
	return finish(c, &s, dict);
}

Op *lp_shufflevector(Ctx *c, Loc loc, Value *a, Value *b, Attr *mask, Attr *dict, Type *t)
{
	OpState s;
	begin(c, &s, OP_LLVM_SHUFFLEVECTOR, loc);
	Attr *m = dense_array_of(c, loc, mask, 32);
	if (!m)
		return fail(&s);
	if (!is_vector(t)) {
		error_at(c, loc, "expected a vector type");
		return fail(&s);
	}
	int64_t n = m->arr.n;
	Type *r;
	if (t->kind == TY_LLVM_VEC)
		r = type_llvec(c, (uint64_t)n, t->llvec.elt, t->llvec.scalable);
	else {
		bool sc = t->shaped.scalable && t->shaped.scalable[0];
		r = type_vector(c, 1, &n, sc ? &sc : NULL, t->shaped.elt);
	}
	push_opnd(&s, a);
	push_opnd(&s, b);
	push_type(&s, r);
	set_attr_s(c, &s, "mask", m);
	return finish(c, &s, dict);
}

/* ------------------------------------------------------------ atomics */

Op *lp_atomicrmw(Ctx *c, Loc loc, LKws *pre, Value *p, Value *v, LKws *post, Attr *dict, Type *t)
{
	OpState s;
	KwCur k0 = {pre, 0}, k1 = {post, 0};
	begin(c, &s, OP_LLVM_ATOMICRMW, loc);
	if (kw_take(&k0, "volatile"))
		set_attr_s(c, &s, "volatile_", attr_unit(c));
	int op = kw_take_enum(&k0, binop_tab);
	if (op < 0) {
		error_at(c, loc, "expected an atomic binary operation");
		return fail(&s);
	}
	set_attr_s(c, &s, "bin_op", i64a(c, op));
	if (!kw_done(c, &k0) || !kw_syncscope(c, &k1, &s) ||
	    !kw_ordering(c, &k1, loc, &s, "ordering") || !kw_done(c, &k1))
		return fail(&s);
	push_opnd(&s, p);
	push_opnd(&s, v);
	push_type(&s, t);
	return finish(c, &s, dict);
}

Op *lp_cmpxchg(Ctx *c, Loc loc, LKws *pre, Value *p, Value *cmp, Value *v, LKws *post,
               Attr *dict, Type *t)
{
	OpState s;
	KwCur k0 = {pre, 0}, k1 = {post, 0};
	begin(c, &s, OP_LLVM_CMPXCHG, loc);
	if (kw_take(&k0, "weak"))
		set_attr_s(c, &s, "weak", attr_unit(c));
	if (kw_take(&k0, "volatile"))
		set_attr_s(c, &s, "volatile_", attr_unit(c));
	if (!kw_done(c, &k0) || !kw_syncscope(c, &k1, &s) ||
	    !kw_ordering(c, &k1, loc, &s, "success_ordering") ||
	    !kw_ordering(c, &k1, loc, &s, "failure_ordering") || !kw_done(c, &k1))
		return fail(&s);
	push_opnd(&s, p);
	push_opnd(&s, cmp);
	push_opnd(&s, v);
	Type *el[2] = {t, type_i(c, 1)};
	push_type(&s, type_struct(c, 2, el, false));
	return finish(c, &s, dict);
}

Op *lp_fence(Ctx *c, Loc loc, LKws *kw, Attr *dict)
{
	OpState s;
	KwCur k = {kw, 0};
	begin(c, &s, OP_LLVM_FENCE, loc);
	if (!kw_syncscope(c, &k, &s) || !kw_ordering(c, &k, loc, &s, "ordering") || !kw_done(c, &k))
		return fail(&s);
	return finish(c, &s, dict);
}

/* ------------------------------------------------------------ calls */

/* [cconv] [tail kind]: any keyword that is not a tail kind is a cconv. */
static bool call_prefix(Ctx *c, KwCur *k, OpState *s, bool tailkinds)
{
	LKw *w = kw_peek(k);
	Attr *cc = opq(c, "llvm.cconv", "ccc");
	if (w && !w->arg && cconv_keyword(w->id->s)) {
		cc = attr_opaque(c, ATTR_OPAQUE, intern_c(c, "llvm.cconv"), w->id);
		k->i++;
	}
	set_attr_s(c, s, "CConv", cc);
	if (tailkinds) {
		w = kw_peek(k);
		int tk = kw_take_enum(k, tailkind_tab);
		set_attr_s(c, s, "TailCallKind", opq(c, "llvm.tailcallkind", tk >= 0 ? w->id->s : "none"));
	}
	return kw_done(c, k);
}

/* The operand bundles b, if any: their operands last, op_bundle_sizes
 * and op_bundle_tags; the number of their operands. */
static unsigned add_bundles(Ctx *c, OpState *s, const LBundles *b)
{
	if (!b || !b->n)
		return 0;
	for (unsigned i = 0; i < b->nvals; i++)
		push_opnd(s, b->vals[i]);
	set_attr_s(c, s, "op_bundle_sizes", attr_dense_array(c, type_i(c, 32), b->n, b->sizes));
	set_attr_s(c, s, "op_bundle_tags", attr_array(c, b->n, b->tags));
	return b->nvals;
}

Op *lp_call(Ctx *c, Loc loc, LKws *pre, Attr *callee, Value *fnptr, Value **args, unsigned nargs,
            Type *varty, const LBundles *b, Attr *dict, Type *fnty)
{
	OpState s;
	KwCur k = {pre, 0};
	begin(c, &s, OP_LLVM_CALL, loc);
	if (!call_prefix(c, &k, &s, true) || !fn_results(c, loc, &s, fnty))
		return fail(&s);
	if (s.types.n > 1) {
		error_at(c, loc, "expected function with 0 or 1 result");
		return fail(&s);
	}
	if (fnptr)
		push_opnd(&s, fnptr);
	for (unsigned i = 0; i < nargs; i++)
		push_opnd(&s, args[i]);
	add_bundles(c, &s, b);
	if (callee)
		set_attr(&s, c->sym[SYM_callee], callee);
	set_attr(&s, c->sym[SYM_fastmathFlags], attr_llvm_flags(c, LL_FASTMATH, 0));
	if (varty)
		set_attr_s(c, &s, "var_callee_type", attr_type(c, varty));
	return finish(c, &s, dict);
}

Op *lp_invoke(Ctx *c, Loc loc, LKws *pre, Attr *callee, Value *fnptr, Value **args, unsigned nargs,
              LSucc *normal, LSucc *unwind, Type *varty, const LBundles *b, Attr *dict, Type *fnty)
{
	OpState s;
	KwCur k = {pre, 0};
	begin(c, &s, OP_LLVM_INVOKE, loc);
	if (!call_prefix(c, &k, &s, false) || !fn_results(c, loc, &s, fnty))
		return fail(&s);
	if (fnptr)
		push_opnd(&s, fnptr);
	for (unsigned i = 0; i < nargs; i++)
		push_opnd(&s, args[i]);
	int64_t seg[4] = {s.opnds.n, normal->n, unwind->n, 0};
	add_succ(&s, normal);
	add_succ(&s, unwind);
	seg[3] = add_bundles(c, &s, b);
	if (callee)
		set_attr(&s, c->sym[SYM_callee], callee);
	set_attr(&s, c->sym[SYM_operandSegmentSizes], seg_sizes(c, seg[3] ? 4 : 3, seg));
	if (varty)
		set_attr_s(c, &s, "var_callee_type", attr_type(c, varty));
	return finish(c, &s, dict);
}

Op *lp_call_intrinsic(Ctx *c, Loc loc, Attr *name, Value **args, unsigned nargs, const LBundles *b,
                      Attr *dict, Type *fnty)
{
	OpState s;
	begin(c, &s, OP_LLVM_CALL_INTRINSIC, loc);
	if (!fn_results(c, loc, &s, fnty))
		return fail(&s);
	for (unsigned i = 0; i < nargs; i++)
		push_opnd(&s, args[i]);
	add_bundles(c, &s, b);
	set_attr(&s, c->sym[SYM_fastmathFlags], attr_llvm_flags(c, LL_FASTMATH, 0));
	set_attr_s(c, &s, "intrin", name);
	return finish(c, &s, dict);
}

Op *lp_inline_asm(Ctx *c, Loc loc, LKws *pre, Attr *str, Attr *cons, Value **args, unsigned nargs,
                  Attr *dict, Type *fnty)
{
	OpState s;
	KwCur k = {pre, 0};
	begin(c, &s, OP_LLVM_INLINE_ASM, loc);
	if (kw_take(&k, "has_side_effects"))
		set_attr_s(c, &s, "has_side_effects", attr_unit(c));
	if (kw_take(&k, "is_align_stack"))
		set_attr_s(c, &s, "is_align_stack", attr_unit(c));
	LKw *w = kw_peek(&k);
	if (w && strcmp(w->id->s, "tail_call_kind") == 0) {   /* MLIR 20+: tail_call_kind = <tail> */
		if (!w->arg || w->arg->kind != ATTR_STRING || enum_find(tailkind_tab, w->arg->s.str->s) < 0) {
			error_at(c, w->loc, "expected tail_call_kind = <none|tail|musttail|notail>");
			return fail(&s);
		}
		set_attr_s(c, &s, "tail_call_kind", opq(c, "llvm.tailcallkind", w->arg->s.str->s));
		k.i++;
	}
	w = kw_peek(&k);
	if (w && strcmp(w->id->s, "asm_dialect") == 0) {
		int d = -1;
		if (w->arg && w->arg->kind == ATTR_STRING)
			d = enum_find(asmdialect_tab, w->arg->s.str->s);
		if (d < 0) {
			error_at(c, w->loc, "expected asm_dialect = att or intel");
			return fail(&s);
		}
		set_attr_s(c, &s, "asm_dialect", i64a(c, d));
		k.i++;
	}
	w = kw_peek(&k);
	if (w && strcmp(w->id->s, "operand_attrs") == 0 && w->arg) {
		set_attr_s(c, &s, "operand_attrs", w->arg);
		k.i++;
	}
	if (!kw_done(c, &k) || !fn_results(c, loc, &s, fnty))
		return fail(&s);
	for (unsigned i = 0; i < nargs; i++)
		push_opnd(&s, args[i]);
	set_attr_s(c, &s, "asm_string", str);
	set_attr_s(c, &s, "constraints", cons);
	return finish(c, &s, dict);
}

/* ------------------------------------------------------------ exceptions, terminators */

Op *lp_landingpad(Ctx *c, Loc loc, bool cleanup, Value **clauses, unsigned n, Attr *dict, Type *t)
{
	OpState s;
	begin(c, &s, OP_LLVM_LANDINGPAD, loc);
	for (unsigned i = 0; i < n; i++)
		push_opnd(&s, clauses[i]);
	push_type(&s, t);
	if (cleanup)
		set_attr_s(c, &s, "cleanup", attr_unit(c));
	return finish(c, &s, dict);
}

Op *lp_resume(Ctx *c, Loc loc, Value *v, Attr *dict)
{
	OpState s;
	begin(c, &s, OP_LLVM_RESUME, loc);
	push_opnd(&s, v);
	return finish(c, &s, dict);
}

Op *lp_return(Ctx *c, Loc loc, Value *v, Attr *dict)
{
	OpState s;
	begin(c, &s, OP_LLVM_RETURN, loc);
	if (v)
		push_opnd(&s, v);
	return finish(c, &s, dict);
}

Op *lp_unreachable(Ctx *c, Loc loc, Attr *dict)
{
	OpState s;
	begin(c, &s, OP_LLVM_UNREACHABLE, loc);
	return finish(c, &s, dict);
}

Op *lp_br(Ctx *c, Loc loc, LSucc *dest, Attr *dict)
{
	OpState s;
	begin(c, &s, OP_LLVM_BR, loc);
	add_succ(&s, dest);
	return finish(c, &s, dict);
}

Op *lp_cond_br(Ctx *c, Loc loc, Value *cond, Attr *weights, LSucc *t, LSucc *f, Attr *dict)
{
	OpState s;
	begin(c, &s, OP_LLVM_COND_BR, loc);
	if (weights) {
		Attr *w = dense_array_of(c, loc, weights, 32);
		if (!w)
			return fail(&s);
		set_attr_s(c, &s, "branch_weights", w);
	}
	push_opnd(&s, cond);
	add_succ(&s, t);
	add_succ(&s, f);
	int64_t seg[3] = {1, t->n, f->n};
	set_attr(&s, c->sym[SYM_operandSegmentSizes], seg_sizes(c, 3, seg));
	return finish(c, &s, dict);
}

Op *lp_switch(Ctx *c, Loc loc, Value *v, Type *t, LSucc *def, LCase *cases, unsigned ncases, Attr *dict)
{
	OpState s;
	begin(c, &s, OP_LLVM_SWITCH, loc);
	push_opnd(&s, v);
	add_succ(&s, def);
	VEC(Attr *) vals = {0};
	VEC(Attr *) segs = {0};
	int64_t ncaseops = 0;
	bool splat = ncases > 0;
	for (unsigned i = 0; i < ncases; i++) {
		add_succ(&s, &cases[i].succ);
		ncaseops += cases[i].succ.n;
		vec_push(&vals, attr_int(c, t, cases[i].value));
		vec_push(&segs, i32a(c, cases[i].succ.n));
		if (vals.v[i] != vals.v[0])
			splat = false;
	}
	set_attr_s(c, &s, "case_operand_segments", attr_dense_array(c, type_i(c, 32), segs.n, segs.v));
	if (ncases) {
		int64_t n = ncases;
		Type *vt = type_vector(c, 1, &n, NULL, t);
		set_attr_s(c, &s, "case_values", attr_dense(c, vt, splat, splat ? 1 : vals.n, vals.v));
	}
	vec_free(&vals);
	vec_free(&segs);
	int64_t seg[3] = {1, def->n, ncaseops};
	set_attr(&s, c->sym[SYM_operandSegmentSizes], seg_sizes(c, 3, seg));
	return finish(c, &s, dict);
}

Op *lp_indirectbr(Ctx *c, Loc loc, Value *addr, LSucc *dests, unsigned n, Attr *dict)
{
	OpState s;
	begin(c, &s, OP_LLVM_INDIRECTBR, loc);
	push_opnd(&s, addr);
	VEC(Attr *) segs = {0};
	for (unsigned i = 0; i < n; i++) {
		add_succ(&s, &dests[i]);
		vec_push(&segs, i32a(c, dests[i].n));
	}
	set_attr_s(c, &s, "indbr_operand_segments", attr_dense_array(c, type_i(c, 32), segs.n, segs.v));
	vec_free(&segs);
	return finish(c, &s, dict);
}

/* ------------------------------------------------------------ intrinsics */

static const char *intr_suffix(Sym *name)
{
	return strncmp(name->s, "llvm.intr.", 10) == 0 ? name->s + 10 : name->s;
}

Op *lp_intr(Ctx *c, Loc loc, Sym *name, Value **args, unsigned nargs, Attr *dict, Type *fnty)
{
	OpState s;
	opstate_init(&s, name, loc);
	if (!fn_results(c, loc, &s, fnty))
		return fail(&s);
	for (unsigned i = 0; i < nargs; i++)
		push_opnd(&s, args[i]);
	if (has_fastmath_intr(intr_suffix(name)))
		set_attr(&s, c->sym[SYM_fastmathFlags], attr_llvm_flags(c, LL_FASTMATH, 0));
	return finish(c, &s, dict);
}

Op *lp_intr_special(Ctx *c, Loc loc, Sym *name, Attr *imm, Value **args, unsigned nargs,
                    LKws *kw, Attr *dict, Type *t, Type *to)
{
	OpState s;
	KwCur k = {kw, 0};
	const char *n = intr_suffix(name);
	opstate_init(&s, name, loc);
	for (unsigned i = 0; i < nargs; i++)
		push_opnd(&s, args[i]);
	/* MLIR 22's lifetime markers have no size */
	bool lifetime = !strcmp(n, "lifetime.start") || !strcmp(n, "lifetime.end");
	bool sized = lifetime || !strcmp(n, "invariant.start") || !strcmp(n, "invariant.end");
	bool expect = !strcmp(n, "expect") || !strcmp(n, "expect.with.probability");
	const Intrinsic *row = intrinsic_by_op(n);
	if (imm && imm->kind == ATTR_INT && sized)
		set_attr_s(c, &s, "size", i64a(c, attr_int_sext(imm)));
	else if (imm && imm->kind == ATTR_FLOAT && !strcmp(n, "expect.with.probability"))
		set_attr_s(c, &s, "prob", attr_float_d(c, type_simple(c, TY_F64), attr_float_d_get(imm)));
	else if (imm || (sized && !lifetime)) {
		error_at(c, loc, imm ? "unexpected immediate operand for '%s'" : "'%s' needs a size", name->s);
		return fail(&s);
	}
	if (strncmp(n, "experimental.constrained.", 25) == 0) {
		/* [rounding mode] exception behavior */
		int rm = kw && kw->n == 2 ? kw_take_enum(&k, rounding_tab) : -1;
		LKw *w = kw_peek(&k);
		int eb = kw_take_enum(&k, fpexcept_tab);
		if (eb < 0) {
			error_at(c, w ? w->loc : loc, "expected an fp exception behavior");
			return fail(&s);
		}
		set_attr_s(c, &s, "fpExceptionBehavior", i64a(c, eb));
		if (rm >= 0)
			set_attr_s(c, &s, "roundingmode", i64a(c, rm));
	}
	if (!kw_done(c, &k))
		return fail(&s);
	if (t && t->kind == TY_FUNC) {
		if (!fn_results(c, loc, &s, t))
			return fail(&s);
	} else if (to)
		push_type(&s, to);
	else if (t && (nargs == 0 || expect || (row && (row->flags & FRES))))
		push_type(&s, t);    /* stacksave : !llvm.ptr, expect %a, %b : i1, coro.suspend %t, %f : i8 */
	else if (!strcmp(n, "invariant.start"))
		push_type(&s, type_ptr(c, 0, NULL));
	return finish(c, &s, dict);
}

Op *lp_intr_scope(Ctx *c, Loc loc, Sym *name, Attr *scope, Attr *dict)
{
	bool label = !strcmp(intr_suffix(name), "dbg.label");   /* llvm.intr.dbg.label #label */
	if (!label && strcmp(intr_suffix(name), "experimental.noalias.scope.decl") != 0) {
		error_at(c, loc, "expected '(' or an operand after '%s'", name->s);
		return NULL;
	}
	OpState s;
	opstate_init(&s, name, loc);
	set_attr_s(c, &s, label ? "label" : "scope", scope);
	return finish(c, &s, dict);
}

/* ------------------------------------------------------------ module level */

/* linkage / visibility / unnamed_addr keywords shared by func and global. */
static void sym_prefix(Ctx *c, KwCur *k, OpState *s, bool global)
{
	LKw *w = kw_peek(k);
	const char *lk = "external";
	if (kw_take_enum(k, linkage_tab) >= 0)
		lk = w->id->s;
	set_attr(s, c->sym[SYM_linkage], attr_llvm_enum(c, LL_LINKAGE, lk));
	int vis = kw_take_enum(k, visibility_tab);
	set_attr_s(c, s, "visibility_", i64a(c, vis < 0 ? 0 : vis));
	/* mlir-opt-19 parses unnamed_addr before thread_local but prints it
	 * after: accept both orders. */
	bool tl = global && kw_take(k, "thread_local");
	int ua = kw_take_enum(k, unnamed_tab);
	if (global && (tl || kw_take(k, "thread_local")))
		set_attr_s(c, s, "thread_local_", attr_unit(c));
	set_attr_s(c, s, "unnamed_addr", i64a(c, ua < 0 ? 0 : ua));
}

/* [vscale_range(min, max)] [comdat(@a::@b)] after the signature /
 * initializer; vscale_range arrives as an array of its two integers. */
static bool sym_post(Ctx *c, KwCur *k, OpState *s)
{
	LKw *w = kw_peek(k);
	if (w && strcmp(w->id->s, "vscale_range") == 0) {
		Attr *a = w->arg;
		if (!a || a->kind != ATTR_ARRAY || a->arr.n != 2 || a->arr.elts[0]->kind != ATTR_INT ||
		    a->arr.elts[1]->kind != ATTR_INT) {
			error_at(c, w->loc, "expected vscale_range(min, max)");
			return false;
		}
		Attr *f[2] = {i32a(c, attr_int_sext(a->arr.elts[0])), i32a(c, attr_int_sext(a->arr.elts[1]))};
		set_attr_s(c, s, "vscale_range", attr_llvm(c, LL_VSCALE_RANGE, f, 0));
		k->i++;
		w = kw_peek(k);
	}
	if (w && strcmp(w->id->s, "comdat") == 0) {
		if (!w->arg || w->arg->kind != ATTR_SYMREF) {
			error_at(c, w->loc, "expected comdat(@comdat::@selector)");
			return false;
		}
		set_attr_s(c, s, "comdat", w->arg);
		k->i++;
	}
	return kw_done(c, k);
}

static Sym *sym_name_of(Ctx *c, Loc loc, Attr *name)
{
	if (!name || name->kind != ATTR_SYMREF || name->sym.n != 1) {
		error_at(c, loc, "expected a symbol name");
		return NULL;
	}
	return name->sym.path[0];
}

/* [{a}, {}, ...] if any entry is non-empty, else NULL. */
static Attr *attrs_array(Ctx *c, LArg *v, unsigned n)
{
	bool any = false;
	for (unsigned i = 0; i < n; i++)
		if (v[i].attrs && v[i].attrs->dict.n)
			any = true;
	if (!any)
		return NULL;
	Attr **e = xmalloc((n ? n : 1) * sizeof *e);
	for (unsigned i = 0; i < n; i++)
		e[i] = v[i].attrs ? v[i].attrs : attr_dict(c, 0, NULL);
	Attr *a = attr_array(c, n, e);
	free(e);
	return a;
}

Op *lp_func(Ctx *c, Loc loc, LKws *pre, Attr *name, LArg *args, unsigned nargs, bool vararg,
            LArg *res, unsigned nres, LKws *post, Attr *dict)
{
	OpState s;
	KwCur k0 = {pre, 0}, k1 = {post, 0};
	begin(c, &s, OP_LLVM_FUNC, loc);
	Sym *nm = sym_name_of(c, loc, name);
	if (!nm)
		return fail(&s);
	sym_prefix(c, &k0, &s, false);
	LKw *w = kw_peek(&k0);
	Attr *cc = opq(c, "llvm.cconv", "ccc");
	if (w && !w->arg && cconv_keyword(w->id->s)) {
		cc = attr_opaque(c, ATTR_OPAQUE, intern_c(c, "llvm.cconv"), w->id);
		k0.i++;
	}
	set_attr_s(c, &s, "CConv", cc);
	if ((w = kw_peek(&k0))) {
		/* MLIR takes the keywords it knows, then wants the name */
		error_at(c, w->loc, "custom op 'llvm.func' expected valid '@'-identifier for symbol name");
		return fail(&s);
	}
	if (!sym_post(c, &k1, &s))
		return fail(&s);
	if (nres > 1) {
		error_at(c, loc, "custom op 'llvm.func' failed to construct function type: expected zero or one "
		         "function result");
		return fail(&s);
	}
	Type **pt = xmalloc((nargs ? nargs : 1) * sizeof *pt);
	for (unsigned i = 0; i < nargs; i++)
		pt[i] = args[i].type;
	Type *ret = nres ? res[0].type : type_simple(c, TY_LLVM_VOID);
	set_attr(&s, c->sym[SYM_function_type], attr_type(c, type_llfunc(c, ret, nargs, pt, vararg)));
	free(pt);
	set_attr(&s, c->sym[SYM_sym_name], attr_str(c, nm->s, nm->len));
	Attr *aa = attrs_array(c, args, nargs), *ra = attrs_array(c, res, nres);
	if (aa)
		set_attr(&s, c->sym[SYM_arg_attrs], aa);
	if (ra)
		set_attr(&s, c->sym[SYM_res_attrs], ra);
	s.nreg = 1;
	return finish(c, &s, dict);
}

Op *lp_global(Ctx *c, Loc loc, LKws *pre, Attr *name, Attr *value, LKws *post, Attr *dict, Type *t)
{
	OpState s;
	KwCur k0 = {pre, 0}, k1 = {post, 0};
	begin(c, &s, OP_LLVM_GLOBAL, loc);
	Sym *nm = sym_name_of(c, loc, name);
	if (!nm)
		return fail(&s);
	sym_prefix(c, &k0, &s, true);
	if (kw_take(&k0, "constant"))
		set_attr(&s, c->sym[SYM_constant], attr_unit(c));
	if (!kw_done(c, &k0) || !sym_post(c, &k1, &s))
		return fail(&s);
	if (!t) {
		if (!value || value->kind != ATTR_STRING) {
			error_at(c, loc, "type can only be omitted for string globals");
			return fail(&s);
		}
		t = type_array(c, value->s.str->len, type_i(c, 8));
	}
	set_attr_s(c, &s, "addr_space", i32a(c, 0));
	set_attr(&s, c->sym[SYM_global_type], attr_type(c, t));
	set_attr(&s, c->sym[SYM_sym_name], attr_str(c, nm->s, nm->len));
	if (value)
		set_attr(&s, c->sym[SYM_value], value);
	s.nreg = 1;
	return finish(c, &s, dict);
}

/* llvm.mlir.alias linkage ... @name {attrs} : T {aliasee region} (MLIR 20+) */
Op *lp_alias(Ctx *c, Loc loc, LKws *pre, Attr *name, Attr *dict, Type *t)
{
	OpState s;
	KwCur k0 = {pre, 0};
	begin(c, &s, OP_LLVM_ALIAS, loc);
	Sym *nm = sym_name_of(c, loc, name);
	if (!nm)
		return fail(&s);
	sym_prefix(c, &k0, &s, true);
	if (!kw_done(c, &k0))
		return fail(&s);
	set_attr_s(c, &s, "alias_type", attr_type(c, t));
	set_attr(&s, c->sym[SYM_sym_name], attr_str(c, nm->s, nm->len));
	s.nreg = 1;
	return finish(c, &s, dict);
}

/* llvm.mlir.ifunc linkage ... @name : T, R @resolver {attrs} (MLIR 20+) */
Op *lp_ifunc(Ctx *c, Loc loc, LKws *pre, Attr *name, Type *t, Type *rt, Attr *resolver, Attr *dict)
{
	OpState s;
	KwCur k0 = {pre, 0};
	begin(c, &s, OP_LLVM_IFUNC, loc);
	Sym *nm = sym_name_of(c, loc, name);
	if (!nm || !sym_name_of(c, loc, resolver))
		return fail(&s);
	sym_prefix(c, &k0, &s, false);
	if (!kw_done(c, &k0))
		return fail(&s);
	set_attr_s(c, &s, "i_func_type", attr_type(c, t));
	set_attr_s(c, &s, "resolver", resolver);
	set_attr_s(c, &s, "resolver_type", attr_type(c, rt));
	set_attr(&s, c->sym[SYM_sym_name], attr_str(c, nm->s, nm->len));
	return finish(c, &s, dict);
}

Op *lp_comdat(Ctx *c, Loc loc, Attr *name, Attr *dict)
{
	OpState s;
	begin(c, &s, OP_LLVM_COMDAT, loc);
	Sym *nm = sym_name_of(c, loc, name);
	if (!nm)
		return fail(&s);
	set_attr(&s, c->sym[SYM_sym_name], attr_str(c, nm->s, nm->len));
	s.nreg = 1;
	return finish(c, &s, dict);
}

Op *lp_comdat_selector(Ctx *c, Loc loc, Attr *name, Sym *kind, Attr *dict)
{
	OpState s;
	begin(c, &s, OP_LLVM_COMDAT_SELECTOR, loc);
	Sym *nm = sym_name_of(c, loc, name);
	int v = kind ? enum_find(comdat_tab, kind->s) : -1;
	if (!nm)
		return fail(&s);
	if (v < 0) {
		error_at(c, loc, "unknown comdat selector kind");
		return fail(&s);
	}
	set_attr(&s, c->sym[SYM_sym_name], attr_str(c, nm->s, nm->len));
	set_attr_s(c, &s, "comdat", i64a(c, v));
	return finish(c, &s, dict);
}

/* llvm.linker_options ["a", ...], llvm.module_flags [#llvm.mlir.module_flag<...>, ...] */
Op *lp_linker_options(Ctx *c, Loc loc, OpKind k, Attr *opts, Attr *dict)
{
	OpState s;
	begin(c, &s, k, loc);
	set_attr_s(c, &s, k == OP_LLVM_MODULE_FLAGS ? "flags" : "options", opts);
	return finish(c, &s, dict);
}
