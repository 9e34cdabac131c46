; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm --no-stream %s 2>&1 | FileCheck %s
; A "frame-pointer" value that is none of all, non-leaf, none, reserved is
; a located error, as llvm-as's verifier gives it; it was printed raw into
; #llvm.framePointerKind<...>, and a control byte in it broke the streamed
; printer's placeholders (an import fuzz finding).
define void @f() #0 {
  ret void
}
attributes #0 = { noinline "frame-pointer"="al" }
; CHECK: frame-pointer-value.ll:10:28: error: invalid value for 'frame-pointer' attribute: al
; CHECK-NEXT: attributes #0 = { noinline "frame-pointer"="al" }
; CHECK-NEXT: {{^                           \^$}}
