/* The C layout of MLIR memref descriptors (see the C-interface wrappers). */
#include <stdint.h>
#define MEMREF(T, N) struct { T *allocated; T *aligned; intptr_t offset; intptr_t sizes[N]; intptr_t strides[N]; }
typedef MEMREF(float, 1) MemRef1f;
typedef MEMREF(float, 2) MemRef2f;
typedef MEMREF(int64_t, 1) MemRef1i;
typedef struct { int64_t rank; void *descriptor; } UnrankedMemRef;
