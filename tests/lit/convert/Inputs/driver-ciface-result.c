#include <stdio.h>
#include <stdlib.h>
#include "memref.h"
void _mlir_ciface_iota2d(MemRef2f *result, intptr_t rows);
int main(void)
{
	MemRef2f r;
	_mlir_ciface_iota2d(&r, 3);
	printf("rank 2: %ldx%ld strides %ld,%ld offset %ld aligned %d\n", (long)r.sizes[0], (long)r.sizes[1],
	       (long)r.strides[0], (long)r.strides[1], (long)r.offset, (int)((uintptr_t)r.aligned % 64 == 0));
	for (int i = 0; i < 12; i++)
		printf("%g%s", r.aligned[i], i == 11 ? "\n" : " ");
	free(r.allocated);
	return 0;
}
