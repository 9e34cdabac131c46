; Calls of the intrinsics that MLIR 22's import turns into llvm.intr.* ops
; and MLIR 19's does not (acos ... vp.umin), and of those both import
; (matrix.multiply, the constrained conversions with their metadata
; arguments, expect.with.probability): each is its op, in MLIR 22's custom
; form where it has one (as mlir-translate-22 prints it: the coro ops,
; ptrmask, ssa.copy, stepvector, trap, ...), and goes back to the same
; call.  None is declared: LLVM 20+'s parser declares an intrinsic a call
; names, and a call that became an op needs no declaration.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | FileCheck %s %}
; RUN: %if llvm22 %{ %xlate --import-llvm %s | %mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=LL %}
; MLIR 19 has no ops for most of them, and refuses calls of the
; constrained conversions but fptrunc (their metadata arguments):
; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s --check-prefix=E19

; E19: error:

; CHECK-LABEL: llvm.func @f(
; CHECK: llvm.intr.acos(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
; CHECK: llvm.intr.asin(%arg0) : (f32) -> f32
; CHECK: llvm.intr.atan(%arg0) : (f32) -> f32
; CHECK: llvm.intr.atan2(%arg0, %arg0) : (f32, f32) -> f32
; CHECK: llvm.intr.cosh(%arg0) : (f32) -> f32
; CHECK: llvm.intr.sinh(%arg0) : (f32) -> f32
; CHECK: llvm.intr.tanh(%arg0) : (f32) -> f32
; CHECK: llvm.intr.tan(%arg0) : (f32) -> f32
; CHECK: llvm.intr.exp10(%arg0) : (f32) -> f32
; CHECK: llvm.intr.frexp(%arg0) : (f32) -> !llvm.struct<(f32, i32)>
; CHECK: llvm.intr.ldexp(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, i32) -> f32
; CHECK: llvm.intr.ptrmask %arg2, %arg3 : (!llvm.ptr, i64) -> !llvm.ptr
; CHECK: llvm.intr.scmp(%arg1, %arg1) : (i32, i32) -> i8
; CHECK: llvm.intr.ucmp(%arg1, %arg1) : (i32, i32) -> i8
; CHECK: llvm.intr.launder.invariant.group %arg2 : !llvm.ptr
; CHECK: llvm.intr.strip.invariant.group %arg2 : !llvm.ptr
; CHECK: "llvm.intr.memset.inline"(%arg2, %{{[0-9]+}}) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, i8) -> ()
; CHECK: "llvm.intr.vp.smax"(%arg4, %arg4, %arg5, %arg1) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
; CHECK: "llvm.intr.vp.umin"(%arg4, %arg4, %arg5, %arg1) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
; CHECK: llvm.intr.stepvector : vector<4xi32>
; CHECK: llvm.intr.sincos(%arg0) : (f32) -> !llvm.struct<(f32, f32)>
; CHECK: llvm.intr.matrix.multiply %arg6, %arg6 {lhs_columns = 4 : i32, lhs_rows = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
; CHECK: llvm.intr.experimental.constrained.fpext %arg0 ignore : f32 to f64
; CHECK: llvm.intr.experimental.constrained.fptrunc %arg7 towardzero maytrap : f64 to f32
; CHECK: llvm.intr.experimental.constrained.sitofp %arg1 dynamic strict : i32 to f32
; CHECK: llvm.intr.experimental.constrained.uitofp %arg1 tonearestaway ignore : i32 to f32
; CHECK: llvm.intr.expect.with.probability %{{[0-9]+}}, %{{[0-9]+}}, 5.000000e-01 : i16
; CHECK: llvm.intr.ssa.copy %arg1 : i32
; CHECK: llvm.intr.coro.id %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
; CHECK: llvm.intr.coro.size : i64
; CHECK: llvm.intr.coro.begin %{{[0-9]+}}, %arg2 : (!llvm.token, !llvm.ptr) -> !llvm.ptr
; CHECK: llvm.intr.coro.suspend %{{[0-9]+}}, %{{[0-9]+}} : i8
; CHECK: llvm.intr.coro.resume %arg2 : !llvm.ptr
; CHECK: llvm.intr.trap
; CHECK: llvm.intr.debugtrap
; CHECK: llvm.intr.ubsantrap <{failureKind = 3 : i8}>
; CHECK-NOT: llvm.func @llvm.

define void @f(float %x, i32 %i, ptr %p, i64 %n, <4 x i32> %vi, <4 x i1> %m, <16 x float> %mat, double %d) {
  %1 = call fast float @llvm.acos.f32(float %x)
  %2 = call float @llvm.asin.f32(float %x)
  %3 = call float @llvm.atan.f32(float %x)
  %4 = call float @llvm.atan2.f32(float %x, float %x)
  %5 = call float @llvm.cosh.f32(float %x)
  %6 = call float @llvm.sinh.f32(float %x)
  %7 = call float @llvm.tanh.f32(float %x)
  %8 = call float @llvm.tan.f32(float %x)
  %9 = call float @llvm.exp10.f32(float %x)
  %10 = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  %11 = call nnan float @llvm.ldexp.f32.i32(float %x, i32 %i)
  %12 = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 %n)
  %13 = call i8 @llvm.scmp.i8.i32(i32 %i, i32 %i)
  %14 = call i8 @llvm.ucmp.i8.i32(i32 %i, i32 %i)
  %15 = call ptr @llvm.launder.invariant.group.p0(ptr %p)
  %16 = call ptr @llvm.strip.invariant.group.p0(ptr %p)
  call void @llvm.memset.inline.p0.i64(ptr %p, i8 0, i64 8, i1 false)
  %17 = call <4 x i32> @llvm.vp.smax.v4i32(<4 x i32> %vi, <4 x i32> %vi, <4 x i1> %m, i32 %i)
  %18 = call <4 x i32> @llvm.vp.umin.v4i32(<4 x i32> %vi, <4 x i32> %vi, <4 x i1> %m, i32 %i)
  %19 = call <4 x i32> @llvm.stepvector.v4i32()
  %20 = call { float, float } @llvm.sincos.f32(float %x)
  %21 = call <16 x float> @llvm.matrix.multiply.v16f32.v16f32.v16f32(<16 x float> %mat, <16 x float> %mat, i32 4, i32 4, i32 4)
  %22 = call double @llvm.experimental.constrained.fpext.f64.f32(float %x, metadata !"fpexcept.ignore")
  %23 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %d, metadata !"round.towardzero", metadata !"fpexcept.maytrap")
  %24 = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %i, metadata !"round.dynamic", metadata !"fpexcept.strict")
  %25 = call float @llvm.experimental.constrained.uitofp.f32.i32(i32 %i, metadata !"round.tonearestaway", metadata !"fpexcept.ignore")
  %26 = call i16 @llvm.expect.with.probability.i16(i16 1, i16 1, double 0.5)
  %27 = call i32 @llvm.ssa.copy.i32(i32 %i)
  %28 = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
  %29 = call i64 @llvm.coro.size.i64()
  %30 = call ptr @llvm.coro.begin(token %28, ptr %p)
  %31 = call i8 @llvm.coro.suspend(token %28, i1 false)
  call void @llvm.coro.resume(ptr %p)
  call void @llvm.trap()
  call void @llvm.debugtrap()
  call void @llvm.ubsantrap(i8 3)
  ret void
}

; LL: call fast float @llvm.acos.f32(float %{{[0-9]+}})
; LL: call float @llvm.asin.f32(float %{{[0-9]+}})
; LL: call float @llvm.atan.f32(float %{{[0-9]+}})
; LL: call float @llvm.atan2.f32(float %{{[0-9]+}}, float %{{[0-9]+}})
; LL: call float @llvm.cosh.f32(float %{{[0-9]+}})
; LL: call float @llvm.sinh.f32(float %{{[0-9]+}})
; LL: call float @llvm.tanh.f32(float %{{[0-9]+}})
; LL: call float @llvm.tan.f32(float %{{[0-9]+}})
; LL: call float @llvm.exp10.f32(float %{{[0-9]+}})
; LL: call { float, i32 } @llvm.frexp.f32.i32(float %{{[0-9]+}})
; LL: call nnan float @llvm.ldexp.f32.i32(float %{{[0-9]+}}, i32 %{{[0-9]+}})
; LL: call ptr @llvm.ptrmask.p0.i64(ptr %{{[0-9]+}}, i64 %{{[0-9]+}})
; LL: call i8 @llvm.scmp.i8.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}})
; LL: call i8 @llvm.ucmp.i8.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}})
; LL: call ptr @llvm.launder.invariant.group.p0(ptr %{{[0-9]+}})
; LL: call ptr @llvm.strip.invariant.group.p0(ptr %{{[0-9]+}})
; LL: call void @llvm.memset.inline.p0.i64(ptr %{{[0-9]+}}, i8 0, i64 8, i1 false)
; LL: call <4 x i32> @llvm.vp.smax.v4i32(<4 x i32> %{{[0-9]+}}, <4 x i32> %{{[0-9]+}}, <4 x i1> %{{[0-9]+}}, i32 %{{[0-9]+}})
; LL: call <4 x i32> @llvm.vp.umin.v4i32(<4 x i32> %{{[0-9]+}}, <4 x i32> %{{[0-9]+}}, <4 x i1> %{{[0-9]+}}, i32 %{{[0-9]+}})
; LL: call <4 x i32> @llvm.stepvector.v4i32()
; LL: call { float, float } @llvm.sincos.f32(float %{{[0-9]+}})
; LL: call <16 x float> @llvm.matrix.multiply.v16f32.v16f32.v16f32(<16 x float> %{{[0-9]+}}, <16 x float> %{{[0-9]+}}, i32 4, i32 4, i32 4)
; LL: call double @llvm.experimental.constrained.fpext.f64.f32(float %{{[0-9]+}}, metadata !"fpexcept.ignore")
; LL: call float @llvm.experimental.constrained.fptrunc.f32.f64(double %{{[0-9]+}}, metadata !"round.towardzero", metadata !"fpexcept.maytrap")
; LL: call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %{{[0-9]+}}, metadata !"round.dynamic", metadata !"fpexcept.strict")
; LL: call float @llvm.experimental.constrained.uitofp.f32.i32(i32 %{{[0-9]+}}, metadata !"round.tonearestaway", metadata !"fpexcept.ignore")
; LL: call i16 @llvm.expect.with.probability.i16(i16 1, i16 1, double 5.000000e-01)
; LL: call i32 @llvm.ssa.copy.i32(i32 %{{[0-9]+}})
; LL: call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
; LL: call i64 @llvm.coro.size.i64()
; LL: call ptr @llvm.coro.begin(token %{{[0-9]+}}, ptr %{{[0-9]+}})
; LL: call i8 @llvm.coro.suspend(token %{{[0-9]+}}, i1 false)
; LL: call void @llvm.coro.resume(ptr %{{[0-9]+}})
; LL: call void @llvm.trap()
; LL: call void @llvm.debugtrap()
; LL: call void @llvm.ubsantrap(i8 3)

; The operands' attributes of masked.expandload/compressstore are the ops'
; arg_attrs (MLIR 22); memset.inline's length has its own width.
; CHECK-LABEL: llvm.func @g(
; CHECK: "llvm.intr.masked.expandload"(%arg0, %arg1, %arg2) <{arg_attrs = [{llvm.align = 8 : i64}, {}, {}]}> : (!llvm.ptr, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
; CHECK: "llvm.intr.masked.compressstore"(%{{[0-9]+}}, %arg0, %arg1) <{arg_attrs = [{}, {llvm.align = 4 : i64}, {}]}> : (vector<7xf32>, !llvm.ptr, vector<7xi1>) -> ()
; CHECK: "llvm.intr.memset.inline"(%arg0, %{{[0-9]+}}) <{isVolatile = true, len = 10 : i32}> : (!llvm.ptr, i8) -> ()
; LL-LABEL: define void @g(
; LL: call <7 x float> @llvm.masked.expandload.v7f32(ptr align 8 %0, <7 x i1> %1, <7 x float> %2)
; LL: call void @llvm.masked.compressstore.v7f32(<7 x float> %{{[0-9]+}}, ptr align 4 %0, <7 x i1> %1)
; LL: call void @llvm.memset.inline.p0.i32(ptr %0, i8 1, i32 10, i1 true)
define void @g(ptr %p, <7 x i1> %m, <7 x float> %v) {
  %1 = call <7 x float> @llvm.masked.expandload.v7f32(ptr align 8 %p, <7 x i1> %m, <7 x float> %v)
  call void @llvm.masked.compressstore.v7f32(<7 x float> %1, ptr align 4 %p, <7 x i1> %m)
  call void @llvm.memset.inline.p0.i32(ptr %p, i8 1, i32 10, i1 true)
  ret void
}
