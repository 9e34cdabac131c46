/* sort.c - sorting algorithms over int and string arrays. */
#include <stdlib.h>
#include <string.h>

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

void sort_ints(int *v, size_t n) { qsort(v, n, sizeof *v, cmp_int); }

void insertion_sort(int *v, int n)
{
	for (int i = 1; i < n; i++) {
		int x = v[i], j = i - 1;
		while (j >= 0 && v[j] > x) {
			v[j + 1] = v[j];
			j--;
		}
		v[j + 1] = x;
	}
}

static void merge(int *v, int *tmp, int lo, int mid, int hi)
{
	int i = lo, j = mid, k = lo;
	while (i < mid && j < hi)
		tmp[k++] = v[i] <= v[j] ? v[i++] : v[j++];
	while (i < mid)
		tmp[k++] = v[i++];
	while (j < hi)
		tmp[k++] = v[j++];
	memcpy(v + lo, tmp + lo, (size_t)(hi - lo) * sizeof *v);
}

static void msort(int *v, int *tmp, int lo, int hi)
{
	if (hi - lo < 2)
		return;
	int mid = lo + (hi - lo) / 2;
	msort(v, tmp, lo, mid);
	msort(v, tmp, mid, hi);
	merge(v, tmp, lo, mid, hi);
}

int merge_sort(int *v, int n)
{
	int *tmp = malloc((size_t)n * sizeof *tmp);
	if (!tmp)
		return -1;
	msort(v, tmp, 0, n);
	free(tmp);
	return 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void sort_strings(const char **v, size_t n) { qsort(v, n, sizeof *v, cmp_str); }

int is_sorted(const int *v, int n)
{
	for (int i = 1; i < n; i++)
		if (v[i - 1] > v[i])
			return 0;
	return 1;
}

int binary_search(const int *v, int n, int key)
{
	int lo = 0, hi = n - 1;
	while (lo <= hi) {
		int mid = (lo + hi) >> 1;
		if (v[mid] == key)
			return mid;
		if (v[mid] < key)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}
