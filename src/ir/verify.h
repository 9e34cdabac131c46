/* verify.h - private interface of the verifier (verify.c, verify_llvm.c):
 * its state and the rules of module-level ops verify.c dispatches to. */
#ifndef XLATE_VERIFY_H
#define XLATE_VERIFY_H

#include "xlate/ir.h"

/* The values defined on the path walked, in definition order; each one's
 * vscope says it is (values leave in the reverse order). */
typedef struct {
	VEC(Value *) stack;
} DefMap;

typedef struct CallSig CallSig;

/* A use of a symbol not defined yet while streaming. */
typedef struct LateUse {
	OpKind user;
	Sym *opname, *name;
	Loc loc;
	CallSig *call;      /* a call's, checked against the callee's type */
} LateUse;

typedef struct {
	Ctx *c;
	DefMap defined;     /* the values defined on the path walked */
	uint32_t scope;     /* current isolation scope id */
	unsigned lenient;   /* > 0 inside unreachable blocks: no dominance checks */
	bool dom_only;      /* verify_dominance: operands only */
	Map *syms;          /* Sym* -> Op*, of the nearest enclosing module */
	Op *func;           /* nearest enclosing isolated op */
	unsigned errors;
	/* streaming: the top-level symbols seen so far are those of
	 * Ctx.modsyms with MS_VERIFIED; the uses of the others are checked
	 * when the stream ends */
	bool stream;
	VEC(LateUse) late;
	Sym *dl_spec_name;  /* "dlti.dl_spec", interned at first use */
	/* llvm.blockaddress targets, checked at the module's end: the
	 * (function, id) of every llvm.blocktag seen, and the uses */
	Map tags;
	VEC(struct TagUse { Sym *fn; uint32_t id; Loc loc; }) tag_uses;
	/* the dominator trees' arrays (verify_region_ops; NULL until the
	 * first region of more than one block) and block index map */
	Arena *tmp;
	bool tmp_lent;      /* tmp is the caller's (verify_dominance): not freed */
	Map block_ix;
} Verifier;

#define ERR(v, op, ...) ((v)->errors++, error_at((v)->c, (op)->loc, __VA_ARGS__))

/* verify.c */
void vf_check_entry_args(Verifier *v, Op *op);   /* entry block arguments against the signature */

/* verify_llvm.c */
const char *vf_linkage_word(Attr *a);   /* "internal" of #llvm.linkage<internal>; NULL if none */
bool vf_is_zero_attr(Attr *a);          /* a zero value of any kind (common linkage's initializer) */
bool vf_global_elt_ok(Type *t);         /* a type llvm.mlir.global may hold */
void vf_check_memref_get_global(Verifier *v, Op *op);
void vf_check_memref_global(Verifier *v, Op *op);
void vf_check_llvm_func(Verifier *v, Op *op);
void vf_check_llvm_constant(Verifier *v, Op *op);
/* whether symbol name (found: defined, of kind k, with a body) may be
 * named by llvm.mlir.global_ctors/dtors; else the error */
bool vf_xtor_target_ok(Verifier *v, Sym *opname, Loc loc, Sym *name, bool found, OpKind k, bool body);
void vf_check_xtors(Verifier *v, Op *op);
void vf_check_llvm_alias(Verifier *v, Op *op);
void vf_check_landingpad(Verifier *v, Op *op);

#endif
