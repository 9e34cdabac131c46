/* parse_llvm.h - builders for the custom (pretty) forms of the LLVM dialect,
 * called from the "LLVM dialect custom forms (owner: lparse)" section of
 * grammar/mlir.y.  Each builder gets the pieces the grammar collected and
 * returns a new, not yet inserted Op holding exactly the attributes that
 * `mlir-opt-19 --mlir-print-op-generic` shows for it (ir.h contract), or
 * NULL after reporting an error.
 *
 * Keywords that the custom forms put around operands (volatile, inbounds,
 * atomic, syncscope("x"), orderings, linkage, cconv, tail kinds ...) arrive
 * as a keyword list (LKws) and are interpreted here, so the grammar needs
 * no token per keyword.
 */
#ifndef XLATE_PARSE_LLVM_H
#define XLATE_PARSE_LLVM_H

#include "xlate/ir.h"

/* A calling convention keyword MLIR knows (or one the importer gives). */
bool cconv_keyword(const char *w);

/* One keyword item: `id`, `id(arg)` or `id = arg` (arg NULL for `id`). */
typedef struct LKw {
	Sym *id;
	Attr *arg;
	Loc loc;
} LKw;
typedef struct LKws {
	LKw *v;
	unsigned n, cap;
} LKws;

/* A successor as written: ^bb(%a, %b : T, U). */
typedef struct LSucc {
	Block *block;
	unsigned n;
	Value **args;
} LSucc;

/* A gep index: a value (dynamic) or a constant. */
typedef struct LIdx {
	Value *v;
	int64_t c;
} LIdx;

/* One switch case: value: ^bb(args). */
typedef struct LCase {
	int64_t value;
	LSucc succ;
} LCase;

/* A function signature argument: [%name :] type [{attrs}]. */
typedef struct LArg {
	Sym *name;    /* NULL in declarations */
	Loc loc;
	Type *type;
	Attr *attrs;  /* ATTR_DICT or NULL */
} LArg;

/* Builders.  `dict` is the trailing attribute dictionary (ATTR_DICT or NULL). */
Op *lp_binop(Ctx *c, Loc loc, OpKind k, Value *a, Value *b, Attr *ovf, Attr *dict, Type *t);
Op *lp_unop(Ctx *c, Loc loc, OpKind k, Value *a, Attr *dict, Type *t);   /* fneg, freeze */
Op *lp_cmp(Ctx *c, Loc loc, OpKind k, Attr *pred, Value *a, Value *b, Attr *dict, Type *t);
Op *lp_cast(Ctx *c, Loc loc, OpKind k, Value *a, LKws *post, Attr *dict, Type *to);
Op *lp_select(Ctx *c, Loc loc, Value *cond, Value *a, Value *b, Attr *dict, Type *t);
Op *lp_constant(Ctx *c, Loc loc, Attr *value, Attr *dict, Type *t);
Op *lp_typed0(Ctx *c, Loc loc, OpKind k, Attr *dict, Type *t);          /* undef, poison, zero, null */
Op *lp_addressof(Ctx *c, Loc loc, OpKind k, Attr *sym, Attr *dict, Type *t);
Op *lp_alloca(Ctx *c, Loc loc, LKws *kw, Value *n, Type *elt, Attr *dict, Type *fnty);
Op *lp_load(Ctx *c, Loc loc, LKws *pre, Value *p, LKws *post, Attr *dict, Type *t);
Op *lp_store(Ctx *c, Loc loc, LKws *pre, Value *v, Value *p, LKws *post, Attr *dict);
Op *lp_gep(Ctx *c, Loc loc, LKws *kw, Value *base, LIdx *idx, unsigned nidx,
           Attr *dict, Type *fnty, Type *elt);
Op *lp_extractvalue(Ctx *c, Loc loc, Value *agg, Attr *pos, Attr *dict, Type *aggty);
Op *lp_insertvalue(Ctx *c, Loc loc, Value *v, Value *agg, Attr *pos, Attr *dict, Type *aggty);
Op *lp_extractelement(Ctx *c, Loc loc, Value *vec, Value *i, Attr *dict, Type *vecty);
Op *lp_insertelement(Ctx *c, Loc loc, Value *v, Value *vec, Value *i, Attr *dict, Type *vecty);
Op *lp_shufflevector(Ctx *c, Loc loc, Value *a, Value *b, Attr *mask, Attr *dict, Type *t);
Op *lp_atomicrmw(Ctx *c, Loc loc, LKws *pre, Value *p, Value *v, LKws *post, Attr *dict, Type *t);
Op *lp_cmpxchg(Ctx *c, Loc loc, LKws *pre, Value *p, Value *cmp, Value *v, LKws *post,
               Attr *dict, Type *t);
Op *lp_fence(Ctx *c, Loc loc, LKws *kw, Attr *dict);
/* Operand bundles ["tag"(%a, %b : T, U), ...] (MLIR 20+): n tags and
 * operand counts (i32 attributes), and their operands in order. */
typedef struct {
	unsigned n, nvals;
	Attr **tags, **sizes;
	Value **vals;
} LBundles;
/* Calls: callee is a symbol ref attr (direct) or NULL with fnptr set.
 * fnty is the builtin function type after the colon.  Bundle operands
 * come last (after an invoke's successor operands, as MLIR orders them). */
Op *lp_call(Ctx *c, Loc loc, LKws *pre, Attr *callee, Value *fnptr, Value **args, unsigned nargs,
            Type *varty, const LBundles *b, Attr *dict, Type *fnty);
Op *lp_invoke(Ctx *c, Loc loc, LKws *pre, Attr *callee, Value *fnptr, Value **args, unsigned nargs,
              LSucc *normal, LSucc *unwind, Type *varty, const LBundles *b, Attr *dict, Type *fnty);
Op *lp_call_intrinsic(Ctx *c, Loc loc, Attr *name, Value **args, unsigned nargs, const LBundles *b,
                      Attr *dict, Type *fnty);
Op *lp_inline_asm(Ctx *c, Loc loc, LKws *pre, Attr *str, Attr *cons, Value **args, unsigned nargs,
                  Attr *dict, Type *fnty);
/* landingpad: the values of its (catch|filter %v : T) clauses, in order. */
Op *lp_landingpad(Ctx *c, Loc loc, bool cleanup, Value **clauses, unsigned n, Attr *dict, Type *t);
Op *lp_resume(Ctx *c, Loc loc, Value *v, Attr *dict);
Op *lp_return(Ctx *c, Loc loc, Value *v, Attr *dict);
Op *lp_unreachable(Ctx *c, Loc loc, Attr *dict);
Op *lp_br(Ctx *c, Loc loc, LSucc *dest, Attr *dict);
Op *lp_cond_br(Ctx *c, Loc loc, Value *cond, Attr *weights, LSucc *t, LSucc *f, Attr *dict);
Op *lp_switch(Ctx *c, Loc loc, Value *v, Type *t, LSucc *def, LCase *cases, unsigned ncases, Attr *dict);
Op *lp_blockaddress(Ctx *c, Loc loc, Attr *block_addr, Attr *dict, Type *t);
Op *lp_blocktag(Ctx *c, Loc loc, Attr *tag, Attr *dict);
Op *lp_indirectbr(Ctx *c, Loc loc, Value *addr, LSucc *dests, unsigned n, Attr *dict);
/* llvm.intr.NAME(args) attrs : (T...) -> R, and the special intrinsic forms
 * `llvm.intr.NAME [imm,] %a, ... [, imm] [keywords] : T [to T]`: imm is
 * the size of lifetime.start/end and invariant.start/end or the probability
 * of expect.with.probability; keywords are the rounding mode and exception
 * behavior of the constrained intrinsics. */
Op *lp_intr(Ctx *c, Loc loc, Sym *name, Value **args, unsigned nargs, Attr *dict, Type *fnty);
Op *lp_intr_special(Ctx *c, Loc loc, Sym *name, Attr *imm, Value **args, unsigned nargs,
                    LKws *kw, Attr *dict, Type *t, Type *to);
/* `llvm.intr.experimental.noalias.scope.decl #scope attrs` */
Op *lp_intr_scope(Ctx *c, Loc loc, Sym *name, Attr *scope, Attr *dict);

/* Module-level ops.  llvm.func / llvm.mlir.global get one region; the
 * caller fills it (function body, global initializer). */
Op *lp_func(Ctx *c, Loc loc, LKws *pre, Attr *name, LArg *args, unsigned nargs, bool vararg,
            LArg *res, unsigned nres, LKws *post, Attr *dict);
Op *lp_global(Ctx *c, Loc loc, LKws *pre, Attr *name, Attr *value, LKws *post, Attr *dict, Type *t);
Op *lp_comdat(Ctx *c, Loc loc, Attr *name, Attr *dict);
Op *lp_alias(Ctx *c, Loc loc, LKws *pre, Attr *name, Attr *dict, Type *t);
Op *lp_ifunc(Ctx *c, Loc loc, LKws *pre, Attr *name, Type *t, Type *rt, Attr *resolver, Attr *dict);
Op *lp_comdat_selector(Ctx *c, Loc loc, Attr *name, Sym *kind, Attr *dict);
Op *lp_linker_options(Ctx *c, Loc loc, OpKind k, Attr *opts, Attr *dict);

/* Keyword-list helpers for the grammar. */
void lkws_push(LKws *k, Sym *id, Attr *arg, Loc loc);
/* `overflow<nsw, nuw>` and the like: #llvm.NAME<ids joined by ", ">. */
Attr *lp_flags_attr(Ctx *c, const char *dialect, LKws *ids);

#endif
