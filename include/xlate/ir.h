/* ir.h - the one core header of xlate: utilities, context, types,
 * attributes, operations/blocks/regions/values, diagnostics, output.
 *
 * Everything is allocated from the Ctx's arena and freed at once by
 * ctx_free().  Types and attributes are hash-consed: two equal types (or
 * attributes) are the same pointer, so compare them with ==.  Strings that
 * name things are interned (Sym): compare them with ==.
 *
 * Prototypes are grouped by the file that defines them.
 */
#ifndef XLATE_IR_H
#define XLATE_IR_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Ctx Ctx;
typedef struct Sym Sym;
typedef struct Loc Loc;
typedef struct Type Type;
typedef struct Attr Attr;
typedef struct NamedAttr NamedAttr;
typedef struct AffineForm AffineForm;
typedef struct Value Value;
typedef struct Use Use;
typedef struct Op Op;
typedef struct Block Block;
typedef struct Region Region;
typedef struct Succ Succ;
typedef struct Out Out;

/* ---------------------------------------------------------------- util.c */

/* A growable heap array: VEC(int) v = {0}; vec_push(&v, 3); vec_free(&v).
 * Temporary storage only; permanent IR arrays are copied into the arena. */
#define VEC(T) struct { T *v; unsigned n, cap; }
#define vec_push(a, x) \
	((void)((a)->n == (a)->cap ? vec_grow_((void **)&(a)->v, &(a)->cap, sizeof *(a)->v) : 0), \
	 (a)->v[(a)->n++] = (x))
#define vec_free(a) (free((a)->v), (a)->v = NULL, (a)->n = (a)->cap = 0)
int vec_grow_(void **v, unsigned *cap, size_t elsz);

void *xmalloc(size_t n);             /* aborts with a message on OOM */
void *xrealloc(void *p, size_t n);
uint64_t hash_bytes(const void *p, size_t n, uint64_t seed);  /* a word at a time */
/* The one 64-bit finalizer (MurmurHash3's fmix64 without its second round):
 * spreads the bits of x, a pointer or a number, over the low bits. */
static inline uint64_t hash_fin(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	return x;
}
/* Combines v into h (the finalizer over h ^ v); inline: type and
 * attribute uniquing calls it for every field. */
static inline uint64_t hash_mix(uint64_t h, uint64_t v)
{
	return hash_fin(h ^ (v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2)));
}
static inline uint64_t hash_ptr(uint64_t h, const void *p)
{
	return hash_mix(h, (uint64_t)(uintptr_t)p);
}
/* Word by word, each mixed in whole. */
static inline uint64_t hash_words(uint64_t h, unsigned n, const uint64_t *v)
{
	for (unsigned i = 0; i < n; i++)
		h = hash_mix(h, v[i]);
	return h;
}
static inline uint64_t hash_ptrs(uint64_t h, unsigned n, const void *const *v)
{
	for (unsigned i = 0; i < n; i++)
		h = hash_ptr(h, v[i]);
	return h;
}
/* Input text mapped from a file instead of read: a private read-only
 * mapping of the n bytes of fd followed by a NUL (NULL on failure).
 * text_drop(src, from, to) gives back the memory of the whole pages in
 * [from, to) of a mapped src, up to a 2 MB boundary of the file (or its
 * end), and returns where it stopped (from if it gave back nothing): the
 * pages are read again from the file if touched. */
char *text_map(int fd, size_t n);
void text_unmap(char *p, size_t n);
/* The whole of path ("-": standard input), NUL-terminated: mapped
 * (*mapped set) if it is a regular file, else read into the heap; NULL
 * with errno set on failure.  text_free gives it back. */
char *text_read(const char *path, size_t *len, bool *mapped);
void text_free(char *p, size_t len, bool mapped);
struct Source;
const char *text_drop(const struct Source *src, const char *from, const char *to);
enum { TEXT_DROP_STEP = 2 << 20 };   /* parsers drop what they read in steps of this */

/* ---------------------------------------------------------------- map.c */

/* The one hash map: open addressing with linear probing, keyed by a
 * nonzero 64-bit integer (a pointer, a number + 1, a hash with a high bit
 * set), each value vsize bytes wide (0: a pointer), held beside its key.
 * A zeroed Map is empty and allocates on the first insert; set vsize
 * before it.  Value slots move when the map grows: use one before the next
 * insert.  Lookups and inserts take the key as any integer or pointer:
 *   Map m = {0}; map_put(&m, op, v); v = map_get(&m, op); map_free(&m); */
typedef struct Map {
	char *e;                /* cap entries: key, then the value (1 << shift bytes in all) */
	uint32_t n, cap, vsize, shift;
} Map;
#define MAP_KEY(k) ((uint64_t)(uintptr_t)(k))
#define MAP_HASH_KEY(h) ((uint64_t)(uint32_t)(h) | (uint64_t)1 << 32)  /* a 32-bit hash as a key: never 0 */
/* Where key's probe run starts. */
static inline size_t map_home(const Map *m, uint64_t key)
{
	return (size_t)hash_fin(key) & (m->cap - 1);
}
void map_grow(Map *m);                                   /* doubles the table */
void *map_add_(Map *m, uint64_t key);                     /* a new zeroed slot under key, even if present */
void map_remove(Map *m, void *slot);   /* the entry of a value slot, by backward shift (no tombstones) */
/* Empties m for about expect keys (for a map per function: the size of the
 * last one): a table 4 times too big is replaced, one too small grown, so
 * clearing costs what filling did. */
void map_clear(Map *m, size_t expect);
void map_free(Map *m);                 /* frees the table; m stays usable, vsize kept */
void *map_at(const Map *m, size_t i, uint64_t *key);  /* entry i < cap: its value slot, or NULL if empty */
/* The entries under key from the one at index i (probing on), or NULL. */
static inline void *map_probe_(const Map *m, uint64_t key, size_t i)
{
	size_t mask = m->cap - 1;
	for (;; i = (i + 1) & mask) {
		uint64_t *e = (uint64_t *)(void *)(m->e + (i << m->shift));
		if (*e == key)
			return e + 1;
		if (!*e)
			return NULL;
	}
}
/* The value's slot, or NULL. */
static inline void *map_find_(const Map *m, uint64_t key)
{
	return m->cap ? map_probe_(m, key, map_home(m, key)) : NULL;
}
/* The slots under key after prev (NULL: the first), for maps that hold
 * several values under one key (the uniquing tables, keyed by hash). */
static inline void *map_next_(const Map *m, uint64_t key, void *prev)
{
	if (!prev)
		return map_find_(m, key);
	size_t i = (size_t)((char *)prev - m->e) >> m->shift;
	return map_probe_(m, key, (i + 1) & (m->cap - 1));
}
/* The value's slot, added zeroed if absent (*added tells, if added is
 * not NULL). */
static inline void *map_slot_(Map *m, uint64_t key, bool *added)
{
	if (2 * ((size_t)m->n + 1) > m->cap)
		map_grow(m);
	size_t mask = m->cap - 1;
	for (size_t i = map_home(m, key);; i = (i + 1) & mask) {
		uint64_t *e = (uint64_t *)(void *)(m->e + (i << m->shift));
		if (*e == key || !*e) {
			bool fresh = !*e;
			if (fresh) {
				*e = key;
				m->n++;
			}
			if (added)
				*added = fresh;
			return e + 1;
		}
	}
}
#define map_find(m, k) map_find_((m), MAP_KEY(k))
#define map_slot(m, k, added) map_slot_((m), MAP_KEY(k), (added))
#define map_add(m, k) map_add_((m), MAP_KEY(k))
#define map_next(m, k, prev) map_next_((m), MAP_KEY(k), (prev))
/* Maps of pointers */
static inline void *map_get_(const Map *m, uint64_t key)
{
	void **v = (void **)map_find_(m, key);
	return v ? *v : NULL;
}
static inline void map_put_(Map *m, uint64_t key, void *val)
{
	*(void **)map_slot_(m, key, NULL) = val;
}
#define map_get(m, k) map_get_((m), MAP_KEY(k))
#define map_put(m, k, v) map_put_((m), MAP_KEY(k), (v))
static inline void map_del_(Map *m, uint64_t key)
{
	void *v = map_find_(m, key);
	if (v)
		map_remove(m, v);
}
#define map_del(m, k) map_del_((m), MAP_KEY(k))

/* The uniquing tables' set: objects that keep their own 32-bit hash
 * (hash_off bytes into each: Sym, Attr), found by it.  Linear probing over
 * 8-byte slots, no tombstones, at most half full: a slot holds the
 * object's address in its low 48 bits and a tag of 16 bits of its hash
 * above them, so a probe reads an object only when its tag matches (an
 * address from 2^48 on -- none of Linux's unless asked for -- makes the
 * set keep bare addresses: wide).  Half the size of a Map of hash -> ptr.
 *   for (void *x = hset_first(s, h, &i); x; x = hset_next(s, h, &i)) ... */
typedef struct HashSet {
	uint64_t *slot;
	uint32_t n, cap;      /* cap a power of two */
	uint32_t hash_off;    /* where an object's uint32_t hash is */
	bool wide;            /* slots are bare addresses, without tags */
} HashSet;
#define HSET_ADDR_BITS 48
void hset_init(HashSet *s, uint32_t cap, size_t hash_off);
void hset_free(HashSet *s);
void hset_add(HashSet *s, void *x);      /* x is not in s yet */
void hset_remove(HashSet *s, void *x);   /* if x is in s */
void hset_untag(HashSet *s);             /* keeps bare addresses from now on */
static inline uint64_t hset_tag_(uint32_t h)
{
	return (uint64_t)((h * 0x9e3779b1u) >> 16) << HSET_ADDR_BITS;
}
/* The objects from slot *i on whose tag is h's (all of them, wide), up to
 * the end of the probe run: NULL there. */
static inline void *hset_scan_(const HashSet *s, uint32_t h, uint32_t *i)
{
	uint64_t tag = hset_tag_(h), low = ((uint64_t)1 << HSET_ADDR_BITS) - 1;
	uint32_t mask = s->cap - 1;
	for (uint64_t v; (v = s->slot[*i]); *i = (*i + 1) & mask)
		if (s->wide || (v & ~low) == tag)
			return (void *)(uintptr_t)(s->wide ? v : v & low);
	return NULL;
}
static inline void *hset_first(const HashSet *s, uint32_t h, uint32_t *i)
{
	*i = h & (s->cap - 1);
	return hset_scan_(s, h, i);
}
static inline void *hset_next(const HashSet *s, uint32_t h, uint32_t *i)
{
	*i = (*i + 1) & (s->cap - 1);
	return hset_scan_(s, h, i);
}

/* ---------------------------------------------------------------- arena.c */

/* Under AddressSanitizer (GCC's macro, clang's feature test) arena memory
 * is poisoned until it is handed out. */
#if defined(__SANITIZE_ADDRESS__)
#define XLATE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define XLATE_ASAN 1
#endif
#endif
#ifdef XLATE_ASAN
#include <sanitizer/asan_interface.h>
#endif

typedef struct Arena Arena;
Arena *arena_new(void);
void arena_free(Arena *a);
/* The free part of an arena's current chunk, the first member of every
 * Arena: arena_alloc bumps it inline, arena.c does the rest. */
typedef struct ArenaBump { unsigned char *next, *end; } ArenaBump;
enum { ARENA_BIG = 64 * 1024 };   /* bigger allocations get a chunk of their own */
void *arena_alloc_slow(Arena *a, size_t n);
/* n zeroed bytes, 16-byte aligned */
static inline void *arena_alloc(Arena *a, size_t n)
{
	ArenaBump *b = (ArenaBump *)(void *)a;
	size_t r = (n + 15) & ~(size_t)15;
	if (r - 1 < (size_t)(b->end - b->next) && r <= ARENA_BIG) {   /* (r == 0: slow path) */
		void *p = b->next;
		b->next += r;
#ifdef XLATE_ASAN
		__asan_unpoison_memory_region(p, r);
#endif
		return p;
	}
	return arena_alloc_slow(a, n);
}
void *arena_dup(Arena *a, const void *p, size_t n);
/* Frees everything allocated from a at once; a stays usable (for scratch
 * arenas that live as long as one function). */
void arena_reset(Arena *a);
/* A point in an arena's allocations: arena_release frees (and zeroes)
 * everything allocated after it, keeping the chunks for reuse. */
typedef struct ArenaMark { void *cur, *big; size_t used; } ArenaMark;
ArenaMark arena_mark(Arena *a);
void arena_release(Arena *a, ArenaMark m);

/* ---------------------------------------------------------------- intern.c */

/* An interned string; s is NUL-terminated, len excludes the NUL. */
struct Sym {
	uint32_t len;
	uint32_t hash;
	uint16_t opkind;   /* op_kind_of's answer + 1 once asked (0: not yet) */
	uint8_t bare;      /* the MLIR printer's: 1 a bare identifier, 2 a string, 0 not asked yet */
	uint8_t pinned;    /* held by a cache of Syms (sym_pin): never taken out (uniq_drop_name) */
	uint8_t llargs;    /* the .ll importer's: an attribute word's arguments (attr_takes_args) + 1 once asked */
	uint8_t dialect;   /* dialect_known's answer + 1 once asked (0: not yet) */
	uint8_t propk;     /* the verifier's: which property tables name it (verify.c prop_bits; 0: not asked) */
	uint8_t llpos;     /* the .ll importer's: 1 + its row of attr_positions.h (0: not asked, 255: none) */
	uint8_t lltypes;   /* the .ll importer's: 1 + its row of attr_types.h (0: not asked, 255: none) */
	char s[];
};
/* strcmp's order of a's and b's text, the first eight bytes compared as
 * one big-endian word: the bytes after a Sym's NUL are zero to at least 8
 * past s (intern), and two Syms of one Ctx differ in their text. */
static inline int sym_cmp(const Sym *a, const Sym *b)
{
	if (a == b)
		return 0;
	uint64_t x, y;
	memcpy(&x, a->s, 8);
	memcpy(&y, b->s, 8);
	if (x != y) {
		x = __builtin_bswap64(x);
		y = __builtin_bswap64(y);
		return x < y ? -1 : 1;
	}
	return strcmp(a->s + 8, b->s + 8);   /* (no NUL in the first 8: else the same text) */
}
static inline Sym *sym_pin(Sym *s)
{
	s->pinned = 1;
	return s;
}
Sym *intern(Ctx *c, const char *s, size_t len);
/* intern, with h = (uint32_t)hash_bytes(s, len, 0) computed already */
Sym *intern_hashed(Ctx *c, const char *s, size_t len, uint32_t h);
Sym *intern_c(Ctx *c, const char *s);          /* NUL-terminated */
/* The one symbol cache: intern_c of a string literal (or of text that
 * mostly stays put), remembered by its address. */
Sym *sym_lit(Ctx *c, const char *s);
/* The lexers' Syms of small decimal numbers (value numbers, metadata ids)
 * by value, so they are not hashed again at every use; the table grows to
 * the largest number seen.  A zeroed NumSyms is empty; free v after. */
typedef struct NumSyms {
	Sym **v;
	uint32_t cap;
} NumSyms;
Sym **num_sym_grow(NumSyms *t, uint32_t n);   /* num_sym_slot when n is past the end */
static inline Sym **num_sym_slot(NumSyms *t, uint32_t n)   /* n's slot (NULL until set) */
{
	return n < t->cap ? &t->v[n] : num_sym_grow(t, n);
}

/* ---------------------------------------------------------------- ctx.c */

/* A source position.  file is interned; line and col count from 1;
 * line 0 means "unknown". */
struct Loc {
	Sym *file;
	uint32_t line, col;
};

/* Well-known interned names, c->sym[SYM_value] etc. */
#define XSYMS(X) \
	X(value, "value") X(callee, "callee") X(sym_name, "sym_name") \
	X(function_type, "function_type") X(predicate, "predicate") \
	X(sym_visibility, "sym_visibility") X(linkage, "linkage") \
	X(global_type, "global_type") X(constant, "constant") \
	X(fastmathFlags, "fastmathFlags") X(overflowFlags, "overflowFlags") \
	X(alignment, "alignment") X(arg_attrs, "arg_attrs") X(res_attrs, "res_attrs") \
	X(operandSegmentSizes, "operandSegmentSizes") \
	X(llvm_emit_c_interface, "llvm.emit_c_interface") \
	X(llvm_data_layout, "llvm.data_layout") X(llvm_target_triple, "llvm.target_triple") \
	X(unknown_props, "\x01properties")
/* SYM_unknown_props: the attribute that holds an op xlate does not know's
 * properties, as one dictionary (mlir-opt's property storage of an
 * unregistered op): written <{...}> in the generic form, apart from its
 * attributes (a name of the same text can only be written quoted) */
enum {
#define X(id, s) SYM_##id,
	XSYMS(X)
#undef X
	NSYMS
};

typedef struct Source Source;  /* a loaded input buffer, for diagnostics */
struct Source {
	Sym *file;
	const char *buf;   /* the whole text; buf[len] == 0 */
	size_t len;
	bool mapped;       /* buf is from text_map: parsers may text_drop what they read */
	unsigned first_line;  /* the line of the file buf begins at (a chunk of
	                         --split-input-file); 0 or 1: the file's start */
	const char *mark;     /* a line start the parser passed (0: none), and */
	unsigned mark_line;   /* its line: diagnostics count lines from there */
	Source *next;
};

/* A diagnostic as data (kept when Ctx.diags is set): kind 'e'rror,
 * 'w'arning or 'n'ote; file and msg are heap copies. */
typedef struct Diag { char *file; unsigned line, col; char kind; char *msg; } Diag;
typedef VEC(Diag) DiagVec;
void diags_clear(DiagVec *v);   /* frees the entries, keeps v usable */

typedef struct TypeTab TypeTab;   /* uniquing tables, private to type.c/attr.c/intern.c */
typedef struct AttrTab AttrTab;
typedef struct SymTab SymTab;

/* Where an op or a block argument was read (--mlir-print-debuginfo): the
 * text inside the loc(...) written after it, or (text NULL) its place. */
typedef struct LocRec {
	Sym *text;
	Loc at;
	Attr *attr;   /* or the location as data (ATTR_LOC_*: the .ll importer's) */
} LocRec;

struct Ctx {
	Arena *arena;           /* types, attributes, names: everything uniqued */
	Arena *ir;              /* ops, blocks, regions, values: the arena, or
	                           the driver's own for a run (src/driver) */
	Arena *uniq;            /* Syms and attributes: the arena, or (a streamed
	                           run's, owned) one given back to a mark after a
	                           function whose name is all it added (uniq_drop_name) */
	/* The Syms, attributes (bit 0 set) and types (0) made since the driver
	 * last cleared n: the first four; n counts them all. */
	struct { unsigned n; uintptr_t v[4]; } made;
	SymTab *syms;
	TypeTab *types;
	AttrTab *attrs;
	Sym *sym[NSYMS];
	Source *sources;
	unsigned nerrors, nwarnings;
	FILE *diag_out;         /* stderr unless a test redirects it */
	bool quiet;             /* diagnostics counted, not shown (a trial parse) */
	DiagVec *diags;         /* NULL, or where the diagnostics shown are also kept */
	/* How messages spell a type: the syntax of the run (the driver gives
	 * the MLIR type printer); NULL: "type". */
	void (*type_spelling)(Out *o, Type *t);
	void (*attr_spelling)(Out *o, Attr *a);   /* the same for attributes */
	unsigned index_bitwidth;  /* for conversion; 64 by default */
	bool reject_unregistered; /* ops of dialects xlate does not know are errors
	                             (mlir-opt without --allow-unregistered-dialect) */
	bool implicit_module;     /* MLIR parse: the module was made around the file's ops
	                             (set by the parser; mlir-translate --no-implicit-module) */
	bool structs_as_literals; /* .ll import: a named struct becomes its literal body
	                             (an opaque one: the empty struct) */
	bool keep_ll_extras;      /* .ll import: what the LLVM dialect has no place for
	                             (PHI order, ...) kept as xlate.* attributes */
	unsigned llvm_version;    /* the generation written: 14, 19 or 22 (default 22);
	                             printers and lowering consult per-release tables by it */
	/* mlir-opt --mlir-print-debuginfo: locations printed after ops and
	 * block arguments.  locs: Op* or block argument Value* -> its LocRec
	 * (kept by the MLIR parser, only then); loc_aliases: alias name
	 * ("loc3", a Sym*) -> the text of its #loc3 = loc(...). */
	bool print_locs;
	Map locs, loc_aliases;
	/* The dialect resources of the input's file metadata
	 * {-# dialect_resources: {builtin: {name: "0x..."}} #-}, in file
	 * order (set by the MLIR parser; dense_resource<name> refers to them).
	 * blob is the string's text: "0x" hex, the first 4 bytes the alignment. */
	struct CtxResource { Sym *dialect, *name, *blob; } *resources;
	unsigned nresources;
	Map modsyms;              /* streaming: name hash -> packed ModSym (modsym_get, op.c) */
	Map modsym_ix;            /* its types and attributes -> index in modsym_ptrs */
	VEC(void *) modsym_ptrs;
	bool modsym_full;         /* more distinct types than an entry can index: the
	                             stream starts again with the whole module */
	struct OpState *spare_state;  /* the vectors of the last opstate_done, for the next opstate_begin */
};
/* ---------------------------------------------------------------- gen.c */

/* What the generations written (--llvm-version, Ctx.llvm_version) differ
 * in: one row per release in gen.c.  The importer and the printers ask
 * the row, never the version number. */
enum {                      /* what the LLVM dialect of a release can hold */
	GK_INT_FLAGS = 1 << 0,    /* exact, disjoint, nneg, trunc nsw/nuw on ops */
	GK_GEP_FLAGS = 1 << 1,    /* getelementptr nusw, nuw */
	GK_MODULE = 1 << 2,       /* target triple, ident, module asm, module flags, dependent libraries, commandline */
	GK_ALIASES = 1 << 3,      /* llvm.mlir.alias, llvm.mlir.ifunc */
	GK_DSO_LOCAL = 1 << 4,    /* dso_local on functions */
	GK_CALL_ATTRS = 1 << 5,   /* call-site function, parameter and result attributes; tail call kinds */
	GK_INVARIANT_GROUP = 1 << 6,  /* !invariant.group on loads and stores */
	GK_UWTABLE = 1 << 7,      /* uwtable as uwtable_kind, not passthrough; instrument-function-entry/exit, prefer-vector-width, reciprocal-estimates named */
	GK_PARAM_RANGE = 1 << 8,  /* range(...) on parameters and results (llvm.range) */
	GK_UNSAFE_FP = 1 << 9,    /* "unsafe-fp-math", "approx-func-fp-math" as unsafe_fp_math, approx_func_fp_math (gone after 19: passthrough) */
	GK_RMW_OPS = 1 << 10,     /* atomicrmw usub_cond, usub_sat, fmaximum, fminimum */
	GK_DEREFERENCEABLE = 1 << 11,  /* !dereferenceable(_or_null) on loads and inttoptr */
	GK_MASKED_NT = 1 << 12,   /* nontemporal on llvm.intr.masked.load (!nontemporal) */
	GK_MMRA = 1 << 13,        /* llvm.mmra = #llvm.mmra_tag<"p":"s"> or [...] on any op (!mmra) */
	GK_DBG_EXPRS = 1 << 14,   /* a global's debug info: dbg_exprs = [...] (else dbg_expr = the first) */
	GK_FN_LOC_UNNAMED = 1 << 15,  /* a function's location fused<#sp>["f":l:0] (else [its name, "f":l:0]) */
	GK_CALL_INTRINSIC = 1 << 16,  /* a call of an intrinsic with no op of its own: llvm.call_intrinsic "llvm.x"(...) */
	GK_LAYOUT_SPEC = 1 << 17, /* the data layout (LLVM's defaults too) as dlti.dl_spec, not the llvm.data_layout string */
	GK_VARARG_CALLS = 1 << 18,  /* a call of a variadic function with more arguments than its fixed ones stays direct */
	GK_DBG_AT_INTRINSICS = 1 << 19,  /* the debug records (or intrinsics) right before an intrinsic call: 22's
	                                    importer converts the call without the records attached to it */
	GK_ZERO_OP = 1 << 20,     /* a zero aggregate no dense attribute holds is llvm.mlir.zero (else undef and
	                             the insertvalue chain of its elements) */
	GK_INIT_WALK = 1 << 21,   /* the importer converts the initializer of each global variable an op or an
	                             initializer names there too, as constants nothing uses (19; 22 stopped) */
	GK_FN_INIT_SYM = 1 << 22, /* a global initialized with a function's address holds it as its value
	                             (@g(@f)), else in its initializer region */
	GK_ASM_DIALECT = 1 << 23, /* llvm.inline_asm always holds its asm_dialect (att too) */
	GK_STRUCT_ACYCLIC = 1 << 24,  /* an identified struct that contains itself is the .ll parser's error,
	                                 once its body is read ("... is recursive": LLVM 21+) */
};
typedef struct Gen {
	unsigned version;
	unsigned keeps;                      /* GK_* */
	bool llvm_vec;                       /* vectors of pointers are !llvm.vec<N x ptr>, else vector<Nx!llvm.ptr> */
	bool switch_signed;                  /* llvm.switch case values print signed */
	/* MLIR printer: the gap before the attribute dictionary (or " : ")
	 * of ops printed with custom<LLVMOpAttrs> (binary ops,
	 * call-form intrinsics): " " up to 19, "" after */
	const char *opattrs_gap;
	unsigned prints;                     /* GP_* */
	unsigned lowers;                     /* GL_*: how --to-llvm lowers */
	unsigned translates;                 /* GT_*: how the .ll printer (mlir-translate) writes */
	bool typed_ptrs;                     /* .ll written with typed pointers (i8*, llvm.memcpy.p0i8.p0i8.i64) */
	const char *fn_memory;               /* llvm.func's #llvm.memory_effects attribute: memory, memory_effects */
	bool assume_custom;                  /* llvm.intr.assume has a custom form (and operand bundles) */
	/* mlir-translate's note on an op of a dialect it does not load: the
	 * dialects it loads, as it lists them (NULL: not known) */
	const char *translate_dialects;
	/* the dialects its mlir-opt registers (--show-dialects): an attribute or
	 * type of one that xlate does not read is kept as text, never refused */
	const char *opt_dialects;
	unsigned props;                      /* its column of props_table.h: P19 or P22 (mlir/props.c) */
} Gen;
enum {                      /* how a release's mlir-translate writes .ll */
	GT_GEP_I8 = 1 << 0,       /* constant GEPs fold to i8 GEPs of the byte offset (default data layout) */
	GT_MEMORY_EFFECTS = 1 << 1,  /* a function's memory_effects: memory(...) */
	GT_PHI_IN_ORDER = 1 << 2,    /* phi incoming values as clang orders them (the last predecessor last), not reversed */
	GT_CALL_ATTRS = 1 << 3,      /* call-site attributes the IR holds are written (14: from a 22 import) */
	GT_DECL_TARGET = 1 << 4,  /* frame-pointer and target-features on declarations too */
	GT_EMPTY_STRUCTORS = 1 << 5, /* llvm.mlir.global_ctors/dtors without entries: a [0 x ...] array */
	GT_SPLAT = 1 << 6,        /* a vector of one repeated integer or float is splat (T v) (LLVM 20+), not <T v, T v, ...> */
	GT_EXT_INIT = 1 << 7,     /* externally_initialized globals */
	GT_CALL_PROF = 1 << 8,    /* a call's branch_weights as !prof (dropped by 22) */
	GT_NEG_ZERO = 1 << 9,     /* a splat -0.0 array stays [float -0.0, ...], not zeroinitializer */
	GT_KERNEL_MD = 1 << 11,    /* vec_type_hint, work_group_size_hint, ... as function metadata */
	GT_GLOBAL_ATTRS = 1 << 12, /* a global's target_specific_attrs as its attribute group #N */
	GT_OLD_MEMORY = 1 << 13,   /* memory effects in LLVM <= 15's words (readonly, argmemonly, ...), not memory(...) */
	GT_CALL_MEM_OWN = 1 << 14, /* a call's memory effects only where they are not its callee's (as an import from .ll read them) */
	GT_CONST_INST = 1 << 15,   /* an instruction on constants stays one (not folded as IRBuilder folds it) where it is not
	                              among the constants at the top of the entry block (where an import puts them) */
	GT_LL_EXTRAS = 1 << 16,    /* what an import kept as xlate.* attributes (--keep-ll-extras) is written back: phi
	                              order, an intrinsic call's tail kind, function attributes and !tbaa.struct */
	GT_NEW_FLAGS = 1 << 17,    /* LLVM 18/19's instruction flags and attributes: nneg, disjoint, trunc nuw/nsw,
	                              getelementptr nusw/nuw, range(...) results (LLVM 14 has none: left out) */
	GT_FLAG_MIN = 1 << 18,     /* module flag behavior Min (8, LLVM 15+); before, Max (7), as clang-14 wrote "PIC Level" */
	GT_DIV_LAST = 1 << 19,     /* the "Debug Info Version" flag added is numbered after the module's own flags, not !0 */
	GT_CAPTURES = 1 << 20,     /* nocapture is written captures(none) (LLVM 21+) */
	GT_CODEVIEW = 1 << 21,     /* a module flag "CodeView" for an MSVC target triple, after the "Debug Info Version" */
	GT_NO_FPCLASS = 1 << 22,   /* no llvm.is.fpclass (LLVM 16+): written as fcmp or a test of the bits where
	                              lp_fpclass14 says there is such a form (the import refuses the others) */
};
enum {                      /* how the MLIR printer of a release writes */
	GP_COND_BR_WEIGHTS = 1 << 0,  /* cf.cond_br %c weights([a, b]), ^bb1, ^bb2 */
	GP_DL_SPEC_KV = 1 << 1,       /* #dlti.dl_spec<index = 32 : i64>, not #dlti.dl_entry<...> lists */
	GP_ENUM_EXPECTED = 1 << 2,    /* a bad enum attribute: "expected one of [...] for K, got: X", not "invalid K specification: X" */
	GP_RMW_XORI = 1 << 3,         /* memref.atomic_rmw xori has a custom form (MLIR 20+) */
	GP_STRUCTORS = 1 << 4,        /* llvm.mlir.global_ctors ctors = [..], priorities = [..], data = [..] */
	GP_OP_BUNDLES = 1 << 5,       /* operand bundles on llvm.call/invoke/call_intrinsic; call_intrinsic's attributes before its type */
	GP_GLOBAL_INIT_SPLIT = 1 << 6,  /* memref.global's initial value checked for its shape, then its element type, not as one tensor type */
	GP_INTR_TYPE_KINDS = 1 << 7,  /* the masked/matrix/active-lane-mask intrinsics' custom forms parse a builtin vector (integer) type: "invalid kind of type specified" */
	GP_ENUM_PROPS = 1 << 8,       /* generic form: overflowFlags and GEP noWrapFlags as EnumProps (3 : i32), memref.atomic_rmw's
	                               * kinds numbered anew, and MLIR 20+'s defaults (empty operand bundles, ...): mlir/props.c */
};
enum { P19 = 1, P22 = 2 };  /* the releases of props_table.h */
enum {                      /* how a release lowers (src/conv) */
	GL_POISON = 1 << 0,       /* descriptors and packed results start from llvm.mlir.poison, not undef */
	GL_GEP_NUW = 1 << 1,      /* memref.load/store addresses: inbounds|nuw GEPs, overflow<nsw, nuw> index arithmetic */
	GL_ZERO_EXTENT = 1 << 3,  /* a zero extent scales the strides and size (to 0) */
	GL_DESC_ALWAYS = 1 << 4,  /* a memref argument's descriptor is built for memref.dim/rank too */
	GL_RMW_FMAXIMUM = 1 << 5, /* memref.atomic_rmw maximumf/minimumf: fmaximum/fminimum (else fmax/fmin); maxnumf, minnumf, xori */
	GL_MEM_ALIGN = 1 << 6,    /* memref.load/store {alignment = N} sets the llvm op's alignment */
	GL_ASSUME_BUNDLE = 1 << 7,  /* memref.assume_alignment: llvm.intr.assume true ["align"(%p, N)] */
	GL_DL_SPEC_NAMED = 1 << 8,  /* the data layout is the module attribute named dlti.dl_spec, not any #dlti.dl_spec */
	GL_DIVS_FIXUP = 1 << 9,   /* arith.ceildivsi/floordivsi: sdiv and a +-1 fix-up (MLIR 21+ arith expansion) */
	GL_UNRANKED_EACH = 1 << 10,  /* unranked memref copies at calls/returns: each size computed just before its copy */
	GL_BITCAST_FOLD = 1 << 11,   /* arith.bitcast between types of one llvm type (memrefs, f8 formats) folds away */
};
const Gen *gen_of(unsigned llvm_version);
/* memref.atomic_rmw's kinds (arith's AtomicRMWKind): the word, its number
 * in MLIR 19 (xlate's IR; xori: 20+) and in MLIR 20+, which numbers them
 * anew (mlir/props.c turns one into the other) */
#define XRMW_KINDS(X) \
	X("addf", 0, 0) X("addi", 1, 1) X("assign", 2, 3) X("maximumf", 3, 4) X("maxs", 4, 6) X("maxu", 5, 7) \
	X("minimumf", 6, 8) X("mins", 7, 10) X("minu", 8, 11) X("mulf", 9, 12) X("muli", 10, 13) X("ori", 11, 14) \
	X("andi", 12, 2) X("maxnumf", 13, 5) X("minnumf", 14, 9) X("xori", 15, 15)
enum { RMW_NKINDS = 16 };
extern const char *const rmw_kind_words[RMW_NKINDS];   /* by xlate's number (gen.c) */
bool gen_opt_registers(const Gen *g, const char *dialect, size_t n);   /* dialect in g->opt_dialects */

Ctx *ctx_new(void);
void ctx_free(Ctx *c);
/* Registers a source buffer so diagnostics can show its lines.  The buffer
 * must stay alive as long as the Ctx. */
Source *ctx_add_source(Ctx *c, const char *file, const char *buf, size_t len);

/* ---------------------------------------------------------------- diag.c */

/* Prints "file:line:col: error: MSG", the source line and a caret under
 * the column (when the source is registered), and counts it. */
void error_at(Ctx *c, Loc loc, const char *fmt, ...);
void warning_at(Ctx *c, Loc loc, const char *fmt, ...);
void note_at(Ctx *c, Loc loc, const char *fmt, ...);
void verror_at(Ctx *c, Loc loc, const char *kind, const char *fmt, va_list ap);
/* An error upstream reports without failing (a type converter's message
 * in a conversion that goes on): shown and kept as an error, not counted. */
void error_nofail_at(Ctx *c, Loc loc, const char *fmt, ...);
/* A type as messages spell it (Ctx.type_spelling), NUL-terminated in o. */
void diag_type(Ctx *c, Out *o, Type *t);
void diag_attr(Ctx *c, Out *o, Attr *a);   /* the same for an attribute */

/* ---------------------------------------------------------------- out.c */

/* The one buffered writer.  Everything is accumulated in memory and only
 * reaches the destination on out_commit(), so a failed run writes nothing. */
struct Out {
	char *buf;
	size_t len, cap;
	/* Spilling (out_open, out_spill_tmp): buf holds only the tail; the
	 * text before it is in the file spill_fd1 - 1 (0: not spilling). */
	int spill_fd1;
	int spill_err;      /* errno of a failed spill write, or 0 */
	char *spill_path;   /* the named temporary file (out_open), or NULL */
	bool discard;       /* out_open: the destination is the null device, the text is dropped */
};
void out_init(Out *o);
void out_free(Out *o);
void out_mem_slow(Out *o, const char *s, size_t n);
/* The text stays NUL-terminated (buf[len] == 0). */
static inline void out_mem(Out *o, const char *s, size_t n)
{
	if (o->cap - o->len > n && n) {
		memcpy(o->buf + o->len, s, n);
		o->len += n;
		o->buf[o->len] = 0;
	} else {
		out_mem_slow(o, s, n);
	}
}
static inline void out_str(Out *o, const char *s)
{
	out_mem(o, s, strlen(s));
}
static inline void out_ch(Out *o, char ch)
{
	out_mem(o, &ch, 1);
}
void out_sym(Out *o, Sym *s);
void out_i64(Out *o, int64_t v);
void out_u64(Out *o, uint64_t v);
void out_fmt(Out *o, const char *fmt, ...);
void out_indent(Out *o, unsigned n);           /* n spaces */
/* Writes to path ("-" or NULL = stdout); a file is written as temp+rename.
 * Returns 0 on success. */
int out_commit(Out *o, const char *path);
/* Output that may be larger than memory should be: out_open() starts an
 * Out for path ("-"/NULL = stdout) whose text goes to a temporary file
 * (next to path, or anonymous for stdout) as it grows; out_commit(o, path)
 * then renames it into place (or copies it to stdout), out_free() without
 * a commit removes it.  Only for an Out whose buf is never read back.
 * Returns 0, or -1 when no temporary could be made (the Out then simply
 * stays in memory). */
int out_open(Out *o, const char *path);
/* Starts part, a part of whole's text that out_splice() later appends to
 * whole, kept as whole's is: spilled to an anonymous temporary file when
 * whole spills, dropped when whole's text is (the null device), in memory
 * otherwise. */
void out_part_of(Out *part, const Out *whole);
/* Appends all of from's text (spilled or not) to o, and frees from. */
void out_splice(Out *o, Out *from);
/* Appends n bytes of the file fd from *off (advanced) to o: for an Out
 * that spills, file to file in the kernel (copy_file_range), without the
 * text passing through o's buffer.  0, or -1 with errno (a spilling Out
 * also keeps it: its commit fails). */
int out_copy_file(Out *o, int fd, off_t *off, size_t n);
/* Forgets all of o's text (spilled or not); o stays open.  Returns 0, or
 * -1 when the spilled text could not be dropped. */
int out_rewind(Out *o);

/* ---------------------------------------------------------------- type.c */

/* Dynamic size in shapes ('?'), as MLIR's ShapedType::kDynamic. */
#define DYN INT64_MIN

/* What the lowering reads of an affine map (held by ATTR_AFFINE_MAP),
 * worked out by the front end from the map's expressions. */
struct AffineForm {
	unsigned ndims, nsyms, nres;
	int *dims;          /* [nres]: the dimension each result is, -1 where a result is not a bare dimension */
	bool strided;       /* one result, a sum of terms each with at most one dimension: strides and offset hold */
	int64_t offset;     /* the terms without a dimension; DYN if one has a symbol */
	int64_t *strides;   /* [ndims]: each dimension's coefficient; DYN if a symbol multiplies it */
};

/* X(kind, "what it is") */
#define XTYPES(X) \
	X(TY_INT, "integer iN / siN / uiN; i.width, i.sign") \
	X(TY_INDEX, "index") \
	X(TY_F16, "f16") X(TY_BF16, "bf16") X(TY_F32, "f32") X(TY_F64, "f64") \
	X(TY_F80, "f80") X(TY_F128, "f128") X(TY_TF32, "tf32") \
	X(TY_F8E5M2, "f8E5M2 (XF8)") X(TY_F8E4M3, "f8E4M3 (XF8)") X(TY_F8E4M3FN, "f8E4M3FN (XF8)") \
	X(TY_F8E5M2FNUZ, "f8E5M2FNUZ (XF8)") X(TY_F8E4M3FNUZ, "f8E4M3FNUZ (XF8)") \
	X(TY_F8E4M3B11FNUZ, "f8E4M3B11FNUZ (XF8)") X(TY_F8E3M4, "f8E3M4 (XF8)") \
	X(TY_F8E8M0FNU, "f8E8M0FNU (XF8)") X(TY_F4E2M1FN, "f4E2M1FN (XF8)") \
	X(TY_F6E2M3FN, "f6E2M3FN (XF8)") X(TY_F6E3M2FN, "f6E3M2FN (XF8)") \
	X(TY_NONE, "none") \
	X(TY_COMPLEX, "complex<elt>") \
	X(TY_FUNC, "builtin function type (ins) -> (outs)") \
	X(TY_VECTOR, "vector<[4]x4xf32>, shape with per-dim scalable flags") \
	X(TY_TENSOR, "ranked tensor<4x?xf32> (parsed, rejected by conversion)") \
	X(TY_UTENSOR, "unranked tensor<*xf32>") \
	X(TY_MEMREF, "ranked memref<4x?xf32, layout, memspace>") \
	X(TY_UMEMREF, "unranked memref<*xf32, memspace>") \
	X(TY_TUPLE, "tuple<...>") \
	X(TY_OPAQUE, "unknown dialect type !dialect.name<body>, kept as text") \
	X(TY_LLVM_PTR, "!llvm.ptr<addrspace>, optional pointee for typed pointers") \
	X(TY_LLVM_VOID, "!llvm.void") \
	X(TY_LLVM_ARRAY, "!llvm.array<N x T>") \
	X(TY_LLVM_STRUCT, "!llvm.struct: literal (name == NULL) or identified") \
	X(TY_LLVM_FUNC, "!llvm.func<ret (params, ...)>") \
	X(TY_LLVM_VEC, "!llvm.vec<N x T> / <? x N x T> for non-builtin elements") \
	X(TY_LLVM_LABEL, "!llvm.label") X(TY_LLVM_METADATA, "!llvm.metadata") \
	X(TY_LLVM_TOKEN, "!llvm.token") X(TY_LLVM_PPC_FP128, "!llvm.ppc_fp128") \
	X(TY_LLVM_X86_MMX, "!llvm.x86_mmx") X(TY_LLVM_X86_AMX, "!llvm.x86_amx") \
	X(TY_LLVM_TARGET, "!llvm.target<\"name\", types..., ints...>, kept as text")
typedef enum TypeKind {
#define X(k, doc) k,
	XTYPES(X)
#undef X
	NTYPEKINDS
} TypeKind;

/* The small float types of MLIR (APFloat's Float8*, Float6*, Float4*; the
 * 4- and 6-bit ones and f8E3M4, f8E8M0FNU since MLIR 20):
 * X(kind, "name", width, exponent bits, fraction bits, bias, nonfinite),
 * where F8_IEEE has infinities and NaNs as IEEE 754 does, F8_FN no
 * infinity and one NaN (all bits of exponent and fraction set), F8_FNUZ no
 * infinity, no negative zero and the one NaN 0x80, F8_FINITE neither
 * infinity nor NaN, F8_E8M0 no sign, no zero and the one NaN 0xff.  LLVM IR
 * has no such type: the conversion to the llvm dialect makes them iN (N
 * the width), and their attributes become their bit patterns. */
typedef enum F8NonFinite { F8_IEEE, F8_FN, F8_FNUZ, F8_FINITE, F8_E8M0 } F8NonFinite;
#define XF8(X) \
	X(TY_F8E5M2, "f8E5M2", 8, 5, 2, 15, F8_IEEE) \
	X(TY_F8E4M3, "f8E4M3", 8, 4, 3, 7, F8_IEEE) \
	X(TY_F8E4M3FN, "f8E4M3FN", 8, 4, 3, 7, F8_FN) \
	X(TY_F8E5M2FNUZ, "f8E5M2FNUZ", 8, 5, 2, 16, F8_FNUZ) \
	X(TY_F8E4M3FNUZ, "f8E4M3FNUZ", 8, 4, 3, 8, F8_FNUZ) \
	X(TY_F8E4M3B11FNUZ, "f8E4M3B11FNUZ", 8, 4, 3, 11, F8_FNUZ) \
	X(TY_F8E3M4, "f8E3M4", 8, 3, 4, 3, F8_IEEE) \
	X(TY_F8E8M0FNU, "f8E8M0FNU", 8, 8, 0, 127, F8_E8M0) \
	X(TY_F4E2M1FN, "f4E2M1FN", 4, 2, 1, 1, F8_FINITE) \
	X(TY_F6E2M3FN, "f6E2M3FN", 6, 2, 3, 1, F8_FINITE) \
	X(TY_F6E3M2FN, "f6E3M2FN", 6, 3, 2, 3, F8_FINITE)

typedef enum Signedness { SIGNLESS, SIGNED, UNSIGNED } Signedness;

struct Type {
	TypeKind kind;
	uint32_t hash;
	Sym *text;      /* the MLIR printer's text of a type without attributes, once printed (p_type) */
	Sym *lltext;    /* the .ll printer's text of a scalar type (i64, ptr), once printed (lp_type) */
	Type *untyped;  /* type_untyped(this), once asked for */
	Attr *attr;     /* attr_type(this), once made */
	union {
		struct { unsigned width; Signedness sign; } i;          /* TY_INT */
		struct { Type *elt; } complex;                          /* TY_COMPLEX */
		struct { unsigned nin, nout; Type **ins, **outs; } fn;   /* TY_FUNC */
		/* TY_VECTOR, TY_TENSOR, TY_MEMREF: shape dims are >= 0 or DYN.
		 * scalable is NULL unless some dim is scalable (vectors only).
		 * layout: NULL (identity), an ATTR_STRIDED or an ATTR_AFFINE_MAP.
		 * memspace: NULL or an attribute (usually an integer). */
		struct {
			unsigned rank;
			int64_t *shape;
			bool *scalable;
			Type *elt;
			Attr *layout;
			Attr *memspace;
			Attr *encoding;  /* tensor encoding, NULL mostly */
		} shaped;
		struct { Type *elt; Attr *memspace; } unranked;         /* TY_UMEMREF, TY_UTENSOR */
		struct { unsigned n; Type **elts; } tuple;               /* TY_TUPLE */
		struct { Sym *dialect; Sym *body; } opaque;              /* TY_OPAQUE: "!d.body" / TY_LLVM_TARGET body */
		struct { unsigned addrspace; Type *pointee; } ptr;       /* TY_LLVM_PTR; pointee NULL = opaque */
		struct { uint64_t n; Type *elt; } arr;                  /* TY_LLVM_ARRAY */
		/* TY_LLVM_STRUCT.  Literal structs (name NULL) are uniqued by body.
		 * Identified structs are unique by name; their body is set once
		 * (has_body), or they are opaque. */
		struct {
			Sym *name;
			unsigned n;
			Type **elts;
			bool packed, opaque, has_body;
			/* layout_sized's answer (0: not asked, 1 sized, 2 not),
			 * and the walk's mark: on its path (containing itself) */
			uint8_t sized;
			bool walking;
			/* layout_align's answers for the layout numbered lay_id:
			 * log2 of the ABI and preferred alignments, + 1 */
			uint8_t abi_log2, pref_log2;
			uint32_t lay_id;
			uint32_t seen_in;   /* the importer's cycle check: the walk that last met it */
		} st;
		struct { Type *ret; unsigned n; Type **params; bool vararg; } llfn;  /* TY_LLVM_FUNC */
		struct { uint64_t n; Type *elt; bool scalable; } llvec;  /* TY_LLVM_VEC */
	};
};

Type *type_int(Ctx *c, unsigned width, Signedness sign);
Type *type_i(Ctx *c, unsigned width);                 /* signless */
Type *type_simple(Ctx *c, TypeKind k);                /* index, floats, none, llvm void/label/... */
Type *type_complex(Ctx *c, Type *elt);
Type *type_func(Ctx *c, unsigned nin, Type **ins, unsigned nout, Type **outs);
Type *type_vector(Ctx *c, unsigned rank, const int64_t *shape, const bool *scalable, Type *elt);
Type *type_tensor(Ctx *c, unsigned rank, const int64_t *shape, Type *elt, Attr *encoding);
bool type_static_shape(Type *t);   /* a shaped type none of whose dimensions is DYN */
Type *type_utensor(Ctx *c, Type *elt);
Type *type_memref(Ctx *c, unsigned rank, const int64_t *shape, Type *elt, Attr *layout, Attr *memspace);
Type *type_umemref(Ctx *c, Type *elt, Attr *memspace);
Type *type_tuple(Ctx *c, unsigned n, Type **elts);
Type *type_opaque(Ctx *c, TypeKind k, Sym *dialect, Sym *body);
Type *type_ptr(Ctx *c, unsigned addrspace, Type *pointee);
/* t with every typed pointer in it made opaque (typed pointers of older
 * IR become today's `ptr` on the way in); identified structs get their
 * body rewritten in place. */
Type *type_untyped(Ctx *c, Type *t);
bool type_is_llvm_compatible(Type *t);   /* may be an llvm.func argument/result */
Type *type_array(Ctx *c, uint64_t n, Type *elt);
Type *type_struct(Ctx *c, unsigned n, Type **elts, bool packed);     /* literal */
/* The identified struct NAME, created without a body if new. */
Type *type_struct_named(Ctx *c, Sym *name);
/* Renames the identified struct t in place; false if an identified struct
 * of that name exists already. */
bool type_struct_rename(Ctx *c, Type *t, Sym *name);
/* Sets the body once; returns false if a different body was already set. */
bool type_struct_set_body(Ctx *c, Type *t, unsigned n, Type **elts, bool packed);
void type_struct_set_opaque(Ctx *c, Type *t);
Type *type_llfunc(Ctx *c, Type *ret, unsigned n, Type **params, bool vararg);
Type *type_llvec(Ctx *c, uint64_t n, Type *elt, bool scalable);

bool type_is_float(Type *t);
bool type_is_f8(Type *t);           /* one of XF8 */
bool type_is_int(Type *t);          /* TY_INT */
bool type_is_int_or_index(Type *t);
unsigned type_float_width(Type *t); /* 8, 16, 19, 32, 64, 80, 128; 0 if not a float */
/* The element type of a vector/tensor/memref/llvm vec/array, else t. */
Type *type_elt(Type *t);
uint64_t type_num_elements(Type *t); /* product of a static shape; 1 for scalars */
/* Strides and offset of a ranked memref (DYN where dynamic; at most 64
 * dimensions); false if the layout is not strided. */
bool memref_strides(Type *t, int64_t *strides, int64_t *offset);

/* ---------------------------------------------------------------- attr.c */

#define XATTRS(X) \
	X(ATTR_UNIT, "unit") \
	X(ATTR_BOOL, "true / false; b") \
	X(ATTR_INT, "integer of type `type` (iN, index); words[] two's complement, width bits") \
	X(ATTR_FLOAT, "float of type `type`; bits[] the exact IEEE (or x87) encoding") \
	X(ATTR_STRING, "\"...\" (str holds the unescaped bytes); type set for typed strings") \
	X(ATTR_TYPE, "a type used as an attribute; ty") \
	X(ATTR_ARRAY, "[a, b, ...]") \
	X(ATTR_DICT, "{name = attr, ...}, sorted by name") \
	X(ATTR_SYMREF, "@root::@nested; path[0..n)") \
	X(ATTR_DENSE, "dense<...> : shaped type; splat or elts[] row-major, or hex text") \
	X(ATTR_DENSE_ARRAY, "array<i32: 1, 2>; elt type + elts[]") \
	X(ATTR_DENSE_RESOURCE, "dense_resource<name> : type") \
	X(ATTR_STRIDED, "strided<[s0, s1], offset: o>; DYN for ?") \
	X(ATTR_AFFINE_MAP, "affine_map<...>, kept as text") \
	X(ATTR_OPAQUE, "#dialect.name<body>: dialect attributes kept as text (aliases expanded)") \
	X(ATTR_LOC, "loc(...), kept as text") \
	X(ATTR_LOC_UNKNOWN, "loc(unknown) (a location as data, made by the .ll importer)") \
	X(ATTR_LOC_FILE, "\"file\":line:col; arr.elts: the file string, line and column (i64)") \
	X(ATTR_LOC_FUSED, "fused<metadata>[locs]; arr.elts[0] the metadata (NULL: none), the locations after") \
	X(ATTR_LOC_CALLSITE, "callsite(callee at caller); arr.elts: the two locations") \
	X(ATTR_LOC_NAME, "\"name\" or \"name\"(child); arr.elts[0] the name string, [1] the child location") \
	X(ATTR_LLVM, "an LLVM-dialect attribute with fields: ll.kind (XLLATTRS), ll.f[] (XLLFIELDS), ll.bits") \
	X(ATTR_DL_SPEC, "#dlti.dl_spec<...>: arr.elts[0..n) key, value pairs (a key is an ATTR_TYPE or ATTR_STRING)") \
	X(ATTR_PENDING, "streaming .ll import: an attribute made at the end of the file (Feed.pending[pending])")
typedef enum AttrKind {
#define X(k, doc) k,
	XATTRS(X)
#undef X
	NATTRKINDS
} AttrKind;

struct NamedAttr {
	Sym *name;
	Attr *attr;
};

struct Attr {
	AttrKind kind;
	uint32_t hash;
	Type *type;     /* int/float/dense/typed string; NULL otherwise */
	union {
		bool b;                                             /* ATTR_BOOL */
		struct { unsigned nwords; uint64_t *words; } i;     /* ATTR_INT: nwords = max(1, ceil(width/64)) */
		struct { uint64_t bits[2]; } f;                     /* ATTR_FLOAT: bits[0] low 64 bits */
		struct { Sym *str; } s;                             /* ATTR_STRING (may hold NULs) */
		Type *ty;                                           /* ATTR_TYPE */
		struct { unsigned n; Attr **elts; } arr;            /* ATTR_ARRAY, ATTR_DENSE, ATTR_DENSE_ARRAY */
		struct { unsigned n; NamedAttr *elts; } dict;       /* ATTR_DICT */
		struct { unsigned n; Sym **path; } sym;             /* ATTR_SYMREF */
		struct { int64_t offset; unsigned n; int64_t *strides; } strided;  /* ATTR_STRIDED */
		/* ATTR_OPAQUE ("llvm.fastmath", "nnan, ninf"), ATTR_AFFINE_MAP (body:
		 * the canonical text, form: what the lowering reads of it, or
		 * NULL), ATTR_LOC (body), ATTR_DENSE_RESOURCE; angled: an
		 * unregistered dialect's attribute written with an empty "<>",
		 * printed back as written (#d.name<> is not #d.name) */
		struct { Sym *dialect; Sym *body; const AffineForm *form; bool angled; } opaque;
		/* ATTR_LLVM: f[0..n) the kind's fields in XLLFIELDS order (NULL:
		 * absent), bits its enum value or flag set (llattr.c) */
		struct { unsigned kind, n; Attr **f; uint64_t bits; } ll;
		unsigned pending;                                   /* ATTR_PENDING */
	};
	/* ATTR_DENSE only: splat (arr.n == 1 stands for all), hex (raw "0x..." text, arr.n == 0) */
	bool splat;
	bool own;       /* not uniqued (attr_str_own): it goes with its op's arena */
	Sym *hex;
	/* ATTR_DENSE only: written sparse<indices, values>, the ATTR_ARRAY
	 * [indices, values] of two ATTR_DENSE (i64 indices N x rank, or N for
	 * rank 1; N values), which the MLIR printer prints; everything else
	 * reads the equal dense elements.  NULL for dense<...>. */
	Attr *sparse;
};

Attr *attr_unit(Ctx *c);
Attr *attr_bool(Ctx *c, bool b);
Attr *attr_int(Ctx *c, Type *t, int64_t v);            /* sign-extended/truncated to t's width */
Attr *attr_int_words(Ctx *c, Type *t, unsigned nwords, const uint64_t *words);
Attr *attr_float(Ctx *c, Type *t, const uint64_t bits[2]);
Attr *attr_float_d(Ctx *c, Type *t, double d);         /* rounded to t's format */
Attr *attr_str(Ctx *c, const char *s, size_t len);
Attr *attr_str_typed(Ctx *c, const char *s, size_t len, Type *t);
/* The string attribute s, not uniqued: made in c->ir for an op made there
 * that leaves with it (the sym_name of a function the streamed import
 * prints whole), so a module of N such functions keeps none of them.  It
 * equals attr_str's for s in content, not by pointer: only for an
 * attribute nothing compares or keeps (strings are never aliased). */
Attr *attr_str_own(Ctx *c, Sym *s);
Attr *attr_type(Ctx *c, Type *t);
/* a with the typed pointers in its types made opaque (type_untyped) */
Attr *attr_untyped(Ctx *c, Attr *a);
Attr *attr_array(Ctx *c, unsigned n, Attr **elts);
Attr *attr_dict(Ctx *c, unsigned n, NamedAttr *elts);  /* copies and sorts */
Attr *attr_symref(Ctx *c, unsigned n, Sym **path);
Attr *attr_sym(Ctx *c, Sym *name);                     /* @name */
Attr *attr_dense(Ctx *c, Type *t, bool splat, unsigned n, Attr **elts);
Attr *attr_dense_hex(Ctx *c, Type *t, Sym *hex);
/* The dense attribute d as written sparse<indices, values> (see Attr.sparse). */
Attr *attr_dense_sparse(Ctx *c, Attr *d, Attr *indices, Attr *values);
Attr *attr_dense_array(Ctx *c, Type *elt, unsigned n, Attr **elts);
Attr *attr_dense_resource(Ctx *c, Type *t, Sym *name); /* opaque.body = name */
Attr *attr_strided(Ctx *c, int64_t offset, unsigned n, const int64_t *strides);
Attr *attr_opaque(Ctx *c, AttrKind k, Sym *dialect, Sym *body);
/* #dialect.name<>, its empty body written (opaque.angled) */
Attr *attr_opaque_angled(Ctx *c, Sym *dialect);
Attr *attr_dl_spec(Ctx *c, unsigned n, Attr **kv);      /* n: twice the entries */
Attr *attr_pending(Ctx *c, unsigned i);                  /* ATTR_PENDING: Feed.pending[i] */
/* A location as data: k one of ATTR_LOC_UNKNOWN/FILE/FUSED/CALLSITE, its
 * parts as that kind says (copied). */
Attr *attr_loc(Ctx *c, AttrKind k, unsigned n, Attr **parts);
static inline bool attr_is_loc(const Attr *a)
{
	return a && a->kind >= ATTR_LOC_UNKNOWN && a->kind <= ATTR_LOC_NAME;
}
Attr *dl_spec_get(Attr *spec, Attr *key);                /* the value of key, or NULL */
/* affine_map<body>; form (in c's arena, or NULL) is what the front end
 * worked out of the expressions, and is not part of the identity */
Attr *attr_affine_map(Ctx *c, Sym *body, const AffineForm *form);
AffineForm *affine_form_new(Ctx *c, unsigned ndims, unsigned nsyms, unsigned nres);
/* #llvm.blocktag<id = N> and #llvm.blockaddress<function = @fn, tag = <id = N>>,
 * opaque with a canonical body.  The readers accept any spacing; they
 * return false / NULL for anything else. */
Attr *attr_blocktag(Ctx *c, int64_t id);
Attr *attr_blockaddress(Ctx *c, Sym *fn, int64_t id);
bool attr_blocktag_id(Attr *a, int64_t *id);
Sym *attr_blockaddress_parts(Ctx *c, Attr *a, int64_t *id);   /* the function name */

/* ATTR_INT value helpers */
unsigned attr_int_width(Attr *a);          /* bits of its type (64 for index) */
int64_t attr_int_sext(Attr *a);            /* low 64 bits, sign-extended from width */
uint64_t attr_int_zext(Attr *a);           /* low 64 bits, zero-extended */
bool attr_int_fits64(Attr *a);             /* value representable in int64_t (signed view) */
/* Decimal text of the value, signed (or unsigned if !is_signed), into o. */
void attr_int_print(Out *o, Attr *a, bool is_signed);
/* Parses decimal or 0x hex digits (with optional leading '-') into words
 * of the given width (truncating); returns false on overflow beyond width
 * when strict. */
bool int_parse(const char *s, size_t len, unsigned width, uint64_t *words, unsigned nwords);
double attr_float_d_get(Attr *a);          /* value as a double (lossy for f80/f128) */

/* ---------------------------------------------------------------- llattr.c */

#include "llattrs.h"

/* The kinds of XLLATTRS (llattrs.h, where their forms are told). */
typedef enum LLAttrKind {
#define X(k, mn, form, words) k,
	XLLATTRS(X)
#undef X
	NLLATTRS
} LLAttrKind;
/* LLF_FILE: <"name" in "dir">; LLF_EXPR: <[elem, ...]> or <>; LLF_ELEM:
 * OPCODE or OPCODE(arg, ...) (di_expression_elem, printed bare) */
enum { LLF_STRUCT, LLF_STRUCT_OPT, LLF_POS, LLF_FLAGS, LLF_FLAGS_TIGHT, LLF_POS_COLON, LLF_FILE, LLF_EXPR, LLF_ELEM };

/* How a field's value is held and written:
 *   LV_ATTR      any attribute in its own syntax (true, 4 : i32, "s", #llvm.x<...>)
 *   LV_INT       an i64 integer written bare (offset = 8)
 *   LV_MEMBERS   an array of LL_TBAA_MEMBER written {<T, 0>, ...}
 *   LV_LIST      an array written a, b (the rest of the fields' list)
 *   LV_ENUM      an i64 index into the field's keyword table (XLLENUMS)
 *   LV_ITYPE     an integer type (ATTR_TYPE) written bare (i32)
 *   LV_WIDE      an integer of the kind's first field's type, written bare
 *                and signed (constant_range bounds of any width)
 *   LV_BODIES    an array of attributes of the kind in the field's LLEnum
 *                slot, each written as its body alone: <...>, <...>
 *   LV_BODY      one attribute of the kind in the LLEnum slot, written as
 *                its body alone (expr = <[DW_OP_deref]>)
 *   LV_KW        a DWARF name held as a string, written bare (DW_TAG_member)
 *   LV_DIFLAGS   a flag set, i64 bits (bit i: the LLEnum's word i), written
 *                Word or "A|B" (DIFlags, DISubprogramFlags)
 *   LV_DSEQ      an i64 identity written distinct[N]<>, N counted in the
 *                order the printer first writes each identity (as MLIR's
 *                DistinctAttr numbering) */
enum { LV_ATTR, LV_INT, LV_MEMBERS, LV_LIST, LV_ENUM, LV_ITYPE, LV_WIDE, LV_BODIES,
       LV_BODY, LV_KW, LV_DIFLAGS, LV_DSEQ };

typedef enum LLEnum {
#define X(id, ...) id,
	XLLENUMS(X)
#undef X
	NLLENUMS
} LLEnum;

typedef enum LLField {
#define X(kind, id, n19, n22, val, en) id,
	XLLFIELDS(X)
#undef X
	NLLFIELDS
} LLField;

typedef struct LLAttrDesc {
	const char *mnemonic;   /* "llvm.tbaa_tag" */
	unsigned form;          /* LLF_* */
	unsigned first, n;      /* its fields: XLLFIELDS [first, first + n) */
	unsigned words;         /* LLEnum of a flag set's names */
} LLAttrDesc;
typedef struct LLFieldDesc {
	unsigned kind;          /* LLAttrKind */
	const char *name[2];    /* the MLIR spelling in generations 19 (and 14) and 22 */
	unsigned val;           /* LV_* */
	unsigned en;            /* LLEnum of an LV_ENUM field; LLAttrKind of LV_BODIES' elements */
} LLFieldDesc;
const LLAttrDesc *llattr_info(unsigned kind);
/* DW_ATE_* by value (NULL: none): DW_OP_LLVM_convert's encoding argument
 * is written by name in both syntaxes */
enum { NDW_ATE = 19 };
extern const char *const dw_ate_names[NDW_ATE];
extern const LLFieldDesc llfield_desc[NLLFIELDS];
extern const char *const *const llenum_words[NLLENUMS];   /* NULL-ended keyword lists */
/* The column of a name table for llvm_version (0: 14 and 19, 1: 22). */
unsigned llattr_gen(unsigned llvm_version);
/* The kind of an MLIR mnemonic ("llvm.tbaa_tag"), or -1. */
int llattr_kind_of(const char *mnemonic, size_t len);

/* The ATTR_LLVM of kind k with fields f[0..n) (n = the kind's field count,
 * NULL for absent ones; f may be NULL when there are none) and bits. */
Attr *attr_llvm(Ctx *c, LLAttrKind k, Attr **f, uint64_t bits);
/* Field id of a, or NULL (absent, or a is not an ATTR_LLVM of that kind). */
Attr *llattr_get(Attr *a, LLField id);
bool attr_is_llvm(Attr *a, LLAttrKind k);
/* Whether a is the LLVM dialect attribute named mnemonic ("llvm.di_label"):
 * read as data (ATTR_LLVM) or kept as text (debug info, ATTR_OPAQUE); an
 * import's placeholder (ATTR_PENDING) is taken for one. */
bool attr_is_llvm_named(Attr *a, const char *mnemonic);
/* The attribute an llvm.intr.* op with an attribute operand in its custom
 * form takes by name, as mlir-opt types it: noalias.scope.decl's scope, the
 * dbg intrinsics' label, varInfo and locationExpr.  NULL: name is not one,
 * or opname is no such intrinsic. */
const char *intr_attr_kind(const char *opname, const char *name);
/* Whether name is one intr_attr_kind answers for some op. */
bool intr_attr_named(const char *name);
/* An LV_INT / LV_DSEQ / LV_ENUM field's value, or dflt if absent. */
int64_t llattr_int(Attr *a, LLField id, int64_t dflt);
/* A bool field (true when present and true). */
bool llattr_true(Attr *a, LLField id);
/* Flag sets (LLF_FLAGS kinds): the attribute of kind k with bits; the
 * bits of a (0 when a is NULL or not a flag set); whether all bits of a
 * fast-math set are on (written "fast"). */
Attr *attr_llvm_flags(Ctx *c, LLAttrKind k, uint64_t bits);
uint64_t llattr_bits(Attr *a);
/* Kinds of one LV_ENUM field (#llvm.linkage<internal>): the attribute of
 * the keyword word (NULL if it is none of the kind's), and the keyword of
 * a (NULL if a is not such an attribute). */
Attr *attr_llvm_enum(Ctx *c, LLAttrKind k, const char *word);
const char *llattr_enum_word(Attr *a);
bool llattr_all_flags(Attr *a);

/* ---------------------------------------------------------------- float.c */

/* Decimal text ([-+]digits[.digits][e[-+]digits], or inf/nan) to the exact
 * encoding of float type t (as in attr_float), correctly rounded to
 * nearest-even, for every float format including f80 and f128.  Returns
 * false on bad text or a non-float type. */
bool float_parse(const char *s, size_t len, Type *t, uint64_t bits[2]);
/* The 8-bit formats (XF8).  f8_from_double rounds d to nearest-even as
 * APFloat::convert does (overflow gives infinity, or NaN where there is
 * none; FNUZ has no -0).  f8_decode returns the class of the bits b:
 * 0 finite nonzero (|value| = *sig * 2^*exp), 1 zero, 2 infinity, 3 NaN. */
uint64_t f8_from_double(Type *t, double d);
double f8_to_double(Type *t, uint64_t b);
int f8_decode(Type *t, uint64_t b, bool *neg, uint64_t *sig, int *exp);

/* Lookup in a sorted NamedAttr array / a dict attribute; NULL if absent. */
Attr *named_find(unsigned n, NamedAttr *v, Sym *name);
Attr *dict_get(Attr *dict, Sym *name);

/* ---------------------------------------------------------------- ops.h */

#include "ops.h"

typedef enum OpKind {
	OP_UNKNOWN,      /* any op name we do not know; kept, printed generic */
#define X(id, name, flags) OP_##id,
	XOPS(X)
#undef X
	NOPKINDS
} OpKind;

/* Op flags used in the ops.h table. */
enum {
	OPF_TERM = 1 << 0,      /* a block terminator */
	OPF_SYMBOL = 1 << 1,    /* defines a symbol (sym_name) */
	OPF_ISOLATED = 1 << 2,  /* regions isolated from above (func, module) */
	OPF_NOREGION_TERM = 1 << 3, /* its single-block regions need no terminator */
	OPF_CONST = 1 << 4,     /* a constant-like op with no operands */
	OPF_NOREGION_ARGS = 1 << 5, /* its regions take no arguments (MLIR's NoRegionArguments) */
	OPF_ENTRY_ARGS = 1 << 6, /* its custom form names its entry block's arguments;
	                          * an op without it whose entry block has some
	                          * prints in generic form */
	OPF_SAME_TYPE = 1 << 7, /* elementwise arithmetic whose operands and result
	                         * have one type (MLIR's SameOperandsAndResultType) */
	OPF_FLOAT = 1 << 8,     /* with OPF_SAME_TYPE: on floats (addf, fadd, ...) */
};
extern const char *const op_names[NOPKINDS];     /* "llvm.add"; NULL for OP_UNKNOWN */
extern const unsigned op_flags[NOPKINDS];

/* ---------------------------------------------------------------- op.c */

/* A value: an op result or a block argument. */
struct Value {
	Type *type;
	Op *def;         /* defining op, NULL for a block argument */
	Block *owner;    /* block of a block argument, NULL for an op result */
	unsigned index;  /* result number or argument number */
	uint32_t pslot;  /* the .ll printer's: its slot in LLP.vals, if that slot names it back */
	uint32_t vscope; /* the verifier's: while it is defined on the path walked, the
	                    isolation scope it was defined in (ids never 0), else 0 */
	uint32_t mslot;  /* the MLIR printer's: its entry in Printer.vnames, if that entry names it back */
	Use *uses;       /* head of the use list */
	Sym *name;       /* name hint from the source (%foo), or NULL */
};

/* One operand slot of an op, linked into its value's use list. */
struct Use {
	Value *v;
	Op *user;
	Use *next, **prevp;
};

/* A successor: the block, and its arguments as operand slots
 * op->opnd[first .. first+n) (successor operands trail the op's own). */
struct Succ {
	Block *block;
	unsigned first, n;
};

struct Op {
	OpKind kind;
	Sym *name;           /* always set, e.g. "llvm.add" */
	Loc loc;
	unsigned nopnd, nres, nattr, nreg, nsucc;
	Use *opnd;
	Value *res;
	NamedAttr *attrs;    /* sorted by name (pointer order is NOT used: strcmp order) */
	Region *regs;
	Succ *succs;
	Block *parent;
	Op *prev, *next;
};

struct Block {
	Region *parent;
	Block *prev, *next;
	Op *first, *last;
	unsigned nargs, argcap;
	Value **args;
	Sym *label;          /* name from the source (^bb3), or NULL */
	Loc loc;
};

struct Region {
	Op *parent;
	Block *first, *last;
};

/* Everything an op is made of, collected before op_create().  Fill the
 * vectors, then op_create() copies them into the arena. */
typedef struct OpState {
	Sym *name;
	OpKind kind;             /* OP_UNKNOWN: op_create() looks name up */
	Loc loc;
	VEC(Value *) opnds;      /* the op's own operands, then all successor operands */
	VEC(Type *) types;       /* result types */
	VEC(NamedAttr) attrs;
	VEC(Succ) succs;         /* first/n index into opnds */
	unsigned nreg;
} OpState;

void opstate_init(OpState *s, Sym *name, Loc loc);
/* Result types and attributes with typed pointers made opaque (attr.c). */
void opstate_untyped(Ctx *c, OpState *s);
void opstate_free(OpState *s);
void opstate_add_attr(OpState *s, Sym *name, Attr *a);
/* opstate_init reusing the vectors the last opstate_done gave back (no
 * malloc per op), and op_create followed by that: for builders that make
 * one op after another. */
void opstate_begin(Ctx *c, OpState *s, Sym *name, Loc loc);
Op *opstate_done(Ctx *c, OpState *s);

OpKind op_kind_of(Ctx *c, Sym *name);     /* OP_UNKNOWN if not in the table */
/* Whether op has the numbers of operands, results, regions and successors
 * its kind must have (ops.h XARITY; OP_UNKNOWN: any).  If not, and msg,
 * the first wrong one in mlir-opt's words ("requires one result"), which
 * the verifier reports and what the lowering and the printers refuse
 * (they index only what the table promises). */
extern const uint16_t op_arity[NOPKINDS][4];   /* per count: least | most << 8 (255: any) */
bool op_arity_msg(const Op *op, char *msg, size_t sz);
static inline bool arity_fits(uint16_t a, unsigned n)
{
	return n >= (a & 255u) && ((a >> 8) == 255 || n <= (unsigned)(a >> 8));
}
/* (most ops fit: the four counts at once, inline -- the lowering and the
 * .ll printer ask again for every op, for unverified input) */
static inline bool op_arity_ok(const Op *op, char *msg, size_t sz)
{
	const uint16_t *a = op_arity[op->kind];
	if (arity_fits(a[0], op->nopnd) && arity_fits(a[1], op->nres) && arity_fits(a[2], op->nreg) &&
	    arity_fits(a[3], op->nsucc))
		return true;
	return op_arity_msg(op, msg, sz);
}
/* Whether the dialect of op name ("arith" of "arith.foo") has ops in the
 * table, or is builtin: mlir-opt's registered dialects, for xlate. */
bool op_dialect_known(const char *name);
bool dialect_known(Sym *name);
bool dialect_name_known(const char *name);   /* dialect_known of a C string */
bool sym_visibility_ok(Attr *vis);              /* a string: public, private or nested */
Op *op_create(Ctx *c, OpState *s);        /* results and empty regions made; not inserted */
Op *op_new(Ctx *c, OpKind k, Loc loc, unsigned nopnd, Value **opnds,
           unsigned nres, Type **rtypes);  /* shorthand: no attrs/regions/succs */
void op_set_operand(Op *op, unsigned i, Value *v);
void op_set_attr(Ctx *c, Op *op, Sym *name, Attr *a);   /* a NULL removes */
Attr *op_attr(Op *op, Sym *name);
Attr *op_attr_s(Ctx *c, Op *op, const char *name);
void op_erase(Op *op);                    /* unlinks; its results must be unused */
/* A deep copy of op (regions, blocks, values) allocated from c->ir, not
 * inserted; uses of values defined outside op are shared. */
Op *op_clone(Ctx *c, Op *op);
/* A copy of op from c->ir that takes over op's regions (op keeps empty
 * ones) and op's place in its block.  For an op without results. */
Op *op_move_to_shell(Ctx *c, Op *op);
/* Replaces r's blocks by one empty block from c->ir with the argument
 * types of r's entry block (what a printed-early body leaves behind). */
void region_keep_entry_args(Ctx *c, Region *r);
void value_replace_all_uses(Value *from, Value *to);
bool value_has_uses(Value *v);

Region *region_new(Ctx *c);
Block *block_new(Ctx *c);
Value *block_add_arg(Ctx *c, Block *b, Type *t);
void block_erase_arg(Block *b, unsigned i);      /* must be unused */
void region_push_block(Region *r, Block *b);
void region_insert_block_after(Region *r, Block *after, Block *b);
void block_remove(Block *b);
void block_push_op(Block *b, Op *op);
void op_insert_before(Op *before, Op *op);
void op_insert_after(Op *after, Op *op);
void op_unlink(Op *op);
Op *block_terminator(Block *b);                  /* last op if OPF_TERM, else NULL */

/* A module is an op (builtin.module) with one region of one block. */
Op *module_new(Ctx *c, Loc loc);
Block *module_body(Op *module);

/* A top-level symbol of a streamed module, as later lookups see it once
 * its op is gone: the one symbol table of the streamed MLIR run
 * (Ctx.modsyms), shared by the verifier (the op as parsed, MS_VERIFIED),
 * the lowering (the op as lowered and freed, MS_LOWERED) and the .ll
 * printer (a global or function printed or kept before the function it
 * prints, MS_PRINTED).  An entry is 16 bytes of the table, whatever the
 * names: keyed by the name's 64-bit hash (the name's Sym may be gone), its
 * fields packed in a word, the types by their index in a table of the
 * distinct ones.  No location: a streamed run whose symbols conflict
 * starts again with the whole module, which reports them. */
enum { MS_VERIFIED = 1, MS_LOWERED = 2, MS_PRINTED = 4 };
typedef struct ModSym {
	Type *fnty;         /* verifier: an llvm.func's or a func.func's type, or NULL */
	Attr *lfnty;        /* lowering: the lowered op's function_type, or NULL */
	OpKind kind;        /* verifier: the op's kind */
	OpKind lkind;       /* lowering: the lowered op's kind */
	uint8_t own;        /* MS_*: who recorded it */
	bool bareptr;       /* lowering: it had llvm.bareptr */
	bool body;          /* verifier: an op with a non-empty region (a defined function) */
} ModSym;
/* Streaming: if all the interner and the uniquers made since Ctx.made was
 * cleared is name (unpinned), its string attribute and symbol references
 * to it, takes them out of their tables and returns true: the caller
 * gives Ctx.uniq back to where it was then.  Nothing may hold them: the
 * function they named is printed and freed, the symbol table keys names
 * by hash, caches of Syms pin theirs. */
bool uniq_drop_name(Ctx *c, Sym *name);
/* name's entry in *m (zeroed if none); false if there is none. */
bool modsym_get(Ctx *c, Sym *name, ModSym *m);
void modsym_put(Ctx *c, Sym *name, const ModSym *m);

/* ---------------------------------------------------------------- verify.c */

/* Checks SSA dominance, terminators, operand/result types of known ops,
 * symbol references.  Reports errors; returns the number found. */
unsigned verify_module(Ctx *c, Op *module);
/* Only that every operand's definition dominates its use, in op and the
 * ops it holds (the .ll importer's check of a function); its arrays in
 * scratch (above a mark, given back) or, NULL, an arena of its own. */
unsigned verify_dominance(Ctx *c, Op *op, Arena *scratch);
/* The same for a module streamed one top-level op at a time: record each
 * op's symbol, then verify it; uses of symbols not seen yet are checked by
 * verify_stream_end, which frees s and returns the errors it found. */
typedef struct VerifyStream VerifyStream;
VerifyStream *verify_stream_new(Ctx *c);
bool verify_stream_symbol(VerifyStream *s, Op *op);
unsigned verify_stream_op(VerifyStream *s, Op *op);
/* check: the deferred uses, and the attributes of module (the top op, or NULL) */
unsigned verify_stream_end(VerifyStream *s, Op *module, bool check);

/* ---------------------------------------------------------------- verify_types.c */

/* The operand and result type rules of op, if it is one of the ops they
 * know (arith's binary ops, constant, comparisons and casts, index and
 * llvm casts), in MLIR's words; false when it reported a broken one. */
bool verify_types(Ctx *c, Op *op);
/* The type operand i of llvm.intr.<op> must have when its constraint
 * names one (a token, i1, i8, ..., i64: a buildable type, which a custom
 * form does not spell), else NULL. */
Type *intr_operand_type(Ctx *c, const char *op, unsigned i);

/* ---------------------------------------------------------------- mlir front end / printer */

/* The one streaming contract of both front ends (the driver's side is
 * src/driver/driver.c).  A front end parsing with a Feed builds the IR
 * from c->ir as usual and the module's skeleton (module op, body region and
 * block) from keep; it calls open before it allocates a top-level op's IR
 * (the .ll importer: a function's body) and close when that op is
 * complete.  final is false when something later in the input can still
 * change the op (the importer's metadata and struct names).  After close
 * returns true the op's body is the driver's: the front end forgets it.
 * The front end sets whole when what it has seen needs the whole module in
 * memory (the driver then keeps every op, or starts again without a Feed
 * if it has handed some on already), and broken when the module it would
 * return is incomplete for the same reason (it returns NULL, reporting
 * nothing). */
typedef struct Feed Feed;
struct Feed {
	void (*open)(Feed *f);
	bool (*close)(Feed *f, Op *op, bool final);
	/* MLIR: the attributes of the module whose body is the stream, when
	 * one is a data layout (what the lowering and the .ll printer read of
	 * the module before its ops): true if the driver took them, false
	 * (or no hook) to hold the whole module */
	bool (*layout)(Feed *f, const NamedAttr *attrs, unsigned n);
	Arena *keep;
	bool whole, broken;
	/* .ll import: the functions handed on are final with their headers
	 * (their attributes were known when they were read); open is called
	 * before the function op is made, and after close returns true the
	 * op has left the module (mlir_bodies_stand_in) */
	bool heads;
	/* .ll import: a body handed on before the metadata nodes it names
	 * were read holds ATTR_PENDING placeholders; at the end pending[i] is
	 * the attribute of placeholder i, or NULL where the metadata turned
	 * out to be dropped (only an entry of an op's attribute dictionary
	 * that is alone in it as a placeholder may be) */
	Attr **pending;
	unsigned npending;
};

/* Parses MLIR text (already registered with ctx_add_source) into a
 * builtin.module.  Returns NULL after reporting errors.  With a Feed (may
 * be NULL), each op of the module body is handed on as it is complete; the
 * stream is the top level, or the body of a module that is the file's first
 * op. */
Op *mlir_parse(Ctx *c, Source *src, Feed *f);
/* Prints op (normally a module) as mlir-opt-19 would; generic form for
 * ops without a custom printer, or for all ops with MLIR_GENERIC.
 * MLIR_TRANSLATE: as mlir-translate-19, without the final empty line. */
enum { MLIR_GENERIC = 1, MLIR_TRANSLATE = 2 };
void mlir_print(Ctx *c, Out *o, Op *op, unsigned flags);
void mlir_print_type(Out *o, Type *t);
/* Streaming: the body of each function is printed as soon as it is
 * complete (mlir_print_body), to a temporary file, and its IR may then be
 * freed; at the end mlir_print_bodies prints the module with those bodies
 * spliced back in, the text mlir_print (custom form) gives. */
typedef struct MlirBodies MlirBodies;
/* discard: the output the bodies are for goes nowhere (Out.discard):
 * their text is not kept.  NULL when no temporary file can be made. */
MlirBodies *mlir_bodies_new(bool discard);
void mlir_bodies_free(MlirBodies *b);
/* Prints the body of fn, an isolated op in the body of a module whose ops
 * have no results, as mlir_print of the module would.  False (nothing
 * done) when that text could depend on the rest of the module (aliases).
 * After true, fn's region may be cut down to an entry block with the same
 * arguments; bodies must be printed in module order. */
bool mlir_print_body(Ctx *c, MlirBodies *b, Op *fn);
/* The same for all of fn, its header too, when nothing later can change
 * it; after true, mlir_bodies_stand_in must take fn out. */
bool mlir_print_func(Ctx *c, MlirBodies *b, Op *fn);
/* Takes fn, printed by mlir_print_func, out of its block (its IR may then
 * be freed): the op right before it, if it stands in for functions
 * printed so just before, now stands in for fn too; else a new one, made
 * in c->ir, an llvm.func without attributes or blocks, takes its place.
 * Functions printed whole one after the other leave one op in all. */
void mlir_bodies_stand_in(Ctx *c, MlirBodies *b, Op *fn);
/* mlir_print of module in custom form (flags: MLIR_TRANSLATE or 0), with
 * the bodies b printed; returns 0, or -1 when it cannot (nothing is
 * printed if the module's body defines values: the bodies' numbering
 * would have started after them) or the temporary file failed. */
int mlir_print_bodies(Ctx *c, Out *o, Op *module, MlirBodies *b, unsigned flags);
/* The attributes of the ATTR_PENDING placeholders in the bodies (Feed.pending). */
void mlir_bodies_pending(MlirBodies *b, Attr **v, unsigned n);
void mlir_print_attr(Out *o, Attr *a);

/* ---------------------------------------------------------------- .ll front end / printer */

/* Parses LLVM assembly into a module in the LLVM dialect (the import).
 * With a Feed (may be NULL), each function is handed on at its end. */
Op *ll_parse(Ctx *c, Source *src, Feed *f);
/* One LLVM IR type, s[0..n) (MLIR 2020's !llvm<"...">, read by the .ll
 * grammar); NULL after an error located from `at`, where s starts. */
Type *ll_parse_type(Ctx *c, const char *s, size_t n, Loc at);
/* Prints a module in the LLVM dialect as LLVM IR; returns errors found. */
unsigned ll_print(Ctx *c, Out *o, Op *module);
/* The same in pieces, for streaming: functions printed one at a time as
 * they are ready (they may be freed after), then the rest of the module
 * around them.  ll_print_finish writes everything to o and frees p. */
typedef struct LLP LLP;
LLP *ll_print_new(Ctx *c, Out *o);
bool ll_print_func(LLP *p, Op *fn);   /* false: it needs what a later op says (print the whole module) */
/* The module's llvm.data_layout and dlti.dl_spec (either may be NULL),
 * known before its functions are streamed. */
void ll_print_layout(LLP *p, Attr *dl, Attr *spec);
/* The module's attributes, known before its functions are streamed (its
 * named metadata, llvm.ident, ..., is numbered before theirs). */
void ll_print_module_attrs(LLP *p, const NamedAttr *attrs, unsigned n);
unsigned ll_print_finish(LLP *p, Out *o, Op *module);   /* module NULL: only frees p */

/* ---------------------------------------------------------------- conv */

typedef struct ConvOpts {
	unsigned index_bitwidth;          /* 0 = from data layout or 64 */
	bool use_bare_ptr_memref_call_conv;
	bool emit_c_wrappers;
	bool use_generic_functions;
	bool use_aligned_alloc;   /* memref.alloc calls aligned_alloc (finalize-memref-to-llvm's option) */
	unsigned dialects;   /* CONV_*: the dialects lowered, the others left with
	                      * builtin.unrealized_conversion_cast between them (as
	                      * one upstream pass alone); 0: all, casts reconciled */
	bool func_only;      /* only inside the module's func.func ops */
	bool no_dl;          /* index is 64 bits whatever the data layout says */
	bool fold_left;      /* memref casts fold into the memref ops left alone */
} ConvOpts;
enum { CONV_FUNC = 1, CONV_ARITH = 2, CONV_CF = 4, CONV_INDEX = 8, CONV_MEMREF = 16, CONV_ALL = 31, CONV_NONE = 32 };
/* Lowers func/arith/cf/memref/index to the llvm dialect in place.
 * Returns the number of errors reported. */
unsigned convert_to_llvm(Ctx *c, Op *module, const ConvOpts *opts);
/* reconcile-unrealized-casts: chains of builtin.unrealized_conversion_cast
 * that come back to their input types fold away, dead casts go. */
void reconcile_casts(Ctx *c, Op *module);
/* The same one op of the module body at a time (conv.c): ops the lowering
 * adds to the module come from module_ir; conv_stream_forget before an op
 * is freed.  Each returns the errors so far. */
typedef struct Conv Conv;
Conv *conv_stream_new(Ctx *c, Op *module, Arena *module_ir, const ConvOpts *opts);
unsigned conv_stream_op(Conv *cv, Block *body, Op *op);
void conv_stream_forget(Conv *cv, Op *op);
/* The attributes of the module (its data layout), before its ops. */
void conv_stream_layout(Conv *cv, const NamedAttr *attrs, unsigned n);
unsigned conv_stream_end(Conv *cv);
#endif
