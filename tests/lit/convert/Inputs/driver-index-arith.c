#include <stdio.h>
#include <stdint.h>
int64_t ceildivs(int64_t, int64_t);
int64_t floordivs(int64_t, int64_t);
int64_t ceildivu(int64_t, int64_t);
int32_t mix(int32_t, int32_t);
double fmix(float, double);
int32_t vsum(int32_t);
int32_t extended(int32_t, int32_t);
int main(void)
{
	printf("ceildivs(7, 2) = %lld ceildivs(-7, 2) = %lld floordivs(-7, 2) = %lld ceildivu(7, 2) = %lld\n",
	       (long long)ceildivs(7, 2), (long long)ceildivs(-7, 2), (long long)floordivs(-7, 2), (long long)ceildivu(7, 2));
	printf("mix(5, 3) = %d\n", mix(5, 3));
	printf("fmix(1.5, 2.0) = %g\n", fmix(1.5f, 2.0));
	printf("vsum = %d\n", vsum(6));
	printf("extended = %u %d\n", (unsigned)extended(-1, 0), extended(-1, 1));
	return 0;
}
