; A loop's debug locations (clang -g writes the loop's start and end as the
; DILocations of its !llvm.loop node): the first is startLoc, the second
; endLoc, each fused with its scope, as mlir-translate-19 and -22 import
; them; a DILocation defined before the loop node too (!7, the store's
; too).  One inlined (!12) is no FusedLoc: that slot stays empty, as in
; MLIR (an annotation of an end location alone).  A node with three has its annotation dropped (MLIR: an error,
; and the annotation dropped), one warning.  Without
; -mlir-print-debuginfo only what a loop needs of each DILocation is kept.
; RUN: %xlate --llvm-version=19 --import-llvm %s -o %t.stream.mlir 2>%t.err
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %s -o %t.whole.mlir 2>/dev/null
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: FileCheck %s < %t.stream.mlir
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %if mlir-opt %{ mlir-translate -import-llvm %s 2>/dev/null | FileCheck %s %}
; RUN: %if mlir-opt %{ mlir-opt %t.stream.mlir | FileCheck %s %}
; RUN: %xlate-translate --llvm-version=19 -import-llvm -mlir-print-debuginfo %s 2>/dev/null | FileCheck %s --check-prefix=LOC
; RUN: %if mlir-opt %{ mlir-translate -import-llvm -mlir-print-debuginfo %s 2>/dev/null | FileCheck %s --check-prefix=LOC %}
; RUN: %xlate --llvm-version=19 --to-llvm %t.stream.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=LL

; CHECK: #loc = loc("l.c":2:3)
; CHECK: #loc1 = loc("l.c":4:5)
; CHECK: #loc2 = loc("l.c":6:1)
; CHECK: #loc3 = loc(fused<#di_subprogram>[#loc2])
; CHECK: #loc4 = loc(fused<#di_lexical_block>[#loc])
; CHECK: #loc5 = loc(fused<#di_lexical_block>[#loc1])
; CHECK: #loop_annotation = #llvm.loop_annotation<endLoc = #loc3>
; CHECK: #loop_annotation1 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc4, endLoc = #loc5>
; CHECK: llvm.func @f
; CHECK: llvm.cond_br %arg1, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}
; CHECK: llvm.cond_br %arg1, ^bb2, ^bb3 {loop_annotation = #loop_annotation}
; CHECK: llvm.cond_br %arg1, ^bb3, ^bb4
; CHECK-NOT: loop_annotation
; CHECK: llvm.return
; WARN: warning: dropped what MLIR's LLVM dialect does not model here: {{.*}}loop metadata (more than two debug locations), metadata !llvm.loop
; LOC: #loc8 = loc(fused<#di_subprogram>[#loc6])
; LOC: #loc9 = loc(fused<#di_lexical_block>[#loc4])
; LOC: #loc10 = loc(fused<#di_lexical_block>[#loc5])
; LOC: #loop_annotation = #llvm.loop_annotation<endLoc = #loc8>
; LOC: #loop_annotation1 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc9, endLoc = #loc10>
; LL: warning: dropped what LLVM 19 IR cannot say: loop start/end locations (debug info is not written)

define void @f(ptr %p, i1 %c) !dbg !4 {
  store i32 0, ptr %p, align 4, !dbg !7
  br label %l1
l1:
  br i1 %c, label %l1, label %l2, !llvm.loop !9
l2:
  br i1 %c, label %l2, label %l3, !llvm.loop !11
l3:
  br i1 %c, label %l3, label %l4, !llvm.loop !14
l4:
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "l.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 2, column: 3, scope: !8)
!8 = distinct !DILexicalBlock(scope: !4, file: !1, line: 2, column: 1)
!9 = distinct !{!9, !7, !10, !13}
!10 = !DILocation(line: 4, column: 5, scope: !8)
!11 = distinct !{!11, !12, !15}
!12 = !DILocation(line: 5, column: 1, scope: !4, inlinedAt: !15)
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !7, !10, !15}
!15 = !DILocation(line: 6, column: 1, scope: !4)
