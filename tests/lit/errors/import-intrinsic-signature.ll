; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm --no-stream %s 2>&1 | FileCheck %s
; RUN: %if llvm22 %{ not %mlir-translate-22 --import-llvm %s 2>&1 | FileCheck %s %}
; An undeclared intrinsic (which LLVM 20+'s parser declares from its
; call) called with a type its signature does not take, or used as a
; value: llvm-as-22's errors, once each.
define i32 @f(float %x) {
; CHECK: import-intrinsic-signature.ll:[[@LINE+1]]:17: error: invalid intrinsic signature
  %1 = call i32 @llvm.canonicalize.f32(float %x)
  ret i32 %1
}
define ptr @g() {
  ret ptr @llvm.fabs.f64
}
; CHECK-NOT: undefined
