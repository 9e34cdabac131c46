; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; Metadata ids are numbers, not names: !007 is !7, a second definition of
; it is the error (at the '!'), and an id past those whose references share
; one node (2^20) reads the same.  No other error: !3000000 and !07,
; referenced before they are defined, are defined.
; CHECK: metadata-ids.ll:[[@LINE+11]]:1: error: redefinition of metadata !7
; CHECK-NOT: error
define void @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !3000000, !noalias !07
  ret void
}
!3000000 = !{!3000001, !3000001, i64 0}
!3000001 = !{!"int", !3000002}
!3000002 = !{!"root"}
!007 = !{!8}
!8 = distinct !{!8, !9}
!7 = !{!8}
!9 = distinct !{!9}
