; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm %S/Inputs/entry-block-pred-named.ll 2>&1 | FileCheck %s --check-prefix=NAMED
; A branch to the entry block is a located error, as llvm-as's verifier
; rejects it ("Entry block to function must not have predecessors!"); it
; was imported as a branch to ^INVALIDBLOCK (a roundtrip fuzz finding).
define i64 @f(i64 %0) {
  br label %1
}
; CHECK: entry-block-pred.ll:7:12: error: entry block to function must not have predecessors
; NAMED: entry-block-pred-named.ll:3:12: error: entry block to function must not have predecessors
