// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A generic op whose function type lists fewer operands than it has.
func.func @f(%a: i32) {
  "test.op"(%a, %a) : (i32) -> ()
  return
}
// CHECK: {{.*}}generic-operand-count.mlir:4:13: error: 2 operands present, but expected 1
