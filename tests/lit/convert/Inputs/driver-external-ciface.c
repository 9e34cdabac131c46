#include <stdio.h>
#include "memref.h"
int64_t run(void);
void _mlir_ciface_c_fill(MemRef1i *m)
{
	printf("c_fill: size %ld stride %ld\n", (long)m->sizes[0], (long)m->strides[0]);
	for (intptr_t i = 0; i < m->sizes[0]; i++)
		m->aligned[m->offset + i * m->strides[0]] = i * i;
}
void _mlir_ciface_c_print(UnrankedMemRef *u)
{
	MemRef1i *m = u->descriptor;
	printf("c_print: rank %ld [", (long)u->rank);
	for (intptr_t i = 0; i < m->sizes[0]; i++)
		printf("%s%lld", i ? " " : "", (long long)m->aligned[i]);
	printf("]\n");
}
int main(void)
{
	printf("total = %lld\n", (long long)run());
	return 0;
}
