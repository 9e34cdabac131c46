// sparse<indices, values> translates as its dense elements, as
// mlir-translate-19 does (splat indices or values, no indices, hex values).
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null

// CHECK: @a = internal global [2 x [2 x i32]] {{\[\[}}2 x i32] [i32 0, i32 1], [2 x i32] [i32 2, i32 0]]
// CHECK-NEXT: @b = internal global [4 x float] [float 0.000000e+00, float 2.500000e+00, float 0.000000e+00, float 2.500000e+00]
// CHECK-NEXT: @c = internal global [3 x i16] zeroinitializer
// CHECK-NEXT: @d = internal global [4 x i32] [i32 0, i32 0, i32 7, i32 0]
// CHECK: define <4 x float> @f() {
// CHECK-NEXT:   ret <4 x float> <float 4.200000e+01, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>
// CHECK-NEXT: }

llvm.mlir.global internal @a(sparse<[[0, 1], [1, 0]], [1, 2]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
llvm.mlir.global internal @b(sparse<[1, 3], 2.5> : tensor<4xf32>) : !llvm.array<4 x f32>
llvm.mlir.global internal @c(sparse<> : tensor<3xi16>) : !llvm.array<3 x i16>
llvm.mlir.global internal @d(sparse<[2], "0x07000000"> : tensor<4xi32>) : !llvm.array<4 x i32>
llvm.func @f() -> vector<4xf32> {
  %0 = llvm.mlir.constant(sparse<[0], [4.2e+01]> : vector<4xf32>) : vector<4xf32>
  llvm.return %0 : vector<4xf32>
}
