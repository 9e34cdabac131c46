/* import_mem.c - memory instructions of the LLVM IR importer: alloca,
 * load, store, atomicrmw, cmpxchg and fence as llvm-dialect ops, with
 * their alignment (as written, or the default LLVM's parser gives),
 * orderings and sync scopes, and llvm-as's checks of each. */
#include <stdlib.h>
#include <string.h>

#include "llvmir/import_fn.h"

static const char *const ordering_names[] = {
	"not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst",
};

/* Reads syncscope(...) and up to two orderings from an attribute list. */
static unsigned orderings(LLParser *p, LList *l, Sym **scope, int ord[2])
{
	unsigned n = 0;
	for (unsigned i = 0; l && i < l->n; i++) {
		LLAttr *a = l->v[i];
		if (a->kind == A_KW && !strcmp(a->kw->s, "syncscope") && a->args && a->args->n == 1) {
			LLAttr *x = a->args->v[0];
			if (x->kind == A_STR && x->kw->len)   /* syncscope(""): the system scope, as none */
				*scope = x->kw;
			continue;
		}
		bool found = false;
		for (int j = 1; j < 8; j++)
			if (a->kind == A_KW && ordering_names[j][0] && !strcmp(a->kw->s, ordering_names[j])) {
				if (n < 2)
					ord[n++] = j;
				found = true;
			}
		if (!found)
			error_at(p->c, a->loc, "expected an atomic ordering");
	}
	return n;
}

/* What an access written without `align` gets from LLVM's parser: the
 * type's ABI alignment (load, store), its preferred one (alloca), its
 * store size (atomicrmw, cmpxchg). */
typedef enum { ALIGN_ABI, ALIGN_PREF, ALIGN_SIZE } AlignDefault;

/* The access's `align N`, or NULL. */
static LLAttr *explicit_align(LList *rest)
{
	for (unsigned i = 0; rest && i < rest->n; i++) {
		LLAttr *a = rest->v[i];
		if (a->kind == A_INT && a->kw && !strcmp(a->kw->s, "align"))
			return a;
	}
	return NULL;
}

static void add_align(LLParser *p, OpState *s, LList *rest, Type *t, AlignDefault dflt)
{
	LLAttr *a = explicit_align(rest);
	if (a) {
		uint64_t v;
		int64_t x = ll_digits(a->val, &v) ? (int64_t)v : strtoll(a->val->s, NULL, 10);
		opstate_add_attr(s, p->c->sym[SYM_alignment], ll_i64(p, x));
		return;
	}
	uint64_t n = !t ? 0 : dflt == ALIGN_SIZE ? layout_store_size(&p->dl, t) : layout_align(&p->dl, t, dflt == ALIGN_PREF);
	if (n)
		opstate_add_attr(s, p->c->sym[SYM_alignment], ll_i64(p, (int64_t)n));
}

/* An access of a type without a size (opaque, or a struct containing
 * itself) is llvm-as's error: its parser's at tloc, or with an explicit
 * alignment its verifier's, at the instruction. */
static bool sized_ok(LLParser *p, Type *t, LList *rest, Loc loc, Loc tloc, const char *msg)
{
	if (!t || layout_sized(t))
		return true;
	error_at(p->c, explicit_align(rest) ? loc : tloc, "%s", msg);
	return false;
}

void ll_alloca(LLParser *p, LList *flags, Type *t, LLSpan tsp, LList *rest, Loc loc, Loc tloc)
{
	static const char *const keep[] = {"inalloca", NULL};
	if (!sized_ok(p, t, rest, loc, tloc, "Cannot allocate unsized type"))
		return;
	LLV *cnt[2];
	unsigned nv = ll_rest_values(rest, cnt, 2);
	Value *count;
	if (nv > 1) {
		error_at(p->c, loc, "alloca takes at most one element count");
		return;
	}
	if (nv) {
		count = ll_use(p, cnt[0]);
	} else {
		LLV one = {.kind = V_INT, .ty = type_i(p->c, 32), .s = ll_sym(p, "1"), .loc = loc};
		count = ll_use(p, &one);
	}
	if (!count)
		return;
	unsigned as = 0;
	for (unsigned i = 0; rest && i < rest->n; i++) {
		LLAttr *a = rest->v[i];
		if (a->kind == A_INT && a->kw && !strcmp(a->kw->s, "addrspace"))
			as = (unsigned)strtoul(a->val->s, NULL, 10);
	}
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.alloca"), loc);
	vec_push(&s.opnds, count);
	vec_push(&s.types, ll_ptr(p, as));
	add_align(p, &s, rest, t, ALIGN_PREF);
	opstate_add_attr(&s, ll_sym(p, "elem_type"), attr_type(p->c, t));
	ll_keep_typed(p, &s, tsp.s, (size_t)(tsp.e - tsp.s));
	if (ll_has_flag(flags, "inalloca"))
		opstate_add_attr(&s, ll_sym(p, "inalloca"), attr_unit(p->c));
	ll_drop_flags(p, flags, keep);
	ll_emit_inst(p, &s, rest);
}

/* volatile_, ordering and syncscope of loads, stores and atomics. */
static void mem_attrs(LLParser *p, OpState *s, LList *flags, LList *ord, const char *ordname)
{
	Sym *scope = NULL;
	int o[2] = {0, 0};
	unsigned n = orderings(p, ord, &scope, o);
	if (ll_has_flag(flags, "volatile"))
		opstate_add_attr(s, ll_sym(p, "volatile_"), attr_unit(p->c));
	if (n && ordname)
		opstate_add_attr(s, ll_sym(p, ordname), ll_i64(p, o[0]));
	if (scope)
		opstate_add_attr(s, ll_sym(p, "syncscope"), attr_str(p->c, scope->s, scope->len));
}

/* False, with llvm-as's error, when a load or store's address is no
 * pointer, values follow it (only ", align N" and metadata may), or it
 * is atomic without an alignment. */
static bool mem_operands_ok(LLParser *p, const char *what, Value *pv, LLV *ptr, LList *flags, LList *ord,
                            LList *rest)
{
	if (pv->type->kind != TY_LLVM_PTR) {
		error_at(p->c, ptr->loc, "%s operand must be a pointer", what);
		return false;
	}
	/* an ordering only with `atomic`, and one a load or store may have */
	bool atomic = ll_has_flag(flags, "atomic"), store = what[0] == 's';
	int o = 0;
	for (unsigned i = 0; ord && i < ord->n && !o; i++) {
		LLAttr *a = ord->v[i];
		if (!atomic) {   /* llvm-as ends the instruction before it */
			error_at(p->c, a->loc, "expected instruction opcode");
			return false;
		}
		for (int j = 1; j < 8 && !o; j++)
			if (a->kind == A_KW && ordering_names[j][0] && !strcmp(a->kw->s, ordering_names[j]))
				o = j;
	}
	if (atomic && !o) {
		error_at(p->c, ptr->loc, "Expected ordering on atomic instruction");
		return false;
	}
	if (o == 6 || o == (store ? 4 : 5)) {   /* acq_rel; acquire stores, release loads */
		error_at(p->c, ptr->loc, "atomic %s cannot use %s ordering", what,
		         o == 6 ? "AcquireRelease" : store ? "Acquire" : "Release");
		return false;
	}
	if (ll_has_flag(flags, "atomic") && !explicit_align(rest)) {
		error_at(p->c, ptr->loc, "atomic %s must have explicit non-zero alignment", what);
		return false;
	}
	LLV *extra;
	if (ll_rest_values(rest, &extra, 1)) {
		error_at(p->c, extra->loc, "expected metadata or 'align'");
		return false;
	}
	return true;
}

void ll_load(LLParser *p, LList *flags, Type *t, LLV *ptr, LList *ord, LList *rest, Loc loc, Loc tloc)
{
	static const char *const keep[] = {"volatile", "atomic", NULL};
	Value *pv = ll_use(p, ptr);
	if (!pv || !mem_operands_ok(p, "load", pv, ptr, flags, ord, rest) ||
	    !sized_ok(p, t, rest, loc, tloc, "loading unsized types is not allowed"))
		return;
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.load"), loc);
	vec_push(&s.opnds, pv);
	vec_push(&s.types, t);
	add_align(p, &s, rest, t, ALIGN_ABI);
	mem_attrs(p, &s, flags, ord, "ordering");
	ll_drop_flags(p, flags, keep);
	ll_emit_inst(p, &s, rest);
}

void ll_store(LLParser *p, LList *flags, LLV *v, LLV *ptr, LList *ord, LList *rest, Loc loc, Loc tloc)
{
	static const char *const keep[] = {"volatile", "atomic", NULL};
	Value *vv = ll_use(p, v), *pv = ll_use(p, ptr);
	if (!vv || !pv || !mem_operands_ok(p, "store", pv, ptr, flags, ord, rest) ||
	    !sized_ok(p, vv->type, rest, loc, tloc, "storing unsized types is not allowed"))
		return;
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.store"), loc);
	vec_push(&s.opnds, vv);
	vec_push(&s.opnds, pv);
	add_align(p, &s, rest, vv->type, ALIGN_ABI);
	mem_attrs(p, &s, flags, ord, "ordering");
	ll_drop_flags(p, flags, keep);
	ll_emit_inst(p, &s, rest);
}


/* the last four: LLVM 20+ (GK_RMW_OPS) */
static const char *const rmw_ops[] = {
	"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
	"fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum",
};

/* The bits LLVM stores of a value of type t (DataLayout's
 * getTypeStoreSizeInBits: whole bytes; pointers of 64 bits). */
static uint64_t store_bits(Type *t)
{
	uint64_t n = 1;
	if (t->kind == TY_LLVM_VEC || t->kind == TY_VECTOR) {
		n = t->kind == TY_LLVM_VEC ? t->llvec.n : (uint64_t)t->shaped.shape[0];
		t = type_elt(t);
	}
	uint64_t bits = t->kind == TY_INT ? t->i.width : t->kind == TY_LLVM_PTR ? 64 : type_float_width(t);
	return (n * bits + 7) & ~(uint64_t)7;
}

/* llvm-as's checks of atomicrmw's value val (parser: at the value's
 * type, vloc; verifier: at the instruction); false after the error. */
static bool atomicrmw_type_ok(LLParser *p, int op, Value *val, Loc vloc, Loc loc)
{
	Type *t = val->type;
	bool fp = op == 11 || op == 12 || op == 13 || op == 14 || op == 19 || op == 20;
	bool fpt = type_is_float(t) || ((t->kind == TY_LLVM_VEC || t->kind == TY_VECTOR) && type_is_float(type_elt(t)));
	const char *msg = NULL;
	if (op == 0 ? !(t->kind == TY_INT || type_is_float(t) || t->kind == TY_LLVM_PTR) : fp ? !fpt : t->kind != TY_INT)
		msg = op == 0 ? "operand must be an integer, floating point, or pointer type"
		      : fp ? "operand must be a floating point type" : "operand must be an integer";
	if (msg) {
		error_at(p->c, vloc, "atomicrmw %s %s", rmw_ops[op], msg);
		return false;
	}
	uint64_t bits = store_bits(t);
	if (bits < 8 || (bits & (bits - 1))) {
		error_at(p->c, vloc, "atomicrmw operand must be power-of-two byte-sized integer");
		return false;
	}
	if (t->kind == TY_INT && t->i.width % 8) {
		error_at(p->c, loc, "atomic memory access' size must be byte-sized");
		return false;
	}
	return true;
}

void ll_atomicrmw(LLParser *p, LList *flags, LLV *ptr, LLV *v, Loc vloc, LList *ord, LList *rest, Loc loc)
{
	int op = -1;
	for (unsigned i = 0; flags && i < flags->n; i++) {
		LLAttr *a = flags->v[i];
		for (unsigned j = 0; j < sizeof rmw_ops / sizeof rmw_ops[0]; j++)
			if (a->kind == A_KW && !strcmp(a->kw->s, rmw_ops[j]))
				op = (int)j;
	}
	if (op < 0) {
		error_at(p->c, loc, "expected an atomicrmw operation");
		return;
	}
	if (op > 16 && !(gen_of(p->c->llvm_version)->keeps & GK_RMW_OPS)) {
		error_at(p->c, loc, "atomicrmw %s is not supported by MLIR %u's LLVM dialect", rmw_ops[op], p->c->llvm_version);
		return;
	}
	Value *pv = ll_use(p, ptr), *vv = ll_use(p, v);
	if (!pv || !vv)
		return;
	if (pv->type->kind != TY_LLVM_PTR) {
		error_at(p->c, ptr->loc, "atomicrmw operand must be a pointer");
		return;
	}
	if (!atomicrmw_type_ok(p, op, vv, vloc, loc))
		return;
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.atomicrmw"), loc);
	vec_push(&s.opnds, pv);
	vec_push(&s.opnds, vv);
	vec_push(&s.types, vv->type);
	add_align(p, &s, rest, vv->type, ALIGN_SIZE);
	opstate_add_attr(&s, ll_sym(p, "bin_op"), ll_i64(p, op));
	mem_attrs(p, &s, flags, ord, "ordering");
	verify_types(p->c, ll_emit_inst(p, &s, rest));   /* MLIR's verifier: i128, ... */
}

void ll_cmpxchg(LLParser *p, LList *flags, LLV *ptr, LLV *cmp, LLV *nv, LList *ord, LList *rest, Loc loc)
{
	Value *pv = ll_use(p, ptr), *cv = ll_use(p, cmp), *vv = ll_use(p, nv);
	if (!pv || !cv || !vv)
		return;
	if (pv->type->kind != TY_LLVM_PTR) {   /* llvm-as's errors (the op would not verify) */
		error_at(p->c, ptr->loc, "cmpxchg operand must be a pointer");
		return;
	}
	if (cv->type != vv->type) {
		error_at(p->c, nv->loc, "compare value and new value type do not match");
		return;
	}
	Sym *scope = NULL;
	int o[2] = {0, 0};
	if (orderings(p, ord, &scope, o) != 2) {
		error_at(p->c, loc, "cmpxchg needs a success and a failure ordering");
		return;
	}
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.cmpxchg"), loc);
	vec_push(&s.opnds, pv);
	vec_push(&s.opnds, cv);
	vec_push(&s.opnds, vv);
	Type *el[2] = {cv->type, type_i(p->c, 1)};
	vec_push(&s.types, type_struct(p->c, 2, el, false));
	add_align(p, &s, rest, cv->type, ALIGN_SIZE);
	opstate_add_attr(&s, ll_sym(p, "success_ordering"), ll_i64(p, o[0]));
	opstate_add_attr(&s, ll_sym(p, "failure_ordering"), ll_i64(p, o[1]));
	if (scope)
		opstate_add_attr(&s, ll_sym(p, "syncscope"), attr_str(p->c, scope->s, scope->len));
	if (ll_has_flag(flags, "volatile"))
		opstate_add_attr(&s, ll_sym(p, "volatile_"), attr_unit(p->c));
	if (ll_has_flag(flags, "weak"))
		opstate_add_attr(&s, ll_sym(p, "weak"), attr_unit(p->c));
	verify_types(p->c, ll_emit_inst(p, &s, rest));   /* MLIR's verifier, as for atomicrmw */
}

void ll_fence(LLParser *p, LList *ord, LList *rest, Loc loc)
{
	Sym *scope = NULL;
	int o[2] = {0, 0};
	unsigned errs = p->c->nerrors, n = orderings(p, ord, &scope, o);
	if (p->c->nerrors != errs)
		return;
	if (n != 1 || o[0] < 4) {   /* llvm-as's: one ordering, acquire or stronger */
		error_at(p->c, loc, o[0] == 1 ? "fence cannot be unordered" : o[0] == 2 ? "fence cannot be monotonic"
		                                                   : "Expected ordering on atomic instruction");
		return;
	}
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.fence"), loc);
	mem_attrs(p, &s, NULL, ord, "ordering");
	ll_emit_inst(p, &s, rest);
}
