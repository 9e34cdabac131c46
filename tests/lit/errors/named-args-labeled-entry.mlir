// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A body with named arguments cannot start with a block label.
func.func @f(%a: i32) {
^bb0:
  return
}
// CHECK: {{.*}}named-args-labeled-entry.mlir:4:1: error: invalid block name in region with named arguments
