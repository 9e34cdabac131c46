/* hash.c - a string hash table with separate chaining. */
#include <stdlib.h>
#include <string.h>

#define NBUCKETS 64

struct entry {
	char *key;
	int value;
	struct entry *next;
};

struct table {
	struct entry *buckets[NBUCKETS];
	unsigned count;
};

static unsigned fnv1a(const char *s)
{
	unsigned h = 2166136261u;
	while (*s) {
		h ^= (unsigned char)*s++;
		h *= 16777619u;
	}
	return h;
}

struct table *table_new(void) { return calloc(1, sizeof(struct table)); }

int table_put(struct table *t, const char *key, int value)
{
	unsigned b = fnv1a(key) % NBUCKETS;
	for (struct entry *e = t->buckets[b]; e; e = e->next)
		if (strcmp(e->key, key) == 0) {
			e->value = value;
			return 0;
		}
	struct entry *e = malloc(sizeof *e);
	if (!e)
		return -1;
	size_t n = strlen(key) + 1;
	e->key = malloc(n);
	memcpy(e->key, key, n);
	e->value = value;
	e->next = t->buckets[b];
	t->buckets[b] = e;
	t->count++;
	return 1;
}

int *table_get(struct table *t, const char *key)
{
	for (struct entry *e = t->buckets[fnv1a(key) % NBUCKETS]; e; e = e->next)
		if (!strcmp(e->key, key))
			return &e->value;
	return NULL;
}

void table_free(struct table *t)
{
	for (int i = 0; i < NBUCKETS; i++) {
		struct entry *e = t->buckets[i];
		while (e) {
			struct entry *n = e->next;
			free(e->key);
			free(e);
			e = n;
		}
	}
	free(t);
}

int count_words(const char **words, int n)
{
	struct table *t = table_new();
	int distinct = 0;
	for (int i = 0; i < n; i++) {
		int *v = table_get(t, words[i]);
		if (v)
			++*v;
		else
			distinct += table_put(t, words[i], 1);
	}
	table_free(t);
	return distinct;
}
