// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A value that is used but never defined.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %nope : i32
  return %0 : i32
}
// CHECK: {{.*}}undeclared-value.mlir:4:23: error: use of undeclared SSA value name '%nope'
