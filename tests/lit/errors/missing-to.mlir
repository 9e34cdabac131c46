// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A cast without its `to`.
func.func @f(%a: i32) -> i64 {
  %0 = arith.extsi %a : i32 i64
  return %0 : i64
}
// CHECK: {{.*}}missing-to.mlir:4:29: error: expected 'to', found 'i64'
