// LLVM 20+ print a vector of one repeated integer or float as splat (T v),
// scalable ones too; 19 writes the elements (<T v, T v, ...>) and a
// scalable splat as shufflevector(insertelement ...).  Every release writes
// an aggregate of null values (0, +0.0, not -0.0) as zeroinitializer, as
// LLVM uniques it (xlate wrote <float 0.0, ...> and { i32 0, ... }).
// Checked against mlir-translate-22 and mlir-translate-19.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=V19
// RUN: %if llvm22 %{ %mlir-translate-22 --mlir-to-llvmir %s | FileCheck %s %}
// RUN: mlir-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=V19

// CHECK: @f = internal global <3 x float> splat (float 4.200000e+01)
// V19:   @f = internal global <3 x float> <float 4.200000e+01, float 4.200000e+01, float 4.200000e+01>
llvm.mlir.global internal @f(dense<42.0> : vector<3xf32>) : vector<3xf32>
// CHECK: @i = internal global <2 x i32> splat (i32 7)
// V19:   @i = internal global <2 x i32> <i32 7, i32 7>
llvm.mlir.global internal @i(dense<[7, 7]> : vector<2xi32>) : vector<2xi32>
// CHECK: @one = internal global <1 x i64> splat (i64 3)
// V19:   @one = internal global <1 x i64> <i64 3>
llvm.mlir.global internal @one(dense<3> : vector<1xi64>) : vector<1xi64>
// CHECK: @b = internal global <3 x i1> splat (i1 true)
// V19:   @b = internal global <3 x i1> <i1 true, i1 true, i1 true>
llvm.mlir.global internal @b(dense<true> : vector<3xi1>) : vector<3xi1>
// CHECK: @w = internal global <2 x i128> splat (i128 5)
// V19:   @w = internal global <2 x i128> <i128 5, i128 5>
llvm.mlir.global internal @w(dense<5> : vector<2xi128>) : vector<2xi128>
// CHECK: @negz = internal global <2 x double> splat (double -0.000000e+00)
// V19:   @negz = internal global <2 x double> <double -0.000000e+00, double -0.000000e+00>
llvm.mlir.global internal @negz(dense<-0.0> : vector<2xf64>) : vector<2xf64>
// CHECK: @nested = internal global [2 x <2 x float>] [<2 x float> splat (float 1.000000e+00), <2 x float> splat (float 1.000000e+00)]
// V19:   @nested = internal global [2 x <2 x float>] [<2 x float> <float 1.000000e+00, float 1.000000e+00>, <2 x float> <float 1.000000e+00, float 1.000000e+00>]
llvm.mlir.global internal @nested(dense<1.0> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
// not a splat: the elements in every release
// CHECK: @mixed = internal global <2 x i32> <i32 1, i32 2>
// V19:   @mixed = internal global <2 x i32> <i32 1, i32 2>
llvm.mlir.global internal @mixed(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// an array is never a splat
// CHECK: @arr = internal global [2 x i32] [i32 5, i32 5]
// V19:   @arr = internal global [2 x i32] [i32 5, i32 5]
llvm.mlir.global internal @arr(dense<[5, 5]> : tensor<2xi32>) : !llvm.array<2 x i32>

// null values: zeroinitializer in both releases
// CHECK: @zf = internal global <2 x float> zeroinitializer
// V19:   @zf = internal global <2 x float> zeroinitializer
llvm.mlir.global internal @zf(dense<[0.0, 0.0]> : vector<2xf32>) : vector<2xf32>
// CHECK: @zi = internal global <3 x i32> zeroinitializer
// V19:   @zi = internal global <3 x i32> zeroinitializer
llvm.mlir.global internal @zi(dense<0> : vector<3xi32>) : vector<3xi32>
// CHECK: @zs = internal global { i32, float } zeroinitializer
// V19:   @zs = internal global { i32, float } zeroinitializer
llvm.mlir.global internal @zs() : !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %1 = llvm.mlir.constant(0.0 : f32) : f32
  %2 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i32, f32)>
  %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i32, f32)>
  llvm.return %4 : !llvm.struct<(i32, f32)>
}

// CHECK-LABEL: define <2 x i32> @ops(
// V19-LABEL:   define <2 x i32> @ops(
llvm.func @ops(%a: vector<2xi32>, %f: vector<4xf32>) -> vector<2xi32> {
  %0 = llvm.mlir.constant(dense<3> : vector<2xi32>) : vector<2xi32>
  // CHECK-NEXT: %3 = add <2 x i32> %0, splat (i32 3)
  // V19-NEXT:   %3 = add <2 x i32> %0, <i32 3, i32 3>
  %1 = llvm.add %a, %0 : vector<2xi32>
  %2 = llvm.mlir.constant(dense<0.0> : vector<4xf32>) : vector<4xf32>
  // CHECK-NEXT: %4 = fadd <4 x float> %1, zeroinitializer
  // V19-NEXT:   %4 = fadd <4 x float> %1, zeroinitializer
  %3 = llvm.fadd %f, %2 : vector<4xf32>
  %4 = llvm.mlir.constant(dense<[0, 0]> : vector<2xi32>) : vector<2xi32>
  // CHECK-NEXT: %5 = add <2 x i32> %3, zeroinitializer
  // V19-NEXT:   %5 = add <2 x i32> %3, zeroinitializer
  %5 = llvm.add %1, %4 : vector<2xi32>
  llvm.return %5 : vector<2xi32>
}

// CHECK-LABEL: define <vscale x 4 x float> @scalable(
// CHECK-NEXT: ret <vscale x 4 x float> splat (float 2.000000e+00)
// V19-LABEL:   define <vscale x 4 x float> @scalable(
// V19-NEXT:    ret <vscale x 4 x float> shufflevector (<vscale x 4 x float> insertelement (<vscale x 4 x float> poison, float 2.000000e+00, i64 0), <vscale x 4 x float> poison, <vscale x 4 x i32> zeroinitializer)
llvm.func @scalable() -> vector<[4]xf32> {
  %0 = llvm.mlir.constant(dense<2.0> : vector<[4]xf32>) : vector<[4]xf32>
  llvm.return %0 : vector<[4]xf32>
}
