// 8-bit float attributes on i8 globals and constants: LLVM has no 8-bit
// float type, so they become their bit patterns, as mlir-translate-19
// makes them (an [N x i8] of them is a string).
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null

// CHECK: @e5m2 = internal global i8 62
// CHECK-NEXT: @e4m3 = internal global i8 60
// CHECK-NEXT: @e4m3fn = internal global i8 126
// CHECK-NEXT: @e4m3fn_nan = internal global i8 127
// CHECK-NEXT: @e5m2fnuz = internal global i8 0
// CHECK-NEXT: @e4m3fnuz = internal global i8 -60
// CHECK-NEXT: @b11 = internal global i8 61
// CHECK-NEXT: @arr = internal global [3 x i8] c"<@\B8"
// CHECK-NEXT: @nested = internal global [2 x [2 x i8]] {{\[\[}}2 x i8] c"8@", [2 x i8] c"(\00"]
// CHECK-NEXT: @splat = internal global [4 x i8] c"@@@@"
// CHECK-NEXT: @hex = internal global [3 x i8] c"<@\B8"
// CHECK: define <2 x i8> @f() {
// CHECK-NEXT:   ret <2 x i8> <i8 66, i8 68>
// CHECK-NEXT: }

llvm.mlir.global internal @e5m2(1.5 : f8E5M2) : i8
llvm.mlir.global internal @e4m3(1.5 : f8E4M3) : i8
llvm.mlir.global internal @e4m3fn(448.0 : f8E4M3FN) : i8
llvm.mlir.global internal @e4m3fn_nan(1000.0 : f8E4M3FN) : i8
llvm.mlir.global internal @e5m2fnuz(-0.0 : f8E5M2FNUZ) : i8
llvm.mlir.global internal @e4m3fnuz(-1.5 : f8E4M3FNUZ) : i8
llvm.mlir.global internal @b11(0.1 : f8E4M3B11FNUZ) : i8
llvm.mlir.global internal @arr(dense<[1.0, 2.0, -0.5]> : tensor<3xf8E5M2>) : !llvm.array<3 x i8>
llvm.mlir.global internal @nested(dense<[[1.0, 2.0], [0.25, 0.0]]> : tensor<2x2xf8E4M3FN>) : !llvm.array<2 x array<2 x i8>>
llvm.mlir.global internal @splat(dense<1.0> : tensor<4xf8E4M3FNUZ>) : !llvm.array<4 x i8>
llvm.mlir.global internal @hex(dense<"0x3C40B8"> : tensor<3xf8E4M3FNUZ>) : !llvm.array<3 x i8>
llvm.func @f() -> vector<2xi8> {
  %0 = llvm.mlir.constant(2.5 : f8E4M3FN) : i8
  %1 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf8E5M2FNUZ>) : vector<2xi8>
  %2 = llvm.mlir.constant(0 : i32) : i32
  %3 = llvm.insertelement %0, %1[%2 : i32] : vector<2xi8>
  llvm.return %3 : vector<2xi8>
}
