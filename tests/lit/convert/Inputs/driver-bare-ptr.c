#include <stdio.h>
float *axpy(float a, float *x, float *y);
int main(void)
{
	float x[4] = { 1, 2, 3, 4 }, y[4] = { 9, 9, 9, 9 };
	float *r = axpy(3, x, y);
	printf("axpy: %g %g %g %g\n", r[0], r[1], r[2], r[3]);
	return 0;
}
