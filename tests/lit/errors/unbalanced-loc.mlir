// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A location that is not closed.
func.func @f() {
  return loc("a.mlir":1:2
}
// CHECK: {{.*}}unbalanced-loc.mlir:5:1: error: unbalanced brackets
