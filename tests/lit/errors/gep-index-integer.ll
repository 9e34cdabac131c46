; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; A getelementptr's indices are integers or vectors of them.  Otherwise
; llvm-as says so at the index's type in an instruction, at the keyword
; in a constant expression (llvm-as-19 and -22 alike).
@g = global [4 x i32] zeroinitializer

define ptr @f(ptr %p, <2 x ptr> %v) {
  %a = getelementptr float, ptr %p, float 1.0
; CHECK: gep-index-integer.ll:[[@LINE-1]]:37: error: getelementptr index must be an integer
  %b = getelementptr { ptr, i64 }, ptr %p, ptr null, i32 1
; CHECK: gep-index-integer.ll:[[@LINE-1]]:44: error: getelementptr index must be an integer
  %c = getelementptr i32, ptr %p, <2 x i64> <i64 0, i64 1>
  %d = getelementptr [4 x i32], ptr %p, i64 0, i32 2
  ret ptr %d
}

define void @k(ptr %p) {
  store i64 ptrtoint (ptr getelementptr (i32, ptr @g, double 2.0) to i64), ptr %p
; CHECK: gep-index-integer.ll:[[@LINE-1]]:27: error: getelementptr index must be an integer
  ret void
}
; CHECK-NOT: error
