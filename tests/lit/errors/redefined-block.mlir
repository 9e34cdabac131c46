// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A block label defined twice.
func.func @f() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
^bb1:
  return
}
// CHECK: {{.*}}redefined-block.mlir:7:1: error: redefinition of block '^bb1'
