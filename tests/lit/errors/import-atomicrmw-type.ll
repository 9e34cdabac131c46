; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %s 2>&1 | FileCheck %s
; RUN: sed 's/^; ADD //' %s > %t.add.ll
; RUN: not %xlate --import-llvm %t.add.ll 2>&1 | FileCheck %s --check-prefix=ADD
; RUN: sed 's/^; WIDE //' %s > %t.wide.ll
; RUN: not %xlate --import-llvm %t.wide.ll 2>&1 | FileCheck %s --check-prefix=WIDE
; RUN: sed 's/^; BIT //' %s > %t.bit.ll
; RUN: not %xlate --import-llvm %t.bit.ll 2>&1 | FileCheck %s --check-prefix=BIT
; atomicrmw's value type as llvm-as checks it (at the type: a power of two
; bytes; an integer for the integer operations) and as MLIR's verifier does
; after mlir-translate's import (i128 for add).  'i33' was imported into an
; llvm.atomicrmw that --to-llvm refuses (a roundtrip campaign finding at
; 1992cc4, run 68,585).
; ADD: :[[@LINE+3]]:30: error: atomicrmw add operand must be an integer
; ADD: atomicrmw add ptr %x, ptr null monotonic
; ADD define void @add(ptr %x) {
; ADD   %r = atomicrmw add ptr %x, ptr null monotonic, align 8
; ADD   ret void
; ADD }
; WIDE: :[[@LINE+2]]:8: error: 'llvm.atomicrmw' op expected LLVM IR integer type
; WIDE define void @wide(ptr %x) {
; WIDE   %r = atomicrmw add ptr %x, i128 1 monotonic, align 16
; WIDE   ret void
; WIDE }
; BIT: :[[@LINE+2]]:8: error: atomic memory access' size must be byte-sized
; BIT define void @bit(ptr %x) {
; BIT   %r = atomicrmw xchg ptr %x, i1 true monotonic, align 1
; BIT   ret void
; BIT }
define void @f(ptr %x) {
; CHECK: import-atomicrmw-type.ll:[[@LINE+1]]:30: error: atomicrmw operand must be power-of-two byte-sized integer
  %r = atomicrmw add ptr %x, i33 1 monotonic, align 4
  ret void
}
