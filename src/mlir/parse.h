/* parse.h - what the MLIR grammar (grammar/mlir.y), its lexer
 * (grammar/mlir.re) and the builder actions (src/mlir/parse*.c) share:
 * the parser state, token values and the builder entry points.
 *
 * List discipline: lists built by the grammar (operands, types,
 * attributes, ...) live on stacks in the Parser and are named by a
 * List {start, n}.  A list is pushed after its elements' own sub-lists
 * were consumed, and is consumed (popped back to start) by the one rule
 * that uses it, so the stacks nest like the text. */
#ifndef XLATE_MLIR_PARSE_H
#define XLATE_MLIR_PARSE_H

#include "xlate/ir.h"

/* Source span of a grammar symbol: line/column of its first byte and
 * byte offsets [off, end) into the buffer.  16 bytes, always written
 * whole: the parser copies it on every shift and reduction. */
typedef struct MLYLTYPE {
	int first_line, first_column;
	uint32_t off, end;
} MLYLTYPE;
#define MLYLTYPE_IS_DECLARED 1
#define MLYLTYPE_IS_TRIVIAL 1

typedef struct List { uint32_t start, n; } List;
enum { NO_PROPS = UINT32_MAX };   /* a generic op's List start: no <{...}> written */
typedef struct Span { const char *s; uint32_t len; } Span;
/* A keyword or op-name token: its spelling and, for op names, the OpKind. */
typedef struct Word { Sym *sym; int kind; } Word;
/* A use of a value: %name or %name#idx. */
typedef struct ValRef { Sym *name; unsigned idx; Loc loc; } ValRef;
/* One name of a result definition "%a, %b:2 =". */
typedef struct ResName { Sym *name; unsigned count; Loc loc; } ResName;
/* The names of a RESULTS token: one inline, more in the arena (the lexer
 * runs ahead of reductions, so it cannot use the list stacks).  32 bytes,
 * no more than the other token values: the parser copies a value of the
 * largest size on every shift and reduction. */
typedef struct ResList {
	unsigned n;
	unsigned count;      /* n == 1: the name's count */
	Sym *name;           /* n == 1: the name */
	union {
		Loc loc;         /* n == 1: where */
		ResName *many;   /* n > 1: the names */
	};
} ResList;
/* A literal of a dense/array attribute before its type is known. */
typedef enum { LIT_INT, LIT_FLOAT, LIT_TRUE, LIT_FALSE, LIT_STRING, LIT_COMPLEX } LitKind;
typedef struct Lit { LitKind kind; Span text; Loc loc; bool pair; } Lit;  /* pair: first of a complex (re, im) */
/* A dimension of a shape: size or DYN, scalable for vectors. */
typedef struct Dim { int64_t size; bool scalable; } Dim;
/* A function argument / result of func.func-like ops. */
typedef struct FnArg { Sym *name; Type *type; Attr *attrs; Loc loc; Span written_loc; } FnArg;

/* A list of static values (p->is, DYN where an SSA value stands) and the
 * SSA values (p->vs): [0, %a, 4]. */
typedef struct Mixed { List ints, uses; } Mixed;
/* The literals of dense<...> (p->ls) before the type is known. */
typedef struct DenseBody { List lits; bool splat; int kind; } DenseBody;  /* kind: see memref.global */
/* The signature of a func.func-like op. */
typedef struct FnSig { Type *type; Attr *arg_attrs, *res_attrs; bool vararg; } FnSig;
/* An alias definition #a = ... / !t = ...: its value and its text (what
 * replaces a reference inside dialect attribute bodies). */
/* depth: how deeply its brackets nest, with those of the aliases it uses */
/* An alias definition: what it names, its source text and nesting depth;
 * seq counts the definitions of the file (an alias's text expands only
 * the aliases defined before it); verbatim: an unknown dialect's
 * attribute or type, whose text is never expanded (mlir-opt keeps it so). */
/* An alias: of an attribute (attr, its text), a type (type), or a
 * location (#name = loc(...), loc: attr is the location as data; the
 * lexer leaves a reference to it as written, the readers resolve it). */
typedef struct AliasDef { Attr *attr; Type *type; Sym *text; unsigned depth, seq; bool verbatim, loc; } AliasDef;

/* Sym* -> void* hash map (open addressing); values must not be NULL. */

/* The text "struct<\"name\", (...)>" an identified struct was read from
 * first (a copy), and the type. */
typedef struct StructText { Type *type; uint32_t len; char text[]; } StructText;

/* The text "{name = value, ...}" an attribute dictionary was read from
 * (a copy) and its entries (a copy). */
typedef struct LexDict { NamedAttr *v; uint32_t n, len; char text[]; } LexDict;
/* Whether c may stand in a dictionary's text that can only be a
 * dictionary's and means the same wherever it is read (p_dict_note):
 * names, numbers, plain strings, builtin types and arrays of those; no
 * alias, dialect attribute, symbol, value, region or nested dictionary. */
static inline bool p_dict_char(unsigned char c)
{
	return (unsigned)((c | 32) - 'a') < 26 || (unsigned)(c - '0') < 10 || c == '_' || c == '.' || c == ' ' ||
	       c == '=' || c == ':' || c == ',' || c == '"' || c == '-' || c == '+' || c == '[' || c == ']' || c == '$';
}

typedef struct Scope Scope;
typedef struct RegionCtx RegionCtx;

typedef struct Parser {
	Ctx *c;
	Source *src;
	/* lexer */
	const char *buf, *cur, *tok, *line_start;
	const char *no_results_before;   /* see lex_percent */
	Sym *int_syms[129];      /* "i1".."i128" once interned (the lexer's integer types) */
	NumSyms num_syms;        /* value names "0".."65535" once interned (value_sym) */
	Sym **kw_syms;           /* the keywords' Syms once lexed (lex_word), by keyword_list index */
	uint32_t line;
	Type *structs[64];       /* identified structs whose body is being read (p_struct_named) */
	unsigned struct_refs[64];   /* p->nrefs when each was opened */
	unsigned nstructs, nrefs;   /* nrefs: bare references read (p_struct_ref) */
	/* Identified structs read whole (Sym* name -> StructText*): the lexer
	 * gives the same text again as one token (lex_struct), not ~2 tokens
	 * per field reduced again to the type it already is */
	Map struct_texts;
	/* Attribute dictionaries read whole (hash of the text -> LexDict*):
	 * the lexer gives the same text again as one token (lex_dict), not
	 * ~8 tokens reduced again to the entries they already are */
	Map dict_texts;
	size_t dict_bytes;       /* what dict_texts holds, at most DICT_TEXT_MAX */
	/* dialect attributes read before (body Sym* -> OpaqueMemo* list,
	 * p_opaque_attr) and names of dialect attributes known good */
	Map opaque_attrs, attr_names_ok;
	bool drop_cast;          /* the op being ended is a 2021 typed-pointer bitcast (pl_cast) */
	int fn_kw;               /* the last function op keyword lexed: T_FUNC_FUNC (func too) or T_LLVM_FUNC */
	bool lex_dims;           /* after vector< memref< tensor<: lex "4x" "?x" "[4]x" "*x" */
	/* aliases */
	Map attr_alias, type_alias;        /* Sym -> AliasDef */
	unsigned alias_depth;    /* deepest alias used since the last definition or op */
	unsigned nalias;         /* alias definitions so far (AliasDef.seq) */
	/* scopes */
	Scope *scope;            /* innermost isolated-from-above scope */
	RegionCtx *region;       /* innermost region being parsed */
	unsigned depth;
	VEC(FnArg) pending_args; /* entry block args for the next region */
	bool has_pending_args;
	bool isolate_next;       /* the next region opened is isolated from above */
	/* list stacks */
	VEC(ValRef) vs;
	VEC(Type *) ts;
	VEC(Attr *) as;
	VEC(NamedAttr) ns;
	VEC(ResName) rs;         /* lexer scratch for RESULTS */
	VEC(Lit) ls;
	VEC(int64_t) is;
	VEC(Succ) ss;            /* successors; first/n index into vals */
	VEC(Value *) vals;       /* resolved successor operands */
	VEC(Value *) bundle_vals;   /* the operand bundles of the op being parsed: operands, */
	VEC(Attr *) bundle_tags;    /* tags, */
	VEC(Attr *) bundle_sizes;   /* and operand counts (i32) */
	VEC(Region *) regs;
	VEC(FnArg) fs;
	VEC(Dim) ds;
	VEC(char) text;          /* scratch text */
	VEC(LocRec *) locs_later;   /* --mlir-print-debuginfo: locations naming aliases defined after them */
	OpState spare;           /* the emptied vectors of the last op built,
	                            for the next one (p_op_begin/p_op_finish) */
	Op *top;                 /* implicit top-level module */
	/* streaming (a Feed, see ir.h): every op completed directly in the
	 * stream region is handed to feed->close.  The stream region is the
	 * top level, or the body of a module that is the file's first op; its
	 * Region and Block come from feed->keep. */
	Feed *feed;
	Sym *whole_attr[3];      /* llvm.bareptr, dlti.dl_spec, llvm.data_layout: need the
	                            whole module (the .ll printer's alignments follow a data layout) */
	RegionCtx *stream;
	bool module_next;        /* the next region opened is a module's body */
	bool layout_fed;         /* the stream module's data layout went to feed->layout */
	unsigned ntop;           /* ops at the top level */
	const char *kept;        /* src->mapped: the text before it was given back */
	Loc op_loc;              /* of the op being built, for its errors */
	bool failed;
} Parser;

/* parse.c: what the parser has seen that needs the whole module in memory
 * (a Feed's whole): a resource, a block address, a callee's calling
 * convention, the module's data layout */
void p_needs_module(Parser *p);

/* parse.c: errors */
void p_error(Parser *p, Loc loc, const char *fmt, ...);
Loc p_loc(Parser *p, MLYLTYPE l);
/* lexer (mlir.re) */
void lex_init(Parser *p);
Sym *p_unescape(Parser *p, Span s);            /* string body -> interned bytes */
int64_t p_dim_value(Parser *p, const char *s, const char *e);
/* Scans a balanced <...> / (...) body starting at *pos (just after the
 * opener); returns its text with #alias/!alias references expanded, or
 * NULL at end of input.  *pos is left after the closer. */
typedef enum BodyMode {
	BODY_VERBATIM,   /* kept as written */
	BODY_EXPAND,     /* aliases replaced by their text; other names kept */
	BODY_STRICT,     /* aliases replaced; a name that is no alias is an error */
	BODY_TOKENS,     /* read as MLIR's lexer reads it, aliases kept as written:
	                    loc(...), whose reader resolves them (p_loc_text) */
} BodyMode;
Sym *lex_balanced(Parser *p, const char **pos, char open, char close, BodyMode mode);

#endif
