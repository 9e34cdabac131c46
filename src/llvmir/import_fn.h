/* import_fn.h - function-body state of the LLVM IR importer, shared by
 * import_inst.c, import_mem.c (instructions) and import_const.c (constants). */
#ifndef XLATE_LLVMIR_IMPORT_FN_H
#define XLATE_LLVMIR_IMPORT_FN_H

#include "llvmir/import.h"

/* Where materialized ops go: after `last`, else at the front of b (front)
 * or its end.  cache (optional) dedups simple constants. */
typedef struct Sink {
	Block *b;
	Op *last;
	bool front;
	Map *cache;
} Sink;
void sink_put(Sink *k, Op *op);
Value *sink_op(LLParser *p, Sink *k, OpState *s);   /* creates, frees s, returns result 0 */

typedef VEC(Block *) BlockVec;
/* Appends to order the blocks reachable from b and not yet in pos, in
 * reverse post-order; pos maps Block* -> index + 1 in order. */
void rpo_from(Block *b, Map *pos, BlockVec *order);

/* A name of the function: a value (defined, or a forward placeholder) or a block. */
typedef struct Local {
	Value *v;
	Block *b;
	bool defined;
	Loc loc;
	Sym *name;
	unsigned num;     /* blocks: LLVM's number of the block (creation order) */
	bool tagged;      /* blocks: addressed by a blockaddress */
	Value *addr;      /* blocks: the function's own llvm.blockaddress of it */
} Local;

typedef struct Phi {
	Block *b;
	unsigned arg;
	Type *ty;
	LList *ins;       /* LLV* wrappers: elts[0] the value, s the block name */
	Loc loc;
} Phi;

struct FnState {
	Op *op;
	Region *r;
	Block *entry, *cur;
	bool started;              /* an instruction or label has been seen */
	Map locals;               /* Sym* -> Local* */
	VEC(Local *) order;        /* all locals, for the end-of-function checks */
	unsigned next_num;
	Sym *pending;              /* result name of the instruction being built */
	Loc pending_loc;
	bool pending_used;
	unsigned pending_errs;     /* errors before the instruction being built */
	Sink consts;               /* constants: start of the entry block */
	Map cache;
	VEC(Phi) phis;
	VEC(Op *) terms;           /* terminators with successors */
	Sym *fname;
	unsigned nblocks;          /* blocks created so far (the entry's number reserved) */
	VEC(Local *) tagged;       /* blocks addressed by blockaddress constants */
	VEC(Op *) dbg;             /* llvm.intr.dbg.* ops, placed at the end (import_di.c) */
	/* the last of dbg made since the last other instruction: records
	 * attached to the next one (ll_dbg_attached); md_ops and dbg_locs from
	 * where theirs begin */
	unsigned nrecs, recs_md, recs_locs;
	Loc recs_loc;
	bool dom_unsure;           /* a use not plainly dominated by its definition (a forward
	                              reference, a value of another block but the entry):
	                              the dominance check runs (ll_fn_end) */
	bool intr_call;            /* the instruction being built calls an intrinsic */
	bool dbg_call;             /* it is a debug intrinsic (its op is one of dbg) */
};

/* What MLIR converts for a constant op (or a GEP) that is not among its
 * operands (LLParser.const_deps): gep, the constants of its indices,
 * structure ones too (nothing uses them: the op holds them as static
 * indices), v[i] for index i, NULL for a dynamic one (its operand); else
 * the element values of a zero aggregate, in element order. */
typedef struct ConstDeps { unsigned n; bool gep; Value *v[]; } ConstDeps;
ConstDeps *ll_const_deps(LLParser *p, Op *op, unsigned n, bool gep);
/* Puts the constant ops of block b after `after` (NULL: from its start)
 * up to and with last in the order MLIR converts them to make root
 * (a global's initializer). */
void ll_order_region(LLParser *p, Block *b, Op *after, Op *last, Value *root);

Value *ll_mat(LLParser *p, Sink *k, LLV *v);
void ll_scalar_name(char *buf, size_t n, Type *t);   /* i32, ptr, half, ... (import_inst.c) */
Value *ll_local_value(LLParser *p, LLV *v);
Value *ll_const_expr(LLParser *p, Sink *k, LLV *v);
/* A getelementptr's base is a pointer or a vector of pointers, as LLVM's
 * parser requires; otherwise an error at `at`.  Callers check it before
 * ll_build_gep. */
bool ll_gep_base_ok(LLParser *p, Value *base, Loc at);
Value *ll_build_gep(LLParser *p, Sink *k, LList *flags, Type *src, Value *base, LList *idx, Loc loc);
Value *ll_build_cast(LLParser *p, Sink *k, OpKind kind, LList *flags, Value *a, Type *to, Loc loc);
Value *ll_build_cmp(LLParser *p, Sink *k, bool fp, LList *flags, Value *a, Value *b, Loc loc);
Value *ll_build_binop(LLParser *p, Sink *k, OpKind kind, LList *flags, Value *a, Value *b, Loc loc);
Value *ll_build_simple(LLParser *p, Sink *k, const char *name, unsigned n, Value **ops, Type *rt, Loc loc);



Local *ll_local_get(LLParser *p, Sym *name, Loc loc);
Local *ll_block_local(LLParser *p, Sym *name, Loc loc);   /* a block's name (NULL: a value's) */

/* import_blockaddr.c */
Value *ll_blockaddress(LLParser *p, Sink *k, LLV *v);
void ll_blockaddr_fn_begin(LLParser *p);   /* blocks addressed before the function */
void ll_blockaddr_fn_end(LLParser *p);     /* llvm.blocktag at the start of addressed blocks */
Sym *ll_num_sym(LLParser *p, unsigned n);
/* import_inst.c: shared with import_call.c and import_mem.c */
bool ll_has_flag(LList *flags, const char *kw);
void ll_drop_flags(LLParser *p, LList *flags, const char *const *keep);   /* with a warning, all but keep */
unsigned ll_rest_values(LList *rest, LLV **out, unsigned max);           /* the typed values of a trailing list */
Op *ll_emit_inst(LLParser *p, OpState *s, LList *rest);   /* creates, attaches !md, defines the result */
Block *ll_label_of(LLParser *p, LLV *v);                  /* the block of `label %x` */
void ll_add_succ(OpState *s, Block *b);
Attr *ll_segments(LLParser *p, int64_t a, int64_t b, int64_t c);   /* operandSegmentSizes */
Value *ll_use(LLParser *p, LLV *v);
void ll_fn_body_begin(LLParser *p, Op *fn, LLFnHead *h);
#endif
