// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// An atomic_rmw kind that does not exist.
func.func @f(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %0 = memref.atomic_rmw plus %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return %0 : f32
}
// CHECK: {{.*}}bad-rmw-kind.mlir:4:26: error: invalid atomic_rmw kind 'plus'
