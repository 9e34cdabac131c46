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
