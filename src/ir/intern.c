/* intern.c - the string interner: one Sym per distinct byte string, kept
 * in the ctx's Map by hash. */
#include <string.h>

#include "xlate/ir.h"
#include "ir/private.h"

struct SymTab {
	Map tab;          /* hash -> Sym* (several under one hash) */
};

SymTab *symtab_new(void)
{
	SymTab *t = xmalloc(sizeof *t);
	memset(t, 0, sizeof *t);
	map_clear(&t->tab, 511);
	return t;
}

void symtab_free(SymTab *t)
{
	if (!t)
		return;
	map_free(&t->tab);
	free(t);
}

/* Names are short: a plain loop beats a call to memcmp. */
static bool same_bytes(const char *a, const char *b, size_t n)
{
	while (n && *a == *b)
		a++, b++, n--;
	return n == 0;
}

Sym *intern(Ctx *c, const char *s, size_t len)
{
	Map *tab = &c->syms->tab;
	uint32_t h = (uint32_t)hash_bytes(s, len, 0);
	uint64_t key = MAP_HASH_KEY(h);
	for (Sym **y = map_next(tab, key, NULL); y; y = map_next(tab, key, y))
		if ((*y)->len == len && same_bytes((*y)->s, s, len))
			return *y;
	Sym *y = arena_alloc(c->arena, sizeof *y + len + 1);
	y->len = (uint32_t)len;
	y->hash = h;
	if (len)
		memcpy(y->s, s, len);
	y->s[len] = 0;
	*(Sym **)map_add(tab, key) = y;
	return y;
}

Sym *intern_c(Ctx *c, const char *s)
{
	return intern(c, s, strlen(s));
}
