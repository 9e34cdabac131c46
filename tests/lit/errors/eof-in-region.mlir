// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// CHECK: {{.*}}eof-in-region.mlir:6:1: error: expected operation, found end of file
// The input ends inside a function body.
func.func @f() {
  return
