/* import.h - private interface of the LLVM IR importer: the state shared
 * by the lexer (grammar/ll.re), the parser (grammar/ll.y) and the builders
 * (src/llvmir/import*.c) that turn LLVM assembly into llvm-dialect ops.
 *
 * The grammar builds small syntax records (LLAttr, LLV, LLMd, LList) for
 * the pieces of a line and hands them to one builder per construct; the
 * builders create IR ops directly.  Everything is arena-allocated. */
#ifndef XLATE_LLVMIR_IMPORT_H
#define XLATE_LLVMIR_IMPORT_H

#include "xlate/ir.h"
#include "llvmir/layout.h"

typedef struct LLParser LLParser;
typedef struct LList LList;
typedef struct LLAttr LLAttr;
typedef struct LLV LLV;
typedef struct LLMd LLMd;
/* A piece of the input text [s, e): a type as written. */
typedef struct LLSpan { const char *s, *e; } LLSpan;
typedef VEC(Attr *) AttrVec;
typedef VEC(int64_t) I64Vec;

/* A growable array of pointers in the arena (syntax lists). */
struct LList {
	void **v;
	unsigned n, cap;
};
LList *ll_list(LLParser *p, void *first);          /* first may be NULL: empty */
LList *ll_append(LLParser *p, LList *l, void *x);  /* l may be NULL */
/* Whether name is an attribute kind of LLVM 19's or 22's (ll_attrs.c). */
bool ll_attr_kind_known(const char *name);
/* What name is at the release: 0 no kind of LLVM's (a string attribute),
 * 1 an enum (or type) attribute, 2 one that takes an integer. */
int ll_attr_kind(unsigned llvm_version, const char *name);

/* One attribute, flag or keyword as written: `nsw`, `align 4`,
 * `dereferenceable(8)`, `byval(%T)`, `"key"="val"`, `#0`, `memory(read)`,
 * `argmem: read`, `syncscope("x")`, `comdat($c)`, `!tbaa !3`. */
enum { LL_NUMSYMS = 1 << 14 };
enum { MD_REFS_KEPT = 1 << 20 };   /* metadata ids in a dense table (LLParser.md_ids), a shared reference node each */
enum { A_KW, A_INT, A_STR, A_TYPE, A_GROUP, A_FIELD, A_MD, A_COMDAT };
struct LLAttr {   /* (64 bytes: a debug-info file has millions) */
	int kind;
	unsigned group; /* A_GROUP */
	Sym *kw;        /* keyword / key / field name / metadata kind name */
	Sym *val;       /* A_STR value, A_FIELD value keyword, A_COMDAT name, A_INT digits */
	Type *ty;       /* A_TYPE */
	LList *args;    /* parenthesised arguments (LLAttr*) or NULL */
	LLMd *md;       /* A_MD */
	Loc loc;
};

/* A value as written.  ty is set once the type is known. */
enum {
	V_LOCAL, V_GLOBAL, V_INT, V_FLOAT, V_TRUE, V_FALSE, V_NULL, V_UNDEF, V_POISON,
	V_ZERO, V_NONE, V_STRUCT, V_PSTRUCT, V_ARRAY, V_VECTOR, V_CSTRING, V_CE,
	V_BLOCKADDR, V_ASM, V_MD, V_DSOEQ, V_SPLAT,
	V_BUNDLE         /* an operand bundle of a call: s its tag, elts its operands */
};
struct LLV {
	int kind;
	Type *ty;
	Sym *s;          /* name / digits / string bytes */
	LList *elts;     /* aggregate elements, constant-expression operands (LLV*) */
	OpKind op;       /* V_CE: the instruction's op kind (or OP_UNKNOWN + s) */
	int pred;        /* V_CE icmp/fcmp predicate */
	LList *flags;    /* V_CE flags (LLAttr*) */
	Type *ty2;       /* V_CE: cast target / gep source type */
	Sym *s2;         /* V_BLOCKADDR block name, V_ASM constraints */
	LList *pattrs;   /* a call argument's parameter attributes (LLAttr*) */
	LLMd *md;        /* V_MD */
	Loc loc;
};

/* Metadata as written.  MD_OTHER: a keyword or number (s), or (s NULL)
 * the words of a flag set A | B (elts). */
enum { MD_NODE, MD_STR, MD_REF, MD_VAL, MD_SPECIAL, MD_NULL, MD_OTHER };
/* A metadata attachment made a placeholder (LLParser.pending): node id,
 * use (MDU_*), where it was first written, md_clock then. */
enum {
	MDU_TBAA, MDU_SCOPES, MDU_LOOP, MDU_WEIGHTS,
	MDU_GROUP,   /* id is a call's #N group */
	MDU_DROP,    /* an attachment dropped (kw: its kind), once its node is known to exist */
	MDU_CALLMEM, /* id: cm_done[id], a call's memory effects with its callee's */
	MDU_DEREF, MDU_DEREF_NULL,   /* !dereferenceable, !dereferenceable_or_null */
	MDU_XGROUP,  /* id is an intrinsic call's #N group (--keep-ll-extras: xlate.* names) */
	MDU_TBAA_STRUCT,  /* !tbaa.struct of a memory intrinsic (--keep-ll-extras) */
	MDU_SCOPE,   /* the one scope of llvm.experimental.noalias.scope.decl's argument */
	MDU_MMRA,    /* !mmra (22) */
	MDU_GROUPS,  /* !llvm.access.group */
	MDU_DIVAR,   /* the variable or label of a debug intrinsic (import_di.c) */
	MDU_DISP,    /* a function's subprogram, made for what it leaves in the cache (import_di.c) */
	MDU_BITS = 4 /* a pending key is id << MDU_BITS | use */
};
/* The attachment kind that carries llvm.experimental.noalias.scope.decl's
 * metadata argument to the end of the file (import_md.c) */
extern const char ll_scope_decl_kind[];
/* A direct call: its callee, its own memory(...) written on it (or
 * NULL), its #N groups (cm_groups[g0..g0+ng)), and its operand bundles
 * (1: one that reads, 2: one that writes, as LLVM judges them). */
typedef struct LLCallMem {
	Op *op;
	Sym *callee;
	Attr *own;
	unsigned g0, ng, bundles;
} LLCallMem;
typedef struct LLPending {
	unsigned id, use, seq;
	Loc loc;
	Sym *kw;
} LLPending;

/* What a loop's start or end location needs of a DILocation whose
 * fields were not kept (LLParser.md_tmp), kept in its node: its line and
 * column, whether it was inlined (then it is no location a loop holds),
 * and (LLMd.id) its scope's id (~0u: none, or not a reference). */
typedef struct LLDiLoc { uint32_t line; uint16_t col; bool inlined, kept; } LLDiLoc;

struct LLMd {   /* (32 bytes: a debug-info file has millions) */
	uint8_t kind;    /* MD_* */
	bool distinct;
	unsigned id;     /* MD_REF; a DILocation's scope (LLDiLoc) */
	Sym *s;          /* MD_STR text, MD_SPECIAL name (DILocation) */
	LList *elts;     /* MD_NODE elements (LLMd*), MD_SPECIAL fields (LLAttr*) */
	union {
		LLV *v;           /* MD_VAL */
		LLDiLoc diloc;    /* a DILocation without its fields (elts NULL) */
	};
};

/* Empties m into *spare for a map of the next function, which then need
 * not grow again from 16 slots.  A table much bigger than its use is
 * freed instead: emptying it costs no more than filling it did. */
void ll_map_recycle(Map *m, Map *spare);

/* What the importer keeps of a metadata id (LLParser.md_ids). */
typedef struct LLMdSlot {
	LLMd *ref;       /* the one MD_REF node of references to it */
	LLMd *def;       /* its definition (NULL: none yet) */
	uint32_t fwd_line, fwd_col;  /* referenced before defined: where first (line 0: not) */
} LLMdSlot;
/* An id referenced before defined, and where first (at the file p reads). */
typedef struct LLMdFwd { uint32_t id, line, col; } LLMdFwd;
/* The definition of metadata !id, or NULL. */
LLMd *ll_md_node(LLParser *p, unsigned id);

typedef struct LLLateDrop { unsigned fn; Loc loc; Sym *what; } LLLateDrop;
enum { GROUP_CONFIRMED = 0 };   /* group_line value: no line is 0 */

typedef struct FnState FnState;
typedef struct LLCallee { Sym *name; Type *ty; } LLCallee;
typedef struct GlobalInfo GlobalInfo;

struct LLParser {
	Ctx *c;
	Source *src;
	Layout dl;             /* the module's data layout (LLVM's default without one): alignments the .ll omits */
	Arena *a;              /* syntax records: c->arena, or scratch inside a function body */
	Arena *scratch;        /* function-body syntax records, freed every 64 bodies */
	/* lexer */
	const char *cur, *tok, *lim, *line_start;
	unsigned line;
	NumSyms numsym;        /* Syms of the decimal numbers below LL_NUMSYMS by value (ll.re) */
	/* module */
	Op *module;
	Block *body;
	Op *comdat_op;         /* llvm.comdat @__llvm_global_comdat, made on first use */
	VEC(GlobalInfo *) gchunks; /* every global name met, in that order: GLOBAL_CHUNK a chunk
	                             (ll_global_at), in the arena, where they stay put */
	uint32_t nglobals;    /* how many */
	uint32_t *gslot;      /* by name->hash: 1 + its index (ll_global_at), 0 empty (at most half full) */
	uint32_t gcap;        /* gslot's size, a power of two (0: none yet) */
	Map type_alias;       /* Sym* name -> Type* of `%T = type i32` */
	VEC(Type *) numbered;  /* struct types `%N = type {...}`, in order; named at the end */
	VEC(NamedAttr) typed_structs;   /* --keep-ll-extras: struct name -> body as written */
	VEC(Type *) named;     /* struct types named before defined or defined, checked at the end */
	VEC(Loc) named_loc;    /* where each was first named */
	Map named_index;       /* Type* -> 1 once in named */
	Map const_deps;       /* Op* -> ConstDeps (import_fn.h), for the body or initializer being made */
	unsigned zero_depth;  /* zero aggregates being made inside one another (import_const.c) */
	bool walk_missed;     /* GK_INIT_WALK: a global was named before its initializer was read */
	VEC(Op *) late_inits; /* global variables whose initializer region is made again at the end, for that */
	Map const_prefix;     /* llvm.func Op* -> 1 + the number of constants materialized
	                          at the start of its entry block (for naming the above) */
	VEC(GlobalInfo *) fns; /* functions in order, attributes applied at the end */
	Map groups;           /* group number + 1 -> LList* of LLAttr */
	Map comdats;          /* Sym* name -> its llvm.comdat_selector Op* */
	Map group_fn_attrs;   /* group number + 1 -> what it sets on a function alone (fn_attrs):
	                         NamedAttr[], ended by a NULL name */
	VEC(LLMdSlot) md_ids;  /* by id below MD_REFS_KEPT (dense: what clang writes) */
	Map md_far;           /* ids from MD_REFS_KEPT on: id + 1 -> LLMd* definition */
	Map md_fwd_far;       /* and id + 1 -> 1 + its index in md_fwd */
	Arena *md_tmp;         /* a specialized node's syntax, given back after it (ll_md_special), or NULL */
	Arena *md_tmp_saved;   /* the syntax arena to return to */
	unsigned md_tmp_depth; /* specialized nodes open inside the outermost one read into md_tmp */
	bool md_tmp_diloc;     /* that one is a DILocation whose fields are not kept (LLDiLoc) */
	Map md_atoms;          /* (Sym* | MD_* kind) -> the one kept node of a number, keyword or string */
	Map md_fields;         /* hash of (name, value) -> the kept LLAttr* fields of that name and value */
	VEC(LLMdFwd) md_fwd;   /* ids from MD_REFS_KEPT on referenced before defined, in that order */
	Map md_attrs;         /* LLMd* | MEMO_* -> the attribute made of it once (import_md.c) */
	VEC(uint64_t) *di_purge;   /* import_di.c: by depth, the nodes made for uses inside the node
	                              being made there (MEMO_DI_DEP), or NULL */
	Map llvm_keys;        /* Sym* kw -> Sym* "llvm.kw" (ll_param_dict) */
	VEC(Op *) md_ops;      /* ops with metadata attachments to resolve at the end */
	VEC(Op *) kmd_ops;     /* functions with kernel metadata (!vec_type_hint, ...) */
	VEC(LLAttr *) kmd_atts;   /* and the attachments (copies in the Ctx arena), one entry each */
	Map md_index;         /* Op* -> index + 1 in md_ops */
	VEC(Op *) calls;       /* direct calls, checked against their callee at the end */
	VEC(Type *) call_types;
	Map call_index;       /* Op* -> index + 1 in calls */
	VEC(LList *) md_atts;
	VEC(unsigned) md_seq;  /* per md_ops entry: md_clock when it was made */
	unsigned md_clock;
	/* Streaming: the attachments of bodies handed on before their nodes
	 * were read, one placeholder (ATTR_PENDING i) per node and use
	 * (import_md.c), made into Feed.pending by ll_resolve_md */
	VEC(LLPending) pending;
	Map pending_index;     /* (node << 3 | use) + 1 -> index + 1 in pending */
	/* module-level text kept for the end (import_module.c) */
	LList *module_asm;     /* Sym* lines */
	LList *md_ident, *md_cmdline, *md_deplibs, *md_flags;  /* named metadata operands (LLMd*) */
	Loc md_flags_loc;
	/* calls with function attributes, resolved at the end (their #N
	 * groups follow the functions); fn_cfa: cfa_ops.n at a body's start */
	VEC(Op *) cfa_ops;
	VEC(unsigned) cfa_groups;
	VEC(unsigned) cfa_seq;   /* per cfa_ops entry: cfa_clock when it was made */
	unsigned fn_cfa, cfa_clock;
	/* direct calls (22), whose memory effects are their own intersected
	 * with their callee's (import_call.c); fn_cm: cms.n at a body's start;
	 * cm_done: those of bodies handed on, for their MDU_CALLMEM placeholders */
	VEC(LLCallMem) cms, cm_done;
	VEC(unsigned) cm_groups;   /* the #N groups of the calls in cms/cm_done */
	unsigned fn_cm;
	/* --mlir-print-debuginfo (a whole-module import): the !dbg locations of
	 * the ops, made locations at the end (import_di.c); source_filename */
	VEC(struct LLDbgLoc { Op *op; LLMd *md; }) dbg_locs;
	Map dbg_index;         /* Op* -> index + 1 in dbg_locs (an op remade: ll_dbg_moved) */
	Sym *source_filename;
	Sym *dropped[32];      /* kinds of dropped constructs, for the one summary warning */
	unsigned ndropped;
	Loc first_drop;
	bool typed_ptrs;       /* the input spells pointee types (i8*): LLVM 14 and older */
	bool type_only;        /* ll_parse_type: the lexer's first token is T_TYPE_TEXT */
	/* Streaming: the attribute groups are read before the functions
	 * (ll_groups_early), so that a function's attributes are set at its
	 * header, which is then not kept: groups_early.  group_line: group
	 * number + 1 -> the line of its definition, GROUP_CONFIRMED once the
	 * parse of the module has met it there; groups_bad: it met one
	 * elsewhere (the module is then made again without a Feed). */
	bool group_only;       /* ll_groups_early: the lexer's first token is T_GROUP_TEXT */
	bool first_special;    /* type_only or group_only: the lexer has not given that first token yet */
	bool groups_ahead;     /* ll_groups_early is reading them */
	bool groups_early, groups_bad;
	Attr *bad_feature;     /* a target feature without + or - (fn_attrs_of reports it) */
	Map group_line;
	unsigned ngroups_early, ngroups_confirmed;
	/* what a header's attributes drop while they are set early, for the
	 * one warning in the order the end would drop it (apply_fn_attrs):
	 * late_fn is 1 + the function's index in fns while they are set */
	VEC(LLLateDrop) late_drops;
	unsigned late_fn;
	Type *type_text;       /* ll_parse_type: the type read */
	Loc base;              /* ll_parse_type: where the text starts in its file */
	Map ba_fwd;           /* Sym* function -> blockaddress ops made before it (import_blockaddr.c) */
	FnState *fn;           /* the function being parsed, or NULL */
	unsigned depth;        /* syntax nesting, bounded */
	/* Streaming (a Feed, see ir.h): each body is handed to the driver at
	 * its end, final when nothing later can change it.  fn_calls, fn_mds:
	 * p->calls.n and p->md_ops.n at the start of the function. */
	Feed *feed;
	unsigned fn_calls, fn_mds, nstreamed;
	VEC(LLCallee) assumed; /* calls of printed bodies to functions not yet defined, assumed of their type */
	bool late_types;       /* a type defined after a body was handed on */
	const char *kept;      /* src->mapped: the text before it is given back (text_drop) */
	Attr *small_i32[64], *small_i64[64];  /* integer attributes 0..63, once made */
	Map small_dense;      /* dense arrays of up to 7 of those (positions, GEP indices): key -> Attr* */
	I64Vec positions;     /* extractvalue/insertvalue's, reused */
	OpState spare;
	Map spare_locals, spare_cache;  /* FnState tables of the last function, empty (ll_map_recycle) */
	Map spare_pos, spare_state;     /* and its block order's and constant order's (import_fn.c) */         /* empty vectors of an emitted op's state, for the next (ll_opstate) */
};

/* lexer (grammar/ll.re) */
union YYSTYPE;
struct YYLTYPE;
int ll_lex(union YYSTYPE *lval, struct YYLTYPE *lloc, LLParser *p);
int ll_yyparse(LLParser *p);

/* import.c: syntax records, types, module-level entities */
Loc ll_loc(LLParser *p, unsigned line, unsigned col);
/* Where the first token at or after text position at starts (at: the end
 * of the last token the lexer read, or before it): llvm-as's place for an
 * error found once a definition is read. */
Loc ll_loc_next_token(LLParser *p, const char *at);
LLAttr *ll_mkattr(LLParser *p, int kind, Sym *kw, Loc loc);
LLAttr *ll_attr_word(LLParser *p, Sym *kw, Loc loc);
LLAttr *ll_attr_int(LLParser *p, Sym *kw, Sym *n, Loc loc);
LLAttr *ll_attr_args(LLParser *p, Sym *kw, LList *args, Loc loc);
LLAttr *ll_align(LLParser *p, Sym *n, Loc loc, Loc nloc);
LLV *ll_v(LLParser *p, int kind, Sym *s, Loc loc);
LLV *ll_v_list(LLParser *p, int kind, LList *elts, Loc loc);
LLV *ll_typed(LLParser *p, Type *t, LLV *v);
LLMd *ll_md(LLParser *p, int kind, Sym *s, LList *elts);
/* After a function or a metadata node: the text read so far is needed
 * again only by diagnostics (which read it back from the file), and is
 * given back to the kernel in steps (text_drop): the metadata at the end
 * of a -g file is half of it. */
void ll_text_done(LLParser *p);
/* A specialized node !Name(fields): begun after its '(', made after its
 * ')'.  One of the module's metadata definitions is read into a throwaway
 * arena (LLParser.md_tmp) and kept compact: its fields and what they hold
 * copied out at their sizes, and of the fields (a name and a value: a
 * number, keyword, string or reference) one record each, shared by every
 * node that has it (the debug info of a -g file is hundreds of thousands
 * of nodes, their fields mostly `file: !3`, `line: 12`, `scope: !45`).
 * Without --mlir-print-debuginfo no op location is written, and of a
 * DILocation only a loop's start or end location reads anything: it keeps
 * what a loop needs (LLDiLoc, ll_diloc_of) instead of its fields. */
void ll_md_fields_begin(LLParser *p, Sym *name);
LLMd *ll_md_special(LLParser *p, Sym *name, LList *fields);
LLMd *ll_md_or(LLParser *p, LLMd *a, LLMd *b);   /* a | b of a flag field */
void ll_drop(LLParser *p, Loc loc, const char *what);
/* import_md.c: the metadata attachments of the body being handed on
 * (md_ops from fn_mds) as placeholders, taken out of md_ops; false
 * (nothing done) for kinds that cannot be; ll_md_unpend undoes it. */
bool ll_md_pend(LLParser *p);
void ll_md_unpend(LLParser *p, unsigned npending);
/* whether a function attachment k is kernel metadata MLIR 22 models */
bool ll_kernel_md_kind(const char *k);
/* whether attachment k of op is a !dereferenceable(_or_null) MLIR 22 keeps */
bool ll_deref_kind(Op *op, const char *k);
/* whether attachment k of op is !tbaa, !alias.scope or !noalias on an op
 * that keeps it (MLIR's AliasAnalysisOpInterface: load, store, atomicrmw,
 * cmpxchg, call, the memory intrinsics) */
bool ll_access_kind(Op *op, const char *k);
/* whether attachment k of op is !llvm.access.group on an op that keeps it
 * (MLIR's AccessGroupOpInterface: the same ops) */
bool ll_group_kind(Op *op, const char *k);
/* whether attachment k is !mmra and the release written keeps it (llvm.mmra) */
bool ll_mmra_kind(LLParser *p, const char *k);
/* import_di.c: debug info.  ll_di_attr: the #llvm.di_* attribute of a
 * node (NULL if not modeled); ll_dbg: a debug intrinsic or record (what:
 * declare, value, label; val the location's value, var the variable or
 * label, expr the expression); ll_dbg_record: a record's arguments as
 * written; ll_dbg_resolve: an op's variable or label at the end of the
 * file (false: not made); ll_dbg_place: the function's ops moved after
 * their operands' definitions. */
extern const char ll_dbg_var_kind[];
Attr *ll_di_attr(LLParser *p, LLMd *m);
/* Keeps in m what a loop needs of a DILocation's fields. */
void ll_diloc_keep(LLMd *m, LList *fields);
/* A loop's start or end location: the DILocation m as a location fused
 * with its scope, as MLIR makes it; NULL if it is no such (no scope made,
 * or inlined), as MLIR's loop holds only a FusedLoc. */
Attr *ll_loop_loc(LLParser *p, LLMd *m);
void ll_di_free(LLParser *p);   /* what ll_di_attr keeps between calls */
void ll_dbg(LLParser *p, const char *what, LLMd *val, LLMd *var, LLMd *expr, LLMd *dloc, Loc loc);
/* The instruction after debug records (or intrinsics) is done: an
 * intrinsic call (intrinsic) takes them with it where the generation's
 * importer does (not GK_DBG_AT_INTRINSICS). */
void ll_dbg_attached(LLParser *p, bool intrinsic);
/* A function's subprogram (its !dbg) is made before anything of its body,
 * as MLIR's importer makes it (the function's location first): it rides
 * as an attachment of kind ll_dbg_sp_kind, made at the end of the file
 * for the cache it leaves (the recursive types it names end where they
 * would in MLIR), not kept. */
extern const char ll_dbg_sp_kind[];
/* Keeps attachment a of op (a reference; kw: its kind instead, or NULL)
 * to the end of the file: an md_ops entry of its own, copied out of a
 * body's scratch arena (import_inst.c). */
void ll_md_keep(LLParser *p, Op *op, LLAttr *a, Sym *kw);
/* --mlir-print-debuginfo: op's !dbg md noted (ll_dbg_note), every op's and
 * block argument's location set at the end (ll_locs_finish), a function's
 * from its subprogram (ll_fn_dbg_loc) */
void ll_dbg_note(LLParser *p, Op *op, LLMd *md);
void ll_rest_dbg(LLParser *p, LList *rest);
void ll_rest_md(LLParser *p, LList *rest);          /* import_inst.c: ll_rest_dbg and the verifier's !range/!nonnull places */
void ll_dbg_moved(LLParser *p, Op *old, Op *n);   /* op old remade as n: its location with it */   /* the !dbg of the instruction just made (its last op) */
void ll_fn_dbg_loc(LLParser *p, Op *fn, LLMd *md);
void ll_locs_finish(LLParser *p);
void ll_dbg_record(LLParser *p, Sym *rec, LList *args, Loc loc);
bool ll_dbg_resolve(LLParser *p, Op *op, LLMd *m);
void ll_dbg_place(LLParser *p);
/* import_call.c: the same for the #N groups of the body's calls (cfa_ops
 * from fn_cfa); the attribute of one is the dictionary of what it sets */
void ll_cfa_pend(LLParser *p);
void ll_cfa_unpend(LLParser *p, unsigned ncfa);
/* and for the memory effects of its direct calls (cms from fn_cm) */
void ll_cm_pend(LLParser *p);
void ll_cm_unpend(LLParser *p, unsigned ndone);
void ll_call_memory_finish(LLParser *p);
unsigned ll_pending(LLParser *p, unsigned id, unsigned use, unsigned seq, Loc loc);  /* import_md.c */
/* import_types.c: the type syntax's builders and definitions; at the end
 * the named structs' checks and the numbered structs' names */
Type *ll_type_named(LLParser *p, Sym *name, Loc loc);
Type *ll_type_array(LLParser *p, Sym *n, Type *elt, Loc nloc, Loc tloc);
Type *ll_struct_elt(LLParser *p, Type *t, Loc loc);   /* t, or an error at loc if no struct holds one */
Type *ll_type_vector(LLParser *p, Sym *n, Type *elt, bool scalable, Loc nloc, Loc tloc);
Type *ll_type_ptr(LLParser *p, Sym *addrspace, Type *pointee);
Type *ll_type_fn(LLParser *p, Type *ret, LList *params, bool vararg);
void ll_type_def(LLParser *p, Sym *name, Type *body, LLSpan bsp, bool opaque, Loc loc);
bool ll_names_numbered(const char *t, size_t n);   /* the type text [t, t + n) names a %N struct */
void ll_check_named_types(LLParser *p);
void ll_name_numbered_structs(LLParser *p);
void ll_source_filename(LLParser *p, Sym *s);
void ll_target(LLParser *p, Sym *what, Sym *s, Loc loc);
void ll_module_asm(LLParser *p, Sym *s, Loc loc);
void ll_comdat_def(LLParser *p, Sym *name, Sym *kind, Loc loc);
void ll_global(LLParser *p, Sym *name, LList *pre, bool is_const, Type *t, LLSpan tsp, LLV *init, LList *post, Loc loc);
void ll_alias(LLParser *p, Sym *name, LList *pre, Sym *kind, Type *t, LLV *aliasee, LList *post, Loc loc);
void ll_attr_group(LLParser *p, Sym *num, LList *attrs, Loc loc);
void ll_groups_early(LLParser *p);             /* import_module.c */
void ll_fn_head_begin(LLParser *p);            /* a definition's header follows */
void ll_md_def(LLParser *p, unsigned id, LLMd *md, Loc loc);
LLMd *ll_md_ref(LLParser *p, unsigned id, Loc loc);   /* !N: its first reference before a definition is kept */
/* llvm-as's checks of the attributes attrs standing at at (LL_AT_FN,
 * LL_AT_PARAM, LL_AT_RET): "this attribute does not apply to ...", and
 * with the value's type t (NULL: not checked), its verifier's "Attribute
 * 'X' applied to incompatible type!"; import_syntax.c. */
enum { LL_AT_FN = 1, LL_AT_PARAM = 2, LL_AT_RET = 4 };
void ll_check_attrs(LLParser *p, LList *attrs, int at, Type *t);
void ll_md_named(LLParser *p, Sym *name, LList *elts, Loc loc);
/* A parameter: type (tsp: as written), attributes, optional name. */
typedef struct LLParam { Type *ty; LLSpan tsp; LList *attrs; Sym *name; Loc loc; } LLParam;
LLParam *ll_param(LLParser *p, Type *t, LLSpan tsp, LList *attrs, Sym *name, Loc loc);
/* Function header: define/declare. */
typedef struct LLFnHead {
	LList *pre;       /* linkage, cc, return attributes */
	Type *ret;
	LLSpan rsp;       /* ret as written */
	Sym *name;
	LList *params;    /* LLParam* */
	bool vararg;
	LList *post;      /* unnamed_addr, fn attributes, section, gc, personality, ... */
	Loc loc;
} LLFnHead;
LLFnHead *ll_fn_head(LLParser *p, LList *pre, Type *ret, LLSpan rsp, Sym *name, LList *params, bool vararg, LList *post, Loc loc);
void ll_declare(LLParser *p, LLFnHead *h, LList *mds);
void ll_fn_begin(LLParser *p, LLFnHead *h);
void ll_fn_end(LLParser *p, Loc loc);
void ll_finish(LLParser *p);
void ll_resolve_md(LLParser *p);             /* import_md.c */
void ll_module_finish(LLParser *p);          /* import_module.c */
void ll_record_call(LLParser *p, Op *op, Sym *callee, Type *fnty);
void ll_fix_calls(LLParser *p);
void ll_fix_call(LLParser *p, Op *op, Type *ty);
void ll_stream_body(LLParser *p, Op *fn);    /* import_fn.c */
void ll_global_ref(LLParser *p, Sym *name, Loc loc);   /* a use by an op */
void ll_global_use(LLParser *p, Sym *name, Loc loc);   /* a use, naming nothing */
void ll_blockaddr_finish(LLParser *p);       /* import_blockaddr.c: functions never defined */
const char *ll_cconv(LLAttr *a);
bool ll_is_fastmath(LLAttr *a);                 /* import_inst.c */
bool ll_gep_index_ok(Type *t);
Attr *ll_param_dict(LLParser *p, LList *attrs, const char *where);
void ll_drop_attr(LLParser *p, LLAttr *a, const char *where);   /* with the one warning */
bool ll_kernel_md_kept(LLParser *p, LLAttr *a);  /* a kernel's metadata kept as its attribute */
/* import_fnattr.c: function attributes */
Attr *ll_memory_attr(LLParser *p, LLAttr *a);   /* memory(...) -> #llvm.memory_effects */
bool ll_is_old_memory(LLAttr *a);                /* readonly, argmemonly, ... (LLVM <= 15) */
bool ll_old_memory_kind(const char *k);          /* one of their words */
Attr *ll_old_memory(LLParser *p, LList *attrs);  /* their #llvm.memory_effects; NULL if none */
void ll_fn_attrs(LLParser *p, LLFnHead *h, OpState *out);   /* a header's (its groups' at the end) */
void ll_apply_fn_attrs(LLParser *p);             /* the groups read at the end, to their functions */
void ll_layout_default(LLParser *p);            /* import_module.c: the module's layout before its own */
void ll_call_attrs_finish(LLParser *p);         /* import_call.c: call-site function attributes */

/* import_inst.c: function bodies */
void ll_label(LLParser *p, Sym *name, Loc loc);
/* The result name of the next instruction (NULL: unnamed). */
void ll_result_name(LLParser *p, Sym *name, Loc loc);
void ll_inst_done(LLParser *p);
void ll_binop(LLParser *p, OpKind k, LList *flags, Type *t, LLV *a, LLV *b, Loc loc);
void ll_fneg(LLParser *p, LList *flags, LLV *a, Loc loc);
void ll_cmp(LLParser *p, bool fp, LList *flags, Type *t, LLV *a, LLV *b, Loc loc);
void ll_cast(LLParser *p, OpKind k, LList *flags, LLV *a, Type *to, LLSpan tsp, LList *rest, Loc loc);
void ll_select(LLParser *p, LList *flags, LLV *c, LLV *a, LLV *b, Loc loc);
void ll_phi(LLParser *p, LList *flags, Type *t, LList *incoming, Loc loc);
LLV *ll_phi_in(LLParser *p, LLV *v, Sym *block);
void ll_gep(LLParser *p, LList *flags, Type *t, LLV *base, LList *rest, Loc loc, Loc base_loc);
/* A call/invoke: pre = tail kind / fast-math / cc / return attributes;
 * t = return or function type; callee; args (LLParam* reused as typed args). */
typedef struct LLCall {
	LList *pre;
	Type *ty;
	LLV *callee;
	LList *args;      /* LLV* (typed) */
	LList *post;
	Type *fnty;       /* the call's function type, once known */
	LList *bundles;   /* operand bundles (V_BUNDLE LLV*), or NULL */
	Loc loc;
} LLCall;
LLCall *ll_call_spec(LLParser *p, LList *pre, Type *t, LLV *callee, LList *args, LList *post, Loc loc);
void ll_call(LLParser *p, LList *tailkind, LLCall *cs, LList *rest, Loc loc);
void ll_invoke(LLParser *p, LLCall *cs, LLV *normal, LLV *unwind, LList *rest, Loc loc);
void ll_landingpad(LLParser *p, Type *t, LList *clauses, LList *rest, Loc loc);
LLV *ll_clause(LLParser *p, bool filter, LLV *v);
void ll_resume(LLParser *p, LLV *v, LList *rest, Loc loc);
void ll_ret(LLParser *p, LLV *v, LList *rest, Loc loc);
void ll_br(LLParser *p, LLV *cond, LLV *t, LLV *f, LList *rest, Loc loc);
void ll_switch(LLParser *p, LLV *v, LLV *def, LList *cases, LList *rest, Loc loc);
void ll_indirectbr(LLParser *p, LLV *addr, LList *dests, LList *rest, Loc loc);
void ll_unreachable(LLParser *p, LList *rest, Loc loc);
void ll_extractvalue(LLParser *p, LLV *agg, LList *idx, Loc loc);
void ll_insertvalue(LLParser *p, LLV *agg, LLV *v, LList *idx, Loc loc);
void ll_extractelement(LLParser *p, LLV *vec, LLV *idx, LList *rest, Loc loc);
void ll_insertelement(LLParser *p, LLV *vec, LLV *v, LLV *idx, LList *rest, Loc loc);
void ll_shufflevector(LLParser *p, LLV *a, LLV *b, LLV *mask, LList *rest, Loc loc);
void ll_freeze(LLParser *p, LLV *v, LList *rest, Loc loc);
void ll_va_arg(LLParser *p, LLV *v, Type *t, LList *rest, Loc loc);
void ll_unsupported(LLParser *p, const char *what, Loc loc);
/* import_mem.c: memory instructions */
/* (tloc: where llvm-as reports an unsized type: the allocated or loaded
 * type, the stored value's) */
void ll_alloca(LLParser *p, LList *flags, Type *t, LLSpan tsp, LList *rest, Loc loc, Loc tloc);
void ll_load(LLParser *p, LList *flags, Type *t, LLV *ptr, LList *ord, LList *rest, Loc loc, Loc tloc);
void ll_store(LLParser *p, LList *flags, LLV *v, LLV *ptr, LList *ord, LList *rest, Loc loc, Loc tloc);
void ll_atomicrmw(LLParser *p, LList *flags, LLV *ptr, LLV *v, Loc vloc, LList *ord, LList *rest, Loc loc);
void ll_cmpxchg(LLParser *p, LList *flags, LLV *ptr, LLV *cmp, LLV *nv, LList *ord, LList *rest, Loc loc);
void ll_fence(LLParser *p, LList *ord, LList *rest, Loc loc);
/* Applies the trailing `, !kind !N` attachments / align etc. */
void ll_fn_state_free(LLParser *p);

/* import_const.c: values */
Value *ll_use(LLParser *p, LLV *v);                /* v->ty set */
Value *ll_use_in(LLParser *p, LLV *v, Block *b, Op **after);  /* materialize constants into b */
Attr *ll_const_attr(LLParser *p, LLV *v);          /* a `value` attribute for a global, or NULL */
Attr *ll_float_attr(LLParser *p, Type *t, Sym *text, Loc loc);
Attr *ll_int_attr(LLParser *p, Type *t, Sym *digits, Loc loc);
Attr *ll_fastmath_attr(LLParser *p, LList *flags);
/* What the importer knows of a global name, kept to the end of the file
 * (one for every function of a module: 48 bytes, the arena's 16-byte
 * grain exactly; what few need is in
 * GlobalMore).  Its places: line and col, the file being p's (gi_loc). */
typedef struct GlobalMore {
	Attr *fn_memory;  /* a function streamed out whole: its memory effects */
	Type *ref_fnty;   /* the function type of the first llvm.call of it (an
	                     intrinsic LLVM 20+ declares when the file does not) */
	LLFnHead *head;   /* functions, groups not read ahead: the header (for #N groups) */
	LLV *init;        /* a global variable's initializer (GK_INIT_WALK), once read */
	LLV *init_v;      /* its initializer (any generation): its region is made from it */
	uint32_t alias_line, alias_col;  /* an alias's or ifunc's definition (GlobalInfo's place
	                                    is its first use, for the error that it is used) */
} GlobalMore;
/* What the import keeps of a global name to the end: 32 bytes, for every
 * function of the module (chunks of LLParser.gchunks, not rounded up). */
struct GlobalInfo {
	Sym *name;
	union {
		Op *op;         /* llvm.func / llvm.mlir.global / alias / ifunc (gi_op) */
		Attr *fn_type;  /* left_whole: its function_type (gi_fn_type) */
	} def;              /* nothing while only referenced */
	GlobalMore *more;   /* NULL while all of it would be NULL (gi_more) */
	/* Its definition's place, once defined (an alias's: GlobalMore); before
	 * that its first use's (ll_global_use), for the error that it is never
	 * defined: only one of them is ever told. */
	uint32_t line;
	uint32_t col : 24;     /* (a column from 2^24 on is kept as 2^24 - 1) */
	uint32_t is_alias : 1;    /* an alias or ifunc (dropped) */
	uint32_t referenced : 1;  /* used somewhere: must be defined */
	uint32_t op_refs : 1;     /* an op names it (llvm.call, addressof): a converted
	                             intrinsic call is a use but names nothing */
	uint32_t walking : 1;     /* its initializer is being made: a name of it inside is not walked again */
	uint32_t left_whole : 1;  /* a function streamed out whole, op and body gone: def is its type */
	uint32_t placed : 1;      /* line and col are its definition's */
};
enum { GI_COL_MAX = (1 << 24) - 1 };
/* g's op, NULL while only referenced and after it left whole. */
static inline Op *gi_op(const GlobalInfo *g)
{
	return g->left_whole ? NULL : g->def.op;
}
/* The function_type of a function that left whole (else NULL). */
static inline Attr *gi_fn_type(const GlobalInfo *g)
{
	return g->left_whole ? g->def.fn_type : NULL;
}
/* g's GlobalMore, made if g has none (to be written). */
GlobalMore *ll_global_more(LLParser *p, GlobalInfo *g);
/* A field of g's GlobalMore (to be read): NULL if g has none. */
#define gi_more(g, field) ((g)->more ? (g)->more->field : NULL)
/* A place kept as its line and column (GlobalInfo, LLMdFwd), a Loc again:
 * in the file p reads (not adjusted again, as ll_loc would). */
Loc ll_kept_loc(LLParser *p, uint32_t line, uint32_t col);
/* The GlobalInfo for @name, or NULL. */
GlobalInfo *ll_global_find(LLParser *p, Sym *name);
enum { GLOBAL_CHUNK = 1024 };   /* GlobalInfos a chunk of LLParser.gchunks */
/* The k-th (0-based) global met. */
static inline GlobalInfo *ll_global_at(LLParser *p, uint32_t k)
{
	return &p->gchunks.v[k / GLOBAL_CHUNK][k % GLOBAL_CHUNK];
}
/* The GlobalInfo for @name (created as a forward reference if new). */
GlobalInfo *ll_global_info(LLParser *p, Sym *name);
/* Whether g is defined (its op, or a function streamed out whole). */
static inline bool ll_defined(const GlobalInfo *g)
{
	return g->left_whole || g->def.op;
}
/* A defined function's function_type attribute (an ifunc's too with
 * ifunc), else NULL. */
Attr *ll_fn_type(LLParser *p, const GlobalInfo *g, bool ifunc);

/* helpers shared by the builders */
Attr *ll_i64(LLParser *p, int64_t v);
Attr *ll_i32(LLParser *p, int64_t v);
Attr *ll_opaque(LLParser *p, const char *dialect, const char *body);
Attr *ll_dense_i32(LLParser *p, unsigned n, const int64_t *v);
Attr *ll_dense_i64(LLParser *p, unsigned n, const int64_t *v);
static inline Sym *ll_sym(LLParser *p, const char *s)   /* sym_lit */
{
	return sym_lit(p->c, s);
}
/* opstate_init, the vectors taken from p->spare; ll_opstate_done gives
 * them back there once the op is made (instead of opstate_free). */
void ll_opstate(LLParser *p, OpState *s, Sym *name, Loc loc);
void ll_opstate_done(LLParser *p, OpState *s);
/* --keep-ll-extras: the type written [t, t + n) as xlate.typed when it
 * holds a typed pointer, ll_keeps_typed (import.c). */
bool ll_keeps_typed(LLParser *p, const char *t, size_t n);
void ll_keep_typed(LLParser *p, OpState *s, const char *t, size_t n);
/* s is 1 to 18 decimal digits (no sign): *v is their value.  The common
 * case of strtoull, without its cost. */
bool ll_digits(Sym *s, uint64_t *v);
bool ll_is_kw(LLAttr *a, const char *kw);
LLAttr *ll_find(LList *l, const char *kw);
Op *ll_emit(LLParser *p, OpState *s);   /* creates, appends to the current block, names its result */
Type *ll_ptr(LLParser *p, unsigned as);

#endif
