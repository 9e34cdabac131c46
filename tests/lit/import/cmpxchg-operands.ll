; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm %S/Inputs/cmpxchg-not-pointer.ll 2>&1 | FileCheck %s --check-prefix=CPTR
; RUN: not %xlate --import-llvm %S/Inputs/atomicrmw-not-pointer.ll 2>&1 | FileCheck %s --check-prefix=RPTR
; cmpxchg's compare and new values of two types, and a cmpxchg or
; atomicrmw address that is no pointer, are llvm-as's errors.  They made
; ops that did not verify when read back (a roundtrip campaign finding at
; e9bde31, run 904,969, fuzz finding 62, kept in
; tests/fuzz/regress/roundtrip/cmpxchg-value-types).
define void @f(ptr %p) {
  %x = cmpxchg ptr %p, i64 1, i32 2 monotonic monotonic
  ret void
}
; CHECK: cmpxchg-operands.ll:10:35: error: compare value and new value type do not match
; CPTR: cmpxchg-not-pointer.ll:2:20: error: cmpxchg operand must be a pointer
; RPTR: atomicrmw-not-pointer.ll:2:26: error: atomicrmw operand must be a pointer
