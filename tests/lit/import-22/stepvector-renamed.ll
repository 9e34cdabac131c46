; llvm.experimental.stepvector is llvm.stepvector from LLVM 20 on (their
; parser renames it): MLIR 22's llvm.intr.stepvector, written back as
; llvm.stepvector; MLIR 19's llvm.intr.experimental.stepvector (its custom
; form: the result type).
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | FileCheck %s %}
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s --check-prefix=V19
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=LL19
; RUN: %if mlir-opt %{ mlir-translate --import-llvm %s | FileCheck %s --check-prefix=V19 %}

; CHECK: llvm.intr.stepvector : vector<4xi32>
; CHECK-NOT: llvm.func @llvm.
; LL: call <4 x i32> @llvm.stepvector.v4i32()
; V19: llvm.intr.experimental.stepvector : vector<4xi32>
; V19-NOT: llvm.func @llvm.
; LL19: call <4 x i32> @llvm.experimental.stepvector.v4i32()
define <4 x i32> @f() {
  %1 = call <4 x i32> @llvm.experimental.stepvector.v4i32()
  ret <4 x i32> %1
}
declare <4 x i32> @llvm.experimental.stepvector.v4i32()
