// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A dense literal with fewer elements than its type.
"test.op"() {a = dense<[1, 2, 3]> : tensor<4xi32>} : () -> ()
// CHECK: {{.*}}dense-count.mlir:3:18: error: inferred shape of elements literal has 3 elements, the type 4
