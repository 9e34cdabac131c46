; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm %S/Inputs/use-not-dominated-blocks.ll 2>&1 | FileCheck %s --check-prefix=BLOCKS
; A use its definition does not dominate (in the same block, or from a
; block the definition's does not dominate) is a located error, as
; llvm-as's verifier rejects it ("Instruction does not dominate all
; uses!"), not MLIR that --to-llvm then rejects (a roundtrip fuzz finding).
; Uses in unreachable blocks are not checked, as LLVM does not.
define void @f(ptr %0) {
  store i64 1, ptr %2, align 4
  %2 = getelementptr i64, ptr %0, i64 4
  ret void
}
; CHECK: use-not-dominated.ll:10:3: error: operand #1 does not dominate this use
; CHECK-NEXT: store i64 1, ptr %2
; CHECK: use-not-dominated.ll:11:8: note: operand defined here
; BLOCKS-NOT: blocks.ll:{{[1-8]}}:{{[0-9]+}}: error
; BLOCKS: use-not-dominated-blocks.ll:17:3: error: operand #0 does not dominate this use
; BLOCKS-NEXT: ret i32 %x
