// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// A sparse literal whose indices are all one index prints them as a splat,
// as mlir-opt does (sparse<2, [3, 4]>); mlir-opt cannot read that back,
// xlate reads it as that index repeated for each value (a roundtrip
// campaign finding at 849ef61, run 281,045).
"test.sparse"() {f = sparse<[2, 2], [3, 4]> : tensor<4xi16>, g = sparse<[[0, 1], [0, 1]], [1, 2]> : tensor<2x2xi32>} : () -> ()
// CHECK: f = sparse<2, [3, 4]> : tensor<4xi16>, g = sparse<{{\[\[}}0, 1], [0, 1]], [1, 2]> : tensor<2x2xi32>
