/* intern.c - the string interner: one Sym per distinct byte string, found
 * by hash in the SymTab's HashSet (map.c). */
#define _GNU_SOURCE   /* dl_iterate_phdr */
#include <link.h>
#include <stddef.h>
#include <string.h>
#include <threads.h>

#include "xlate/ir.h"
#include "ir/private.h"

enum { RECENT = 4096 };   /* a power of two */

struct SymTab {
	HashSet set;      /* every Sym, by its hash */
	Sym *recent[RECENT];        /* the last Sym interned (or asked for) under each hash & (RECENT - 1):
	                               a lexer asks for the same few names over and over, and this
	                               small array stays in the cache where the table does not */
	const char *lit_text[1024]; /* sym_lit's cache: lit_sym[i] is the Sym of the text */
	Sym *lit_sym[1024];         /* that was at lit_text[i] when it was asked for */
	bool lit_ro[1024];          /* lit_text[i] is in a read-only segment (a literal) */
};

SymTab *symtab_new(void)
{
	SymTab *t = xmalloc(sizeof *t);
	memset(t, 0, sizeof *t);
	hset_init(&t->set, 1024, offsetof(Sym, hash));
	return t;
}

void symtab_free(SymTab *t)
{
	if (!t)
		return;
	hset_free(&t->set);
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
	return intern_hashed(c, s, len, (uint32_t)hash_bytes(s, len, 0));
}

Sym *intern_hashed(Ctx *c, const char *s, size_t len, uint32_t h)
{
	SymTab *t = c->syms;
	Sym **r = &t->recent[h & (RECENT - 1)];
	if (*r && (*r)->hash == h && (*r)->len == len && same_bytes((*r)->s, s, len))
		return *r;
	uint32_t i;
	for (Sym *y = hset_first(&t->set, h, &i); y; y = hset_next(&t->set, h, &i))
		if (y->hash == h && y->len == len && same_bytes(y->s, s, len))
			return *r = y;
	/* zeroed arena memory, rounded up to 16 bytes: the bytes after the
	 * NUL are zero to at least 8 past s (sym_cmp reads 8 at once) */
	_Static_assert(offsetof(Sym, s) + 8 <= 32, "a Sym's first 8 bytes of text lie in its allocation");
	Sym *y = *r = arena_alloc(c->uniq, sizeof *y + len + 1);
	y->len = (uint32_t)len;
	y->hash = h;
	if (len)
		memcpy(y->s, s, len);
	y->s[len] = 0;
	hset_add(&t->set, y);
	made_note(c, y, 0);
	return y;
}

void sym_forget(Ctx *c, Sym *y)
{
	SymTab *t = c->syms;
	Sym **r = &t->recent[y->hash & (RECENT - 1)];
	if (*r == y)
		*r = NULL;
	hset_remove(&t->set, y);
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
