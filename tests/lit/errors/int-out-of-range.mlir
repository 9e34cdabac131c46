// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// An integer constant that does not fit its type.
func.func @f() -> i8 {
  %0 = arith.constant 300 : i8
  return %0 : i8
}
// CHECK: {{.*}}int-out-of-range.mlir:4:23: error: integer constant out of range for attribute
