; immarg on the declaration of an intrinsic (one without an llvm.intr.*
; op too: objectsize) is the intrinsic's own, which LLVM's parser gives
; back: dropped without a warning, as mlir-translate-19/-22 drop it.  On
; another function it is llvm-as's verifier error (errors/intrinsics-only.ll).
; RUN: %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: %xlate --llvm-version=14 --import-llvm %s 2>&1 | FileCheck %s

; CHECK-NOT: warning
; CHECK: llvm.func @llvm.objectsize.i32.p0(!llvm.ptr, i1, i1, i1) -> i32
declare i32 @llvm.objectsize.i32.p0(ptr, i1 immarg, i1 immarg, i1 immarg)
