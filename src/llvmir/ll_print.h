/* ll_print.h - private interface of the .ll printer (ll_print.c, ll_body.c,
 * ll_inst.c, ll_const.c, ll_fold.c, ll_intr.c).
 *
 * The printer mirrors what mlir-translate-19 does: constant-like ops become
 * LLVM constants (LLConst) and ops whose operands are all constants are
 * folded the way llvm::IRBuilder's ConstantFolder folds them; every other op
 * is an instruction with a dense number.  Values are looked up through a
 * per-function pointer hash map (Map), so printing is linear.
 * Names shared between these files start with lp_ (lc_ for constants), so
 * they cannot clash with the .ll importer's ll_ names. */
#ifndef XLATE_LL_PRINT_H
#define XLATE_LL_PRINT_H

#include "xlate/ir.h"
#include "llvmir/layout.h"

typedef enum LLConstKind {
	LC_INT,     /* u (width <= 64, zero-extended) or wide (an ATTR_INT) */
	LC_FP,      /* bits[] exact encoding of ty */
	LC_ZERO,    /* zeroinitializer / null / 0 */
	LC_UNDEF, LC_POISON,
	LC_GLOBAL,  /* @name (a ptr) */
	LC_STR,     /* c"..." of [n x i8]: str (n bytes) */
	LC_AGG,     /* struct / array / vector: elts[n] */
	LC_EXPR,    /* constant expression: opcode op, operands elts[n] */
	LC_SPLAT,   /* a scalable vector of elts[0] */
	LC_BLOCKADDR, /* blockaddress(@name, %u) */
	LC_DSOEQ,   /* dso_local_equivalent @name */
} LLConstKind;

typedef struct LLConst LLConst;
struct LLConst {
	LLConstKind k;
	Type *ty;
	uint64_t u;
	Attr *wide;
	uint64_t bits[2];
	Sym *name;
	const char *str;
	unsigned n;
	LLConst **elts;
	/* LC_EXPR: op is the llvm op kind (OP_LLVM_GEP, OP_LLVM_PTRTOINT, ...);
	 * aux is the GEP source element type; gep_op the GEP op (its flags);
	 * ovf the nuw(1)/nsw(2) flags of add/sub/mul/shl. */
	OpKind op;
	Type *aux;
	Op *gep_op;
	unsigned ovf;
	unsigned nw;   /* a GEP folded to i8 (8): its flags inbounds 1, nusw 2, nuw 4 */
};

/* The value in the printer's maps (Map of VSlot): a folded constant or an
 * instruction number. */
typedef struct VSlot {
	LLConst *c;
	long num;          /* -1 until numbered */
	Value *alias;      /* a no-op cast: the value it stands for */
	/* LLVM 14 (ll_typed.c): tnum > 0, the value is defined at type nat and
	 * its uses see %.tN; pre > 0, while one instruction prints, the value
	 * is %.tN of type pre_ty (pre -1: a constant, cast in place; -2: the
	 * value as defined, %num) */
	long tnum, pre;
	Type *pre_ty, *nat;
} VSlot;

/* An extra block that splits an edge of a terminator that branches to the
 * same argument-taking block more than once (see ensureDistinctSuccessors). */
typedef struct SplitEdge {
	Op *term;
	unsigned succ;       /* which successor of term */
	Block *from;         /* term's block */
	long num;            /* block number */
	long phi0;           /* number of its first phi */
} SplitEdge;

/* An intrinsic declaration we print: its text in LLP.decls. */
typedef struct IntrDecl {
	size_t start, end;
	bool dropped;        /* the module declares it itself */
} IntrDecl;


/* A metadata node (ll_meta.c): its text, operands that are nodes written
 * "\1K\1" (K the index in LLP.mdn), and its number (-1 until named). */
typedef struct MdNode {
	Sym *text;
	long num;
} MdNode;

typedef VEC(Block *) BlockVec;

typedef struct LLP {
	Ctx *c;
	Out *o;              /* where instructions go */
	unsigned nerr;
	/* the values of the function (or global initializer) being printed:
	 * their slots in order, each found from its value (Value.pslot) */
	VEC(struct ValSlot { Value *v; VSlot s; }) vals;
	/* blocks of the current function: map Block* -> index into bnum (a
	 * long; a split edge's Succ* -> its index in splits) */
	Map blocks;
	VEC(SplitEdge) splits;
	/* lp_function_body's: its blocks in order, the index of each (Block*
	 * -> index + 1), and the arena of its other arrays (given back after
	 * each function): kept from one function to the next */
	BlockVec fblocks;
	Map block_ix;
	Arena *tmp;
	/* identified structs seen, for the type definitions */
	VEC(Type *) structs;
	Map struct_seen;
	/* intrinsics by name: num -1 unseen, 0 declared by the module itself,
	 * k > 0 declared by us in intr_decls[k - 1] */
	Map intr_seen;
	Map comdat_seen;     /* comdat selector names (num 0 once seen) */
	VEC(IntrDecl) intr_decls;
	Out decls;           /* intrinsic declarations, as intr_decls slices */
	Out funcs;           /* functions printed so far (spilled to disk) */
	Out module_decls;    /* functions the conversion added to the module */
	unsigned nstreamed;  /* functions printed by ll_print_func */
	Map type_texts;     /* aggregate Type* -> index in texts */
	VEC(Sym *) texts;    /* the printed text of those types */
	/* metadata nodes (ll_meta.c) */
	VEC(MdNode) mdn;
	VEC(unsigned) md_order;   /* the nodes lp_md_num numbers at once */
	Map md_seen;         /* a node's text (Sym*) or the attribute it was made of -> its index in mdn */
	Out md;              /* "!N = ..." lines, in the order of N */
	unsigned nmd;        /* numbers given */
	Op *cur_fn;
	Sym *position;       /* "position" (insertvalue, extractvalue) */
	Layout dl;           /* the module's data layout (LLVM's default without one) */
	Map groups;         /* attribute set text (Sym*) -> group number */
	/* a passthrough array or a parameter dictionary (Attr*) -> its text
	 * (AttrText*): it depends on nothing else (attr_text_keep; not at 14) */
	Map attr_texts;
	Out attr_tmp;        /* attr_text_keep's scratch */
	unsigned ngroups;
	Out attrgroups;      /* "attributes #N = { ... }" lines */
	/* #llvm.blockaddress attribute -> label number of the block tagged so;
	 * complete (tags_ready) before the first global or function prints */
	Map tags;
	bool tags_ready;
	/* LLVM 14's typed pointers (ll_typed.c) */
	bool typed;
	Map gtypes;          /* global or function name (Sym*) -> its op */
	struct Infer *inf;   /* the pointees inferred (ll_infer.c) */
	long ntmp;           /* %.tN numbers given */
	VEC(Value *) pre;    /* values retyped for the instruction printing */
	Map edges;           /* successor operand (Use*) -> its %.tN (pre) for the phi; a call's argument -> how it prints */
	Map gsizes;          /* global variable seen so far (Sym*) -> its value type: dereferenceable */
	Op *gscan;           /* streaming: the last kept top-level op noted in gsizes */
	bool streaming;      /* printing a function by ll_print_func */
	bool late;           /* it depends on a symbol defined after it (the whole module must be printed) */
	/* the module's named metadata, numbered before the functions' (ll_meta.c) */
	VEC(Op *) named_ops;  /* its llvm.module_flags and llvm.linker_options ops, in order */
	Attr *ident, *cmdline, *deplibs, *triple;   /* its attributes (ll_print_module_attrs) */
	bool named_done;     /* numbered (when the first function named a node, or at the end) */
	bool flags_done;     /* llvm.module.flags is */
	Out named;           /* "!llvm.module.flags = !{...}" lines */
	Map fns;             /* the llvm.func names (Sym*) of the whole module, for CG Profile */
	bool fns_ready;      /* fns is filled (a whole module is printed) */
	/* what the release written cannot say (lp_drop): one warning at the end */
	const char *dropped[16];
	unsigned ndropped;
	Loc first_drop;
} LLP;

/* ll_print.c */
VSlot *lp_map_get(Map *m, void *key, bool insert);
/* v's slot in p->vals (insert: made, num -1, if absent; else NULL); a slot
 * moves when one more than lp_vals_clear's expect is made */
VSlot *lp_val(LLP *p, Value *v, bool insert);
void lp_vals_clear(LLP *p, size_t expect);   /* empties p->vals for about expect values */
size_t lp_region_values(Region *r, size_t *nblocks);   /* arguments and results in r, to size maps */
void lp_type(LLP *p, Out *o, Type *t);
void lp_global_name(Out *o, Sym *name);
void lp_quoted(Out *o, const char *s, size_t n);
Attr *lp_attr(Op *op, const char *name);
int64_t lp_attr_i64(Op *op, const char *name, int64_t dflt);
const char *lp_opaque_body(Op *op, const char *name);
const char *ll_cconv_keyword(const char *mlir, char *buf, size_t n);  /* import.c: fastcc, ghccc, cc 11 */
void lp_gep_flags(LLP *p, Out *o, Op *op);   /* ll_inst.c: "inbounds ", "nusw nuw ", ... */
bool lp_new_flags(LLP *p);          /* ll_inst.c: the release writes nneg, disjoint, ... (GT_NEW_FLAGS) */
void lp_drop(LLP *p, Loc at, const char *what);   /* ll_print.c: what (a lasting string) is left out */
/* Streaming: global or function name was defined before the function printed. */
static inline bool lp_printed(LLP *p, Sym *name)
{
	ModSym m;
	return modsym_get(p->c, name, &m) && (m.own & MS_PRINTED);
}
bool lp_is_void(Type *t);

/* ll_infer.c: the pointees of LLVM 14's typed pointers */
typedef struct Infer Infer;
Infer *lp_infer(Ctx *c, Op *module);
bool lp_has_ptr(Type *t);     /* or is an identified struct */
void lp_infer_free(Infer *in);
Type *lp_infer_value(Infer *in, Value *v);                 /* a value's typed type */
Type *lp_infer_global(Infer *in, Sym *name, Type *opaque); /* what @name points to */
Type *lp_infer_field(Infer *in, Type *st, unsigned i);     /* an identified struct's field */
Type *lp_infer_gep_src(Infer *in, Op *gep, Type *opaque);  /* a getelementptr's source type */
/* ll_typed.c: typed pointers for LLVM 14 */
void lp_typed_module(LLP *p, Op *module);
Type *lp_typed_global(LLP *p, Sym *name);
Type *lp_use_type(LLP *p, Value *v);
Type *lp_def_type(LLP *p, Value *v);
Type *lp_const_type(LLP *p, LLConst *k);
void lp_const_as(LLP *p, Out *o, LLConst *k, Type *want);
Type *lp_typed_callee(LLP *p, Op *call);
Type *lp_typed_gep_src(LLP *p, Op *gep);
Type *lp_typed_alloca_elem(LLP *p, Op *alloca);
void lp_phi_value(LLP *p, Out *o, Op *term, unsigned opnd, Type *want);
Type *lp_arg_type(LLP *p, Use *arg);             /* a call's argument: its type there */
void lp_arg_value(LLP *p, Out *o, Use *arg);     /* and its value */
void lp_typed_pre(LLP *p, Op *op);
void lp_typed_post(LLP *p, Op *op);
void lp_typed_args(LLP *p, Op *fn);
bool lp_typed_inst(LLP *p, Op *op);
void lp_typed_fold(LLP *p, Block **blocks, unsigned nb);
void lp_ptr_to(LLP *p, Out *o, Type *pointee, unsigned as);
Type *lp_param_pointee(Attr *dict);
bool lp_after14(Attr *passthrough);
/* ll_attrs.c */
void lp_signature_attrs(LLP *p, Out *o, Op *fn);              /* every function */
void lp_definition_attrs(LLP *p, Out *o, Op *fn);     /* definitions only */
void lp_target_attrs(LLP *p, Out *o, Op *fn);         /* frame-pointer, target-features */
void lp_kernel_md(LLP *p, Out *o, Op *fn);            /* " !vec_type_hint !N ..." (ll_meta.c) */
void lp_passthrough_attr(Out *o, Attr *a);
void lp_passthrough_attrs(LLP *p, Out *o, Attr *array);   /* each entry's lp_passthrough_attr */
void lp_attr_texts_free(LLP *p);
/* fn's passthrough entries as mlir-translate (19+) checks them: a string
 * or two, an LLVM attribute with a value only if it takes an integer;
 * else the error at fn, false. */
bool lp_passthrough_ok(LLP *p, Op *fn);
/* call sites (22; an intrinsic op's that --keep-ll-extras kept: prefix "xlate.") */
void lp_call_attrs(LLP *p, Out *o, Op *call, const char *prefix);
void lp_param_attrs(LLP *p, Out *o, Attr *dict);
Attr *array_elt(Attr *a, unsigned i);   /* element i of an array attribute, or NULL */
void lp_target_attrs(LLP *p, Out *o, Op *fn);   /* frame-pointer, target-features */
void lp_fn_attr_group(LLP *p, Out *o, Out *fa);          /* " #N" for the set in fa */
long lp_fn_attr_set(LLP *p, Out *fa, Sym **key);         /* its group number (-1: none) and text */
void lp_fn_attrs_comment(Out *o, Sym *key);             /* "; Function Attrs: ..." of a group */
void lp_dlti_layout(Out *o, Attr *spec);

/* ll_const.c */
LLConst *lc_new(LLP *p, LLConstKind k, Type *ty);
LLConst *lc_int(LLP *p, Type *ty, uint64_t v);
LLConst *lc_from_attr(LLP *p, Op *at, Attr *a, Type *ty);
void lc_print(LLP *p, Out *o, LLConst *k);          /* the value */
void lc_print_raw(LLP *p, Out *o, LLConst *k);      /* the same, pointers untyped */
void lc_print_typed(LLP *p, Out *o, LLConst *k);    /* "type value" */
void lp_float(Out *o, Type *t, const uint64_t bits[2]);
LLConst *lc_fp(LLP *p, Type *ty, uint64_t b0, uint64_t b1);    /* bits as the type encodes them */
uint64_t lc_agg_len(Type *t);                /* elements of an aggregate or vector type; 0 for scalars */
Type *lc_agg_elt(Type *t, uint64_t i);       /* the type of element i */
LLConst *lc_elt(LLP *p, LLConst *c, uint64_t i);   /* element i of a constant aggregate (NULL: not known) */
LLConst *lc_expand(LLP *p, LLConst *c);      /* an LC_AGG with every element of c */
bool lc_is_zero(LLConst *c);                 /* 0, +-0.0 or zeroinitializer */
bool lc_error(LLP *p, Op *at, const char *msg);   /* reports msg at op at; false */
static inline unsigned lc_width(Type *t) { return t->kind == TY_INT ? t->i.width : 64; }
static inline uint64_t lc_mask(unsigned w) { return w >= 64 ? ~0ULL : (1ULL << w) - 1; }
/* v's low w bits, sign-extended */
static inline int64_t lc_signed(uint64_t v, unsigned w)
{
	if (w >= 64)
		return (int64_t)v;
	uint64_t m = 1ULL << (w - 1);
	v &= lc_mask(w);
	return (int64_t)((v ^ m) - m);
}
static inline bool lc_is_vec(Type *t)
{
	return (t->kind == TY_VECTOR && t->shaped.rank == 1) || t->kind == TY_LLVM_VEC;
}
static inline bool lc_is_scalable(Type *t)
{
	return (t->kind == TY_VECTOR && t->shaped.scalable && t->shaped.scalable[0]) ||
	       (t->kind == TY_LLVM_VEC && t->llvec.scalable);
}

/* ll_fold.c */
/* The constant an op folds to, or NULL if it is an instruction.  Reports
 * an error (and returns NULL) for a constant op it cannot convert. */
LLConst *lc_fold_op(LLP *p, Op *op);
uint64_t lc_alloc_size(Type *t);                    /* default data layout */

/* ll_body.c */
void lp_function_body(LLP *p, Op *fn);   /* its blocks, after the header */
void lp_number_tagged_blocks(LLP *p, Op *fn, Sym *fname);   /* blocks a blockaddress names, numbered early */
void lp_block_ref(LLP *p, Out *o, Op *term, unsigned succ);  /* "label %N" */

/* ll_inst.c */
void lp_inst(LLP *p, Op *op);
void lp_value(LLP *p, Out *o, Value *v);            /* %N or a constant */
void lp_typed_value(LLP *p, Out *o, Value *v);      /* "type %N" */
Type *lp_operand_type(LLP *p, Value *v);            /* its type there */
unsigned lp_own_operands(Op *op);                   /* operands before the successors' */
unsigned lp_call_nargs(Op *op);                     /* a call's or invoke's arguments, without bundle operands */
void lp_fastmath(Out *o, Op *op);
void lp_overflow(Out *o, Op *op);    /* " nuw nsw" of overflowFlags */
bool lp_shape_ok(Op *op);

/* ll_meta.c */
void lp_tbaa(LLP *p, Op *op);     /* ", !tbaa !N" */
void lp_tbaa_struct(LLP *p, Op *op);   /* ", !tbaa.struct !N" (--keep-ll-extras) */
void lp_loop(LLP *p, Op *op);     /* ", !llvm.loop !N" */
void lp_alias_scopes(LLP *p, Op *op);   /* ", !alias.scope !N, !noalias !M" */
void lp_dereferenceable(LLP *p, Op *op);   /* ", !dereferenceable[_or_null] !N" */
long lp_scope_list(LLP *p, Attr *a);    /* !{scopes} node number, or -1 */
void lp_branch_weights(LLP *p, Op *op);   /* ", !prof !N" */
void lp_mmra(LLP *p, Op *op);     /* ", !mmra !N" */
void lp_access_groups(LLP *p, Op *op);   /* ", !llvm.access.group !N" */
void lp_md_leaf(LLP *p, const char *kind, const char *text);   /* ", !kind !N" of node text: !{i32 1}, !{} */
void lp_entry_count(LLP *p, Out *o, uint64_t count);   /* " !prof !N" of a function */
void lp_named_op(LLP *p, Op *op);   /* a llvm.module_flags or llvm.linker_options op */
void lp_named_number(LLP *p);       /* the named metadata numbered (if not yet): p->named */

/* ll_intr.c */
void lp_intrinsic(LLP *p, Op *op);
bool lp_zero_gep(LLP *p, Op *op);   /* a getelementptr whose indices are all zero */
/* operand bundles (MLIR 20+: op_bundle_sizes, op_bundle_tags; their
 * operands trail the op's): how many operands they take, and
 * ` [ "tag"(T %v, ...), ... ]` */
unsigned lp_bundle_operands(Op *op);
void lp_bundles(LLP *p, Out *o, Op *op);

#endif
