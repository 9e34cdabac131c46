; Bodies whose metadata attachments name nodes defined at the end of the
; file are printed as they end too, the attributes made of those nodes
; filled in at the end (aliases numbered as for the whole module); a loop
; node that turns out to be dropped takes its attribute dictionary with it.
; Output and warnings are those of the whole-module import.
; RUN: %xlate --llvm-version=19 --import-llvm %s -o %t.stream.mlir 2>%t.stream.err
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %s -o %t.whole.mlir 2>%t.whole.err
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: diff %t.whole.err %t.stream.err
; RUN: FileCheck %s < %t.stream.mlir
; RUN: FileCheck %s --check-prefix=WARN < %t.stream.err
; RUN: %xlate --llvm-version=22 --import-llvm %s -o %t.stream22.mlir 2>%t.stream22.err
; RUN: %xlate --llvm-version=22 --import-llvm --no-stream %s -o %t.whole22.mlir 2>%t.whole22.err
; RUN: diff %t.whole22.mlir %t.stream22.mlir
; RUN: diff %t.whole22.err %t.stream22.err

; WARN: warning: dropped what MLIR's LLVM dialect does not model here: loop metadata 'llvm.loop.unknown.thing', metadata !llvm.loop

; CHECK-DAG: #tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
; CHECK-DAG: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[{{[0-9]+}}]<>, description = "f">
; CHECK-DAG: #loop_annotation = #llvm.loop_annotation<mustProgress = true>
; CHECK-DAG: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
; CHECK-DAG: #tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "long", members = {<#tbaa_type_desc, 0>}>
; CHECK-DAG: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
; CHECK-DAG: #tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc2, offset = 0>

; CHECK-LABEL: llvm.func @copy
; CHECK: llvm.load %arg1 {alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1], tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
; CHECK: llvm.store %{{.*}}, %arg0 {alias_scopes = [#alias_scope1], alignment = 8 : i64, noalias_scopes = [#alias_scope], tbaa = [#tbaa_tag1]} : i64, !llvm.ptr
define void @copy(ptr %a, ptr %b) {
  %x = load i32, ptr %b, align 4, !tbaa !1, !alias.scope !20, !noalias !21
  %y = sext i32 %x to i64
  store i64 %y, ptr %a, align 8, !tbaa !6, !alias.scope !21, !noalias !20
  ret void
}

; the loop node with a property MLIR does not model is dropped, the
; attribute dictionary with it; the other keeps its annotation
; CHECK-LABEL: llvm.func @loops
; CHECK: llvm.cond_br %{{.*}}, ^bb1(%{{.*}} : i32), ^bb2{{$}}
; CHECK: llvm.br ^bb1(%{{.*}} : i32) {loop_annotation = #loop_annotation}
define void @loops(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %j, %head ], [ %j, %tail ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %head, label %tail, !llvm.loop !10
tail:
  %d = icmp slt i32 %j, 100
  br label %head, !llvm.loop !12
}

; the same nodes again: the same aliases
; CHECK-LABEL: llvm.func @again
; CHECK: tbaa = [#tbaa_tag1]
; CHECK: llvm.br ^bb1 {loop_annotation = #loop_annotation}
define i64 @again(ptr %p) {
entry:
  %v = load i64, ptr %p, align 8, !tbaa !6
  br label %next, !llvm.loop !12
next:
  ret i64 %v
}

!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !3, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unknown.thing"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!20 = !{!22}
!21 = !{!23}
!22 = distinct !{!22, !24, !"f: %a"}
!23 = distinct !{!23, !24, !"f: %b"}
!24 = distinct !{!24, !"f"}
