/* util.c - heap helpers, growable vectors, hashing, and input text (read or mapped). */
#define _DEFAULT_SOURCE   /* MAP_ANONYMOUS, MADV_DONTNEED */
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
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

static uint64_t load64(const unsigned char *s)
{
	uint64_t w;
	memcpy(&w, s, 8);
	return w;
}

static uint64_t load32(const unsigned char *s)
{
	uint32_t w;
	memcpy(&w, s, 4);
	return w;
}

/* Eight bytes at a time (names, strings and dictionaries are hashed at
 * every use: byte by byte was 4-5 instructions a byte), each word mixed by
 * a multiply and a shift; the last word overlaps the one before it (the
 * length is mixed in first), a short string is two overlapping halves or
 * three of its bytes.  Started from seed (0: a fixed basis). */
uint64_t hash_bytes(const void *p, size_t n, uint64_t seed)
{
	const unsigned char *s = p;
	uint64_t h = (seed ? seed : 0xcbf29ce484222325ull) ^ (n * 0x9e3779b97f4a7c15ull), w;
	if (n > 8) {
		const unsigned char *last = s + n - 8;
		for (; s < last; s += 8) {
			h = (h ^ load64(s)) * 0xbf58476d1ce4e5b9ull;
			h ^= h >> 29;
		}
		w = load64(last);
	} else if (n == 8) {
		w = load64(s);
	} else if (n >= 4) {
		w = load32(s) | load32(s + n - 4) << 32;
	} else {
		w = n ? s[0] | (uint64_t)s[n / 2] << 8 | (uint64_t)s[n - 1] << 16 : 0;
	}
	h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
	h ^= h >> 29;
	h *= 0x94d049bb133111ebull;
	return h ^ (h >> 32);
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

const char *text_drop(const struct Source *src, const char *from, const char *to)
{
	/* the page cache may hold the file in folios of up to 2 MB, naturally
	 * aligned in the file, and one fault maps a whole folio: only folios
	 * wholly before `to` are given back (else the next read of the one
	 * `to` is in would map its given back pages again) */
	enum { FOLIO_MAX = 2 << 20 };
	if (!src->mapped)
		return from;
	uintptr_t pg = (uintptr_t)sysconf(_SC_PAGESIZE), base = (uintptr_t)src->buf;
	uintptr_t a = ((uintptr_t)from + pg - 1) & ~(pg - 1), b = (uintptr_t)to;
	if (b < base + src->len)
		b = base + ((b - base) & ~(uintptr_t)(FOLIO_MAX - 1));
	if (a >= b)
		return from;
	madvise((void *)a, b - a, MADV_DONTNEED);
	return (const char *)b;
}

char *text_read(const char *path, size_t *len, bool *mapped)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	*mapped = false;
	if (!f)
		return NULL;
	/* a regular file is mapped, or read into a buffer of its size (plus the NUL) */
	struct stat st;
	size_t cap = 1 << 16, n = 0;
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
		char *m = text_map(fileno(f), (size_t)st.st_size);
		if (m) {
			if (f != stdin)
				fclose(f);
			*len = (size_t)st.st_size;
			*mapped = true;
			return m;
		}
		cap = (size_t)st.st_size + 4097;
	}
	char *buf = xmalloc(cap);
	for (;;) {
		if (cap - n < 4096)
			buf = xrealloc(buf, cap *= 2);
		size_t got = fread(buf + n, 1, cap - n - 1, f);
		n += got;
		if (got == 0)
			break;
	}
	int bad = ferror(f);
	if (f != stdin)
		fclose(f);
	if (bad) {
		free(buf);
		return NULL;
	}
	buf[n] = 0;
	*len = n;
	return buf;
}

void text_free(char *p, size_t len, bool mapped)
{
	if (mapped)
		text_unmap(p, len);
	else
		free(p);
}
