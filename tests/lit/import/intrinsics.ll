; Calls of intrinsics that MLIR 19 has ops for become llvm.intr.* ops, as
; mlir-translate-19 --import-llvm makes them: immediate arguments turn into
; attributes (and are not materialized), fast-math flags stay, and the
; intrinsics' declarations go.  Others stay calls of declared functions.
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | llvm-as -o /dev/null

; CHECK-LABEL: llvm.func @f(
; CHECK-NEXT: %[[THREE:.*]] = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT: %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
; CHECK-NEXT: llvm.mlir.constant(16 : i64) : i64
; CHECK-NEXT: llvm.mlir.constant(8 : i64) : i64
; CHECK-NOT: llvm.mlir.constant
; CHECK: llvm.intr.smax(%arg0, %arg1)  : (i32, i32) -> i32
; CHECK: llvm.intr.fmuladd(%arg2, %arg3, %arg2)  : (f32, f32, f32) -> f32
; CHECK: llvm.intr.fabs(%arg2)  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32) -> f32
; CHECK: "llvm.intr.abs"(%arg0) <{is_int_min_poison = true}> : (i32) -> i32
; CHECK: "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
; CHECK: "llvm.intr.vector.reduce.add"(%arg6) : (vector<4xi32>) -> i32
; CHECK: "llvm.intr.sadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
; CHECK: llvm.intr.fshl(%arg0, %arg1, %[[THREE]])  : (i32, i32, i32) -> i32
; CHECK: "llvm.intr.assume"(%[[TRUE]]) : (i1) -> ()
; CHECK: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
; CHECK: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
; CHECK: "llvm.intr.is.fpclass"(%arg4) <{bit = 3 : i32}> : (f64) -> i1
; CHECK: "llvm.intr.prefetch"(%arg5) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
; CHECK: "llvm.intr.memcpy"(%arg5, %arg5, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
; CHECK: llvm.intr.lround(%arg4)  : (f64) -> i64
; CHECK: llvm.intr.vastart %arg5 : !llvm.ptr
; An intrinsic with no op stays a call; one named without its overload
; suffix is that intrinsic (LLVM's parser remangles the name, and
; mlir-translate-19 imports it so):
; CHECK: llvm.call @llvm.load.relative.i64(%arg5, %{{.*}}) : (!llvm.ptr, i64) -> !llvm.ptr
; CHECK: llvm.intr.vaend %arg5 : !llvm.ptr
; CHECK-NOT: llvm.func @llvm.smax
; CHECK: llvm.func @llvm.load.relative.i64(
; CHECK-NOT: llvm.func @llvm.

; LL: call i32 @llvm.smax.i32(i32 %0, i32 %1)
; LL: call nnan ninf float @llvm.fabs.f32(float %2)
; LL: call i32 @llvm.abs.i32(i32 %0, i1 true)
; LL: call void @llvm.prefetch.p0(ptr %5, i32 0, i32 3, i32 1)
; LL: call void @llvm.memcpy.p0.p0.i64(ptr %5, ptr %5, i64 16, i1 false)
; LL: call ptr @llvm.load.relative.i64(ptr %5, i64 8)
; LL-DAG: declare i32 @llvm.smax.i32(i32, i32) #{{[0-9]+}}
; LL-DAG: declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #{{[0-9]+}}

define i32 @f(i32 %a, i32 %b, float %x, float %y, double %d, ptr %p, <4 x i32> %v, ...) {
  %1 = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %2 = call float @llvm.fmuladd.f32(float %x, float %y, float %x)
  %3 = call nnan ninf float @llvm.fabs.f32(float %x)
  %4 = call i32 @llvm.abs.i32(i32 %a, i1 true)
  %5 = call i32 @llvm.ctlz.i32(i32 %a, i1 false)
  %6 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %7 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %8 = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 3)
  call void @llvm.assume(i1 true)
  %9 = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %9)
  %10 = call i1 @llvm.is.fpclass.f64(double %d, i32 3)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 16, i1 false)
  %11 = call i64 @llvm.lround.i64.f64(double %d)
  call void @llvm.va_start.p0(ptr %p)
  %12 = call ptr @llvm.load.relative.i64(ptr %p, i64 8)
  call void @llvm.va_end(ptr %p)
  ret i32 %1
}
declare i32 @llvm.smax.i32(i32, i32)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.fabs.f32(float)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare void @llvm.assume(i1)
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
declare i1 @llvm.is.fpclass.f64(double, i32)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare i64 @llvm.lround.i64.f64(double)
declare void @llvm.va_start.p0(ptr)
declare ptr @llvm.load.relative.i64(ptr, i64)
declare void @llvm.va_end(ptr)
