// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A sparse index outside the shape.
"test.op"() {a = sparse<[[0, 4]], [1]> : tensor<2x2xi32>} : () -> ()
// CHECK: {{.*}}sparse-index.mlir:3:30: error: sparse index out of range
