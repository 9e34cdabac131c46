; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; Ids past the dense table (2^20 on: a map) are checked as the others: the
; least id referenced and never defined is the error, at its first
; reference (as llvm-as-19: 10:50); !3, referenced before its definition, is defined.
; CHECK: undefined-metadata-far.ll:[[@LINE+5]]:50: error: use of undefined metadata '!2000000'
; CHECK-NOT: error
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !4000000, !noalias !3
  %w = load i32, ptr %p, !noalias !4000000
  %x = load i32, ptr %p, !tbaa !3, !alias.scope !2000000
  %y = load i32, ptr %p, !alias.scope !2000000
  ret i32 %v
}
!3 = !{!4}
!4 = distinct !{!4, !5}
!5 = distinct !{!5}
