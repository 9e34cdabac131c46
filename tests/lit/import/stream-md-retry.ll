; A body handed on with placeholders for metadata defined later, when a
; node turns out malformed (an access tag that is no TBAA tag) or
; missing: the import starts again with the whole module and reports
; what it reports.
; RUN: %xlate --llvm-version=19 --import-llvm %s -o %t.stream.mlir 2>%t.stream.err
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %s -o %t.whole.mlir 2>%t.whole.err
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: diff %t.whole.err %t.stream.err
; RUN: FileCheck %s < %t.stream.mlir
; RUN: FileCheck %s --check-prefix=WARN < %t.stream.err
; RUN: sed 's/!tbaa !9/!tbaa !99/' %s > %t.missing.ll
; RUN: not %xlate --llvm-version=19 --import-llvm %t.missing.ll -o %t.m.mlir 2>%t.m.stream.err
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %t.missing.ll -o %t.m.mlir 2>%t.m.whole.err
; RUN: diff %t.m.whole.err %t.m.stream.err
; RUN: FileCheck %s --check-prefix=MISSING < %t.m.stream.err

; WARN: warning: dropped what MLIR's LLVM dialect does not model here: metadata !tbaa
; MISSING: :30:42: error: use of undefined metadata '!99'

; CHECK-LABEL: llvm.func @good
; CHECK: tbaa = [#tbaa_tag]
define i32 @good(ptr %p) {
  %v = load i32, ptr %p, align 4, !tbaa !1
  ret i32 %v
}

; CHECK-LABEL: llvm.func @bad
; CHECK: llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32
define i32 @bad(ptr %p) {
  %v = load i32, ptr %p, align 4, !tbaa !9
  ret i32 %v
}

!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!9 = !{!"not a tag"}
