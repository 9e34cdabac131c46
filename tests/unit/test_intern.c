/* test_intern.c - the interner (intern.c): one Sym per distinct text
 * across the table's doublings, the same Sym when asked again, none for a
 * text never interned; a Sym taken out (sym_forget, as uniq_drop_name
 * does) is not found, the others of its probe run still are.  And its
 * HashSet (map.c) alone, with colliding hashes, tagged and untagged (the
 * form it takes when an address needs more than 48 bits). */
#include <stdio.h>
#include <string.h>

#include <criterion/criterion.h>

#include "xlate/ir.h"
#include "ir/private.h"

enum { N = 20000 };
static Sym *made[N];

static Sym *name(Ctx *c, unsigned i)
{
	char s[32];
	snprintf(s, sizeof s, "n%u", i);
	return intern_c(c, s);
}

Test(intern, table)
{
	Ctx *c = ctx_new();
	for (unsigned i = 0; i < N; i++) {
		char want[32];
		snprintf(want, sizeof want, "n%u", i);
		made[i] = name(c, i);
		cr_assert_str_eq(made[i]->s, want);
		cr_assert_eq(made[i]->len, strlen(want));
	}
	for (unsigned i = 0; i < N; i++)
		cr_assert_eq(name(c, i), made[i], "n%u interned twice", i);
	for (unsigned i = 1; i < N; i++)
		cr_assert_neq(made[i], made[i - 1]);
	/* every third taken out: those are made anew, the rest are found */
	for (unsigned i = 0; i < N; i += 3)
		sym_forget(c, made[i]);
	for (unsigned i = 0; i < N; i++) {
		Sym *y = name(c, i);
		if (i % 3)
			cr_assert_eq(y, made[i], "n%u lost when its neighbours were taken out", i);
		else
			cr_assert_neq(y, made[i], "n%u found after it was taken out", i);
		cr_assert_eq(name(c, i), y);
	}
	ctx_free(c);
}

/* Objects of a HashSet: hashes that collide (only 64 of them), so probe
 * runs are long and wrap around the table's end. */
typedef struct Obj { int v; uint32_t hash; } Obj;
static Obj objs[4096];

static Obj *find(HashSet *s, uint32_t h, int v)
{
	uint32_t i;
	for (Obj *o = hset_first(s, h, &i); o; o = hset_next(s, h, &i))
		if (o->hash == h && o->v == v)
			return o;
	return NULL;
}

static void hashset(bool untag)
{
	HashSet s;
	hset_init(&s, 4, offsetof(Obj, hash));
	enum { M = sizeof objs / sizeof *objs };
	for (int i = 0; i < M; i++) {
		if (untag && i == M / 2)
			hset_untag(&s);
		objs[i] = (Obj){i, (uint32_t)(i % 64) * 0x01000193u | 0xffff0000u};
		cr_assert_null(find(&s, objs[i].hash, i));
		hset_add(&s, &objs[i]);
	}
	cr_assert_eq(s.n, M);
	cr_assert(s.cap >= 2 * M);
	for (int i = 0; i < M; i++)
		cr_assert_eq(find(&s, objs[i].hash, i), &objs[i]);
	for (int i = 0; i < M; i += 2)
		hset_remove(&s, &objs[i]);
	hset_remove(&s, &objs[0]);   /* not in it: nothing */
	cr_assert_eq(s.n, M / 2);
	for (int i = 0; i < M; i++)
		cr_assert_eq(find(&s, objs[i].hash, i), i % 2 ? &objs[i] : NULL, "object %d", i);
	hset_free(&s);
}

Test(intern, hashset)
{
	hashset(false);
}

Test(intern, hashset_untagged)
{
	hashset(true);
}

/* Texts that differ only past the first bytes, or in length, or with NULs
 * inside, are different Syms. */
Test(intern, lengths_and_bytes)
{
	Ctx *c = ctx_new();
	Sym *a = intern(c, "abcdefghij", 10), *b = intern(c, "abcdefghik", 10);
	Sym *d = intern(c, "abcdefghij", 9), *e = intern(c, "ab\0cd", 5), *f = intern(c, "ab\0ce", 5);
	Sym *empty = intern(c, "", 0);
	cr_assert(a != b && a != d && b != d && e != f && empty != a);
	cr_assert_eq(intern(c, "abcdefghij", 10), a);
	cr_assert_eq(intern(c, "ab\0cd", 5), e);
	cr_assert_eq(intern(c, "", 0), empty);
	cr_assert_eq(e->len, 5);
	ctx_free(c);
}
