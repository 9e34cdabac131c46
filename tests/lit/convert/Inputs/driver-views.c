#include <stdio.h>
#include <stdint.h>
int64_t column_sum(int64_t *a, int64_t *b, intptr_t off, intptr_t s0, intptr_t s1, intptr_t t0, intptr_t t1, intptr_t col);
int64_t transposed(int64_t *a, int64_t *b, intptr_t off, intptr_t s0, intptr_t s1, intptr_t t0, intptr_t t1, intptr_t i, intptr_t j);
int64_t view_sum(void);
int64_t copy_sum(int64_t *a, int64_t *b, intptr_t off, intptr_t s0, intptr_t s1, intptr_t t0, intptr_t t1);
int main(void)
{
	int64_t m[9] = { 0, 1, 2, 3, 4, 5, 6, 7, 8 };
	printf("column 1 sum = %lld\n", (long long)column_sum(m, m, 0, 3, 3, 3, 1, 1));
	printf("transposed[2][0] = %lld\n", (long long)transposed(m, m, 0, 3, 3, 3, 1, 2, 0));
	printf("view sum = %lld\n", (long long)view_sum());
	printf("copy sum = %lld\n", (long long)copy_sum(m, m, 0, 3, 3, 3, 1));
	return 0;
}
