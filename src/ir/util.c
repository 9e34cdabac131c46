/* util.c - heap helpers, growable vectors, hashing and mapped input text. */
#define _DEFAULT_SOURCE   /* MAP_ANONYMOUS, MADV_DONTNEED */
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "xlate/ir.h"

static void oom(void)
{
	fputs("xlate: out of memory\n", stderr);
	exit(2);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		oom();
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		oom();
	return p;
}

/* Doubles the capacity of a VEC (at least 8 elements). */
int vec_grow_(void **v, unsigned *cap, size_t elsz)
{
	unsigned n = *cap ? *cap * 2 : 8;
	if (n < *cap)
		oom();
	*v = xrealloc(*v, (size_t)n * elsz);
	*cap = n;
	return 0;
}

/* FNV-1a over the bytes, started from seed (0 = the FNV offset basis). */
uint64_t hash_bytes(const void *p, size_t n, uint64_t seed)
{
	const unsigned char *s = p;
	uint64_t h = seed ? seed : 0xcbf29ce484222325ull;
	for (size_t i = 0; i < n; i++) {
		h ^= s[i];
		h *= 0x100000001b3ull;
	}
	return h;
}

/* The file is mapped over an anonymous mapping one page longer, so the
 * byte after it is a zero even when n is a multiple of the page size. */
char *text_map(int fd, size_t n)
{
	size_t pg = (size_t)sysconf(_SC_PAGESIZE);
	char *p = mmap(NULL, n + pg, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return NULL;
	if (n && mmap(p, n, PROT_READ, MAP_PRIVATE | MAP_FIXED, fd, 0) == MAP_FAILED) {
		munmap(p, n + pg);
		return NULL;
	}
	return p;
}

void text_unmap(char *p, size_t n)
{
	munmap(p, n + (size_t)sysconf(_SC_PAGESIZE));
}

void text_drop(const char *from, const char *to)
{
	uintptr_t pg = (uintptr_t)sysconf(_SC_PAGESIZE);
	uintptr_t a = ((uintptr_t)from + pg - 1) & ~(pg - 1), b = (uintptr_t)to & ~(pg - 1);
	if (a < b)
		madvise((void *)a, b - a, MADV_DONTNEED);
}
