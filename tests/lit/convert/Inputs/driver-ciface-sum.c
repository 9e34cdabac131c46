#include <stdio.h>
#include "memref.h"
float _mlir_ciface_sum(MemRef1f *m);
void _mlir_ciface_scale(MemRef2f *m, float k);
int main(void)
{
	float data[6] = { 1, 2, 3, 4, 0.5f, 0 };
	MemRef1f m = { data, data, 0, { 5 }, { 1 } };
	printf("sum = %g\n", _mlir_ciface_sum(&m));
	MemRef1f s = { data, data, 0, { 3 }, { 2 } };   /* 1 + 3 + 0.5 */
	printf("strided sum = %g\n", _mlir_ciface_sum(&s));
	float mat[6] = { 1, 2, 3, 4, 5, 6 };
	MemRef2f mm = { mat, mat, 0, { 2, 3 }, { 3, 1 } };
	_mlir_ciface_scale(&mm, 2.0f);
	printf("scaled:");
	for (int i = 0; i < 6; i++)
		printf(" %g", mat[i]);
	printf("\n");
	return 0;
}
