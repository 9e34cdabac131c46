// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=LL
// 2020 LLVM types: !llvm.i32, !llvm.float and !llvm<"..."> holding LLVM IR
// type syntax (read by the .ll grammar); typed pointers become opaque.
llvm.func @t(!llvm.i64, !llvm.float, !llvm.double, !llvm.half, !llvm<"i32">, !llvm<"float*">,
             !llvm<"{ float*, float*, i64, [2 x i64], [2 x i64] }">, !llvm<"void ()*">,
             !llvm<"<4 x float>">, !llvm<"{i64, double} (i32, float)*">) -> !llvm<"{i64, i8*}">
llvm.func @load(%m: !llvm<"float*">) -> !llvm.float {
  %0 = llvm.load %m : !llvm<"float*">
  llvm.return %0 : !llvm.float
}
// CHECK: llvm.func @t(i64, f32, f64, f16, i32, !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr, vector<4xf32>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK: llvm.func @load(%arg0: !llvm.ptr) -> f32 {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> f32
// LL: define float @load(ptr %0)
// LL-NEXT: %2 = load float, ptr %0
