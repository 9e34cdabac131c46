#include <stdio.h>
#include "memref.h"
void _mlir_ciface_matmul(MemRef2f *a, MemRef2f *b, MemRef2f *c);
int main(void)
{
	float a[6] = { 1, 2, 3, 4, 5, 6 }, b[6] = { 7, 8, 9, 10, 11, 12 }, c[4];
	MemRef2f A = { a, a, 0, { 2, 3 }, { 3, 1 } };
	MemRef2f B = { b, b, 0, { 3, 2 }, { 2, 1 } };
	MemRef2f C = { c, c, 0, { 2, 2 }, { 2, 1 } };
	_mlir_ciface_matmul(&A, &B, &C);
	printf("C = [%g %g; %g %g]\n", c[0], c[1], c[2], c[3]);
	return 0;
}
