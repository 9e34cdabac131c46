// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// An attribute alias defined twice.
#a = 1 : i32
#a = 2 : i32
// CHECK: {{.*}}redefined-alias.mlir:4:6: error: redefinition of attribute alias id 'a'
