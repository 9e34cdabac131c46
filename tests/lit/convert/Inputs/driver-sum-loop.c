#include <stdio.h>
#include <stdint.h>
int64_t sum_squares(int64_t n);
int main(void)
{
	printf("sum_squares(10) = %lld\n", (long long)sum_squares(10));
	printf("sum_squares(100) = %lld\n", (long long)sum_squares(100));
	return 0;
}
