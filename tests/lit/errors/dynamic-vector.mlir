// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// Vector types must have a static shape.
func.func private @f(vector<?xf32>)
// CHECK: {{.*}}dynamic-vector.mlir:3:22: error: vector types must have static shape
