// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// More result names than the op has results.
func.func @f(%a: i32) {
  %0, %1 = arith.addi %a, %a : i32
  return
}
// CHECK: {{.*}}result-count.mlir:4:3: error: operation defines 1 results but was provided 2 to bind
