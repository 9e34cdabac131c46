/* intern.c - the string interner: one Sym per distinct byte string, kept
 * in an open-addressing hash table (linear probing, grown at 1/2 load). */
#include <string.h>

#include "xlate/ir.h"
#include "ir/private.h"

struct SymTab {
	Sym **slot;
	size_t cap, n;    /* cap is a power of two */
};

SymTab *symtab_new(void)
{
	SymTab *t = xmalloc(sizeof *t);
	t->cap = 1024;
	t->n = 0;
	t->slot = xmalloc(t->cap * sizeof *t->slot);
	memset(t->slot, 0, t->cap * sizeof *t->slot);
	return t;
}

void symtab_free(SymTab *t)
{
	if (!t)
		return;
	free(t->slot);
	free(t);
}

static void grow(SymTab *t)
{
	size_t cap = t->cap * 2;
	Sym **slot = xmalloc(cap * sizeof *slot);
	memset(slot, 0, cap * sizeof *slot);
	for (size_t i = 0; i < t->cap; i++) {
		Sym *s = t->slot[i];
		if (!s)
			continue;
		size_t j = s->hash & (cap - 1);
		while (slot[j])
			j = (j + 1) & (cap - 1);
		slot[j] = s;
	}
	free(t->slot);
	t->slot = slot;
	t->cap = cap;
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
	SymTab *t = c->syms;
	uint32_t h = (uint32_t)hash_bytes(s, len, 0);
	size_t i = h & (t->cap - 1);
	for (Sym *y; (y = t->slot[i]); i = (i + 1) & (t->cap - 1))
		if (y->hash == h && y->len == len && same_bytes(y->s, s, len))
			return y;
	Sym *y = arena_alloc(c->arena, sizeof *y + len + 1);
	y->len = (uint32_t)len;
	y->hash = h;
	if (len)
		memcpy(y->s, s, len);
	y->s[len] = 0;
	t->slot[i] = y;
	if (++t->n * 2 > t->cap)
		grow(t);
	return y;
}

Sym *intern_c(Ctx *c, const char *s)
{
	return intern(c, s, strlen(s));
}
