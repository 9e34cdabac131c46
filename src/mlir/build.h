/* build.h - the builder actions the MLIR grammar calls.  Each returns
 * NULL (or an empty value) after reporting an error; builders accept NULL
 * inputs quietly, so one error is reported once and parsing stops at the
 * next token (the lexer returns LEX_ERROR once p->failed is set). */
#ifndef XLATE_MLIR_BUILD_H
#define XLATE_MLIR_BUILD_H

#include "mlir/parse.h"
#include "mlir.tab.h"

typedef MLYLTYPE YLoc;

/* ------------------------------------------------------------ parse.c */

/* A list of length 0 at the top of the stack whose count is *n. */
List p_list_empty(unsigned *n);
Span p_span(Parser *p, YLoc l);              /* source text of l */
Loc p_loc(Parser *p, YLoc l);

/* Reports a syntax error at l: the n expected token names, and the text
 * found there. */
void p_syntax_error(Parser *p, YLoc l, bool at_eof, const char **expected, int n);
List p_use_first(Parser *p, ValRef r);
List p_use_next(Parser *p, List l, ValRef r);
List p_type_first(Parser *p, Type *t);
List p_type_next(Parser *p, List l, Type *t);
List p_reg_first(Parser *p, Region *r);
List p_reg_next(Parser *p, List l, Region *r);

/* Values: resolves a use to a value of type t (a forward reference makes a
 * placeholder); NULL after an error.  p_resolve_list pops l from p->vs. */
Value *p_resolve(Parser *p, ValRef r, Type *t);
bool p_resolve_list(Parser *p, List uses, Type **types, unsigned ntypes, OpState *s);
bool p_resolve_all(Parser *p, List uses, Type *t, OpState *s);   /* all of type t */

/* Regions and blocks. */
bool p_region_open(Parser *p, YLoc l);
Region *p_region_close(Parser *p, YLoc l);
void p_block_def(Parser *p, Sym *label, YLoc l);
void p_block_arg(Parser *p, ValRef name, Type *t, Span loc);
/* --mlir-print-debuginfo: op's or block argument's location, the written
 * loc(...) (a Span of it, or empty) or at; an alias #name = loc(...). */
void p_note_loc(Parser *p, const void *key, Loc at, Span written);
void p_loc_alias(Parser *p, Sym *name, Span written);
/* The location body (what loc(...) holds) [s, s + n) as data (ATTR_LOC_*:
 * "f":l:c, "name", unknown, fused<md>[...], callsite(a at b), #alias);
 * NULL for what xlate does not read so. */
Attr *p_loc_text(Parser *p, const char *s, size_t n);
/* Successor ^label or ^label(uses : types), pushed on p->ss. */
void p_successor(Parser *p, Sym *label, YLoc l, List uses, List types);

/* Ops.  p_op_begin starts an OpState (name from the kind); p_op_finish
 * adds the attribute list l (popped), successors (popped), regions
 * (popped) and creates the op. */
void p_op_begin(Parser *p, OpState *s, Sym *name, YLoc l);
/* Helpers of the custom-form builders (parse_ops.c). */
void p_begin(Parser *p, OpState *s, Word w, YLoc l);
Op *p_finish(Parser *p, OpState *s, List attrs);            /* no successors, regions */
Op *p_finish_regions(Parser *p, OpState *s, List attrs, unsigned nreg, Region **regs);
bool p_use_one(Parser *p, OpState *s, ValRef r, Type *t);
bool p_use_list(Parser *p, OpState *s, List uses, List types);  /* pops both */
Attr *p_i32_array(Parser *p, unsigned n, const int64_t *v);    /* array<i32: ...> */
Attr *p_i64_array(Parser *p, unsigned n, const int64_t *v);    /* array<i64: ...> */
bool p_word_is(Parser *p, Sym *w, const char *want, YLoc l);   /* else reports */
Op *p_op_finish(Parser *p, OpState *s, List attrs, List succs, List regs);
/* Binds the results named by the RESULTS token (popped) and appends op
 * to the current block. */
void p_op_end(Parser *p, ResList *results, Op *op, YLoc l);
/* An op with its results (NULL: none) at l, and its trailing location. */
void p_operation(Parser *p, ResList *results, Op *op, YLoc l, YLoc name, Span written_loc);
/* The name of a generic op; its regions are isolated if the op is. */
Sym *p_generic_name(Parser *p, Span name, YLoc l);
/* props.c: a generic op read, its properties as xlate's IR holds them */
void props_read(Ctx *c, Op *op);
Op *p_generic_op(Parser *p, Sym *name, YLoc l, List uses, List succs, List props,
                 List regs, List attrs, Type *fnty);
/* Adds the pending entry-block arguments of the next region (func.func). */
void p_set_entry_args(Parser *p, List fnargs);

/* ------------------------------------------------------- parse_attr.c */

void p_attr_alias(Parser *p, Sym *name, Attr *a, YLoc l);
void p_type_alias(Parser *p, Sym *name, Type *t, YLoc l);
Attr *p_attr_alias_ref(Parser *p, Sym *name, YLoc l);
Type *p_type_alias_ref(Parser *p, Sym *name, YLoc l);

Type *p_builtin_type(Parser *p, Word w, YLoc l);
Type *p_func_type(Parser *p, List ins, List outs);
Type *p_tuple_type(Parser *p, List elts);
List p_dim(Parser *p, List dims, int64_t d, bool scalable);
Type *p_vector_type(Parser *p, List dims, Type *elt, YLoc l);
Type *p_tensor_type(Parser *p, List dims, Type *elt, List attrs, YLoc l);
Type *p_memref_type(Parser *p, List dims, Type *elt, List attrs, YLoc l);
Type *p_umemref_type(Parser *p, Type *elt, List attrs, YLoc l);
/* !llvm.array<N x T>; !llvm.vec<N x T>, scalable <? x N x T> (scal DYN). */
Type *p_llvm_array_type(Parser *p, int64_t n, Type *elt, YLoc l);
Type *p_llvm_vec_type(Parser *p, int64_t scal, int64_t n, Type *elt, YLoc l);
Type *p_llvm_func_type(Parser *p, Type *ret, List params, bool vararg);
Type *p_struct_type(Parser *p, Type *named, List elts, bool packed, YLoc l);
Type *p_memref_old_layout(Parser *p, List dims, Type *elt, Attr *strided, Sym *kw, YLoc kwl, List attrs, YLoc l);
Type *p_struct_ref(Parser *p, Type *named, YLoc l);
Type *p_struct_named(Parser *p, Span name, YLoc l);
void p_dict_note(Parser *p, List l, YLoc at);
bool p_dict_key_new(Parser *p, List l, Sym *key, YLoc at);
List p_dict_text(Parser *p, LexDict *t);
Type *p_struct_opaque(Parser *p, Type *named, YLoc l);
Type *p_target_type(Parser *p, YLoc l);
/* !llvm.half/bfloat/float/double/fp128/x86_fp80 of older MLIR. */
Type *p_llvm_legacy_type(Parser *p, Sym *name, YLoc l);

uint64_t p_uint(Parser *p, Span s, YLoc l);
int64_t p_int64(Parser *p, Span s, YLoc l);
Sym *p_intern_string(Parser *p, Span s, YLoc l);   /* unescaped */
Attr *p_int_attr(Parser *p, Span s, YLoc l, Type *t);
Attr *p_float_attr(Parser *p, Span s, YLoc l, Type *t);
Attr *p_bool_attr(Parser *p, bool b, Type *t, YLoc l);
Attr *p_string_attr(Parser *p, Span s, YLoc l, Type *t);
Attr *p_array_attr(Parser *p, List elts);
Attr *p_dict_attr(Parser *p, List entries);
Attr *p_symref(Parser *p, Sym *name);
Attr *p_symref_nested(Parser *p, Attr *root, Sym *name);
List p_lit(Parser *p, LitKind k, Span s, YLoc l);
Attr *p_dense(Parser *p, DenseBody d, Type *t, YLoc l);
/* sparse<indices, values> : t, itext the indices' source text (to tell
 * [[i], ...] from [i, ...]); sparse<> has no literals.  The dense
 * attribute of its elements, keeping the sparse form for printing. */
Attr *p_sparse(Parser *p, DenseBody indices, DenseBody values, Span itext, Type *t, YLoc l);
Attr *p_dense_array(Parser *p, Type *elt, List lits, YLoc l, YLoc lt);   /* lt: elt's */
Attr *p_strided(Parser *p, List strides, Sym *offset_kw, int64_t offset, YLoc l);
Attr *p_dl_spec(Parser *p, List entries);

/* ------------------------------------------------ parse_dialect_attr.c */
/* #dialect.name<body>, flag sets (fastmath, overflow) in canonical order. */
Attr *p_opaque_attr(Parser *p, Sym *dialect, Sym *body, bool angled);
void p_dialect_memos_free(Parser *p);
/* #llvm.x<name = value, ...> of an ATTR_LLVM kind read by the grammar. */
Attr *p_llattr_fields(Parser *p, int kind, List entries, YLoc l);
bool p_enum_ok(Parser *p, Loc at, Sym *dialect, Sym *body);
bool p_struct_body_ok(Parser *p, Loc at, Sym *dialect, Sym *body);
bool p_dialect_attr_ok(Parser *p, Loc at, Sym *name);
extern const char *const p_int_preds[];   /* eq ne slt ... uge, NULL-terminated (parse_ops.c) */
/* #dialect.name<body> from a flag list, e.g. ("arith.overflow", "nsw"). */
Attr *p_flags(Parser *p, const char *dialect, Span body, YLoc l);   /* overflow<...>, fastmath<...>: an error unless flags */

/* --------------------------------------------------------- parse_ops.c */

/* func.func-like signatures: arguments/results on p->fs. */
void p_fn_arg(Parser *p, Sym *name, Type *t, Attr *attrs, YLoc l, Span loc);
FnSig p_fn_sig(Parser *p, List args, List results);
FnSig p_call_sig(Parser *p, List args, List results);   /* a call's type */

Op *p_module_op(Parser *p, Word w, YLoc l, Sym *name, List attrs, Region *body);
Op *p_cast_op(Parser *p, Word w, YLoc l, List uses, List intypes, List outtypes, List attrs);
Op *p_func_op(Parser *p, Word w, YLoc l, Sym *vis, Sym *name, FnSig *sig, List attrs, Region *body);
Op *p_return_op(Parser *p, Word w, YLoc l, List attrs, List uses, List types);
Op *p_call_op(Parser *p, Word w, YLoc l, Attr *callee, List uses, List attrs, Type *fnty);
Op *p_call_indirect_op(Parser *p, Word w, YLoc l, ValRef callee, List uses, List attrs, Type *fnty);
Op *p_func_constant_op(Parser *p, Word w, YLoc l, List attrs, Attr *sym, Type *t);
Op *p_arith_constant(Parser *p, Word w, YLoc l, List attrs, Attr *value);
Attr *p_exact(Parser *p, Sym *w, YLoc l);
Op *p_std_constant(Parser *p, Word w, YLoc l, List attrs, Attr *value);   /* 2020 `constant 42 : i32` */
bool p_in_llvm_func(Parser *p);   /* the innermost region is an llvm.func body */
Op *p_arith_binop(Parser *p, Word w, YLoc l, ValRef a, ValRef b, Attr *flags, List attrs, Type *t);
Op *p_arith_unary(Parser *p, Word w, YLoc l, ValRef a, Attr *flags, List attrs, Type *t);
Op *p_arith_cmp(Parser *p, Word w, YLoc l, Sym *pred, YLoc pl, ValRef a, ValRef b, Attr *flags, List attrs, Type *t);
Op *p_arith_select(Parser *p, Word w, YLoc l, ValRef c, ValRef a, ValRef b, List attrs, List types);
Op *p_arith_cast(Parser *p, Word w, YLoc l, ValRef a, Sym *rounding, YLoc rl, Attr *flags, List attrs, Type *from, Type *to);
Op *p_arith_extended(Parser *p, Word w, YLoc l, ValRef a, ValRef b, List attrs, List types);
/* An op with one operand of type in and one result of type out (none
 * if out is NULL). */
Op *p_unary_op(Parser *p, Word w, YLoc l, ValRef a, Type *in, List attrs, Type *out);

Op *p_br_op(Parser *p, Word w, YLoc l, List attrs);
Attr *p_weights(Parser *p, Sym *kw, Attr *weights, YLoc l);
Op *p_cond_br_op(Parser *p, Word w, YLoc l, ValRef c, Attr *weights, List attrs);
void p_switch_case_value(Parser *p, Span s, YLoc l);
Op *p_switch_op(Parser *p, Word w, YLoc l, ValRef flag, Type *t, List cases, List attrs);
Op *p_assert_op(Parser *p, Word w, YLoc l, ValRef c, Span msg, YLoc ml, List attrs);

Op *p_index_constant(Parser *p, Word w, YLoc l, Span v, YLoc vl, List attrs);
Op *p_index_bool(Parser *p, Word w, YLoc l, bool v, List attrs);
Op *p_index_binop(Parser *p, Word w, YLoc l, ValRef a, ValRef b, List attrs);
Op *p_index_cmp(Parser *p, Word w, YLoc l, Sym *pred, YLoc pl, ValRef a, ValRef b, List attrs);
Op *p_index_sizeof(Parser *p, Word w, YLoc l, List attrs);

/* -------------------------------------------------------- parse_memref.c */

Op *p_memref_alloc(Parser *p, Word w, YLoc l, List dyn, List syms, List attrs, Type *t);
Op *p_memref_load(Parser *p, Word w, YLoc l, ValRef m, List idx, List attrs, Type *t);
Op *p_memref_store(Parser *p, Word w, YLoc l, ValRef v, ValRef m, List idx, List attrs, Type *t);
Op *p_memref_dim(Parser *p, Word w, YLoc l, ValRef m, ValRef i, List attrs, Type *t);
Op *p_memref_offsets_op(Parser *p, Word w, YLoc l, ValRef src, Mixed offs, Mixed sizes, Mixed strides,
                        List attrs, Type *from, Type *to);
Op *p_memref_view(Parser *p, Word w, YLoc l, ValRef src, ValRef shift, List sizes, List attrs, Type *from, Type *to);
enum { GLOBAL_NONE, GLOBAL_UNINIT, GLOBAL_DENSE };   /* DenseBody.kind of memref.global */
Op *p_memref_global(Parser *p, Word w, YLoc l, Sym *vis, bool constant, Sym *name, Type *t, DenseBody init,
                    YLoc il, List attrs);
Op *p_memref_get_global(Parser *p, Word w, YLoc l, Attr *name, List attrs, Type *t);
Op *p_memref_copy(Parser *p, Word w, YLoc l, ValRef a, ValRef b, List attrs, Type *ta, Type *tb);
Op *p_memref_meta(Parser *p, Word w, YLoc l, ValRef m, List attrs, Type *t, List results);
Op *p_memref_atomic_rmw(Parser *p, Word w, YLoc l, Sym *kind, YLoc kl, ValRef v, ValRef m, List idx,
                        List attrs, Type *fnty);
Op *p_memref_generic_rmw(Parser *p, Word w, YLoc l, ValRef m, List idx, Type *t, Region *body, List attrs);
Op *p_memref_assume_alignment(Parser *p, Word w, YLoc l, ValRef m, Span align, YLoc al, List attrs, Type *t);
Op *p_memref_reshape_op(Parser *p, Word w, YLoc l, ValRef src, List reassoc, Mixed *out_shape, Sym *kw,
                        YLoc kwl, List attrs, Type *from, Sym *into, YLoc intol, Type *to);
Op *p_memref_reshape(Parser *p, Word w, YLoc l, ValRef src, ValRef shape, List attrs, Type *fnty);
Attr *p_affine_perm(Parser *p, YLoc l);
Op *p_memref_transpose(Parser *p, Word w, YLoc l, ValRef src, Attr *perm, List attrs, Type *from, Type *to);
Op *p_memref_prefetch(Parser *p, Word w, YLoc l, ValRef m, List idx, Sym *rw, YLoc rwl, Sym *loc_kw, YLoc lkl,
                      Span hint, YLoc hl, Sym *cache, YLoc cl, List attrs, Type *t);
Op *p_memref_alloca_scope(Parser *p, Word w, YLoc l, List results, Region *body, List attrs);

#endif
