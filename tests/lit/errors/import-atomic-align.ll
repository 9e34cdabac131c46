; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; An atomic load or store has an explicit alignment, as llvm-as requires
; ("atomic load must have explicit non-zero alignment"); one without was
; imported as MLIR that --to-llvm rejects ('llvm.load' op expected
; alignment for atomic access: a roundtrip campaign finding at da67e09,
; run 81,409).  llvm-as points at the operand's type, xlate at its value.
define i64 @f(ptr %p) {
  %x = load atomic i64, ptr %p seq_cst
  store atomic i64 %x, ptr %p seq_cst
  %y = load atomic i64, ptr %p seq_cst, align 8
  ret i64 %x
}
; CHECK: import-atomic-align.ll:8:29: error: atomic load must have explicit non-zero alignment
; CHECK: import-atomic-align.ll:9:28: error: atomic store must have explicit non-zero alignment
; CHECK-NOT: error
