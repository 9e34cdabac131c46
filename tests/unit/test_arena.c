/* test_arena.c - the bump allocator (arena.c, with its fast path inline
 * in ir.h): zeroed 16-byte aligned blocks that do not overlap, across
 * chunk boundaries and for big blocks; a mark and release gives the same
 * memory back zeroed; reset keeps the arena usable. */
#include <stdint.h>
#include <string.h>

#include <criterion/criterion.h>

#include "xlate/ir.h"

static bool zeroed(const unsigned char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return false;
	return true;
}

enum { N = 3000 };
static const size_t sizes[] = {0, 1, 15, 16, 17, 100, 1000, 4096, 65535, 65536, 65537, 300000};
enum { NS = sizeof sizes / sizeof *sizes };

/* Allocates N blocks of varied sizes, each checked and filled with its index. */
static void fill(Arena *a, unsigned char **p, size_t *n)
{
	for (unsigned i = 0; i < N; i++) {
		n[i] = i % 7 == 6 ? sizes[i / 7 % NS] : (i * 37) % 200;
		p[i] = arena_alloc(a, n[i]);
		cr_assert_not_null(p[i]);
		cr_assert_eq((uintptr_t)p[i] % 16, 0, "block %u of %zu bytes at %p", i, n[i], (void *)p[i]);
		cr_assert(zeroed(p[i], n[i]), "block %u of %zu bytes not zeroed", i, n[i]);
		memset(p[i], (int)(i % 251) + 1, n[i]);
	}
	for (unsigned i = 0; i < N; i++)
		for (size_t k = 0; k < n[i]; k++)
			cr_assert_eq(p[i][k], (unsigned char)(i % 251 + 1), "block %u overwritten at %zu", i, k);
}

Test(arena, bump_mark_release_reset)
{
	static unsigned char *p[N], *q[N];
	static size_t n[N], m[N];
	Arena *a = arena_new();
	void *first = arena_alloc(a, 24);
	memset(first, 0x5a, 24);
	ArenaMark mk = arena_mark(a);
	fill(a, p, n);
	arena_release(a, mk);
	for (int i = 0; i < 24; i++)
		cr_assert_eq(((unsigned char *)first)[i], 0x5a, "what came before the mark stays");
	void *again = arena_alloc(a, 40);
	cr_expect_eq(again, (unsigned char *)first + 32, "the first block after the mark comes back");
	cr_assert(zeroed(again, 40), "and zeroed");
	fill(a, q, m);   /* the released chunks again, zeroed (fill checks) */
	arena_reset(a);
	fill(a, p, n);
	arena_free(a);
}
