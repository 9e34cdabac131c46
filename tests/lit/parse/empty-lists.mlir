// Functions with empty argument and result lists, a memref type with no
// layout: the parser's lists of nothing are empty slices of its scratch
// vectors, which must not be null pointers plus an offset (clang's UBSan
// reported "applying zero offset to null pointer" on this valid module).
// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// CHECK: func.func private @f()
// CHECK: func.func @g(%arg0: memref<f32>)
func.func private @f()
func.func @g(%m: memref<f32>) {
  return
}
