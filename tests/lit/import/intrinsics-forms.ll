; Intrinsics both MLIR 19 and 22 import as ops, with custom forms in
; both (FFN, FRES, FOPND of intrinsics.h: the coro ops, ssa.copy) or
; immediates of their own kinds (matrix.multiply's i32s, fptrunc's
; metadata strings, expect.with.probability's double, memcpy.inline's
; length of its own width), as mlir-translate-19 prints them (lane mask
; and invariant.end too); llvm.intr.trap stays generic at 19 (custom from
; MLIR 20).
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | llvm-as -o /dev/null
; RUN: %if mlir-opt %{ mlir-translate --import-llvm %s | FileCheck %s %}
; RUN: %if mlir-opt %{ %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LL %}
; 22 reads the same calls into the same ops (trap in its custom form):
; RUN: %xlate --import-llvm %s | FileCheck %s --check-prefix=V22
; CHECK-LABEL: llvm.func @f(
; CHECK: llvm.intr.matrix.multiply %arg3, %arg3 {lhs_columns = 4 : i32, lhs_rows = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
; CHECK: llvm.intr.experimental.constrained.fptrunc %arg4 upward strict : f64 to f32
; CHECK: llvm.intr.expect.with.probability %{{[0-9]+}}, %{{[0-9]+}}, 2.500000e-01 : i16
; CHECK: llvm.intr.ssa.copy %arg1 : i32
; CHECK: llvm.intr.coro.id %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
; CHECK: llvm.intr.coro.size : i64
; CHECK: llvm.intr.coro.begin %{{[0-9]+}}, %arg2 : (!llvm.token, !llvm.ptr) -> !llvm.ptr
; CHECK: llvm.intr.coro.suspend %{{[0-9]+}}, %{{[0-9]+}} : i8
; CHECK: llvm.intr.coro.resume %arg2 : !llvm.ptr
; CHECK: "llvm.intr.trap"() : () -> ()
; CHECK: llvm.intr.get.active.lane.mask %arg5, %arg5 : i64, i64 to vector<7xi1>
; CHECK: llvm.intr.invariant.start 32, %arg2 : !llvm.ptr
; CHECK: llvm.intr.invariant.end %{{[0-9]+}}, 32, %arg2 : !llvm.ptr
; CHECK: "llvm.intr.memcpy.inline"(%arg2, %arg2) <{isVolatile = true, len = 10 : i32}> : (!llvm.ptr, !llvm.ptr) -> ()
; CHECK-NOT: llvm.func @llvm.
; V22: llvm.intr.coro.suspend %{{[0-9]+}}, %{{[0-9]+}} : i8
; V22: llvm.intr.coro.resume %arg2 : !llvm.ptr
; V22-NEXT: llvm.intr.trap
; V22-NEXT: llvm.intr.get.active.lane.mask %arg5, %arg5 : i64, i64 to vector<7xi1>

define void @f(float %x, i32 %i, ptr %p, <16 x float> %mat, double %d, i64 %n) {
  %1 = call <16 x float> @llvm.matrix.multiply.v16f32.v16f32.v16f32(<16 x float> %mat, <16 x float> %mat, i32 4, i32 4, i32 4)
  %2 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %d, metadata !"round.upward", metadata !"fpexcept.strict")
  %3 = call i16 @llvm.expect.with.probability.i16(i16 1, i16 1, double 0.25)
  %4 = call i32 @llvm.ssa.copy.i32(i32 %i)
  %5 = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %6 = call i64 @llvm.coro.size.i64()
  %7 = call ptr @llvm.coro.begin(token %5, ptr %p)
  %8 = call i8 @llvm.coro.suspend(token %5, i1 false)
  call void @llvm.coro.resume(ptr %p)
  call void @llvm.trap()
  %9 = call <7 x i1> @llvm.get.active.lane.mask.v7i1.i64(i64 %n, i64 %n)
  %10 = call ptr @llvm.invariant.start.p0(i64 32, ptr %p)
  call void @llvm.invariant.end.p0(ptr %10, i64 32, ptr %p)
  call void @llvm.memcpy.inline.p0.p0.i32(ptr %p, ptr %p, i32 10, i1 true)
  ret void
}
declare <16 x float> @llvm.matrix.multiply.v16f32.v16f32.v16f32(<16 x float>, <16 x float>, i32 immarg, i32 immarg, i32 immarg)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
declare i16 @llvm.expect.with.probability.i16(i16, i16, double immarg)
declare i32 @llvm.ssa.copy.i32(i32 returned)
declare token @llvm.coro.id(i32, ptr, ptr, ptr)
declare i64 @llvm.coro.size.i64()
declare ptr @llvm.coro.begin(token, ptr)
declare i8 @llvm.coro.suspend(token, i1)
declare void @llvm.coro.resume(ptr)
declare void @llvm.trap()
declare <7 x i1> @llvm.get.active.lane.mask.v7i1.i64(i64, i64)
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr)
declare void @llvm.invariant.end.p0(ptr, i64 immarg, ptr)
declare void @llvm.memcpy.inline.p0.p0.i32(ptr, ptr, i32 immarg, i1 immarg)

; LL: call <16 x float> @llvm.matrix.multiply.v16f32.v16f32.v16f32(<16 x float> %{{[0-9]+}}, <16 x float> %{{[0-9]+}}, i32 4, i32 4, i32 4)
; LL: call float @llvm.experimental.constrained.fptrunc.f32.f64(double %{{[0-9]+}}, metadata !"round.upward", metadata !"fpexcept.strict")
; LL: call i16 @llvm.expect.with.probability.i16(i16 1, i16 1, double 2.500000e-01)
; LL: call i32 @llvm.ssa.copy.i32(i32 %{{[0-9]+}})
; LL: call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
; LL: call i64 @llvm.coro.size.i64()
; LL: call ptr @llvm.coro.begin(token %{{[0-9]+}}, ptr %{{[0-9]+}})
; LL: call i8 @llvm.coro.suspend(token %{{[0-9]+}}, i1 false)
; LL: call void @llvm.coro.resume(ptr %{{[0-9]+}})
; LL: call void @llvm.trap()
; LL: call <7 x i1> @llvm.get.active.lane.mask.v7i1.i64(i64 %{{[0-9]+}}, i64 %{{[0-9]+}})
; LL: call ptr @llvm.invariant.start.p0(i64 32, ptr %{{[0-9]+}})
; LL: call void @llvm.invariant.end.p0(ptr %{{[0-9]+}}, i64 32, ptr %{{[0-9]+}})
; LL: call void @llvm.memcpy.inline.p0.p0.i32(ptr %{{[0-9]+}}, ptr %{{[0-9]+}}, i32 10, i1 true)
