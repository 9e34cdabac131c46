/* verify.c - the verifier: SSA dominance (with isolated regions),
 * terminators, successors, symbol references and a few type rules of
 * known ops (most of those in verify_types.c; the module-level ops' -
 * globals, functions, constants, aliases - in verify_llvm.c).
 *
 * Dominance is checked by walking each region's blocks in dominator-tree
 * preorder (Cooper-Harvey-Kennedy over reverse postorder) while keeping
 * the set of values defined on the path so far: a use is valid iff its
 * value is in the set.  Values are added and removed in stack order.  Each
 * value remembers (Value.vscope) the isolation scope it was defined in: a
 * value from an outer scope is visible but not usable inside an isolated
 * op. */
#include <string.h>
#include <threads.h>

#include "ir/verify.h"
#include "llvmir/intrinsics.h"

/* ------------------------------------------------------------ defined values */

static void def_add(DefMap *d, Value *val, uint32_t scope)
{
	val->vscope = scope;
	vec_push(&d->stack, val);
}

/* Removes the values added after the first `mark` ones. */
static void def_pop_to(DefMap *d, unsigned mark)
{
	while (d->stack.n > mark)
		d->stack.v[--d->stack.n]->vscope = 0;
}

static void def_free(DefMap *d)
{
	def_pop_to(d, 0);
	vec_free(&d->stack);
}

/* A new isolation scope id: unique in the thread, so that verifiers do
 * not take each other's values for their own. */
static uint32_t new_scope(void)
{
	static _Thread_local uint32_t clock;
	if (!++clock)
		++clock;
	return clock;
}

/* --------------------------------------------------------------- verifier */

static void verify_region(Verifier *v, Region *r);

static void define(Verifier *v, Value *val)
{
	if (!val->vscope)
		def_add(&v->defined, val, v->scope);
}

static void check_operands(Verifier *v, Op *op)
{
	for (unsigned i = 0; i < op->nopnd; i++) {
		Value *val = op->opnd[i].v;
		if (!val) {
			ERR(v, op, "'%s' op operand #%u is not defined", op->name->s, i);
			continue;
		}
		if (v->lenient)
			continue;
		if (val->vscope == v->scope)
			continue;
		if (val->vscope) {
			ERR(v, op, "'%s' op using value defined outside the region", op->name->s);
			continue;
		}
		/* mlir-opt's words */
		ERR(v, op, "operand #%u does not dominate this use", i);
		Loc def = val->def ? val->def->loc : val->owner ? val->owner->loc : (Loc){0};
		if (def.line)
			note_at(v->c, def, "operand defined here");
	}
}

static void check_successors(Verifier *v, Op *op)
{
	Region *r = op->parent ? op->parent->parent : NULL;
	for (unsigned k = 0; k < op->nsucc; k++) {
		Succ *s = &op->succs[k];
		if (!s->block || s->block->parent != r) {
			ERR(v, op, "'%s' op branching to block of a different region", op->name->s);
			continue;
		}
		if (s->first + s->n > op->nopnd) {
			ERR(v, op, "'%s' op successor #%u has bad operands", op->name->s, k);
			continue;
		}
		Block *b = s->block;
		if (s->n != b->nargs) {
			ERR(v, op, "branch has %u operands for successor #%u, but target block has %u",
			    s->n, k, b->nargs);
			continue;
		}
		for (unsigned i = 0; i < s->n; i++) {
			Value *val = op->opnd[s->first + i].v;
			if (val && val->type != b->args[i]->type)
				ERR(v, op, "type mismatch for bb argument #%u of successor #%u", i, k);
		}
	}
}

/* The name a symbol-using op refers to, or NULL. */
static Sym *symbol_use(Ctx *c, Op *op)
{
	Attr *a = NULL;
	switch (op->kind) {
	case OP_FUNC_CALL: case OP_LLVM_CALL: a = op_attr(op, c->sym[SYM_callee]); break;
	case OP_LLVM_ADDRESSOF: a = op_attr_s(c, op, "global_name"); break;
	case OP_MEMREF_GET_GLOBAL: a = op_attr_s(c, op, "name"); break;
	default: return NULL;
	}
	if (!a || a->kind != ATTR_SYMREF || a->sym.n != 1)
		return NULL;
	return a->sym.path[0];
}

/* A use of symbol name by an op of kind user: found, and of kind k. */
static void check_symbol_kind(Verifier *v, OpKind user, Sym *opname, Loc loc, Sym *name, bool found, OpKind k)
{
	const char *msg = NULL;
	switch (user) {
	case OP_FUNC_CALL:
		if (!found || (k != OP_FUNC_FUNC && k != OP_UNKNOWN))
			msg = "'func.call' op '%s' does not reference a valid function";
		break;
	case OP_LLVM_CALL:
		if (!found)
			msg = "'llvm.call' op '%s' does not reference a symbol in the current scope";
		else if (k != OP_LLVM_FUNC && k != OP_LLVM_IFUNC && k != OP_UNKNOWN)
			msg = "'llvm.call' op '%s' does not reference a valid LLVM function or IFunc";
		break;
	case OP_LLVM_ADDRESSOF:
		if (!found || (k != OP_LLVM_GLOBAL && k != OP_LLVM_FUNC && k != OP_LLVM_ALIAS && k != OP_LLVM_IFUNC &&
		                k != OP_UNKNOWN))
			msg = "'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', "
			      "'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'";
		break;
	default:
		if (!found || (k != OP_MEMREF_GLOBAL && k != OP_UNKNOWN)) {
			v->errors++;
			error_at(v->c, loc, "'%s' op '%s' does not reference a valid global memref", opname->s, name->s);
		}
		return;
	}
	if (msg) {
		v->errors++;
		error_at(v->c, loc, msg, name->s);
	}
}

/* The function type of a symbol's op (llvm.func), or NULL. */
/* A callee's type: an llvm.func's (TY_LLVM_FUNC) or a func.func's (TY_FUNC) */
static Type *llvm_fn_type(Verifier *v, Op *d)
{
	Attr *ft = d && (d->kind == OP_LLVM_FUNC || d->kind == OP_FUNC_FUNC) ? op_attr(d, v->c->sym[SYM_function_type])
	                                                                     : NULL;
	TypeKind k = d && d->kind == OP_LLVM_FUNC ? TY_LLVM_FUNC : TY_FUNC;
	return ft && ft->kind == ATTR_TYPE && ft->ty->kind == k ? ft->ty : NULL;
}

/* 'a', 'b' */
static void type_list(Ctx *c, Out *o, unsigned n, Type **t)
{
	for (unsigned i = 0; i < n; i++) {
		out_str(o, i ? ", '" : "'");
		diag_type(c, o, t[i]);
		out_ch(o, '\'');
	}
}

/* What a call's check against its callee reads of the call: kept for the
 * end of a stream when the callee comes later (the types live in the Ctx
 * arena, which outlives the call). */
typedef struct CallSig {
	OpKind kind;             /* OP_FUNC_CALL or OP_LLVM_CALL */
	Sym *opname;
	Loc loc;
	unsigned n, nres;        /* operands (llvm.call: without its bundles' operands), results */
	Type **ins, **outs;      /* their types (NULL: an undefined operand) */
	bool var_callee;         /* llvm.call: var_callee_type given */
} CallSig;

#define CERR(v, sig, ...) ((v)->errors++, error_at((v)->c, (sig)->loc, __VA_ARGS__))

/* sig of call op, its type arrays from buf (room for nbuf) or, if NULL
 * or too small, from arena a. */
static void call_sig(Verifier *v, Op *op, CallSig *sig, Type **buf, unsigned nbuf, Arena *a)
{
	unsigned na = op->nopnd;
	Attr *bs = op->kind == OP_LLVM_CALL ? op_attr_s(v->c, op, "op_bundle_sizes") : NULL;
	for (unsigned i = 0; bs && bs->kind == ATTR_DENSE_ARRAY && i < bs->arr.n; i++)
		na -= na >= attr_int_zext(bs->arr.elts[i]) ? (unsigned)attr_int_zext(bs->arr.elts[i]) : na;
	*sig = (CallSig){.kind = op->kind, .opname = op->name, .loc = op->loc, .n = na, .nres = op->nres};
	Type **t = buf && na + op->nres <= nbuf ? buf : arena_alloc(a, (na + op->nres + 1) * sizeof *t);
	for (unsigned i = 0; i < na; i++)
		t[i] = op->opnd[i].v ? op->opnd[i].v->type : NULL;
	for (unsigned i = 0; i < op->nres; i++)
		t[na + i] = op->res[i].type;
	sig->ins = t;
	sig->outs = t + na;
	if (op->kind == OP_LLVM_CALL) {
		sig->var_callee = op_attr_s(v->c, op, "var_callee_type") != NULL;
	}
}

/* func.call against its callee's type, as upstream's
 * CallOp::verifySymbolUses */
static void check_func_call(Verifier *v, const CallSig *op, Type *fn)
{
	if (!fn || fn->kind != TY_FUNC)
		return;
	if (fn->fn.nin != op->n) {
		CERR(v, op, "'%s' op incorrect number of operands for callee", op->opname->s);
		return;
	}
	for (unsigned i = 0; i < op->n; i++)
		if (op->ins[i] && op->ins[i] != fn->fn.ins[i]) {
			Out a, b;
			out_init(&a);
			out_init(&b);
			diag_type(v->c, &a, fn->fn.ins[i]);
			diag_type(v->c, &b, op->ins[i]);
			CERR(v, op, "'%s' op operand type mismatch: expected operand type '%s', but provided '%s' for operand "
			     "number %u", op->opname->s, a.buf ? a.buf : "", b.buf ? b.buf : "", i);
			out_free(&a);
			out_free(&b);
			return;
		}
	if (fn->fn.nout != op->nres) {
		CERR(v, op, "'%s' op incorrect number of results for callee", op->opname->s);
		return;
	}
	for (unsigned i = 0; i < op->nres; i++)
		if (op->outs[i] != fn->fn.outs[i]) {
			CERR(v, op, "'%s' op result type mismatch at index %u", op->opname->s, i);
			Out a, b;
			out_init(&a);
			out_init(&b);
			type_list(v->c, &a, op->nres, op->outs);
			type_list(v->c, &b, fn->fn.nout, fn->fn.outs);
			note_at(v->c, op->loc, "      op result types: %s", a.buf ? a.buf : "");
			note_at(v->c, op->loc, "function result types: %s", b.buf ? b.buf : "");
			out_free(&a);
			out_free(&b);
			return;
		}
}

static void type_mismatch(Verifier *v, const CallSig *op, const char *what, Type *have, Type *want)
{
	Out a, b;
	out_init(&a);
	out_init(&b);
	diag_type(v->c, &a, have);
	diag_type(v->c, &b, want);
	CERR(v, op, "'llvm.call' op %s: '%s' != '%s'", what, a.buf ? a.buf : "", b.buf ? b.buf : "");
	out_free(&a);
	out_free(&b);
}

/* A direct llvm.call against its callee's type, as upstream's
 * CallOp::verifySymbolUses: its operands without the bundle operands
 * (op_bundle_sizes, last), a vararg callee's var_callee_type (with
 * operandSegmentSizes too: MLIR 20+'s generic form). */
static void check_llvm_call(Verifier *v, const CallSig *op, Type *fn)
{
	if (!fn || fn->kind != TY_LLVM_FUNC)
		return;
	unsigned n = fn->llfn.n, na = op->n;
	if (fn->llfn.vararg ? na < n : na != n) {
		CERR(v, op, "'llvm.call' op incorrect number of operands (%u) for callee (expecting: %u)", na, n);
		return;
	}
	for (unsigned i = 0; i < n; i++)
		if (op->ins[i] && op->ins[i] != fn->llfn.params[i]) {
			char what[64];
			snprintf(what, sizeof what, "operand type mismatch for operand %u", i);
			type_mismatch(v, op, what, op->ins[i], fn->llfn.params[i]);
			return;
		}
	if (fn->llfn.vararg && !op->var_callee) {
		CERR(v, op, "'llvm.call' op missing var_callee_type attribute for vararg call");
		return;
	}
	bool is_void = !fn->llfn.ret || fn->llfn.ret->kind == TY_LLVM_VOID;
	if (is_void && op->nres)
		CERR(v, op, "'llvm.call' op calling function with void result must not produce values");
	else if (!is_void && !op->nres)
		CERR(v, op, "'llvm.call' op expected function call to produce a value");
	else if (!is_void && op->outs[0] != fn->llfn.ret)
		type_mismatch(v, op, "result type mismatch", op->outs[0], fn->llfn.ret);
}

/* A call against its callee's type fn (func.call or llvm.call). */
static void check_call(Verifier *v, const CallSig *sig, Type *fn)
{
	if (sig->kind == OP_LLVM_CALL)
		check_llvm_call(v, sig, fn);
	else
		check_func_call(v, sig, fn);
}

static void check_call_op(Verifier *v, Op *op, Type *fn)
{
	Type *buf[16];
	Arena *a = NULL;
	if (op->nopnd + op->nres > 16)
		a = arena_new();
	CallSig sig;
	call_sig(v, op, &sig, buf, 16, a);
	check_call(v, &sig, fn);
	if (a)
		arena_free(a);
}

static void check_symbol_use(Verifier *v, Op *op)
{
	Sym *name = symbol_use(v->c, op);
	if (!name)
		return;
	if (v->syms) {
		Op *d = map_get(v->syms, name);
		unsigned errors = v->errors;
		check_symbol_kind(v, op->kind, op->name, op->loc, name, d, d ? d->kind : OP_UNKNOWN);
		if ((op->kind == OP_LLVM_CALL || op->kind == OP_FUNC_CALL) && v->errors == errors)
			check_call_op(v, op, llvm_fn_type(v, d));
	} else if (v->stream) {
		ModSym s;
		if (modsym_get(v->c, name, &s) && (s.own & MS_VERIFIED)) {
			unsigned errors = v->errors;
			check_symbol_kind(v, op->kind, op->name, op->loc, name, true, s.kind);
			if ((op->kind == OP_LLVM_CALL || op->kind == OP_FUNC_CALL) && v->errors == errors)
				check_call_op(v, op, s.fnty);
		} else {
			/* a call's types are checked when the callee has been seen */
			LateUse u = {op->kind, op->name, name, op->loc, NULL};
			if (op->kind == OP_LLVM_CALL || op->kind == OP_FUNC_CALL) {
				u.call = arena_alloc(v->c->arena, sizeof *u.call);
				call_sig(v, op, u.call, NULL, 0, v->c->arena);
			}
			vec_push(&v->late, u);
		}
	}
}

/* i1, or a vector (or tensor) of i1 */
static bool is_i1_or_vector_of_i1(Type *t)
{
	Type *e = t && (t->kind == TY_VECTOR || t->kind == TY_LLVM_VEC || t->kind == TY_TENSOR ||
	                t->kind == TY_UTENSOR) ? type_elt(t) : t;
	return e && e->kind == TY_INT && e->i.width == 1;
}

static const char *func_name(Verifier *v, Op *f)
{
	Attr *name = op_attr(f, v->c->sym[SYM_sym_name]);
	return name && name->kind == ATTR_STRING ? name->s.str->s : "";
}

/* func.return against the enclosing func.func's function_type */
static void check_func_return(Verifier *v, Op *op)
{
	Op *f = v->func;
	if (!f || f->kind != OP_FUNC_FUNC)
		return;
	Attr *ft = op_attr(f, v->c->sym[SYM_function_type]);
	if (!ft || ft->kind != ATTR_TYPE || ft->ty->kind != TY_FUNC)
		return;
	Type *fn = ft->ty;
	if (op->nopnd != fn->fn.nout) {
		ERR(v, op, "'func.return' op has %u operands, but enclosing function (@%s) returns %u",
		    op->nopnd, func_name(v, f), fn->fn.nout);
		return;
	}
	for (unsigned i = 0; i < op->nopnd; i++) {
		if (!op->opnd[i].v || op->opnd[i].v->type == fn->fn.outs[i])
			continue;
		Out have, want;
		out_init(&have);
		out_init(&want);
		diag_type(v->c, &have, op->opnd[i].v->type);
		diag_type(v->c, &want, fn->fn.outs[i]);
		ERR(v, op, "type of return operand %u ('%s') doesn't match function result type ('%s') in function @%s",
		    i, have.buf ? have.buf : "", want.buf ? want.buf : "", func_name(v, f));
		out_free(&have);
		out_free(&want);
	}
}

/* llvm.return against the enclosing llvm.func's function_type */
static void check_llvm_return(Verifier *v, Op *op)
{
	Op *f = v->func;
	if (!f || f->kind != OP_LLVM_FUNC)
		return;
	Attr *ft = op_attr(f, v->c->sym[SYM_function_type]);
	if (!ft || ft->kind != ATTR_TYPE || ft->ty->kind != TY_LLVM_FUNC || !ft->ty->llfn.ret)
		return;
	Type *ret = ft->ty->llfn.ret;
	unsigned n = v->errors;
	if (ret->kind == TY_LLVM_VOID) {
		if (op->nopnd)
			ERR(v, op, "'llvm.return' op expected no operands");
	} else if (op->nopnd != 1) {
		ERR(v, op, "'llvm.return' op expected 1 operand");
	} else if (op->opnd[0].v && op->opnd[0].v->type != ret) {
		ERR(v, op, "'llvm.return' op mismatching result types");
	}
	if (v->errors != n)
		note_at(v->c, f->loc, "when returning from function");
}

/* llvm.load and llvm.store (t the type accessed): an atomic access needs a
 * type of 8, 16, 32, ... bits, an ordering the op allows (the one of
 * release / acquire it forbids is named, acq_rel is forbidden to both) and
 * an alignment; a plain one no syncscope.  As upstream's verifyAtomicMemOp. */
static void check_atomic_access(Verifier *v, Op *op, Type *t, const char *forbidden)
{
	static const char *const orderings[] = {"not_atomic", "unordered", "monotonic", "consume", "acquire",
	                                        "release", "acq_rel", "seq_cst"};
	Attr *ord = op_attr_s(v->c, op, "ordering");
	int64_t o = ord && ord->kind == ATTR_INT ? attr_int_sext(ord) : 0;
	if (o <= 0 || o > 7) {
		if (op_attr_s(v->c, op, "syncscope"))
			ERR(v, op, "'%s' op expected syncscope to be null for non-atomic access", op->name->s);
		return;
	}
	unsigned bits = t->kind == TY_INT ? t->i.width : t->kind == TY_LLVM_PTR ? 64 : type_float_width(t);
	if (bits < 8 || (bits & (bits - 1))) {
		Out s;
		out_init(&s);
		diag_type(v->c, &s, t);
		ERR(v, op, "'%s' op unsupported type '%s' for atomic access", op->name->s, s.buf ? s.buf : "");
		out_free(&s);
	} else if (!strcmp(orderings[o], forbidden) || !strcmp(orderings[o], "acq_rel")) {
		ERR(v, op, "'%s' op unsupported ordering '%s'", op->name->s, orderings[o]);
	} else if (!op_attr(op, v->c->sym[SYM_alignment])) {
		ERR(v, op, "'%s' op expected alignment for atomic access", op->name->s);
	}
}

/* Operand i of op is an LLVM pointer; else the error, false. */
static bool check_pointer_operand(Verifier *v, Op *op, unsigned i)
{
	Value *x = i < op->nopnd ? op->opnd[i].v : NULL;
	if (!x || x->type->kind == TY_LLVM_PTR)
		return x != NULL;
	Out t;
	out_init(&t);
	diag_type(v->c, &t, x->type);
	ERR(v, op, "'%s' op operand #%u must be LLVM pointer type, but got '%s'", op->name->s, i, t.buf ? t.buf : "");
	out_free(&t);
	return false;
}

/* A func.func without a body is not public (upstream's
 * SymbolOpInterface verifier). */
static void check_func_decl_visibility(Verifier *v, Op *op)
{
	if (op->nreg && op->regs[0].first)
		return;
	Attr *vis = op_attr(op, v->c->sym[SYM_sym_visibility]);
	if (!vis || (vis->kind == ATTR_STRING && strcmp(vis->s.str->s, "public") == 0))
		ERR(v, op, "'func.func' op symbol declaration cannot have public visibility");
}

/* A symbol's sym_visibility is public, private or nested (upstream's
 * SymbolOpInterface verifier, for the ops xlate knows; llvm.mlir.global,
 * alias and ifunc have no such property, which mlir-opt drops unread). */
static void check_visibility(Verifier *v, Op *op)
{
	Attr *vis = op_attr(op, v->c->sym[SYM_sym_visibility]);
	if (!vis || op->kind == OP_UNKNOWN || op->kind == OP_LLVM_GLOBAL || op->kind == OP_LLVM_ALIAS ||
	    op->kind == OP_LLVM_IFUNC)
		return;
	if (vis->kind != ATTR_STRING) {
		ERR(v, op, "'%s' op requires visibility attribute 'sym_visibility' to be a string attribute", op->name->s);
		return;
	}
	if (!sym_visibility_ok(vis))
		ERR(v, op, "'%s' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"%s\"",
		    op->name->s, vis->s.str->s);
}

bool sym_visibility_ok(Attr *vis)
{
	if (vis->kind != ATTR_STRING)
		return false;
	const char *s = vis->s.str->s;
	return !strcmp(s, "public") || !strcmp(s, "private") || !strcmp(s, "nested");
}

/* A function's entry block arguments against its signature. */
void vf_check_entry_args(Verifier *v, Op *op)
{
	Attr *ft = op_attr(op, v->c->sym[SYM_function_type]);
	Block *b = op->nreg ? op->regs[0].first : NULL;
	if (!b || !ft || ft->kind != ATTR_TYPE)
		return;
	Type *t = ft->ty, **params;
	unsigned n;
	if (t->kind == TY_FUNC)
		params = t->fn.ins, n = t->fn.nin;
	else if (t->kind == TY_LLVM_FUNC)
		params = t->llfn.params, n = t->llfn.n;
	else
		return;
	if (b->nargs != n) {
		ERR(v, op, "'%s' op entry block must have %u arguments to match function signature", op->name->s, n);
		return;
	}
	for (unsigned i = 0; i < n; i++)
		if (b->args[i]->type != params[i]) {
			Out a, s;
			out_init(&a);
			out_init(&s);
			diag_type(v->c, &a, b->args[i]->type);
			diag_type(v->c, &s, params[i]);
			ERR(v, op, "'%s' op type of entry block argument #%u('%s') must match the type of the corresponding "
			    "argument in function signature('%s')", op->name->s, i, a.buf ? a.buf : "", s.buf ? s.buf : "");
			out_free(&a);
			out_free(&s);
			return;
		}
}

static bool index_pred_ok(Attr *a)
{
	static const char *const preds[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
	if (!a || a->kind != ATTR_OPAQUE || !a->opaque.dialect || strcmp(a->opaque.dialect->s, "index") ||
	    !a->opaque.body || strncmp(a->opaque.body->s, "cmp_predicate ", 14))
		return false;
	for (size_t i = 0; i < sizeof preds / sizeof *preds; i++)
		if (!strcmp(a->opaque.body->s + 14, preds[i]))
			return true;
	return false;
}

/* The ops with AttrSizedOperandSegments: how many segments their
 * operandSegmentSizes holds (llvm.invoke: 3 up to MLIR 19, 4 after, with
 * its op bundle operands; llvm.call: 2, callee and op bundle operands). */
static const struct { OpKind kind; unsigned lo, hi; } segment_ops[] = {
	{OP_CF_COND_BR, 3, 3}, {OP_CF_SWITCH, 3, 3}, {OP_LLVM_COND_BR, 3, 3}, {OP_LLVM_SWITCH, 3, 3},
	{OP_LLVM_CALL, 2, 2}, {OP_LLVM_CALL_INTRINSIC, 2, 2}, {OP_LLVM_INVOKE, 3, 4},
	{OP_MEMREF_ALLOC, 2, 2}, {OP_MEMREF_ALLOCA, 2, 2}, {OP_MEMREF_SUBVIEW, 4, 4},
	{OP_MEMREF_REINTERPRET_CAST, 4, 4},
};

/* The op's properties as mlir-opt prints them in its errors: its
 * attributes without a dialect prefix, NUL-terminated in *t. */
static void props_text(Verifier *v, Op *op, Out *t)
{
	out_init(t);
	for (unsigned j = 0, k = 0; j < op->nattr; j++) {
		if (strchr(op->attrs[j].name->s, '.'))
			continue;
		out_str(t, k++ ? ", " : "");
		out_str(t, op->attrs[j].name->s);
		out_str(t, " = ");
		diag_attr(v->c, t, op->attrs[j].attr);
	}
	out_ch(t, 0);
}

/* Properties of the LLVM dialect that hold attributes of one kind: an
 * intrinsic's (intr_attr_kind: 'Invalid attribute in property
 * conversion'), and the memory ops' metadata arrays (the ODS constraint). */
static const struct { const char *name, *kind, *what; } md_arrays[] = {
	{"alias_scopes", "llvm.alias_scope", "LLVM dialect alias scope array"},
	{"noalias_scopes", "llvm.alias_scope", "LLVM dialect alias scope array"},
	{"tbaa", "llvm.tbaa_tag", "LLVM dialect TBAA tag metadata array"},
	{"access_groups", "llvm.access_group", "LLVM dialect access group metadata array"},
};

/* The properties that are type attributes (property conversion refuses
 * another attribute), and the class of type some must hold (their ODS
 * constraint; TY_NONE: any type). */
static const struct { OpKind op; const char *name; TypeKind want; const char *what; } type_props[] = {
	{OP_LLVM_CALL, "var_callee_type", TY_LLVM_FUNC, "type attribute of LLVM function type"},
	{OP_LLVM_INVOKE, "var_callee_type", TY_LLVM_FUNC, "type attribute of LLVM function type"},
	{OP_LLVM_FUNC, "function_type", TY_LLVM_FUNC, "type attribute of LLVM function type"},
	{OP_FUNC_FUNC, "function_type", TY_FUNC, "type attribute of function type"},
	{OP_MEMREF_GLOBAL, "type", TY_MEMREF, "memref type attribute"},
	{OP_LLVM_ALLOCA, "elem_type", TY_NONE, NULL},
	{OP_LLVM_GEP, "elem_type", TY_NONE, NULL},
	{OP_LLVM_GLOBAL, "global_type", TY_NONE, NULL},
	{OP_LLVM_ALIAS, "alias_type", TY_NONE, NULL},
};

/* The properties that hold an enum: an attribute of the dialect's enum
 * kind, or (kind NULL: LLVM's I64EnumAttrs) an i64 naming one of the
 * cases (a bit each; 0: any value not negative).  ops: the op names,
 * blank-separated, or a dialect prefix ("llvm.").  Property conversion
 * refuses anything else (mlir-opt-19/22). */
#define ORDERINGS 0xF7   /* not_atomic .. seq_cst: 0-7 but 3, which MLIR has no case for */
static const struct { const char *ops, *name, *kind; uint64_t cases; } enum_props[] = {
	{"llvm.func llvm.call llvm.invoke", "CConv", "llvm.cconv", 0},
	{"llvm.func llvm.mlir.global llvm.mlir.alias llvm.mlir.ifunc", "linkage", "llvm.linkage", 0},
	{"llvm.call", "TailCallKind", "llvm.tailcallkind", 0},
	{"llvm.func", "frame_pointer", "llvm.framePointerKind", 0},
	{"llvm.", "fastmathFlags", "llvm.fastmath", 0},
	{"llvm.", "overflowFlags", "llvm.overflow", 0},
	{"arith.", "fastmath", "arith.fastmath", 0},
	{"arith.", "overflowFlags", "arith.overflow", 0},
	{"llvm.func llvm.mlir.global llvm.mlir.alias llvm.mlir.ifunc", "visibility_", NULL, 0x7},
	{"llvm.func llvm.mlir.global llvm.mlir.alias llvm.mlir.ifunc", "unnamed_addr", NULL, 0x7},
	{"llvm.load llvm.store llvm.atomicrmw llvm.fence", "ordering", NULL, ORDERINGS},
	{"llvm.cmpxchg", "success_ordering", NULL, ORDERINGS},
	{"llvm.cmpxchg", "failure_ordering", NULL, ORDERINGS},
	{"llvm.atomicrmw", "bin_op", NULL, 0},
	{"llvm.icmp", "predicate", NULL, 0x3FF},
	{"llvm.fcmp", "predicate", NULL, 0xFFFF},
};
#undef ORDERINGS

static bool op_listed(const char *ops, const char *op)
{
	size_t n = strlen(ops), k = strlen(op);
	if (ops[n - 1] == '.')
		return !strncmp(ops, op, n);
	for (const char *s = ops; (s = strstr(s, op)); s += k)
		if ((s == ops || s[-1] == ' ') && (s[k] == ' ' || !s[k]))
			return true;
	return false;
}

/* What the tables above say of each op kind, found once from its name
 * (an llvm.intr.* op's is "llvm.intr.*"), not for every attribute of
 * every op: the enum_props rows that apply to it (bit k: row k), and
 * whether it is an LLVM dialect op. */
static struct { uint32_t enum_rows; bool llvm; } kind_props[NOPKINDS];
static once_flag kind_props_once = ONCE_FLAG_INIT;   /* verifiers may run in threads */
_Static_assert(sizeof enum_props / sizeof *enum_props <= 32, "enum_rows has a bit per row");

static void kind_props_init(void)
{
	for (unsigned op = 0; op < NOPKINDS; op++) {
		if (!op_names[op])
			continue;
		kind_props[op].llvm = !strncmp(op_names[op], "llvm.", 5);
		for (size_t k = 0; k < sizeof enum_props / sizeof *enum_props; k++)
			if (op_listed(enum_props[k].ops, op_names[op]))
				kind_props[op].enum_rows |= 1u << k;
	}
}

/* Whether property name of op holds what enum_props allows (true if it
 * is none of them).  It runs for every attribute of every op verified:
 * the first byte settles most names, as in name_in. */
static bool enum_prop_ok(Op *op, const char *name, Attr *a)
{
	uint32_t rows = kind_props[op->kind].enum_rows;
	for (size_t k = 0; rows >> k; k++) {
		if (!(rows >> k & 1) || enum_props[k].name[0] != name[0] || strcmp(enum_props[k].name, name))
			continue;
		if (enum_props[k].kind)
			return attr_is_llvm_named(a, enum_props[k].kind);
		if (a->kind != ATTR_INT || !a->type || a->type->kind != TY_INT || a->type->i.width != 64)
			return false;
		int64_t x = attr_int_sext(a);
		uint64_t cases = enum_props[k].cases;
		return x >= 0 && (!cases || (x < 64 && (cases >> x & 1)));
	}
	return true;
}

/* The type_props row of op's property name, or -1. */
static int type_prop(Op *op, const char *name)
{
	for (size_t k = 0; k < sizeof type_props / sizeof *type_props; k++)
		if (type_props[k].op == op->kind && !strcmp(type_props[k].name, name))
			return (int)k;
	return -1;
}

/* What the tables above say of a property name, asked once and kept in
 * its Sym (propk): most attributes are in none of them, and are passed
 * over at the price of one byte. */
enum {
	PROP_ASKED = 1,        /* propk is set */
	PROP_LISTED = 2,       /* a table (or intr_attr_kind) names it */
	PROP_TYPED = 4,        /* type_props names it */
	PROP_MD_SHIFT = 3,     /* 1 + its md_arrays row, or 0 */
};
_Static_assert(sizeof md_arrays / sizeof *md_arrays < 31, "md_arrays rows fit in propk");

static unsigned prop_bits(Sym *name)
{
	if (!name->propk) {
		unsigned bits = PROP_ASKED;
		for (size_t k = 0; k < sizeof md_arrays / sizeof *md_arrays; k++)
			if (!strcmp(name->s, md_arrays[k].name))
				bits |= (unsigned)(k + 1) << PROP_MD_SHIFT;
		for (size_t k = 0; k < sizeof type_props / sizeof *type_props; k++)
			if (!strcmp(name->s, type_props[k].name))
				bits |= PROP_TYPED;
		bool in = bits != PROP_ASKED || intr_attr_named(name->s);
		for (size_t k = 0; !in && k < sizeof enum_props / sizeof *enum_props; k++)
			in = !strcmp(name->s, enum_props[k].name);
		name->propk = (uint8_t)(bits | (in ? PROP_LISTED : 0));
	}
	return name->propk;
}

static bool check_prop_kinds(Verifier *v, Op *op)
{
	if (op->kind == OP_UNKNOWN)
		return true;
	call_once(&kind_props_once, kind_props_init);
	bool llvm = kind_props[op->kind].llvm;
	for (unsigned i = 0; i < op->nattr; i++) {
		unsigned bits = prop_bits(op->attrs[i].name);
		if (!(bits & PROP_LISTED))
			continue;
		const char *name = op->attrs[i].name->s;
		const char *kind = op->kind == OP_LLVM_INTR ? intr_attr_kind(op->name->s, name) : NULL;
		Attr *a = op->attrs[i].attr;
		int tp = bits & PROP_TYPED ? type_prop(op, name) : -1;
		if (tp >= 0 && a->kind == ATTR_TYPE && type_props[tp].want != TY_NONE && a->ty->kind != type_props[tp].want) {
			ERR(v, op, "'%s' op attribute '%s' failed to satisfy constraint: %s", op->name->s, name, type_props[tp].what);
			return false;
		}
		if ((kind && !attr_is_llvm_named(a, kind)) || (tp >= 0 && a->kind != ATTR_TYPE) || !enum_prop_ok(op, name, a)) {
			Out t, x;
			props_text(v, op, &t);
			out_init(&x);
			diag_attr(v->c, &x, a);
			out_ch(&x, 0);
			ERR(v, op, "invalid properties {%s} for op %s: Invalid attribute `%s` in property conversion: %s", t.buf,
			    op->name->s, name, x.buf);
			out_free(&t);
			out_free(&x);
			return false;
		}
		unsigned md = bits >> PROP_MD_SHIFT;
		if (llvm && md) {
			size_t k = md - 1;
			bool ok = a->kind == ATTR_ARRAY || a->kind == ATTR_PENDING;
			for (unsigned j = 0; ok && j < a->arr.n; j++)
				ok = attr_is_llvm_named(a->arr.elts[j], md_arrays[k].kind);
			if (!ok) {
				ERR(v, op, "'%s' op attribute '%s' failed to satisfy constraint: %s", op->name->s, name,
				    md_arrays[k].what);
				return false;
			}
		}
	}
	return true;
}

/* operandSegmentSizes (a DenseI32ArrayAttr): as many segments as the op
 * has, none negative, adding up to its operands (mlir-opt's property
 * conversion and its AttrSizedOperandSegments verifier) */
static bool check_segments(Verifier *v, Op *op)
{
	Attr *segs = op_attr(op, v->c->sym[SYM_operandSegmentSizes]);
	if (!segs || segs->kind != ATTR_DENSE_ARRAY || !segs->type || segs->type->kind != TY_INT || segs->type->i.width != 32)
		return true;   /* (check_types: not a DenseI32ArrayAttr) */
	for (size_t i = 0; i < sizeof segment_ops / sizeof *segment_ops; i++) {
		if (segment_ops[i].kind != op->kind)
			continue;
		unsigned n = segs->arr.n;
		if (n < segment_ops[i].lo || n > segment_ops[i].hi) {
			Out t;
			props_text(v, op, &t);
			ERR(v, op, "invalid properties {%s} for op %s: size mismatch in attribute conversion: %u vs %u", t.buf,
			    op->name->s, n, segment_ops[i].hi);
			out_free(&t);
			return false;
		}
		int64_t total = 0;
		for (unsigned j = 0; j < n; j++) {
			int64_t k = attr_int_sext(segs->arr.elts[j]);
			if (k < 0) {
				ERR(v, op, "'%s' op 'operandSegmentSizes' attribute cannot have negative elements", op->name->s);
				return false;
			}
			total += k;
		}
		if (total != op->nopnd) {
			ERR(v, op, "'%s' op operand count (%u) does not match with the total size (%lld) specified in "
			    "attribute 'operandSegmentSizes'", op->name->s, op->nopnd, (long long)total);
			return false;
		}
		return true;
	}
	return true;
}

static void check_types(Verifier *v, Op *op)
{
	OpKind k = op->kind;
	if (k == OP_LLVM_INTR) {
		char buf[64];
		const char *miss = intrinsic_missing_attr(v->c, op, buf, sizeof buf);
		if (miss) {
			ERR(v, op, "'%s' op requires attribute '%s'", op->name->s, miss);
			return;
		}
	}
	if (!verify_types(v->c, op)) {   /* ODS's constraints before the traits */
		v->errors++;
		return;
	}
	/* (llvm.intr.*'s SameOperandsAndResultType: verify_types) */
	if ((op_flags[k] & OPF_SAME_TYPE) && op->nres == 1) {
		Type *t = op->res[0].type;
		for (unsigned i = 0; i < op->nopnd; i++)
			if (op->opnd[i].v && op->opnd[i].v->type != t) {
				ERR(v, op, "'%s' op requires the same type for all operands and results", op->name->s);
				break;
			}
	}
	Attr *segs = k != OP_UNKNOWN ? op_attr(op, v->c->sym[SYM_operandSegmentSizes]) : NULL;
	if (segs && !(segs->kind == ATTR_DENSE_ARRAY && segs->type && segs->type->kind == TY_INT &&
	              segs->type->i.width == 32)) {
		Out t;
		out_init(&t);
		diag_attr(v->c, &t, segs);
		ERR(v, op, "invalid properties {operandSegmentSizes = %s} for op %s: expected DenseI32ArrayAttr for key "
		    "`value`", t.buf ? t.buf : "", op->name->s);
		out_free(&t);
	}
	if (k == OP_INDEX_CMP && !index_pred_ok(op_attr(op, intern_c(v->c, "pred")))) {
		/* mlir-opt's property conversion refuses it while parsing */
		Attr *pred = op_attr(op, intern_c(v->c, "pred"));
		Out t;
		out_init(&t);
		if (pred)
			diag_attr(v->c, &t, pred);
		if (pred)
			ERR(v, op, "invalid properties {pred = %s} for op index.cmp: Invalid attribute `pred` in property "
			    "conversion: %s", t.buf ? t.buf : "", t.buf ? t.buf : "");
		else
			ERR(v, op, "'index.cmp' op requires attribute 'pred'");
		out_free(&t);
	}
	switch (k) {
	case OP_ARITH_CMPI: case OP_ARITH_CMPF: case OP_LLVM_ICMP: case OP_LLVM_FCMP:
		if (op->nres == 1 && !is_i1_or_vector_of_i1(op->res[0].type)) {
			Out t;
			out_init(&t);
			diag_type(v->c, &t, op->res[0].type);
			ERR(v, op, "'%s' op result #0 must be %s, but got '%s'", op->name->s,
			    k == OP_ARITH_CMPI || k == OP_ARITH_CMPF ? "bool-like" :
			    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
			    t.buf ? t.buf : "");
			out_free(&t);
		}
		if (op->nopnd == 2 && op->opnd[0].v && op->opnd[1].v &&
		    op->opnd[0].v->type != op->opnd[1].v->type)
			ERR(v, op, "'%s' op requires all operands to have the same type", op->name->s);
		break;
	case OP_FUNC_RETURN:
		check_func_return(v, op);
		break;
	case OP_LLVM_RETURN:
		check_llvm_return(v, op);
		break;
	case OP_LLVM_CONSTANT:
		vf_check_llvm_constant(v, op);
		break;
	case OP_LLVM_LINKER_OPTIONS: case OP_LLVM_MODULE_FLAGS: {
		Op *up = op->parent && op->parent->parent ? op->parent->parent->parent : NULL;
		if (up && up->kind != OP_BUILTIN_MODULE)
			ERR(v, op, "'%s' op must appear at the module level", op->name->s);
		break;
	}
	case OP_FUNC_FUNC:
		vf_check_entry_args(v, op);
		check_func_decl_visibility(v, op);
		break;
	case OP_LLVM_FUNC:
		vf_check_llvm_func(v, op);
		break;
	case OP_MEMREF_GLOBAL:
		vf_check_memref_global(v, op);
		break;
	case OP_MEMREF_GET_GLOBAL:
		vf_check_memref_get_global(v, op);
		break;
	case OP_LLVM_GLOBAL: {
		Attr *al = op_attr(op, v->c->sym[SYM_alignment]), *val = op_attr(op, v->c->sym[SYM_value]);
		uint64_t n = al && al->kind == ATTR_INT ? attr_int_zext(al) : 0;
		const char *l = vf_linkage_word(op_attr_s(v->c, op, "linkage"));
		Attr *ty = op_attr_s(v->c, op, "global_type");
		if (ty && ty->kind == ATTR_TYPE && !vf_global_elt_ok(ty->ty))
			ERR(v, op, "'%s' op expects type to be a valid element type for an LLVM global", op->name->s);
		else if (n & (n - 1))
			ERR(v, op, "alignment attribute is not a power of 2");
		else if (l && !strcmp(l, "common") && val && !vf_is_zero_attr(val))
			ERR(v, op, "'%s' op expected zero value for 'common' linkage", op->name->s);
		else if (l && !strcmp(l, "appending") && ty && ty->kind == ATTR_TYPE && ty->ty->kind != TY_LLVM_ARRAY)
			ERR(v, op, "'%s' op expected array type for 'appending' linkage", op->name->s);
		break;
	}
	case OP_LLVM_LOAD:
		if (check_pointer_operand(v, op, 0) && op->nres == 1)
			check_atomic_access(v, op, op->res[0].type, "release");
		break;
	case OP_LLVM_STORE:
		if (check_pointer_operand(v, op, 1) && op->opnd[0].v)
			check_atomic_access(v, op, op->opnd[0].v->type, "acquire");
		break;
	case OP_LLVM_LANDINGPAD:
		vf_check_landingpad(v, op);
		break;
	case OP_LLVM_GLOBAL_CTORS: case OP_LLVM_GLOBAL_DTORS:
		vf_check_xtors(v, op);
		break;
	case OP_LLVM_ALIAS:
		vf_check_llvm_alias(v, op);
		break;
	default:
		break;
	}
}

/* A symbol table of the module body: sym_name -> op. */
static Map *module_symbols(Verifier *v, Op *module)
{
	Map *m = xmalloc(sizeof *m);
	*m = (Map){0};
	map_clear(m, 32);
	for (unsigned r = 0; r < module->nreg; r++)
		for (Block *b = module->regs[r].first; b; b = b->next)
			for (Op *o = b->first; o; o = o->next) {
				Attr *a = op_attr(o, v->c->sym[SYM_sym_name]);
				if (!a || a->kind != ATTR_STRING)
					continue;
				Op *first = map_get(m, a->s.str);
				if (first) {
					ERR(v, o, "redefinition of symbol named '%s'", a->s.str->s);
					note_at(v->c, first->loc, "see existing symbol definition here");
				} else
					map_put(m, a->s.str, o);
			}
	return m;
}

/* The ops with HasParent<P>: the op their block must be in. */
static const struct { OpKind kind, parent; } parent_ops[] = {
	{OP_FUNC_RETURN, OP_FUNC_FUNC}, {OP_MEMREF_ALLOCA_SCOPE_RETURN, OP_MEMREF_ALLOCA_SCOPE},
};

static bool parent_ok(Verifier *v, Op *op)
{
	Op *in = op->parent && op->parent->parent ? op->parent->parent->parent : NULL;
	if (in && in->kind == OP_LLVM_COMDAT && op->kind != OP_LLVM_COMDAT_SELECTOR) {
		ERR(v, op, "only comdat selector symbols can appear in a comdat region");
		return false;
	}
	for (size_t i = 0; i < sizeof parent_ops / sizeof *parent_ops; i++) {
		if (parent_ops[i].kind != op->kind)
			continue;
		Op *up = op->parent && op->parent->parent ? op->parent->parent->parent : NULL;
		if (up && up->kind == parent_ops[i].parent)
			return true;
		ERR(v, op, "'%s' op expects parent op '%s'", op->name->s, op_names[parent_ops[i].parent]);
		return false;
	}
	return true;
}

/* DLTI's rule for any op: dlti.dl_spec holds a #dlti.dl_spec. */
static void check_dl_spec(Verifier *v, Op *op)
{
	if (!op->nattr)
		return;
	if (!v->dl_spec_name)
		v->dl_spec_name = intern_c(v->c, "dlti.dl_spec");
	Attr *a = op_attr(op, v->dl_spec_name);
	if (a && a->kind != ATTR_DL_SPEC)
		ERR(v, op, "'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute");
}

static uint64_t tag_key(Sym *fn, int64_t id)
{
	return hash_bytes(&fn, sizeof fn, (uint64_t)id) | 1;
}

/* llvm.blocktag: noted under its function's name; llvm.blockaddress: its
 * target looked for when the module ends (the function may come later,
 * or be given back already when streaming) */
static void note_block_tags(Verifier *v, Op *op)
{
	int64_t id;
	Sym *fn;
	if (op->kind == OP_LLVM_BLOCKTAG && v->func) {
		Attr *name = op_attr(v->func, v->c->sym[SYM_sym_name]);
		if (name && name->kind == ATTR_STRING && attr_blocktag_id(op_attr_s(v->c, op, "tag"), &id))
			map_put(&v->tags, tag_key(name->s.str, id), (void *)1);
	} else if (op->kind == OP_LLVM_BLOCKADDRESS && (fn = attr_blockaddress_parts(v->c, op_attr_s(v->c, op, "block_addr"), &id))) {
		vec_push(&v->tag_uses, ((struct TagUse){fn, (uint32_t)id, op->loc}));
	}
}

/* Reports the llvm.blockaddress uses without their block tag (if
 * report), and frees what note_block_tags kept. */
static void check_block_tags(Verifier *v, bool report)
{
	for (unsigned i = 0; report && i < v->tag_uses.n; i++)
		if (!map_get(&v->tags, tag_key(v->tag_uses.v[i].fn, v->tag_uses.v[i].id))) {
			v->errors++;
			error_at(v->c, v->tag_uses.v[i].loc,
			         "'llvm.blockaddress' op expects an existing block label target in the referenced function");
		}
	vec_free(&v->tag_uses);
	map_free(&v->tags);
}

static void verify_op(Verifier *v, Op *op)
{
	check_operands(v, op);
	char msg[96];
	if (!v->dom_only && !op_arity_ok(op, msg, sizeof msg)) {
		/* the counts first, as MLIR's traits; what follows may index them */
		ERR(v, op, "'%s' op %s", op->name->s, msg);
	} else if (!v->dom_only && !parent_ok(v, op)) {
		/* (HasParent: what follows may look for the parent) */
	} else if (!v->dom_only && check_segments(v, op) && check_prop_kinds(v, op)) {
		/* (the segments first: the operands' roles come from them) */
		if (op->nsucc)
			check_successors(v, op);
		check_types(v, op);
		check_symbol_use(v, op);
		check_visibility(v, op);
		check_dl_spec(v, op);
		note_block_tags(v, op);
	}
	if ((op_flags[op->kind] & OPF_TERM) && op->next && !v->dom_only)
		ERR(v, op, "'%s' op must be the last operation in the parent block", op->name->s);
	if ((op_flags[op->kind] & OPF_NOREGION_ARGS) && !v->dom_only)
		for (unsigned r = 0; r < op->nreg; r++) {
			Block *e = op->regs[r].first;
			if (!e || !e->nargs)
				continue;
			if (op->nreg == 1)
				ERR(v, op, "'%s' op region should have no arguments", op->name->s);
			else
				ERR(v, op, "'%s' op region #%u should have no arguments", op->name->s, r);
		}
	if (op->nreg) {
		uint32_t scope = v->scope;
		Op *func = v->func;
		Map *syms = v->syms;
		if (op_flags[op->kind] & OPF_ISOLATED) {
			v->scope = new_scope();
			v->func = op;
		}
		if (op->kind == OP_BUILTIN_MODULE && !v->dom_only)
			v->syms = module_symbols(v, op);
		for (unsigned r = 0; r < op->nreg; r++)
			verify_region(v, &op->regs[r]);
		if (v->syms != syms) {
			map_free(v->syms);
			free(v->syms);
		}
		v->scope = scope;
		v->func = func;
		v->syms = syms;
	}
	for (unsigned i = 0; i < op->nres; i++)
		define(v, &op->res[i]);
}

/* Defines b's arguments and verifies its ops (the caller pops them). */
static void verify_block(Verifier *v, Block *b)
{
	for (unsigned i = 0; i < b->nargs; i++)
		define(v, b->args[i]);
	for (Op *op = b->first; op; op = op->next)
		verify_op(v, op);
}

static void check_terminator(Verifier *v, Region *r, Block *b)
{
	Op *p = r->parent;
	if (!p || p->kind == OP_UNKNOWN || (op_flags[p->kind] & OPF_NOREGION_TERM))
		return;
	Op *last = b->last;
	if (last && (last->kind == OP_UNKNOWN || (op_flags[last->kind] & OPF_TERM)))
		return;
	v->errors++;
	if (last)
		error_at(v->c, last->loc, "block with no terminator");
	else
		error_at(v->c, b->loc.line ? b->loc : p->loc, "empty block: expect at least a terminator");
}

/* Dominator tree of a region's blocks (Cooper, Harvey, Kennedy: "A Simple,
 * Fast Dominance Algorithm"), as children lists; blocks unreachable from
 * the entry get idom -1. */
typedef struct {
	unsigned n;
	Block **blocks;
	int *idom;
	unsigned *kid_start, *kids;   /* CSR: children of i are kids[kid_start[i] .. kid_start[i+1]) */
} DomTree;

static void verifier_free_tmp(Verifier *v)
{
	if (!v->tmp_lent)
		arena_free(v->tmp);
	map_free(&v->block_ix);
}

static int block_index(Map *ix, Block *b)
{
	uintptr_t *s = b ? map_find(ix, b) : NULL;
	return s ? (int)*s : -1;
}

/* Its arrays in a (zeroed memory; the caller gives them back); ix: the
 * verifier's block index map, for the build only. */
static void dom_build(DomTree *d, Region *r, Arena *a, Map *ix)
{
	unsigned n = 0, nsucc = 0;
	for (Block *b = r->first; b; b = b->next, n++)
		nsucc += b->last ? b->last->nsucc : 0;
	d->n = n;
	d->blocks = arena_alloc(a, n * sizeof *d->blocks);
	map_clear(ix, n);
	n = 0;
	for (Block *b = r->first; b; b = b->next) {
		d->blocks[n] = b;
		*(uintptr_t *)map_slot(ix, b, NULL) = n++;
	}
	/* successor edges (CSR) */
	unsigned *succ_start = arena_alloc(a, (n + 1) * sizeof *succ_start);
	struct { unsigned *v, n; } succ = {arena_alloc(a, (nsucc + 1) * sizeof *succ.v), 0};
	for (unsigned i = 0; i < n; i++) {
		succ_start[i] = succ.n;
		Op *t = d->blocks[i]->last;
		for (unsigned k = 0; t && k < t->nsucc; k++) {
			int j = block_index(ix, t->succs[k].block);
			if (j >= 0)
				succ.v[succ.n++] = (unsigned)j;
		}
	}
	succ_start[n] = succ.n;
	/* postorder numbers by an iterative DFS from the entry */
	unsigned *po = arena_alloc(a, n * sizeof *po), *order = arena_alloc(a, n * sizeof *order);
	unsigned *stack = arena_alloc(a, n * sizeof *stack), *cursor = arena_alloc(a, n * sizeof *cursor);
	bool *seen = arena_alloc(a, n * sizeof *seen);
	unsigned sp = 0, npo = 0;
	stack[sp++] = 0;
	seen[0] = true;
	cursor[0] = succ_start[0];
	while (sp) {
		unsigned b = stack[sp - 1];
		if (cursor[b] < succ_start[b + 1]) {
			unsigned s = succ.v[cursor[b]++];
			if (!seen[s]) {
				seen[s] = true;
				cursor[s] = succ_start[s];
				stack[sp++] = s;
			}
		} else {
			sp--;
			po[b] = npo;
			order[npo++] = b;   /* order[] is the postorder */
		}
	}
	/* predecessors (CSR), reachable ones only */
	unsigned *pred_start = arena_alloc(a, (n + 1) * sizeof *pred_start);
	unsigned *preds = arena_alloc(a, (succ.n + 1) * sizeof *preds);
	for (unsigned i = 0; i < n; i++)
		for (unsigned k = succ_start[i]; seen[i] && k < succ_start[i + 1]; k++)
			pred_start[succ.v[k] + 1]++;
	for (unsigned i = 0; i < n; i++)
		pred_start[i + 1] += pred_start[i];
	unsigned *fill = arena_alloc(a, (n + 1) * sizeof *fill);
	memcpy(fill, pred_start, (n + 1) * sizeof *fill);
	for (unsigned i = 0; i < n; i++)
		for (unsigned k = succ_start[i]; seen[i] && k < succ_start[i + 1]; k++)
			preds[fill[succ.v[k]]++] = i;
	/* the iteration, in reverse postorder */
	d->idom = arena_alloc(a, n * sizeof *d->idom);
	for (unsigned i = 0; i < n; i++)
		d->idom[i] = -1;
	d->idom[0] = 0;
	for (bool changed = true; changed;) {
		changed = false;
		for (unsigned k = npo; k-- > 0;) {
			unsigned b = order[k];
			if (b == 0)
				continue;
			int nd = -1;
			for (unsigned p = pred_start[b]; p < pred_start[b + 1]; p++) {
				int q = (int)preds[p];
				if (d->idom[q] < 0)
					continue;
				if (nd < 0) {
					nd = q;
					continue;
				}
				int x = q, y = nd;
				while (x != y) {
					while (po[x] < po[y])
						x = d->idom[x];
					while (po[y] < po[x])
						y = d->idom[y];
				}
				nd = x;
			}
			if (nd != d->idom[b]) {
				d->idom[b] = nd;
				changed = true;
			}
		}
	}
	/* children lists */
	d->kid_start = arena_alloc(a, (n + 2) * sizeof *d->kid_start);
	d->kids = arena_alloc(a, (n + 1) * sizeof *d->kids);
	for (unsigned i = 1; i < n; i++)
		if (d->idom[i] >= 0)
			d->kid_start[d->idom[i] + 1]++;
	for (unsigned i = 0; i < n; i++)
		d->kid_start[i + 1] += d->kid_start[i];
	memcpy(fill, d->kid_start, (n + 1) * sizeof *fill);
	for (unsigned i = 1; i < n; i++)
		if (d->idom[i] >= 0)
			d->kids[fill[d->idom[i]]++] = i;
}

static void verify_region_ops(Verifier *v, Region *r)
{
	unsigned mark = v->defined.stack.n;
	if (!r->first->next) {
		verify_block(v, r->first);
		def_pop_to(&v->defined, mark);
		return;
	}
	/* the tree and the walk's stack in v->tmp, given back at the end (the
	 * regions nested in these blocks take theirs above and give them back
	 * first) */
	if (!v->tmp)
		v->tmp = arena_new();
	ArenaMark am = arena_mark(v->tmp);
	DomTree d;
	dom_build(&d, r, v->tmp, &v->block_ix);
	/* dominator-tree preorder; each frame: block, its mark, next child */
	typedef struct { unsigned b, mark, kid; } Frame;
	Frame *stack = arena_alloc(v->tmp, d.n * sizeof *stack);
	unsigned sp = 0;
	stack[sp++] = (Frame){0, v->defined.stack.n, d.kid_start[0]};
	verify_block(v, d.blocks[0]);
	while (sp) {
		Frame *f = &stack[sp - 1];
		if (f->kid < d.kid_start[f->b + 1]) {
			unsigned k = d.kids[f->kid++];
			stack[sp++] = (Frame){k, v->defined.stack.n, d.kid_start[k]};
			verify_block(v, d.blocks[k]);
		} else {
			def_pop_to(&v->defined, f->mark);
			sp--;
		}
	}
	/* unreachable blocks: anything dominates them */
	v->lenient++;
	for (unsigned i = 1; i < d.n; i++)
		if (d.idom[i] < 0) {
			verify_block(v, d.blocks[i]);
			def_pop_to(&v->defined, mark);
		}
	v->lenient--;
	arena_release(v->tmp, am);
	def_pop_to(&v->defined, mark);
}

/* The blocks' ops first, then (if they verified: mlir-opt stops at the
 * first op that fails) that every block ends in a terminator. */
static void verify_region(Verifier *v, Region *r)
{
	if (!r->first)
		return;
	unsigned errors = v->errors;
	verify_region_ops(v, r);
	for (Block *b = v->errors == errors && !v->dom_only ? r->first : NULL; b; b = b->next)
		check_terminator(v, r, b);
}

/* Streaming: the top-level ops of a module verified one at a time, their
 * symbol uses checked against the symbols seen so far, the rest at the end. */
struct VerifyStream {
	Verifier v;
	Loc term;           /* the last top-level op, if a terminator (term.file set) */
	Sym *term_name;     /* its name: a terminator after which another op comes */
};

VerifyStream *verify_stream_new(Ctx *c)
{
	VerifyStream *s = xmalloc(sizeof *s);
	memset(s, 0, sizeof *s);
	s->v.c = c;
	s->v.scope = new_scope();
	s->v.stream = true;
	return s;
}

/* Records the symbol op defines; false (after the error) for a redefinition. */
bool verify_stream_symbol(VerifyStream *s, Op *op)
{
	Attr *a = op_attr(op, s->v.c->sym[SYM_sym_name]);
	if (!a || a->kind != ATTR_STRING)
		return true;
	ModSym d;
	modsym_get(s->v.c, a->s.str, &d);
	if (d.own & MS_VERIFIED) {
		/* the stream starts again with the whole module, which reports
		 * it with the first definition's place */
		ERR(&s->v, op, "redefinition of symbol named '%s'", a->s.str->s);
		return false;
	}
	d.own |= MS_VERIFIED;
	d.kind = op->kind;
	d.fnty = llvm_fn_type(&s->v, op);
	d.body = op->nreg && op->regs[0].first;
	modsym_put(s->v.c, a->s.str, &d);
	return true;
}

unsigned verify_stream_op(VerifyStream *s, Op *op)
{
	unsigned before = s->v.errors, mark = s->v.defined.stack.n;
	/* a terminator's place in the module's block: the op after it was
	 * not there yet when it was verified */
	if (s->term.file) {
		s->v.errors++;
		error_at(s->v.c, s->term, "'%s' op must be the last operation in the parent block", s->term_name->s);
		s->term.file = NULL;
	}
	if (op_flags[op->kind] & OPF_TERM) {
		s->term = op->loc;
		s->term_name = op->name;
	}
	verify_op(&s->v, op);
	/* a function is given back once printed: the results an invalid one
	 * has go with it (uses of them were errors already) */
	if (op->kind == OP_FUNC_FUNC || op->kind == OP_LLVM_FUNC)
		def_pop_to(&s->v.defined, mark);
	return s->v.errors - before;
}

unsigned verify_stream_end(VerifyStream *s, Op *module, bool check)
{
	Verifier *v = &s->v;
	if (check && module)
		check_visibility(v, module);
	for (unsigned i = 0; check && i < v->late.n; i++) {
		LateUse *u = &v->late.v[i];
		ModSym k;
		bool known = modsym_get(v->c, u->name, &k) && (k.own & MS_VERIFIED);
		if (u->user == OP_LLVM_GLOBAL_CTORS || u->user == OP_LLVM_GLOBAL_DTORS)
			vf_xtor_target_ok(v, u->opname, u->loc, u->name, known, known ? k.kind : OP_UNKNOWN, known && k.body);
		else {
			unsigned errors = v->errors;
			check_symbol_kind(v, u->user, u->opname, u->loc, u->name, known, known ? k.kind : OP_UNKNOWN);
			if (u->call && v->errors == errors)
				check_call(v, u->call, k.fnty);
		}
	}
	check_block_tags(v, check);
	unsigned n = v->errors;
	vec_free(&v->late);
	def_free(&v->defined);
	verifier_free_tmp(v);
	free(s);
	return n;
}

unsigned verify_dominance(Ctx *c, Op *op, Arena *scratch)
{
	/* (the import's per function: an arena of its own each time would
	 * cost more than the arrays it holds) */
	Verifier v = {.c = c, .dom_only = true, .scope = new_scope(), .tmp = scratch, .tmp_lent = scratch != NULL};
	verify_op(&v, op);
	def_free(&v.defined);
	verifier_free_tmp(&v);
	return v.errors;
}

unsigned verify_module(Ctx *c, Op *module)
{
	Verifier v = {.c = c, .scope = new_scope()};
	verify_op(&v, module);
	check_block_tags(&v, true);
	def_free(&v.defined);
	verifier_free_tmp(&v);
	return v.errors;
}
