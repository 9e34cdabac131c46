// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A comparison predicate that does not exist.
func.func @f(%a: i32) -> i1 {
  %0 = arith.cmpi lessthan, %a, %a : i32
  return %0 : i1
}
// CHECK: {{.*}}bad-predicate.mlir:4:19: error: invalid predicate 'lessthan'
