; A call of an intrinsic with an operand of another type than the
; intrinsic's (coro.id takes an i32): llvm-as's verifier refuses it
; ('Intrinsic called with incompatible signature'), and the op xlate
; made of it did not verify ('operand #0 must be 32-bit signless
; integer'), so --to-llvm refused what --import-llvm printed (make
; check's fuzz smoke, roundtrip target; input in tests/fuzz/regress/roundtrip).
; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not llvm-as -o /dev/null %s 2>&1 | FileCheck %s
; CHECK: Intrinsic called with incompatible signature
define void @f() {
  %t = call token @llvm.coro.id(i64 0, ptr null, ptr null, ptr null)
  ret void
}
declare token @llvm.coro.id(i32, ptr, ptr, ptr)
