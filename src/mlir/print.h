/* print.h - internals shared by the MLIR printer files (print*.c).
 *
 * The printer numbers every value and block of the printed op first (as
 * mlir-opt's SSANameState does), then writes the text in one pass.  Value
 * and block names live in pointer-keyed hash tables, so printing is linear.
 */
#ifndef XLATE_MLIR_PRINT_H
#define XLATE_MLIR_PRINT_H

#include "xlate/ir.h"

/* Maps of pointer -> 32-bit number (a Map of uint32_t). */
static inline void ptrmap_put(Map *m, const void *k, uint32_t v)
{
	*(uint32_t *)map_slot(m, k, NULL) = v;
}
static inline bool ptrmap_get(const Map *m, const void *k, uint32_t *v)
{
	uint32_t *s = map_find(m, k);
	if (s)
		*v = *s;
	return s != NULL;
}

/* How a value prints: %<num> or %<name> (name at names[off..off+len)),
 * followed by #sub when sub >= 0 (a member of a multi-result group). */
typedef struct VName {
	Value *v;            /* the value named (Value.mslot is the entry's index) */
	uint32_t off, len;   /* len == 0: numbered */
	uint32_t num;
	int32_t sub;
	uint32_t group;      /* size of the result group it starts; 0 if not first */
} VName;

/* Attribute dictionaries as printed (" {alignment = 4 : i64}"), by the
 * names and attributes they hold and the names left out: most ops of a
 * module print one of a few, and their text is copied, not made again.
 * Direct-mapped, so it stays this size however many there are; only a
 * dictionary whose text depends on nothing but itself is kept (attr_plain:
 * no alias, no placeholder). */
enum { DICT_MEMO = 512 };
typedef struct DictText {
	const char *const *elide;   /* by address: elision lists are static */
	bool kw;           /* " attributes {...}" */
	unsigned n;
	NamedAttr *v;      /* the op's, copied */
	char *text;
	size_t len;
} DictText;
typedef struct DictMemo { DictText slot[DICT_MEMO]; } DictMemo;
void dict_memo_free(DictMemo *m);

typedef struct Printer {
	Ctx *c;
	Out *o;
	bool generic;
	unsigned indent;
	unsigned vbase;      /* the entries of vnames below it are not in scope (print_lazy) */
	VEC(VName) vnames;
	Map bmap;            /* Block* -> block number in its region */
	VEC(char) names;        /* storage of value names */
	/* used names: offsets into names by hash (Map of uint32_t), scoped by an undo log */
	Map used;
	VEC(uint64_t) usedlog;
	VEC(const char *) dialects;  /* default dialect stack ("" = none) */
	/* Isolated ops of this region (the top op's body) are numbered only
	 * when printed, and their names dropped after: the tables stay as
	 * small as the largest function.  lazy_cnt: the counters they start
	 * from (value, arg, conflict). */
	Region *lazy_region;
	uint32_t lazy_cnt[3];
	Map lazy_bmap;       /* its table, emptied and kept for the next */
	/* Streaming (mlir_print_body): the region whose text goes to
	 * capture_o instead of o. */
	Region *capture;
	Out *capture_o;
	MlirBodies *bodies;     /* regions printed before (mlir_print_bodies) */
	MlirBodies *saving;     /* mlir_print_body: where p_attr_dict keeps dictionaries
	                           that .ll call-site attribute groups complete */
	DictMemo *memo;         /* the run's dictionaries as printed, or NULL */
} Printer;

/* print.c */
void p_value(Printer *p, Value *v);
void p_block_name(Printer *p, Block *b);
void p_operands(Printer *p, Op *op, unsigned first, unsigned n);   /* %a, %b */
void p_types(Printer *p, Op *op, unsigned first, unsigned n);      /* operand types, comma separated */
void p_result_types(Printer *p, Op *op);                           /* result types, comma separated */
void p_region(Printer *p, Region *r, bool entry_args, bool terminators, bool empty_block);
void p_succ(Printer *p, Op *op, unsigned i);                       /* ^bb1 or ^bb1(%a : i32) */
/* print_ops_std.c: what cf.switch and llvm.switch share */
bool p_switch_ok(Printer *p, Op *op, Attr **cv);
void p_switch_case(Printer *p, Op *op, Attr *cv, unsigned i, bool sgn);
extern const char *const p_switch_elide[];
/* " {a = 1 : i32, ...}" of the attributes not named in elide (NULL-ended;
 * a static list: DictMemo knows it by its address); nothing when all are
 * elided. */
void p_attr_dict(Printer *p, Op *op, const char *const *elide);
void p_attr_dict_kw(Printer *p, Op *op, const char *const *elide);  /* " attributes {...}" */
/* p_attr_dict, with attribute name = dflt printed when absent (an
 * inherent attribute mlir-opt prints even at its default value) */
void p_attr_dict_dflt(Printer *p, Op *op, const char *const *elide, const char *name, Attr *dflt);
void p_op_name(Printer *p, Op *op);
Attr *p_attr(Op *op, const char *name);   /* attribute by name, NULL if absent */
/* integer value of attribute name, or dflt when absent or not an integer */
int64_t p_int(Op *op, const char *name, int64_t dflt);
/* the segment sizes of operandSegmentSizes into seg[0..n); false if absent */
bool p_segments(Op *op, const char *name, unsigned n, unsigned *seg);
/* body of an ATTR_OPAQUE (e.g. "nsw" of #arith.overflow<nsw>), or NULL */
const char *p_opaque_body(Op *op, const char *name);
/* A flag set (#llvm.overflow, #arith.fastmath ...): whether it is absent
 * or empty; its words ("nsw, nuw"). */
bool p_flags_none(Attr *a);
void p_flags_words(Out *o, Attr *a);     /* name, dialect prefix dropped if default */
void p_fn_sig_types(Printer *p, Op *op);  /* (operand types) -> result types */
void p_sym_name(Out *o, Sym *s);        /* @name or @"escaped" */
void p_keyword_or_string(Out *o, Sym *s);
void p_escaped(Out *o, const char *s, size_t n);   /* "..." with MLIR escapes */

/* print_type.c */
void print_type_nested(Out *o, Type *t);
void print_type_version(unsigned llvm_version);  /* the generation mlir_print_type writes */  /* LLVM dialect types without !llvm. */
void p_type(Printer *p, Type *t);         /* mlir_print_type, aggregates' text cached */
bool affine_is_identity(const char *map);  /* "(d0) -> (d0)" */
bool pretty_dialect_symbol(const Sym *s);   /* "x" or "x<...>": prints as #d.x, !d.x<...> */

/* print_attr.c */
/* elide_type: print integer/float without ": type" */
void print_attr_ex(Out *o, Attr *a, bool elide_type);
/* LLVM-dialect attributes (ATTR_LLVM), in the spelling of the generation
 * set by print_attr_version (mlir_print sets it from Ctx.llvm_version):
 * print_llattr "#llvm.name<fields>", print_llattr_body only "<fields>". */
void print_attr_version(unsigned llvm_version);
void print_llattr(Out *o, Attr *a);
void print_llattr_body(Out *o, Attr *a);
/* A location as data (ATTR_LOC_*) without loc(...): "f":1:2, fused<#m>[...],
 * callsite(... at ...), unknown; the locations inside as aliases or inline */
void print_loc_body(Out *o, Attr *a);
/* The words of a flag set (LLF_FLAGS): "nsw, nuw", "fast" or "none". */
void print_llflags(Out *o, Attr *a);
/* The value part of a float as MLIR prints it; sets *hex if hex form. */
void print_float_value(Out *o, Attr *a, bool *hex);
bool attr_is_i64(Attr *a);
bool name_in(Sym *name, const char *const *list);   /* list NULL-ended */
/* "a = 1 : i32, b" without braces, skipping names in elide */
void print_dict_entries(Out *o, unsigned n, NamedAttr *v, const char *const *elide);
void p_pending_mark(Out *o, char what, unsigned i);   /* see print_dict_entries */
void p_weight_list(Out *o, Attr *w);   /* "1, 2000" of branch weights (a dense array) */
/* A placeholder for a set of entries (the name starts with \1): only
 * p_attr_dict of a streamed body can print those (print_dict_entries
 * meeting one sets p_pending_unprintable). */
static inline bool p_pending_group(NamedAttr *e)
{
	return e->attr->kind == ATTR_PENDING && e->name->s[0] == '\1';
}
extern _Thread_local bool p_pending_unprintable;
/* How many marks p_pending_mark wrote (each holds one \1): a body with
 * other \1 bytes has them from the input (an unregistered dialect's body
 * kept as written), which the marks cannot be told from. */
extern _Thread_local unsigned p_marks_written;
/* print.c: keeps the entries of a dictionary with group placeholders for
 * the end; the index of its 'D' mark */
unsigned bodies_save_dict(MlirBodies *b, unsigned n, NamedAttr *v, const char *const *elide);

/* print_alias.c: while a table is active (between alias_begin and
 * alias_end), aliased attributes print as their alias names. */
/* alias_begin collects and prints the "#name = ..." lines; bodies (or
 * NULL): the streamed ones, whose placeholders count where they stand */
void alias_begin(Op *op, Out *o, bool generic, MlirBodies *bodies, Map *locs);
/* locs (Ctx.locs, with --mlir-print-debuginfo): the locations as data
 * (LocRec.attr) of the ops and block arguments get aliases too, #loc,
 * #loc1, ...; those only op locations name (deferred, as MLIR's) are
 * printed by alias_print_deferred after the module. */
void alias_print_deferred(Out *o);
/* print.c: f(arg, a) for the attribute of each placeholder of the
 * streamed region r, in print order (NULL ones skipped) */
void bodies_each_pending(MlirBodies *b, Region *r, void (*f)(void *arg, Attr *a), void *arg);
/* Whether r's op was printed whole (mlir_print_func): it holds no alias
 * but in its placeholders. */
bool bodies_whole(MlirBodies *b, Region *r);
void alias_end(void);
/* Whether op (custom form) prints no alias and no resource: its text is
 * then the same whatever else the module holds.  No table may be active.
 * memo (or NULL): what the calls before found of the attributes and
 * types they saw (an attribute holds the same wherever it is), kept in
 * *memo from one call to the next, freed by alias_memo_free. */
typedef struct Aliases Aliases;
bool alias_none(Op *op, Aliases **memo);
void alias_memo_free(Aliases *memo);
void alias_print_resources(Ctx *c, Out *o);   /* {-# dialect_resources ... #-} */
bool alias_print_attr(Out *o, Attr *a);   /* false: not aliased, nothing printed */

/* print_ops_std.c, print_ops_llvm.c: custom forms; false = not printable
 * in custom form (nothing written). */
typedef bool (*CustomPrinter)(Printer *p, Op *op);
extern CustomPrinter const std_printers[NOPKINDS];
extern CustomPrinter const llvm_printers[NOPKINDS];
/* print_ops_llvm.c, shared with print_intr.c: an enum attribute's word
 * (NULL: absent or not of its enum), the two-space attribute dictionary of
 * custom<LLVMOpAttrs>, the op bundle operands' count and their list. */
const char *llvm_word(Op *op, const char *name);
void llvm_op_attrs(Printer *p, Op *op);
int64_t bundle_opnds(Op *op);
void p_bundles(Printer *p, Op *op, unsigned first);
/* The keyword of enum value v in names[0..n) (NULL: out of range or a
 * hole); KW(v, tab) for a table of known size. */
static inline const char *keyword(int64_t v, const char *const *names, unsigned n)
{
	return v >= 0 && (uint64_t)v < n ? names[v] : NULL;
}
#define KW(v, tab) keyword(v, tab, sizeof tab / sizeof tab[0])
/* print_intr.c: llvm.intr.* in its custom form */
bool print_intr(Printer *p, Op *op);
/* The result names an op gives in custom form (getAsmResultNames);
 * writes name of result group starting at result idx into buf, returns
 * the group length (0 = default numbering). */
unsigned std_result_name(Printer *p, Op *op, unsigned idx, char *buf, size_t cap);

/* Small pieces shared by the custom-form printers (print_ops_*.c). */
static inline Type *otype(Op *op, unsigned i)   /* type of operand i */
{
	return op->opnd[i].v ? op->opnd[i].v->type : NULL;
}
static inline void sp_operand(Printer *p, Op *op, unsigned i)   /* " %v" */
{
	out_ch(p->o, ' ');
	p_value(p, op->opnd[i].v);
}
static inline void colon_type(Printer *p, Type *t)   /* " : T" */
{
	out_str(p->o, " : ");
	p_type(p, t);
}
/* An op printed as just its name and attr-dict (llvm.unreachable, index.sizeof). */
static inline bool print_name_attrs(Printer *p, Op *op)
{
	p_op_name(p, op);
	p_attr_dict(p, op, NULL);
	return true;
}
/* --mlir-print-debuginfo: " loc(...)" of op or block argument key (at:
 * where it is if the parser kept nothing, or NULL). */
void p_debug_loc(Printer *p, const void *key, const Loc *at);
/* A function's parameter list without the parentheses: "%arg0: T {attrs}, ...",
 * or only the types when entry is NULL (a declaration).  arg_attrs is an
 * array of n dictionaries, or NULL. */
static inline void p_fn_params(Printer *p, Block *entry, unsigned n, Type **params, Attr *arg_attrs)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			out_str(p->o, ", ");
		if (entry) {
			p_value(p, entry->args[i]);
			out_str(p->o, ": ");
		}
		mlir_print_type(p->o, params[i]);
		Attr *d = arg_attrs ? arg_attrs->arr.elts[i] : NULL;
		if (d && d->kind == ATTR_DICT && d->dict.n) {
			out_str(p->o, " {");
			print_dict_entries(p->o, d->dict.n, d->dict.elts, NULL);
			out_ch(p->o, '}');
		}
		if (entry)
			p_debug_loc(p, entry->args[i], NULL);
	}
}

/* props.c: the generic form's properties in the release printed */
bool props_inherent(Ctx *c, Op *op, Sym *name);          /* printed in <{...}> */
unsigned props_write(Ctx *c, Op *op, NamedAttr **out);   /* the attributes shown, sorted (*out malloc'd) */
Attr *props_default(Ctx *c, Op *op, const char *name);   /* the value mlir-opt fills in for it, or NULL */

#endif
