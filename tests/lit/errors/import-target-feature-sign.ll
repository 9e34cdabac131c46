; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm --no-stream %s 2>&1 | FileCheck %s
; Each of "target-features"' entries starts with + or -: llvm-as-22's
; verifier error (and MLIR's #llvm.target_features verifier refuses the
; entry).  It was imported into an attribute --to-llvm refuses (a
; roundtrip campaign finding at 209a83c, run 9,623, and the same in the
; fresh clone's make fuzz).
; CHECK: import-target-feature-sign.ll:[[@LINE+1]]:13: error: target feature 'foo' must start with a '+' or '-'
define void @f() #0 {
  ret void
}
attributes #0 = { "target-features"="+cmov,foo,+sse" }
