/* map.c - the one hash map of xlate (declared in ir.h, where lookups are
 * inline): open addressing, linear probing, grown by doubling at half
 * load, deletion by backward shift.  Keys are nonzero 64-bit integers
 * placed by hash_fin; each entry is the key followed by a value of the
 * map's vsize bytes, padded to a power of two.  Every table in the code is
 * one of these (pointer maps, the per-function value maps of the front
 * ends and printers, the type uniquer), but for the HashSet below: the
 * interner's and the attribute uniquer's, which keep every name and
 * attribute of the input for the whole run, in slots half a Map's. */
#include <string.h>

#include "xlate/ir.h"

static uint64_t *entry(const Map *m, size_t i)
{
	return (uint64_t *)(void *)(m->e + (i << m->shift));
}

static void alloc(Map *m, uint32_t cap)
{
	size_t w = sizeof(uint64_t) + (m->vsize ? m->vsize : sizeof(void *));
	for (m->shift = 3; ((size_t)1 << m->shift) < w; m->shift++)
		;
	size_t n = (size_t)cap << m->shift;
	m->e = xmalloc(n);
	memset(m->e, 0, n);
	m->cap = cap;
}

/* The first free entry of key's probe run. */
static uint64_t *free_entry(Map *m, uint64_t key)
{
	size_t mask = m->cap - 1, i = map_home(m, key);
	uint64_t *e;
	while (*(e = entry(m, i)))
		i = (i + 1) & mask;
	return e;
}

/* Doubles the table, reinserting in slot order. */
void map_grow(Map *m)
{
	Map g = {NULL, m->n, 0, m->vsize, 0};
	alloc(&g, m->cap ? 2 * m->cap : 16);
	for (uint32_t i = 0; i < m->cap; i++) {
		uint64_t *e = entry(m, i);
		if (*e)
			memcpy(free_entry(&g, *e), e, (size_t)1 << m->shift);
	}
	free(m->e);
	*m = g;
}

void *map_add_(Map *m, uint64_t key)
{
	if (2 * ((size_t)m->n + 1) > m->cap)
		map_grow(m);
	uint64_t *e = free_entry(m, key);
	*e = key;
	m->n++;
	return e + 1;
}

void map_remove(Map *m, void *slot)
{
	size_t w = (size_t)1 << m->shift, mask = m->cap - 1;
	size_t i = (size_t)((char *)slot - m->e) >> m->shift;
	m->n--;
	for (size_t j = i;;) {
		j = (j + 1) & mask;
		uint64_t *e = entry(m, j);
		if (!*e)
			break;
		size_t home = map_home(m, *e);
		/* the entry at j stays unless its home lies cyclically outside (i, j] */
		if (i <= j ? (i < home && home <= j) : (i < home || home <= j))
			continue;
		memcpy(entry(m, i), e, w);
		i = j;
	}
	memset(entry(m, i), 0, w);
}

void map_clear(Map *m, size_t expect)
{
	size_t want = 16;
	while (want < 2 * expect)
		want *= 2;
	if (m->cap > 4 * want || (m->cap && m->cap < want) || (!m->cap && expect)) {
		free(m->e);
		alloc(m, (uint32_t)want);
	} else if (m->n) {
		memset(m->e, 0, (size_t)m->cap << m->shift);
	}
	m->n = 0;
}

void map_free(Map *m)
{
	free(m->e);
	*m = (Map){.vsize = m->vsize};
}

void *map_at(const Map *m, size_t i, uint64_t *key)
{
	uint64_t *e = entry(m, i);
	if (key)
		*key = *e;
	return *e ? e + 1 : NULL;
}

/* ---------------------------------------------------------------- HashSet */

static uint32_t hset_hash_of(const HashSet *s, const void *x)
{
	uint32_t h;
	memcpy(&h, (const char *)x + s->hash_off, sizeof h);
	return h;
}

static uint64_t hset_slot_of(const HashSet *s, const void *x)
{
	uint64_t a = (uint64_t)(uintptr_t)x;
	return s->wide ? a : a | hset_tag_(hset_hash_of(s, x));
}

static void *hset_obj(const HashSet *s, uint64_t v)
{
	return (void *)(uintptr_t)(s->wide ? v : v & (((uint64_t)1 << HSET_ADDR_BITS) - 1));
}

/* Puts x in a free slot (there is one). */
static void hset_put(HashSet *s, const void *x)
{
	uint32_t mask = s->cap - 1, i = hset_hash_of(s, x) & mask;
	while (s->slot[i])
		i = (i + 1) & mask;
	s->slot[i] = hset_slot_of(s, x);
}

/* Makes s's table cap slots, with its objects again. */
static void hset_remake(HashSet *s, uint32_t cap)
{
	uint64_t *old = s->slot;
	uint32_t ocap = s->cap;
	s->slot = xmalloc((size_t)cap * sizeof *s->slot);
	memset(s->slot, 0, (size_t)cap * sizeof *s->slot);
	s->cap = cap;
	for (uint32_t i = 0; i < ocap; i++)
		if (old[i])
			hset_put(s, hset_obj(s, old[i]));
	free(old);
}

void hset_init(HashSet *s, uint32_t cap, size_t hash_off)
{
	*s = (HashSet){.hash_off = (uint32_t)hash_off};
	uint32_t c = 16;
	while (c < cap)
		c *= 2;
	hset_remake(s, c);
}

void hset_free(HashSet *s)
{
	free(s->slot);
	s->slot = NULL;
	s->n = s->cap = 0;
}

void hset_untag(HashSet *s)
{
	if (s->wide)
		return;
	for (uint32_t i = 0; i < s->cap; i++)
		s->slot[i] &= ((uint64_t)1 << HSET_ADDR_BITS) - 1;
	s->wide = true;
}

void hset_add(HashSet *s, void *x)
{
	if ((uint64_t)(uintptr_t)x >> HSET_ADDR_BITS)
		hset_untag(s);
	if (2 * ((size_t)s->n + 1) > s->cap)
		hset_remake(s, 2 * s->cap);
	hset_put(s, x);
	s->n++;
}

void hset_remove(HashSet *s, void *x)
{
	uint32_t mask = s->cap - 1, i = hset_hash_of(s, x) & mask;
	while (s->slot[i] && hset_obj(s, s->slot[i]) != x)
		i = (i + 1) & mask;
	if (!s->slot[i])
		return;
	/* backward shift: a later object of the run moves into the hole
	 * unless its start lies cyclically in (i, j] */
	s->n--;
	for (uint32_t j = i;;) {
		j = (j + 1) & mask;
		if (!s->slot[j])
			break;
		uint32_t home = hset_hash_of(s, hset_obj(s, s->slot[j])) & mask;
		if (i <= j ? (i < home && home <= j) : (i < home || home <= j))
			continue;
		s->slot[i] = s->slot[j];
		i = j;
	}
	s->slot[i] = 0;
}
