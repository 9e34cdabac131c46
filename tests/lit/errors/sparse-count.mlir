// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// Sparse indices that do not match the values.
"test.op"() {a = sparse<[[0, 1]], [1, 2]> : tensor<2x2xi32>} : () -> ()
// CHECK: {{.*}}sparse-count.mlir:3:18: error: sparse elements: 2 values need 2 indices of 2 numbers, found 2 numbers
