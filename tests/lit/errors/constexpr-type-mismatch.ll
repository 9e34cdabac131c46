; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; A constant expression operand whose type is not the one written before it
; is llvm-as's located error, not MLIR that --to-llvm then rejects (a
; roundtrip fuzz finding).
@g = internal constant i64 add (i64 ptrtoint (ptr @g to i32), i64 ptrtoint (ptr @g to i64))
; CHECK: constexpr-type-mismatch.ll:5:37: error: constant expression type mismatch
