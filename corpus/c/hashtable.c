/* hashtable.c - a string-keyed hash table with separate chaining and
 * resizing, a word-frequency count over a generated text, deletion,
 * iteration in sorted order (qsort over the entries) and an open
 * addressing integer set.  Prints counts and checksums. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

struct entry {
	char *key;
	long value;
	uint32_t hash;
	struct entry *next;
};

struct table {
	struct entry **buckets;
	size_t nbuckets;
	size_t count;
	size_t resizes;
};

static uint32_t fnv1a(const char *s)
{
	uint32_t h = 2166136261u;
	while (*s) {
		h ^= (unsigned char)*s++;
		h *= 16777619u;
	}
	return h;
}

static char *dupstr(const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = malloc(n);
	memcpy(p, s, n);
	return p;
}

static void table_init(struct table *t, size_t n)
{
	t->buckets = calloc(n, sizeof *t->buckets);
	t->nbuckets = n;
	t->count = 0;
	t->resizes = 0;
}

static void table_grow(struct table *t)
{
	size_t n = t->nbuckets * 2;
	struct entry **nb = calloc(n, sizeof *nb);
	for (size_t i = 0; i < t->nbuckets; i++) {
		struct entry *e = t->buckets[i];
		while (e) {
			struct entry *next = e->next;
			size_t j = e->hash & (n - 1);
			e->next = nb[j];
			nb[j] = e;
			e = next;
		}
	}
	free(t->buckets);
	t->buckets = nb;
	t->nbuckets = n;
	t->resizes++;
}

static struct entry *table_find(const struct table *t, const char *key)
{
	uint32_t h = fnv1a(key);
	for (struct entry *e = t->buckets[h & (t->nbuckets - 1)]; e; e = e->next)
		if (e->hash == h && strcmp(e->key, key) == 0)
			return e;
	return NULL;
}

static struct entry *table_insert(struct table *t, const char *key, long value)
{
	struct entry *e = table_find(t, key);
	if (e) {
		e->value = value;
		return e;
	}
	if (t->count * 4 >= t->nbuckets * 3)
		table_grow(t);
	e = malloc(sizeof *e);
	e->key = dupstr(key);
	e->value = value;
	e->hash = fnv1a(key);
	size_t j = e->hash & (t->nbuckets - 1);
	e->next = t->buckets[j];
	t->buckets[j] = e;
	t->count++;
	return e;
}

static int table_remove(struct table *t, const char *key)
{
	uint32_t h = fnv1a(key);
	struct entry **pp = &t->buckets[h & (t->nbuckets - 1)];
	while (*pp) {
		struct entry *e = *pp;
		if (e->hash == h && strcmp(e->key, key) == 0) {
			*pp = e->next;
			free(e->key);
			free(e);
			t->count--;
			return 1;
		}
		pp = &e->next;
	}
	return 0;
}

static void table_free(struct table *t)
{
	for (size_t i = 0; i < t->nbuckets; i++) {
		struct entry *e = t->buckets[i];
		while (e) {
			struct entry *next = e->next;
			free(e->key);
			free(e);
			e = next;
		}
	}
	free(t->buckets);
}

static size_t longest_chain(const struct table *t)
{
	size_t best = 0;
	for (size_t i = 0; i < t->nbuckets; i++) {
		size_t n = 0;
		for (struct entry *e = t->buckets[i]; e; e = e->next)
			n++;
		if (n > best)
			best = n;
	}
	return best;
}

static const char *const syllables[] = {
	"ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "da", "fe", "go", "hu",
};
#define NSYL (sizeof syllables / sizeof syllables[0])

static uint32_t lcg_state = 12345;
static uint32_t lcg(void)
{
	lcg_state = lcg_state * 1103515245u + 12345u;
	return (lcg_state >> 16) & 0x7fff;
}

static void make_word(char *buf, size_t cap)
{
	int n = 1 + (int)(lcg() % 3);
	buf[0] = 0;
	for (int i = 0; i < n; i++) {
		const char *s = syllables[lcg() % NSYL];
		if (strlen(buf) + strlen(s) + 1 < cap)
			strcat(buf, s);
	}
}

static int by_count_then_key(const void *a, const void *b)
{
	const struct entry *x = *(const struct entry *const *)a;
	const struct entry *y = *(const struct entry *const *)b;
	if (x->value != y->value)
		return x->value < y->value ? 1 : -1;
	return strcmp(x->key, y->key);
}

/* Open addressing set of nonzero 64-bit keys with linear probing. */
struct intset {
	uint64_t *slots;
	size_t cap;
	size_t used;
};

static uint64_t mix64(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	x *= 0xc4ceb9fe1a85ec53ull;
	x ^= x >> 33;
	return x;
}

static int intset_add(struct intset *s, uint64_t k)
{
	if ((s->used + 1) * 2 > s->cap) {
		struct intset n = { calloc(s->cap * 2, sizeof(uint64_t)), s->cap * 2, 0 };
		for (size_t i = 0; i < s->cap; i++)
			if (s->slots[i])
				intset_add(&n, s->slots[i]);
		free(s->slots);
		*s = n;
	}
	size_t i = mix64(k) & (s->cap - 1);
	while (s->slots[i]) {
		if (s->slots[i] == k)
			return 0;
		i = (i + 1) & (s->cap - 1);
	}
	s->slots[i] = k;
	s->used++;
	return 1;
}

static int intset_has(const struct intset *s, uint64_t k)
{
	size_t i = mix64(k) & (s->cap - 1);
	while (s->slots[i]) {
		if (s->slots[i] == k)
			return 1;
		i = (i + 1) & (s->cap - 1);
	}
	return 0;
}

int main(void)
{
	struct table t;
	char word[64];
	table_init(&t, 8);
	long total = 0;
	for (int i = 0; i < 5000; i++) {
		make_word(word, sizeof word);
		struct entry *e = table_find(&t, word);
		if (e)
			e->value++;
		else
			table_insert(&t, word, 1);
		total++;
	}
	printf("words=%ld distinct=%zu buckets=%zu resizes=%zu longest=%zu\n",
	       total, t.count, t.nbuckets, t.resizes, longest_chain(&t));

	struct entry **all = malloc(t.count * sizeof *all);
	size_t n = 0;
	for (size_t i = 0; i < t.nbuckets; i++)
		for (struct entry *e = t.buckets[i]; e; e = e->next)
			all[n++] = e;
	qsort(all, n, sizeof *all, by_count_then_key);
	for (size_t i = 0; i < 10 && i < n; i++)
		printf("  %-10s %ld\n", all[i]->key, all[i]->value);
	uint32_t ck = 0;
	for (size_t i = 0; i < n; i++)
		ck = ck * 31u + fnv1a(all[i]->key) + (uint32_t)all[i]->value;
	printf("sorted checksum %08x\n", ck);
	free(all);

	/* Remove every word with an even count, then check lookups. */
	char **doomed = malloc(t.count * sizeof *doomed);
	size_t nd = 0;
	for (size_t i = 0; i < t.nbuckets; i++)
		for (struct entry *e = t.buckets[i]; e; e = e->next)
			if (e->value % 2 == 0)
				doomed[nd++] = dupstr(e->key);
	size_t removed = 0;
	for (size_t i = 0; i < nd; i++) {
		removed += (size_t)table_remove(&t, doomed[i]);
		removed -= (size_t)table_remove(&t, doomed[i]);
		free(doomed[i]);
	}
	free(doomed);
	long odd_sum = 0;
	for (size_t i = 0; i < t.nbuckets; i++)
		for (struct entry *e = t.buckets[i]; e; e = e->next)
			odd_sum += e->value;
	printf("removed=%zu left=%zu odd_sum=%ld\n", removed, t.count, odd_sum);
	table_insert(&t, "kalo", 77);
	table_insert(&t, "kalo", 78);
	struct entry *k = table_find(&t, "kalo");
	printf("kalo=%ld missing=%d\n", k ? k->value : -1L, table_find(&t, "zzz") == NULL);
	table_free(&t);

	struct intset s = { calloc(4, sizeof(uint64_t)), 4, 0 };
	unsigned added = 0, hits = 0;
	for (uint64_t i = 1; i <= 3000; i++)
		added += (unsigned)intset_add(&s, (i * 2654435761u) % 4093 + 1);
	for (uint64_t i = 1; i <= 5000; i++)
		hits += (unsigned)intset_has(&s, i);
	printf("intset added=%u cap=%zu hits=%u\n", added, s.cap, hits);
	free(s.slots);
	return 0;
}
