; An intrinsic called and not declared is declared as LLVM 19+'s parser
; declares it (with the type of the call, in the order of the names),
; when a call of it stays a call (canonicalize has no op: at 22 an
; llvm.call_intrinsic, as mlir-translate-22 imports it, at 19 an
; llvm.call); a call that becomes an op (smax) needs none.  LLVM 14's parser refuses the file;
; xlate reads it for 14 too (with LLVM 19's intrinsics).
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm --no-stream %s | FileCheck %s
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %if llvm22 %{ %xlate --import-llvm %s | %mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=LL %}
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s --check-prefix=V19
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=14 --import-llvm %s | FileCheck %s --check-prefix=V19
; atan2 is no intrinsic of LLVM 19 (llvm-as-19: 'use of undefined value'):
; RUN: sed 's/canonicalize.f32/atan2.f32/' %s > %t.ll
; RUN: not %xlate --llvm-version=19 --import-llvm %t.ll 2>&1 | FileCheck %s --check-prefix=E19

; CHECK-LABEL: llvm.func @f(
; CHECK: llvm.call_intrinsic "llvm.canonicalize.f32"(%arg0) : (f32) -> f32
; CHECK: llvm.intr.smax(
; CHECK: llvm.call_intrinsic "llvm.canonicalize.f64"(
; V19-LABEL: llvm.func @f(
; V19: llvm.call @llvm.canonicalize.f32(%arg0) : (f32) -> f32
; V19: llvm.intr.smax(
; V19: llvm.call @llvm.canonicalize.f64(
; V19-NOT: llvm.func @llvm.smax
; V19: llvm.func @llvm.canonicalize.f32(f32) -> f32
; V19-NEXT: llvm.func @llvm.canonicalize.f64(f64) -> f64
; CHECK-NOT: llvm.func @llvm.smax
; CHECK: llvm.func @llvm.canonicalize.f32(f32) -> f32
; CHECK-NEXT: llvm.func @llvm.canonicalize.f64(f64) -> f64
; CHECK-NOT: llvm.func @llvm.smax

; LL: call float @llvm.canonicalize.f32(float %0)
; LL: call i32 @llvm.smax.i32(i32 %1, i32 %1)
; LL: call double @llvm.canonicalize.f64(double
; LL: declare float @llvm.canonicalize.f32(float)
; LL: declare double @llvm.canonicalize.f64(double)

; E19: error: use of undefined global '@llvm.atan2.f32'

define float @f(float %x, i32 %i, double %d) {
  %1 = call float @llvm.canonicalize.f32(float %x)
  %2 = call i32 @llvm.smax.i32(i32 %i, i32 %i)
  %3 = call double @llvm.canonicalize.f64(double %d)
  ret float %1
}
