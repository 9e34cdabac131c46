// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A value defined twice.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %0 = arith.subi %a, %a : i32
  return %0 : i32
}
// CHECK: {{.*}}redefined-value.mlir:5:3: error: redefinition of SSA value '%0'
