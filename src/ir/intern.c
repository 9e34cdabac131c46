/* intern.c - the string interner: one Sym per distinct byte string, found
 * by hash in the SymTab, a table of its own (not a Map: it is kept for
 * the whole run and holds every name of the input, so its slot is 8 bytes,
 * not a Map's 16). */
#define _GNU_SOURCE   /* dl_iterate_phdr */
#include <link.h>
#include <stddef.h>
#include <string.h>
#include <threads.h>

#include "xlate/ir.h"
#include "ir/private.h"

enum { RECENT = 4096 };   /* a power of two */

/* A slot: 0 empty, else a Sym's address in the low 48 bits and a tag of
 * 16 bits of its hash above them, so a probe reads the Sym only when the
 * tag is the one looked for.  (Addresses from 2^48 on -- none of Linux's
 * unless asked for -- turn the table wide: slots are bare addresses.) */
#define ADDR_BITS 48
#define ADDR_MASK ((UINT64_C(1) << ADDR_BITS) - 1)

struct SymTab {
	uint64_t *slot;   /* cap slots, linear probing from hash & (cap - 1), no tombstones */
	uint32_t n, cap;  /* Syms in it; cap a power of two, n at most cap / 2 */
	bool wide;        /* slots are bare Sym addresses, without tags */
	Sym *recent[RECENT];        /* the last Sym interned (or asked for) under each hash & (RECENT - 1):
	                               a lexer asks for the same few names over and over, and this
	                               small array stays in the cache where the table does not */
	const char *lit_text[1024]; /* sym_lit's cache: lit_sym[i] is the Sym of the text */
	Sym *lit_sym[1024];         /* that was at lit_text[i] when it was asked for */
	bool lit_ro[1024];          /* lit_text[i] is in a read-only segment (a literal) */
};

/* The tag of hash h: bits the probe's start (its low bits) does not use. */
static inline uint64_t tag_of(uint32_t h)
{
	return (uint64_t)((h * 0x9e3779b1u) >> 16) << ADDR_BITS;
}

static inline Sym *slot_sym(const SymTab *t, uint64_t v)
{
	return (Sym *)(uintptr_t)(t->wide ? v : v & ADDR_MASK);
}

/* Whether slot v may hold a Sym of hash h (the tag matches). */
static inline bool slot_may_be(const SymTab *t, uint64_t v, uint64_t tag)
{
	return t->wide || (v & ~ADDR_MASK) == tag;
}

static uint64_t slot_of(const SymTab *t, const Sym *y)
{
	return t->wide ? (uint64_t)(uintptr_t)y : (uint64_t)(uintptr_t)y | tag_of(y->hash);
}

/* Puts y in t's table (not in it yet, and room for it). */
static void slot_put(SymTab *t, const Sym *y)
{
	uint32_t mask = t->cap - 1, i = y->hash & mask;
	while (t->slot[i])
		i = (i + 1) & mask;
	t->slot[i] = slot_of(t, y);
}

/* Makes t's table cap slots, with its Syms again. */
static void table_remake(SymTab *t, uint32_t cap)
{
	uint64_t *old = t->slot;
	uint32_t ocap = t->cap;
	t->slot = xmalloc((size_t)cap * sizeof *t->slot);
	memset(t->slot, 0, (size_t)cap * sizeof *t->slot);
	t->cap = cap;
	for (uint32_t i = 0; i < ocap; i++)
		if (old[i])
			slot_put(t, slot_sym(t, old[i]));
	free(old);
}

void symtab_untag(SymTab *t)
{
	if (t->wide)
		return;
	for (uint32_t i = 0; i < t->cap; i++)
		t->slot[i] &= ADDR_MASK;
	t->wide = true;
}

SymTab *symtab_new(void)
{
	SymTab *t = xmalloc(sizeof *t);
	memset(t, 0, sizeof *t);
	table_remake(t, 1024);
	return t;
}

void symtab_free(SymTab *t)
{
	if (!t)
		return;
	free(t->slot);
	free(t);
}

/* Names are short: eight bytes at a time (the last eight, or four,
 * overlapping what was compared) beat a call to memcmp and a byte loop. */
static bool same_bytes(const char *a, const char *b, size_t n)
{
	uint64_t x, y;
	if (n >= 8) {
		for (size_t i = 0; i + 8 < n; i += 8) {
			memcpy(&x, a + i, 8);
			memcpy(&y, b + i, 8);
			if (x != y)
				return false;
		}
		memcpy(&x, a + n - 8, 8);
		memcpy(&y, b + n - 8, 8);
		return x == y;
	}
	if (n >= 4) {
		uint32_t p, q, r, s;
		memcpy(&p, a, 4);
		memcpy(&q, b, 4);
		memcpy(&r, a + n - 4, 4);
		memcpy(&s, b + n - 4, 4);
		return p == q && r == s;
	}
	for (size_t i = 0; i < n; i++)
		if (a[i] != b[i])
			return false;
	return true;
}

Sym *intern(Ctx *c, const char *s, size_t len)
{
	SymTab *t = c->syms;
	uint32_t h = (uint32_t)hash_bytes(s, len, 0);
	Sym **r = &t->recent[h & (RECENT - 1)];
	if (*r && (*r)->hash == h && (*r)->len == len && same_bytes((*r)->s, s, len))
		return *r;
	uint64_t tag = tag_of(h);
	uint32_t mask = t->cap - 1;
	for (uint32_t i = h & mask; t->slot[i]; i = (i + 1) & mask) {
		Sym *y = slot_sym(t, t->slot[i]);
		if (slot_may_be(t, t->slot[i], tag) && y->hash == h && y->len == len && same_bytes(y->s, s, len))
			return *r = y;
	}
	/* zeroed arena memory, rounded up to 16 bytes: the bytes after the
	 * NUL are zero to at least 8 past s (sym_cmp reads 8 at once) */
	_Static_assert(offsetof(Sym, s) + 8 <= 32, "a Sym's first 8 bytes of text lie in its allocation");
	Sym *y = *r = arena_alloc(c->uniq, sizeof *y + len + 1);
	y->len = (uint32_t)len;
	y->hash = h;
	if (len)
		memcpy(y->s, s, len);
	y->s[len] = 0;
	if ((uint64_t)(uintptr_t)y >> ADDR_BITS)
		symtab_untag(t);
	if (2 * ((size_t)t->n + 1) > t->cap)
		table_remake(t, 2 * t->cap);
	slot_put(t, y);
	t->n++;
	made_note(c, y, 0);
	return y;
}

void sym_forget(Ctx *c, Sym *y)
{
	SymTab *t = c->syms;
	Sym **r = &t->recent[y->hash & (RECENT - 1)];
	if (*r == y)
		*r = NULL;
	uint32_t mask = t->cap - 1, i = y->hash & mask;
	while (t->slot[i] && slot_sym(t, t->slot[i]) != y)
		i = (i + 1) & mask;
	if (!t->slot[i])
		return;
	/* backward shift: a later Sym of the run moves into the hole unless
	 * its start lies cyclically in (i, j] */
	t->n--;
	for (uint32_t j = i;;) {
		j = (j + 1) & mask;
		if (!t->slot[j])
			break;
		uint32_t home = slot_sym(t, t->slot[j])->hash & mask;
		if (i <= j ? (i < home && home <= j) : (i < home || home <= j))
			continue;
		t->slot[i] = t->slot[j];
		i = j;
	}
	t->slot[i] = 0;
}

Sym *intern_c(Ctx *c, const char *s)
{
	return intern(c, s, strlen(s));
}

/* The read-only segments of the object xlate's code is in (the program,
 * or libxlate.so): its string literals are there, and text there never
 * changes. */
static struct { uintptr_t lo, hi; } ro_segs[8];
static unsigned nro_segs;
static once_flag ro_once = ONCE_FLAG_INIT;

static int find_ro_segs(struct dl_phdr_info *info, size_t size, void *self)
{
	(void)size;
	bool mine = false;
	for (unsigned i = 0; i < info->dlpi_phnum && !mine; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
		mine = ph->p_type == PT_LOAD && (uintptr_t)self >= lo && (uintptr_t)self < lo + ph->p_memsz;
	}
	for (unsigned i = 0; mine && i < info->dlpi_phnum && nro_segs < sizeof ro_segs / sizeof *ro_segs; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		if (ph->p_type == PT_LOAD && !(ph->p_flags & PF_W)) {
			uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
			ro_segs[nro_segs].lo = lo;
			ro_segs[nro_segs++].hi = lo + ph->p_memsz;
		}
	}
	return mine;
}

static void ro_init(void)
{
	dl_iterate_phdr(find_ro_segs, (void *)(uintptr_t)ro_init);
}

static bool read_only(const char *s)
{
	for (unsigned i = 0; i < nro_segs; i++)
		if ((uintptr_t)s >= ro_segs[i].lo && (uintptr_t)s < ro_segs[i].hi)
			return true;
	return false;
}

/* Builders name ops and attributes with string literals, the same few
 * over and over: their Syms are remembered by the text's address (and
 * checked by content unless the text is a literal: it may be a buffer). */
Sym *sym_lit(Ctx *c, const char *s)
{
	SymTab *t = c->syms;
	unsigned h = (unsigned)((uintptr_t)s >> 2) % (sizeof t->lit_text / sizeof t->lit_text[0]);
	if (t->lit_text[h] == s && (t->lit_ro[h] || strcmp(t->lit_sym[h]->s, s) == 0))
		return t->lit_sym[h];
	call_once(&ro_once, ro_init);
	t->lit_ro[h] = read_only(s);
	t->lit_text[h] = s;
	return t->lit_sym[h] = sym_pin(intern_c(c, s));
}

Sym **num_sym_grow(NumSyms *t, uint32_t n)
{
	uint32_t cap = t->cap ? t->cap : 64;
	while (cap <= n)
		cap *= 2;
	t->v = xrealloc(t->v, cap * sizeof *t->v);
	memset(t->v + t->cap, 0, (cap - t->cap) * sizeof *t->v);
	t->cap = cap;
	return &t->v[n];
}
