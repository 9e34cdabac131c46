#include <stdio.h>
#include <stdint.h>
int32_t divmod_sum(int32_t a, int32_t b);
int64_t minmax(int64_t a, int64_t b);
int main(void)
{
	printf("divmod_sum(17, 5) = %d\n", divmod_sum(17, 5));
	printf("divmod_sum(-17, 5) = %d\n", divmod_sum(-17, 5));
	printf("minmax(3, 9) = %lld\n", (long long)minmax(3, 9));
	return 0;
}
