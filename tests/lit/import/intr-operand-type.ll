define i32 @f(i32 %a, i32 %b) {
  %1 = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i30 3)
  ret i32 %1
}
declare i32 @llvm.fshl.i32(i32, i32, i32)
; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; A call of an intrinsic that becomes an llvm.intr.* op is checked by
; MLIR's verifier as the op is made: an operand of another type than the
; one the intrinsic's name gives (fshl.i32 with an i30 shift; LLVM's
; verifier: "Intrinsic called with incompatible signature") is an error.
; It made an op that did not verify when read back (a roundtrip campaign
; finding at 83241b9, run 921,637, fuzz finding 59, kept in
; tests/fuzz/regress/roundtrip/intr-operand-type).
; CHECK: intr-operand-type.ll:2:8: error: 'llvm.intr.fshl' op requires the same type for all operands and results
