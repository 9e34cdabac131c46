// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A branch to a block that does not exist.
func.func @f() {
  cf.br ^missing
}
// CHECK: {{.*}}undefined-block.mlir:4:9: error: reference to an undefined block '^missing'
