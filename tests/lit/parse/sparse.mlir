// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | %xlate --llvm-version=19 - | FileCheck %s
// sparse<indices, values> prints back as mlir-opt-19 prints it: indices
// and values each a splat when all equal, nothing when there are no
// indices.  (Every other reader sees the equal dense elements: see
// translate/sparse.mlir.)
// CHECK: module {
// CHECK-NEXT:   "test.sparse"() {a = sparse<0, 4.200000e+01> : vector<4xf32>, b = sparse<{{\[\[}}0, 1], [1, 0]], [1, 2]> : tensor<2x2xi32>, c = sparse<> : tensor<3xf32>} : () -> ()
// CHECK-NEXT:   "test.sparse"() {a = sparse<0, 5> : tensor<4xi32>, b = sparse<0, 7> : tensor<2x2xi64>, c = sparse<{{\[\[}}1, 2], [0, 0]], [1.500000e+00, -2.000000e+00]> : tensor<2x3xf64>, d = sparse<{{\[\[}}0], [2]], true> : tensor<4xi1>, e = sparse<1, 3> : tensor<4xi8>, f = sparse<[1, 2], [3, 4]> : tensor<4xi16>} : () -> ()
// CHECK-NEXT:   "test.sparse"() {a = sparse<{{\[\[}}0, 0, 1]], 2> : tensor<2x2x2xi32>, b = sparse<[0, 1], 0> : vector<2xi32>, c = sparse<> : tensor<0xi32>, d = sparse<{{\[\[}}1, 0]], 1.500000e+00> : tensor<2x2xf8E4M3FN>} : () -> ()
// CHECK-NEXT: }

"test.sparse"() {a = sparse<[0], [4.2e+01]> : vector<4xf32>, b = sparse<[[0, 1], [1, 0]], [1, 2]> : tensor<2x2xi32>, c = sparse<[], []> : tensor<3xf32>} : () -> ()
"test.sparse"() {a = sparse<0, 5> : tensor<4xi32>, b = sparse<[[0, 0]], [7]> : tensor<2x2xi64>, c = sparse<[[1, 2], [0, 0]], [1.5, -2.0]> : tensor<2x3xf64>, d = sparse<[[0], [2]], [true, true]> : tensor<4xi1>, e = sparse<[[1]], 3> : tensor<4xi8>, f = sparse<[1, 2], [3, 4]> : tensor<4xi16>} : () -> ()
"test.sparse"() {a = sparse<[[0, 0, 1]], [2]> : tensor<2x2x2xi32>, b = sparse<[0, 1], [0, 0]> : vector<2xi32>, c = sparse<> : tensor<0xi32>, d = sparse<[[1, 0]], [1.5]> : tensor<2x2xf8E4M3FN>} : () -> ()
