/* sorting.c - sorting algorithms over ints and over arrays of structs:
 * insertion, shell, merge (top-down with a buffer), heap, quick (median of
 * three, recursion on the smaller half), counting and LSD radix sort;
 * libc qsort and bsearch with comparators over several keys; stability
 * checks.  Prints checksums of the sorted data. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define COUNT 2000

struct person {
	char name[12];
	int age;
	double score;
	unsigned id;
};

static uint32_t rng = 2463534242u;
static uint32_t xorshift(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 17;
	rng ^= rng << 5;
	return rng;
}

static void insertion_sort(int *a, int n)
{
	for (int i = 1; i < n; i++) {
		int v = a[i], j = i - 1;
		while (j >= 0 && a[j] > v) {
			a[j + 1] = a[j];
			j--;
		}
		a[j + 1] = v;
	}
}

static void shell_sort(int *a, int n)
{
	static const int gaps[] = { 701, 301, 132, 57, 23, 10, 4, 1 };
	for (size_t g = 0; g < sizeof gaps / sizeof gaps[0]; g++) {
		int gap = gaps[g];
		for (int i = gap; i < n; i++) {
			int v = a[i], j;
			for (j = i; j >= gap && a[j - gap] > v; j -= gap)
				a[j] = a[j - gap];
			a[j] = v;
		}
	}
}

static void merge_rec(int *a, int *buf, int lo, int hi)
{
	if (hi - lo < 2)
		return;
	int mid = lo + (hi - lo) / 2;
	merge_rec(a, buf, lo, mid);
	merge_rec(a, buf, mid, hi);
	int i = lo, j = mid, k = lo;
	while (i < mid && j < hi)
		buf[k++] = a[j] < a[i] ? a[j++] : a[i++];
	while (i < mid)
		buf[k++] = a[i++];
	while (j < hi)
		buf[k++] = a[j++];
	memcpy(a + lo, buf + lo, sizeof(int) * (size_t)(hi - lo));
}

static void merge_sort(int *a, int n)
{
	int *buf = malloc(sizeof(int) * (size_t)n);
	merge_rec(a, buf, 0, n);
	free(buf);
}

static void sift_down(int *a, int start, int end)
{
	int root = start;
	for (;;) {
		int child = 2 * root + 1;
		if (child > end)
			break;
		if (child + 1 <= end && a[child] < a[child + 1])
			child++;
		if (a[root] >= a[child])
			return;
		int t = a[root];
		a[root] = a[child];
		a[child] = t;
		root = child;
	}
}

static void heap_sort(int *a, int n)
{
	for (int s = (n - 2) / 2; s >= 0; s--)
		sift_down(a, s, n - 1);
	for (int end = n - 1; end > 0; end--) {
		int t = a[0];
		a[0] = a[end];
		a[end] = t;
		sift_down(a, 0, end - 1);
	}
}

static inline void swap_int(int *x, int *y)
{
	int t = *x;
	*x = *y;
	*y = t;
}

static void quick_sort(int *a, int lo, int hi)
{
	while (hi - lo > 16) {
		int mid = lo + (hi - lo) / 2;
		if (a[mid] < a[lo]) swap_int(&a[mid], &a[lo]);
		if (a[hi] < a[lo]) swap_int(&a[hi], &a[lo]);
		if (a[hi] < a[mid]) swap_int(&a[hi], &a[mid]);
		int pivot = a[mid];
		int i = lo, j = hi;
		while (i <= j) {
			while (a[i] < pivot) i++;
			while (a[j] > pivot) j--;
			if (i <= j) {
				swap_int(&a[i], &a[j]);
				i++;
				j--;
			}
		}
		if (j - lo < hi - i) {
			quick_sort(a, lo, j);
			lo = i;
		} else {
			quick_sort(a, i, hi);
			hi = j;
		}
	}
	insertion_sort(a + lo, hi - lo + 1);
}

static void counting_sort(int *a, int n, int maxv)
{
	int *cnt = calloc((size_t)maxv + 1, sizeof(int));
	for (int i = 0; i < n; i++)
		cnt[a[i]]++;
	int k = 0;
	for (int v = 0; v <= maxv; v++)
		for (int c = cnt[v]; c > 0; c--)
			a[k++] = v;
	free(cnt);
}

static void radix_sort(uint32_t *a, int n)
{
	uint32_t *tmp = malloc(sizeof(uint32_t) * (size_t)n);
	for (int shift = 0; shift < 32; shift += 8) {
		int cnt[257] = {0};
		for (int i = 0; i < n; i++)
			cnt[((a[i] >> shift) & 0xff) + 1]++;
		for (int d = 0; d < 256; d++)
			cnt[d + 1] += cnt[d];
		for (int i = 0; i < n; i++)
			tmp[cnt[(a[i] >> shift) & 0xff]++] = a[i];
		memcpy(a, tmp, sizeof(uint32_t) * (size_t)n);
	}
	free(tmp);
}

static int is_sorted(const int *a, int n)
{
	for (int i = 1; i < n; i++)
		if (a[i - 1] > a[i])
			return 0;
	return 1;
}

static uint32_t checksum(const int *a, int n)
{
	uint32_t h = 0;
	for (int i = 0; i < n; i++)
		h = (h << 5 | h >> 27) ^ (uint32_t)a[i];
	return h;
}

static int cmp_int(const void *x, const void *y)
{
	int a = *(const int *)x, b = *(const int *)y;
	return (a > b) - (a < b);
}

static int cmp_age_name(const void *x, const void *y)
{
	const struct person *a = x, *b = y;
	if (a->age != b->age)
		return a->age - b->age;
	int c = strcmp(a->name, b->name);
	if (c)
		return c;
	return (a->id > b->id) - (a->id < b->id);
}

static int cmp_score_desc(const void *x, const void *y)
{
	const struct person *a = x, *b = y;
	if (a->score < b->score) return 1;
	if (a->score > b->score) return -1;
	return (a->id > b->id) - (a->id < b->id);
}

static int cmp_id(const void *x, const void *y)
{
	const struct person *a = x, *b = y;
	return (a->id > b->id) - (a->id < b->id);
}

typedef void (*int_sorter)(int *, int);
static void quick_sort_all(int *a, int n) { quick_sort(a, 0, n - 1); }
static void counting_sort_all(int *a, int n) { counting_sort(a, n, 9999); }
static void libc_sort(int *a, int n) { qsort(a, (size_t)n, sizeof(int), cmp_int); }

static const struct {
	const char *name;
	int_sorter fn;
	int max_n;
} sorters[] = {
	{ "insertion", insertion_sort, 500 },
	{ "shell", shell_sort, COUNT },
	{ "merge", merge_sort, COUNT },
	{ "heap", heap_sort, COUNT },
	{ "quick", quick_sort_all, COUNT },
	{ "counting", counting_sort_all, COUNT },
	{ "qsort", libc_sort, COUNT },
};

int main(void)
{
	static int base[COUNT], work[COUNT];
	for (int i = 0; i < COUNT; i++)
		base[i] = (int)(xorshift() % 10000);
	for (size_t s = 0; s < sizeof sorters / sizeof sorters[0]; s++) {
		int n = sorters[s].max_n;
		memcpy(work, base, sizeof(int) * (size_t)n);
		sorters[s].fn(work, n);
		printf("%-10s n=%4d sorted=%d sum=%08x min=%d max=%d\n", sorters[s].name, n,
		       is_sorted(work, n), checksum(work, n), work[0], work[n - 1]);
	}

	uint32_t big[COUNT];
	for (int i = 0; i < COUNT; i++)
		big[i] = xorshift();
	radix_sort(big, COUNT);
	int ok = 1;
	uint64_t acc = 0;
	for (int i = 1; i < COUNT; i++) {
		ok &= big[i - 1] <= big[i];
		acc += (uint64_t)big[i] * (uint64_t)i;
	}
	printf("radix sorted=%d acc=%016llx\n", ok, (unsigned long long)acc);

	static const char *const first[] = { "ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal" };
	struct person *people = malloc(sizeof(struct person) * 300);
	for (int i = 0; i < 300; i++) {
		struct person *p = &people[i];
		snprintf(p->name, sizeof p->name, "%s%d", first[xorshift() % 8], (int)(xorshift() % 10));
		p->age = 18 + (int)(xorshift() % 50);
		p->score = (double)(xorshift() % 1000) / 10.0;
		p->id = (unsigned)i * 37u % 1000u;
	}
	qsort(people, 300, sizeof *people, cmp_age_name);
	printf("youngest %s (%d), oldest %s (%d)\n", people[0].name, people[0].age,
	       people[299].name, people[299].age);
	qsort(people, 300, sizeof *people, cmp_score_desc);
	printf("best %s %.1f, worst %s %.1f\n", people[0].name, people[0].score,
	       people[299].name, people[299].score);
	qsort(people, 300, sizeof *people, cmp_id);
	int found = 0, missing = 0;
	for (unsigned id = 0; id < 1000; id += 7) {
		struct person key = { "", 0, 0.0, id };
		struct person *p = bsearch(&key, people, 300, sizeof *people, cmp_id);
		if (p)
			found += p->age;
		else
			missing++;
	}
	printf("bsearch: age sum of found %d, missing %d\n", found, missing);

	memcpy(work, base, sizeof work);
	qsort(work, COUNT, sizeof(int), cmp_int);
	int hits = 0;
	for (int k = 0; k < 10000; k += 13)
		hits += bsearch(&k, work, COUNT, sizeof(int), cmp_int) != NULL;
	printf("bsearch ints: %d hits\n", hits);
	free(people);
	return 0;
}
