/* arena.c - the chunked bump allocator behind every Ctx.  Memory is zeroed
 * and 16-byte aligned; it is only freed all at once by arena_free().
 * Under AddressSanitizer what arena_release and arena_reset give back is
 * poisoned until it is handed out again: a pointer kept past its
 * function's end is a use-after-poison report, not a silent read. */
#define _DEFAULT_SOURCE   /* MAP_ANONYMOUS, MAP_POPULATE */
#include <stddef.h>
#include <string.h>
#include <sys/mman.h>
#if defined(__has_feature)
#if __has_feature(address_sanitizer) && !defined(__SANITIZE_ADDRESS__)
#define __SANITIZE_ADDRESS__ 1
#endif
#endif
#ifdef __SANITIZE_ADDRESS__
#include <sanitizer/asan_interface.h>
#define POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define POISON(p, n) ((void)(p), (void)(n))
#define UNPOISON(p, n) ((void)(p), (void)(n))
#endif

#include "xlate/ir.h"

#define CHUNK (256 * 1024)
#define FIRST (16 * 1024)  /* the first chunk: a small input needs no more */
#define BIG (CHUNK / 4)   /* allocations above this get a chunk of their own */
#define SPARE 2           /* chunks arena_reset keeps for reuse */

typedef struct Chunk Chunk;
struct Chunk {
	Chunk *next;
	size_t used, cap;
	bool mapped;   /* a CHUNK-byte mapping (munmap), else calloc'd */
	_Alignas(16) unsigned char mem[];
};

struct Arena {
	ArenaBump bump;   /* the free part of cur (arena_alloc's fast path, ir.h);
	                     cur->used is behind it until sync() */
	Chunk *cur;    /* the chunk being bumped */
	Chunk *big;    /* dedicated chunks of big allocations */
	Chunk *spare;  /* zeroed bump chunks given back by arena_release */
};
_Static_assert(offsetof(Arena, bump) == 0, "arena_alloc reads an Arena as its ArenaBump");

/* cur->used, from the bump pointer */
static void sync(Arena *a)
{
	a->cur->used = (size_t)(a->bump.next - a->cur->mem);
}

/* Makes k the chunk being bumped, from its used bytes on. */
static void enter(Arena *a, Chunk *k)
{
	a->cur = k;
	a->bump.next = k->mem + k->used;
	a->bump.end = k->mem + k->cap;
}

static Chunk *chunk_new(size_t cap)
{
	/* calloc: fresh chunks are zero (mmap'd pages are not cleared twice),
	 * and bump memory is never reused, so arena_alloc need not clear it */
	Chunk *k = calloc(1, sizeof *k + cap);
	if (!k) {
		fputs("xlate: out of memory\n", stderr);
		exit(2);
	}
	k->next = NULL;
	k->used = 0;
	k->cap = cap;
	return k;
}

/* A bump chunk: a zeroed mapping whose pages are all faulted in by the one
 * mmap call (MAP_POPULATE), not one page fault per 4 KB page. */
static Chunk *chunk_new_bump(void)
{
	void *m = mmap(NULL, CHUNK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
	if (m == MAP_FAILED)
		return chunk_new(CHUNK - sizeof(Chunk));
	Chunk *k = m;
	k->cap = CHUNK - sizeof *k;
	k->mapped = true;
	return k;
}

Arena *arena_new(void)
{
	Arena *a = xmalloc(sizeof *a);
	enter(a, chunk_new(FIRST - sizeof(Chunk)));
	a->big = NULL;
	a->spare = NULL;
	return a;
}

static void chunks_free(Chunk *k)
{
	while (k) {
		Chunk *next = k->next;
		UNPOISON(k->mem, k->cap);
		if (k->mapped)
			munmap(k, CHUNK);
		else
			free(k);
		k = next;
	}
}

void arena_free(Arena *a)
{
	if (!a)
		return;
	chunks_free(a->cur);
	chunks_free(a->big);
	chunks_free(a->spare);
	free(a);
}

/* Zeroes what was used of bump chunk k and puts it on the spare list (the
 * small first chunk is given back: a spare must hold any bump allocation). */
static void chunk_spare(Arena *a, Chunk *k)
{
	if (k->cap < CHUNK - sizeof *k) {
		k->next = NULL;
		chunks_free(k);
		return;
	}
	memset(k->mem, 0, k->used);
	POISON(k->mem, k->cap);
	k->used = 0;
	k->next = a->spare;
	a->spare = k;
}

void arena_reset(Arena *a)
{
	/* up to SPARE older chunks are kept for reuse (a mapping made again
	 * has all its pages faulted in again); more, left by an unusually
	 * big user, are given back */
	sync(a);
	unsigned nspare = 0;
	for (Chunk *k = a->spare; k; k = k->next)
		nspare++;
	for (Chunk *k = a->cur->next, *next; k; k = next) {
		next = k->next;
		if (nspare++ < SPARE) {
			chunk_spare(a, k);
		} else {
			k->next = NULL;
			chunks_free(k);
		}
	}
	chunks_free(a->big);
	a->cur->next = NULL;
	a->big = NULL;
	memset(a->cur->mem, 0, a->cur->used);
	POISON(a->cur->mem, a->cur->used);
	a->cur->used = 0;
	enter(a, a->cur);
}

_Static_assert(BIG == ARENA_BIG, "ir.h's arena_alloc bumps what arena.c would");

void *arena_alloc_slow(Arena *a, size_t n)
{
	n = (n + 15) & ~(size_t)15;
	if (n == 0)
		n = 16;
	if (n > BIG) {
		Chunk *k = chunk_new(n);
		k->next = a->big;
		a->big = k;
		return k->mem;
	}
	if ((size_t)(a->bump.end - a->bump.next) < n) {
		sync(a);
		Chunk *k = a->spare;
		if (k)
			a->spare = k->next;
		else
			k = chunk_new_bump();
		k->next = a->cur;
		enter(a, k);
	}
	void *p = a->bump.next;
	a->bump.next += n;
	UNPOISON(p, n);
	return p;
}

void *arena_dup(Arena *a, const void *p, size_t n)
{
	void *q = arena_alloc(a, n);
	if (n)
		memcpy(q, p, n);
	return q;
}

ArenaMark arena_mark(Arena *a)
{
	sync(a);
	return (ArenaMark){a->cur, a->big, a->cur->used};
}

void arena_release(Arena *a, ArenaMark m)
{
	sync(a);
	while (a->cur != m.cur) {
		Chunk *k = a->cur;
		a->cur = k->next;
		chunk_spare(a, k);
	}
	while (a->big != m.big) {
		Chunk *k = a->big;
		a->big = k->next;
		k->next = NULL;
		chunks_free(k);
	}
	memset(a->cur->mem + m.used, 0, a->cur->used - m.used);
	POISON(a->cur->mem + m.used, a->cur->used - m.used);
	a->cur->used = m.used;
	enter(a, a->cur);
}
