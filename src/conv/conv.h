/* conv.h - state shared by the lowering to the llvm dialect (src/conv/):
 * the type converter, the op builder, the value bookkeeping, and the
 * rewrite functions of each source dialect.
 *
 * Values are converted 1:1 and in place: a rewrite builds llvm ops before
 * the op it lowers, replaces the uses of its results and erases it.  The
 * original type of a value whose type changed is kept in Conv.orig, so a
 * later rewrite still sees memref<4x?xf32> where the IR now has the
 * descriptor struct. */
#ifndef XLATE_CONV_H
#define XLATE_CONV_H

#include "xlate/ir.h"

typedef struct Conv Conv;
typedef VEC(Value *) ValVec;
typedef void RewriteFn(Conv *cv, Op *op);

/* Names of attributes and ops used by the lowering (interned once). */
#define XCSYMS(X) \
	X(position) X(elem_type) X(rawConstantIndices) X(CConv) X(fastmathFlags) \
	X(overflowFlags) X(isVolatile) X(ordering) X(bin_op) X(nontemporal) \
	X(operandSegmentSizes) X(fastmath) X(addr_space)
enum {
#define X(s) CS_##s,
	XCSYMS(X)
#undef X
	NCSYMS
};

struct Conv {
	Ctx *c;
	ConvOpts o;
	unsigned lowers;      /* GL_*: what the release written lowers differently (gen_of) */
	unsigned iw;          /* bit width of a lowered index */
	Type *ity;            /* the lowered index type, iN */
	Type *ptr;            /* !llvm.ptr (address space 0) */
	Type *i1, *i8, *i32, *i64, *voidt;
	Op *module;
	Block *mbody;
	Map types;           /* Type* -> converted Type* (memo) */
	bool self_ref;       /* a named struct being converted was reached in its body */
	Map orig;            /* Value* -> its type before conversion */
	Map syms;            /* Sym* -> top-level symbol op (func, global) in memory;
	                        streaming: those printed and freed are in Ctx.modsyms */
	unsigned nested;     /* inside a nested module (convert_module) */
	Map ph;              /* memref argument placeholder -> 1, or 2 + n once a rewrite used it (n-th) */
	unsigned ntouch;
	Map dynsizes;        /* descriptor of an alloc/alloca/view -> its dynamic size operands */
	Map lconst;          /* llvm.mlir.constant results lowered from arith/index constants */
	Sym *cs[NCSYMS];
	Sym *opname[NOPKINDS];  /* interned op_names */
	Attr *ccc;            /* #llvm.cconv<ccc> */
	Attr *external;       /* #llvm.linkage<external> */
	/* array<i64: i> and array<i64: i, j> for i, j < NPOS (memref
	 * descriptor positions), built on first use */
#define NPOS 8
	Attr *pos1[NPOS], *pos2[NPOS][NPOS];
	Block *ipb;           /* insertion point: before ip, or at the end of ipb */
	Op *ip;
	Loc loc;              /* location of ops being built */
	unsigned nerr;
	Arena *module_ir;     /* streaming: where ops added to the module go */
	/* one pass alone (o.dialects != 0): the dialects lowered, and the
	 * casts between lowered and unlowered values (cast.c) */
	unsigned dialects;
	Map tcast;            /* unlowered Value* -> its cast to the llvm type */
	Map scast;            /* lowered Value* -> its cast back to the original type */
	Map casts;            /* the cast ops made (Op* -> 1) */
	VEC(Op *) made;       /* the same in order (the dead ones go at the end) */
	bool in_rewrite;      /* a pass alone: an error of a rewrite is ... */
	bool declined;        /* ... its refusal, and the op stays */
	Map slot;             /* Use* of an unlowered op -> the type it held */
	Map badspace;         /* memory spaces with no address space, reported */
};

/* Ops added to the module body (declarations, globals) outlive the
 * function being converted: while streaming they come from module_ir. */
Arena *module_ir_begin(Conv *cv);
void module_ir_end(Conv *cv, Arena *saved);

/* ---- typeconv.c */
/* The converted type, or NULL if t has no llvm equivalent.  Idempotent on
 * converted types; memoized. */
Type *conv_type(Conv *cv, Type *t);
/* The memref descriptor struct of a ranked memref type. */
Type *conv_memref_desc(Conv *cv, Type *t);
/* The pointer type of a memref's memory space. */
Type *conv_memref_ptr(Conv *cv, Type *t);
unsigned conv_memspace(Attr *ms);
/* The llvm function type of a func signature, with memref arguments
 * expanded (or bare pointers); NULL (error reported) if not convertible. */
Type *conv_func_sig(Conv *cv, Type *ft, bool vararg, bool bare);
/* The type of a function's (packed) result: void, T, or a struct. */
Type *conv_results(Conv *cv, unsigned n, Type **outs, bool bare);
bool memref_bare_ok(Type *t);

/* ---- conv.c: values, builder, driver */
Type *orig_type(Conv *cv, Value *v);
void set_ip_before(Conv *cv, Op *op);
void set_ip_end(Conv *cv, Block *b);
Op *emit(Conv *cv, OpKind k, unsigned n, Value **opnds, Type *rt);
/* op's result, or NULL when it has none (made without a result type: an
 * element of a type that has none, in an op of the wrong shape) */
static inline Value *res0(Op *op)
{
	return op->nres ? &op->res[0] : NULL;
}
Op *emit_named(Conv *cv, Sym *name, unsigned n, Value **opnds, Type *rt);
void setattr(Conv *cv, Op *op, int cs, Attr *a);
Value *b_const(Conv *cv, Type *t, Attr *value);
/* A constant standing for an arith/index constant of the input. */
Value *b_lowered_const(Conv *cv, Type *t, Attr *value);
Value *b_idx(Conv *cv, int64_t v);             /* llvm.mlir.constant(v : index) : iN */
Value *b_int(Conv *cv, Type *t, int64_t v);
Value *b_undef(Conv *cv, Type *t);
/* what a built aggregate (descriptor, packed results) starts from:
 * llvm.mlir.poison where the release lowers so (GL_POISON), else undef */
Value *b_agg0(Conv *cv, Type *t);
Value *b_zero(Conv *cv, Type *t);
Value *b_extract(Conv *cv, Value *agg, unsigned n, const int64_t *pos);
Value *b_extract1(Conv *cv, Value *agg, int64_t i);
Value *b_extract2(Conv *cv, Value *agg, int64_t i, int64_t j);
Value *b_insert(Conv *cv, Value *agg, Value *v, unsigned n, const int64_t *pos);
Value *b_insert1(Conv *cv, Value *agg, Value *v, int64_t i);
Value *b_insert2(Conv *cv, Value *agg, Value *v, int64_t i, int64_t j);
Value *b_bin(Conv *cv, OpKind k, Value *a, Value *b);   /* result type of a */
Value *b_cast(Conv *cv, OpKind k, Value *a, Type *t);
Value *b_icmp(Conv *cv, int pred, Value *a, Value *b);
Value *b_select(Conv *cv, Value *c, Value *a, Value *b);
/* getelementptr elt, base[idx...]; each index a Value (dyn) or constant. */
Value *b_gep(Conv *cv, Type *rt, Type *elt, Value *base, unsigned n, Value **dyn, const int32_t *cst);
Value *b_gep1(Conv *cv, Type *elt, Value *base, Value *idx);
Value *b_load(Conv *cv, Type *t, Value *p, unsigned align);
void b_store(Conv *cv, Value *v, Value *p, unsigned align);
Value *b_call(Conv *cv, Sym *callee, unsigned n, Value **args, Type *rt);
/* The llvm.func NAME, declared at the start of the module if absent. */
void declare_func(Conv *cv, const char *name, Type *fnty);
/* Streaming: whether symbol s of the module was lowered, printed and
 * freed; then *m is what was kept of it. */
bool conv_freed(Conv *cv, Sym *s, ModSym *m);
Value *b_memcpy(Conv *cv, Value *dst, Value *src, Value *len);
/* Replaces the results of op by vals (recording the original types) and
 * erases it. */
void replace_op(Conv *cv, Op *op, Value **vals);
void replace_op1(Conv *cv, Op *op, Value *v);
void conv_error(Conv *cv, Loc loc, const char *fmt, ...);
/* Records that a rewrite used v (a memref argument's descriptor). */
void touch(Conv *cv, Value *v);
Sym *csym(Conv *cv, const char *s);
Attr *pos_attr(Conv *cv, unsigned n, const int64_t *pos);
Attr *fastmath_of(Conv *cv, Op *op);     /* #llvm.fastmath from arith fastmath */
Block *split_after(Conv *cv, Op *op);
Op *b_branch(Conv *cv, Block *b, Value *cond, Block *t, unsigned nt, Value **targs,
	     Block *f, unsigned nf, Value **fargs);
/* Ops of a region walked in order with the rewrite table. */
void conv_region(Conv *cv, Region *r);

/* memref descriptor access (memref.c) */
Value *desc_alloc(Conv *cv, Value *d);
Value *desc_aligned(Conv *cv, Value *d);
Value *desc_offset(Conv *cv, Value *d);
Value *desc_size(Conv *cv, Value *d, unsigned i);
Value *desc_stride(Conv *cv, Value *d, unsigned i);
/* A ranked descriptor from its fields (sizes/strides interleaved as the
 * upstream unpack order demands). */
Value *desc_pack_args(Conv *cv, Type *mt, Value **fields);
/* The element address of memref value d (type mt) at indices idx. */
Value *strided_elem_ptr(Conv *cv, Type *mt, Value *d, unsigned n, Value **idx, bool nw);
/* Size in bytes of an element of type t as a value: gep null[1] + ptrtoint. */
Value *b_sizeof(Conv *cv, Type *t);

/* index.c: the upstream expansions of the rounding divisions on type t */
Value *expand_ceildivs(Conv *cv, Type *t, Value *n, Value *m);
Value *expand_ceildivu(Conv *cv, Type *t, Value *n, Value *m);
Value *expand_floordivs(Conv *cv, Type *t, Value *n, Value *m);

/* ---- per dialect rewrite tables: fill tab[kind] */
void func_rewrites(RewriteFn **tab);
void arith_rewrites(RewriteFn **tab);
void cf_rewrites(RewriteFn **tab);
void memref_rewrites(RewriteFn **tab);
void index_rewrites(RewriteFn **tab);

/* fold.c: the folds applied before an arith op is lowered */
bool arith_fold(Conv *cv, Op *op);
/* The integer value of v if a constant op defines it. */
bool const_int_of(Value *v, int64_t *out);

/* cast.c: one pass alone */
/* The CONV_* bit of op's dialect (0: not one we lower). */
unsigned op_dialect(Op *op);
/* Op's operands of non-llvm types, cast to their llvm types (before op
 * is lowered). */
void cast_operands(Conv *cv, Op *op);
/* v of llvm type cast back to its original type t before ip (NULL: right
 * after v's definition).  Memoized per value. */
Value *cast_back(Conv *cv, Value *v, Type *t, Op *ip);
/* Records the types the unlowered users of r see before r is replaced. */
void cast_note_uses(Conv *cv, Value *r);
/* The unlowered ops that use v (lowered from t) get cast_back(v, t, ip). */
void cast_back_uses(Conv *cv, Value *v, Type *t, Op *ip);
/* The folds upstream's conversion driver applies before it lowers or
 * leaves an op: memref.dim of a static size when arith is lowered (true:
 * op replaced by the lowered constant); memref.cast into the
 * memref.load/store/dealloc/copy a pass leaves (ConvOpts.fold_left). */
bool fold_dim(Conv *cv, Op *op);
void fold_left(Conv *cv, Op *op);
/* After a function: the unlowered ops that use lowered values get casts
 * back to the original types. */
void cast_users(Conv *cv, Op *fn);

/* func.c */
void convert_func(Conv *cv, Op *fop);
void convert_func_body(Conv *cv, Op *fop);
/* Copies unranked memref results/operands to new storage (return/call). */
void copy_unranked(Conv *cv, Value **vals, Type **types, unsigned n, bool to_heap);

#endif
