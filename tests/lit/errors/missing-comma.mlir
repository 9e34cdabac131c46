// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A missing comma between operands.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a %a : i32
  return %0 : i32
}
// CHECK: {{.*}}missing-comma.mlir:4:22: error: expected ',', found '%a'
