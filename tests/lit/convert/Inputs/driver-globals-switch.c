#include <stdio.h>
#include <stdint.h>
int32_t lookup(int32_t);
int64_t bump(void);
int main(void)
{
	printf("lookup: %d %d %d %d\n", lookup(0), lookup(1), lookup(2), lookup(7));
	long long a = bump(), b = bump(), c = bump();
	printf("counter: %lld %lld %lld\n", a, b, c);
	return 0;
}
