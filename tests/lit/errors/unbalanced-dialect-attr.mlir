// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A dialect attribute whose body is not closed.
"test.op"() {a = #llvm.linkage<internal} : () -> ()
// CHECK: {{.*}}unbalanced-dialect-attr.mlir:3:40: error: unbalanced brackets
