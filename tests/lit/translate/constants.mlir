// Constant ops are not instructions: they are folded into their uses as
// LLVM constants, and ops whose operands are all constants fold the way
// IRBuilder folds them; initializer regions become constant expressions.
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null

// CHECK-DAG: @g = internal global i32 42
llvm.mlir.global internal @g(42 : i32) : i32
// CHECK-DAG: @gep_init = internal constant ptr getelementptr (i32, ptr @g, i32 2)
llvm.mlir.global internal constant @gep_init() : !llvm.ptr {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.mlir.constant(2 : i32) : i32
  %2 = llvm.getelementptr %0[%1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.return %2 : !llvm.ptr
}
// CHECK-DAG: @cast_init = internal constant i64 ptrtoint (ptr @g to i64)
llvm.mlir.global internal constant @cast_init() : i64 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
  llvm.return %1 : i64
}
// CHECK-DAG: @agg = internal global { i32, ptr, [2 x double] } { i32 7, ptr @g, [2 x double] [double 1.000000e+00, double undef] }
llvm.mlir.global internal @agg() : !llvm.struct<(i32, ptr, array<2 x f64>)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, ptr, array<2 x f64>)>
  %c = llvm.mlir.constant(7 : i32) : i32
  %a = llvm.mlir.addressof @g : !llvm.ptr
  %f = llvm.mlir.constant(1.0 : f64) : f64
  %0 = llvm.insertvalue %c, %u[0] : !llvm.struct<(i32, ptr, array<2 x f64>)>
  %1 = llvm.insertvalue %a, %0[1] : !llvm.struct<(i32, ptr, array<2 x f64>)>
  %2 = llvm.insertvalue %f, %1[2, 0] : !llvm.struct<(i32, ptr, array<2 x f64>)>
  llvm.return %2 : !llvm.struct<(i32, ptr, array<2 x f64>)>
}
// CHECK-DAG: @zero_agg = internal global { i32, i64 } { i32 0, i64 5 }
llvm.mlir.global internal @zero_agg() : !llvm.struct<(i32, i64)> {
  %z = llvm.mlir.zero : !llvm.struct<(i32, i64)>
  %c = llvm.mlir.constant(5 : i64) : i64
  %0 = llvm.insertvalue %c, %z[1] : !llvm.struct<(i32, i64)>
  llvm.return %0 : !llvm.struct<(i32, i64)>
}
// CHECK-DAG: @p = internal global i8 poison
llvm.mlir.global internal @p() : i8 {
  %0 = llvm.mlir.poison : i8
  llvm.return %0 : i8
}

// CHECK-LABEL: define i64 @fold(i64 %0) {
// CHECK-NEXT:    %2 = mul i64 %0, 400
// CHECK-NEXT:    %3 = load i32, ptr @g, align 4
// CHECK-NEXT:    %4 = insertvalue { i64, double } { i64 undef, double -4.200000e+01 }, i64 %2, 0
// CHECK-NEXT:    ret i64 %2
llvm.func @fold(%n: i64) -> i64 {
  %c10 = llvm.mlir.constant(10 : index) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %m = llvm.mul %c10, %c10 : i64
  %s = llvm.mul %m, %c4 : i64
  %r = llvm.mul %n, %s : i64
  %a = llvm.mlir.addressof @g : !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %gep = llvm.getelementptr %a[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %l = llvm.load %gep : !llvm.ptr -> i32
  %f1 = llvm.mlir.constant(42.0 : f64) : f64
  %f2 = llvm.fsub %f1, %f1 : f64
  %f3 = llvm.fsub %f2, %f1 : f64
  %u = llvm.mlir.undef : !llvm.struct<(i64, f64)>
  %i0 = llvm.insertvalue %f3, %u[1] : !llvm.struct<(i64, f64)>
  %i1 = llvm.insertvalue %r, %i0[0] : !llvm.struct<(i64, f64)>
  llvm.return %r : i64
}

// CHECK-LABEL: define i1 @fold_cmp() {
// CHECK-NEXT:    ret i1 true
llvm.func @fold_cmp() -> i1 {
  %a = llvm.mlir.constant(-1 : i32) : i32
  %b = llvm.mlir.constant(1 : i32) : i32
  %c = llvm.icmp "ugt" %a, %b : i32
  llvm.return %c : i1
}

// CHECK-LABEL: define <4 x float> @vec_const() {
// CHECK-NEXT:    ret <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 0x3FB99999A0000000>
llvm.func @vec_const() -> vector<4xf32> {
  %0 = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 0.1]> : vector<4xf32>) : vector<4xf32>
  llvm.return %0 : vector<4xf32>
}

// CHECK-LABEL: define [2 x [2 x i32]] @nested() {
// CHECK-NEXT:    ret [2 x [2 x i32]] {{\[}}[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4]]
llvm.func @nested() -> !llvm.array<2 x array<2 x i32>> {
  %0 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
  llvm.return %0 : !llvm.array<2 x array<2 x i32>>
}

// CHECK-LABEL: define { float, float } @complex() {
// CHECK-NEXT:    ret { float, float } { float -1.000000e+00, float 0.000000e+00 }
llvm.func @complex() -> !llvm.struct<(f32, f32)> {
  %0 = llvm.mlir.constant([-1.0 : f32, 0.0 : f32]) : !llvm.struct<(f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32)>
}

// CHECK-LABEL: define [5 x i8] @string() {
// CHECK-NEXT:    ret [5 x i8] c"hi\0A\00\22"
llvm.func @string() -> !llvm.array<5 x i8> {
  %0 = llvm.mlir.constant("hi\0A\00\22") : !llvm.array<5 x i8>
  llvm.return %0 : !llvm.array<5 x i8>
}

// CHECK-LABEL: define i129 @wide() {
// CHECK-NEXT:    ret i129 -1
llvm.func @wide() -> i129 {
  %0 = llvm.mlir.constant(-1 : i129) : i129
  llvm.return %0 : i129
}

// CHECK-LABEL: define ptr @null() {
// CHECK-NEXT:    ret ptr null
llvm.func @null() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
