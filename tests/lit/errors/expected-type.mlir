// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A missing type after a colon.
func.func @f(%a: ) {
  return
}
// CHECK: {{.*}}expected-type.mlir:3:18: error: expected type, found ')'
