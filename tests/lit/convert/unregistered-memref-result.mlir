// An unregistered op whose memref result is used by an op that is lowered
// (here func.call): no cast can stay live, so it is a located error naming
// the op (it once printed llvm.extractvalue of the memref and exited 0).
// RUN: not %xlate --llvm-version=19 --to-llvm-dialect %s 2>&1 | FileCheck %s
// RUN: not %xlate --llvm-version=19 --to-llvm %s 2>&1 | FileCheck %s
// RUN: not %xlate --llvm-version=19 --to-llvm-dialect --no-stream %s 2>&1 | FileCheck %s
// CHECK: unregistered-memref-result.mlir:[[#@LINE+4]]:8: error: failed to legalize unresolved materialization: result #0 of the unregistered operation 'get' is not of an llvm type and has uses
// CHECK-NOT: llvm.extractvalue
func.func private @f(memref<f32>)
func.func @g() {
  %0 = "get"() : () -> memref<f32>
  call @f(%0) : (memref<f32>) -> ()
  return
}
