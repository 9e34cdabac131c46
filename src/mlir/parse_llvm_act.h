/* parse_llvm_act.h - the grammar actions of the LLVM dialect custom forms
 * (src/mlir/parse_llvm_act.c), called from grammar/mlir.y. */
#ifndef XLATE_MLIR_PARSE_LLVM_ACT_H
#define XLATE_MLIR_PARSE_LLVM_ACT_H

#include "mlir/parse.h"
#include "mlir/parse_llvm.h"

typedef MLYLTYPE YLoc;

List pl_kw(Parser *p, List l, Sym *id, Attr *arg, YLoc kl);
Attr *pl_pair(Parser *p, Attr *a, Attr *b);
Attr *pl_bare_string(Parser *p, Sym *id);
Op *pl_binop(Parser *p, Word w, YLoc l, Sym *flag, YLoc fl, ValRef a, ValRef b, Attr *ovf, List attrs, Type *t);
Op *pl_unop(Parser *p, Word w, YLoc l, ValRef a, List attrs, Type *t);
Op *pl_cmp(Parser *p, Word w, YLoc l, Span pred, YLoc pl, ValRef a, ValRef b, List attrs, Type *t);
Op *pl_cast(Parser *p, Word w, YLoc l, Sym *flag, YLoc fl, ValRef a, Attr *ovf, List kws, List attrs, Type *from,
            Type *to);
Attr *pl_kw_fields(Parser *p, Sym *word, List entries, YLoc l);
Op *pl_intr_masked_store(Parser *p, Word w, YLoc l, List args, List attrs, Type *t, YLoc tl, Type *mt, YLoc ml,
                         Sym *into, Type *pt, YLoc pl, YLoc il);
Op *pl_intr_lane_mask(Parser *p, Word w, YLoc l, List args, List attrs, Type *t, YLoc tl, Type *nt, YLoc nl,
                      Type *rt);
Op *pl_intr_matrix(Parser *p, Word w, YLoc l, List args, Sym *sw, ValRef stride, List attrs, Type *t, YLoc tl,
                   Sym *dir, Type *pt, Sym *sw2, Type *st, YLoc dl);
Op *pl_select(Parser *p, Word w, YLoc l, ValRef c, ValRef a, ValRef b, List attrs, Type *ct,
	Type *t);
Op *pl_constant(Parser *p, Word w, YLoc l, Attr *v, List attrs, Type *t);
Type *pl_pointee(Parser *p, Type *t, YLoc l);
Op *pl_typed0(Parser *p, Word w, YLoc l, List attrs, Type *t);
Op *pl_addressof(Parser *p, Word w, YLoc l, Attr *sym, List attrs, Type *t);
Op *pl_alloca(Parser *p, Word w, YLoc l, List kws, ValRef n, Type *elt, List attrs, Type *fnty);
Op *pl_load(Parser *p, Word w, YLoc l, List pre, ValRef a, List post, List attrs, Type *pt,
	Type *t);
Op *pl_store(Parser *p, Word w, YLoc l, List pre, ValRef v, ValRef a, List post, List attrs,
	Type *vt, Type *pt);
List pl_gep_dyn(Parser *p, List l, ValRef r);
List pl_gep_const(Parser *p, List l, Span s, YLoc sl);
Op *pl_gep(Parser *p, Word w, YLoc l, List kws, ValRef base, List idx, List attrs, Type *fnty,
	Type *elt);
Op *pl_extractvalue(Parser *p, Word w, YLoc l, ValRef a, Attr *pos, List attrs, Type *t);
Op *pl_insertvalue(Parser *p, Word w, YLoc l, ValRef v, ValRef a, Attr *pos, List attrs, Type *t);
Op *pl_extractelement(Parser *p, Word w, YLoc l, ValRef v, ValRef i, Type *it, List attrs, Type *t);
Op *pl_insertelement(Parser *p, Word w, YLoc l, ValRef v, ValRef vec, ValRef i, Type *it, List
	attrs, Type *t);
Op *pl_shufflevector(Parser *p, Word w, YLoc l, ValRef a, ValRef b, Attr *mask, List attrs,
	Type *t);
Op *pl_atomicrmw(Parser *p, Word w, YLoc l, List pre, ValRef a, ValRef v, List post, List attrs,
	Type *pt, Type *t);
Op *pl_cmpxchg(Parser *p, Word w, YLoc l, List pre, ValRef a, ValRef cmp, ValRef v, List post, List
	attrs, Type *pt, Type *t);
Op *pl_fence(Parser *p, Word w, YLoc l, List kws, List attrs);
Op *pl_va_arg(Parser *p, Word w, YLoc l, ValRef a, List attrs, Type *fnty);   /* : (ptr) -> T */
Op *pl_call(Parser *p, Word w, YLoc l, List pre, Attr *callee, List args, List post, List attrs,
	FnSig sig);
Op *pl_call_indirect(Parser *p, Word w, YLoc l, List pre, ValRef fnptr, List args, List post, List
	attrs, Type *fnptrty, FnSig sig);
Op *pl_invoke(Parser *p, Word w, YLoc l, List pre, Attr *callee, ValRef *fnptr, Type *fnptrty, List
	args, Sym *unwind, List post, List attrs, FnSig sig);
Op *pl_call_intrinsic(Parser *p, Word w, YLoc l, Span name, YLoc nl, List args, List attrs, FnSig sig);
Op *pl_inline_asm(Parser *p, Word w, YLoc l, List pre, Span str, YLoc sl, Span cons, YLoc cl, List
	args, List attrs, Type *fnty);
void pl_bundle(Parser *p, Span tag, YLoc l, List uses, List types);   /* "tag"(%a : T) */
List pl_clause(Parser *p, List l, Sym *kind, ValRef r, Type *t, YLoc kl);
List pl_cleanup(Parser *p, List l, Sym *kw, YLoc kl);
Op *pl_landingpad(Parser *p, Word w, YLoc l, List clauses, List attrs, Type *t);
Op *pl_resume(Parser *p, Word w, YLoc l, ValRef v, List attrs, Type *t);
Op *pl_return(Parser *p, Word w, YLoc l, List attrs, ValRef *v, Type *t);
Op *pl_unreachable(Parser *p, Word w, YLoc l, List attrs);
Op *pl_br(Parser *p, Word w, YLoc l, List attrs);
Op *pl_cond_br(Parser *p, Word w, YLoc l, ValRef c, Attr *weights, List attrs);
Attr *pl_weights(Parser *p, Sym *kw, YLoc kl, Attr *arr);
List pl_case(Parser *p, List l, Span v, YLoc vl);
Op *pl_switch(Parser *p, Word w, YLoc l, ValRef v, Type *t, List cases, List attrs);
Attr *pl_tag(Parser *p, Sym *id, YLoc idl, Span n, YLoc nl);
Op *pl_blockaddress(Parser *p, Word w, YLoc l, Sym *fnkw, YLoc fnl, Attr *fn, Sym *tagkw, YLoc tagl, Attr *tag,
                    List attrs, Type *t);
Op *pl_blocktag(Parser *p, Word w, YLoc l, Attr *tag, List attrs);
Op *pl_indirectbr(Parser *p, Word w, YLoc l, ValRef a, Type *t, List succs, List attrs);
Op *pl_intr(Parser *p, Word w, YLoc l, List args, List attrs, Type *fnty);
Op *pl_intr_scope(Parser *p, Word w, YLoc l, Attr *scope, YLoc al, List attrs);
/* llvm.intr.trap <{props}> {attrs}: no operands, no results */
Op *pl_intr_bare(Parser *p, Word w, YLoc l, List props, List attrs);
/* llvm.intr.dbg.declare/value #var [#expr] = %v attrs : T */
Op *pl_intr_dbg(Parser *p, Word w, YLoc l, Attr *var, YLoc vl, Attr *expr, YLoc el, List args, List attrs, Type *t);
Op *pl_intr_special(Parser *p, Word w, YLoc l, Attr *imm, List args, List kws, List attrs, Type *t,
	Type *to);
Op *pl_func(Parser *p, Word w, YLoc l, List pre, Sym *name, FnSig *sig, List post, Attr *dict,
	Region *body);
Op *pl_global(Parser *p, Word w, YLoc l, List pre, Sym *name, Attr *init, List post, List attrs,
	Type *t, Region *body);
Op *pl_comdat(Parser *p, Word w, YLoc l, Sym *name, Region *body, List attrs);
Op *pl_alias(Parser *p, Word w, YLoc l, List pre, Sym *name, List attrs, Type *t, Region *body);
Op *pl_ifunc(Parser *p, Word w, YLoc l, List pre, Sym *name, Type *t, Type *rt, Attr *resolver, List attrs);
Op *pl_comdat_selector(Parser *p, Word w, YLoc l, Sym *name, Sym *kind, List attrs);
Op *pl_linker_options(Parser *p, Word w, YLoc l, Attr *opts);
Op *pl_intr_invariant_end(Parser *p, Word w, YLoc l, List start, Attr *size, ValRef ptr, List attrs,
	Type *t);
Op *pl_intr_into(Parser *p, Word w, YLoc l, List args, Attr *pos, List attrs, Type *t, YLoc tl, Sym *word, YLoc wl,
                 Type *t2, YLoc t2l);
Type *pl_intr_fn_kinds(Parser *p, Word w, Type *t, YLoc tl);
Op *pl_intr_vacopy(Parser *p, Word w, YLoc l, ValRef src, ValRef dest, List attrs, Type *dt, Type *st);
Op *pl_attr_op(Parser *p, Word w, YLoc l, List attrs);

#endif
