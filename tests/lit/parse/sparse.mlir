// RUN: %xlate %s | FileCheck %s
// sparse<indices, values> is kept as the equivalent dense attribute (the
// same elements; mlir-opt-19 would print it back in the sparse form).
"test.sparse"() {a = sparse<[0], [4.2e+01]> : vector<4xf32>, b = sparse<[[0, 1], [1, 0]], [1, 2]> : tensor<2x2xi32>, c = sparse<[], []> : tensor<3xf32>} : () -> ()
// CHECK: "test.sparse"() {a = dense<[4.200000e+01, 0.000000e+00, 0.000000e+00, 0.000000e+00]> : vector<4xf32>, b = dense<{{\[\[}}0, 1], [2, 0]]> : tensor<2x2xi32>, c = dense<0.000000e+00> : tensor<3xf32>} : () -> ()
