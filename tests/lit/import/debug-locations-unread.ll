; Without -mlir-print-debuginfo no op location is written: a DILocation's
; fields are read and given back at once (ll_md_special), inline ones too,
; one inside another; a numbered one keeps what a loop's start/end location
; needs (line, column, scope).  With it they are all read: the op's
; location is the callsite.
; RUN: %xlate --import-llvm %s -o %t.mlir 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: FileCheck %s < %t.mlir
; RUN: %xlate --import-llvm --no-stream %s | diff %t.mlir -
; RUN: %xlate-translate -import-llvm -mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC
; WARN: warning: dropped what MLIR's LLVM dialect does not model here: named metadata !llvm.dbg.cu, metadata !dbg{{$}}
; CHECK: #loc = loc("il.c":7:1)
; CHECK: #loc1 = loc("il.c":8:1)
; CHECK: #loc2 = loc(fused<#di_subprogram>[#loc])
; CHECK: #loc3 = loc(fused<#di_subprogram>[#loc1])
; CHECK: #loop_annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #loc2, endLoc = #loc3>
; CHECK: llvm.add
; CHECK-NOT: loc(
; CHECK: llvm.br ^bb1(%{{[0-9]+}} : i32) {loop_annotation = #loop_annotation}
; LOC: llvm.mul {{.*}} loc([[L:#loc[0-9]*]])
; LOC: [[L]] = loc(callsite(

define i32 @f(i32 %x) !dbg !4 {
  %a = add i32 %x, 1, !dbg !DILocation(line: 5, column: 3, scope: !4, inlinedAt: !DILocation(line: 9, column: 1, scope: !4))
  %b = mul i32 %a, %a, !dbg !8
  br label %l
l:
  %c = phi i32 [ %b, %0 ], [ %c, %l ]
  br label %l, !llvm.loop !10
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "il.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 4, type: !5, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !7}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 6, column: 2, scope: !4, inlinedAt: !9)
!9 = !DILocation(line: 10, column: 4, scope: !4)
!10 = distinct !{!10, !11, !12, !13}
!11 = !DILocation(line: 7, column: 1, scope: !4)
!12 = !DILocation(line: 8, column: 1, scope: !4)
!13 = !{!"llvm.loop.mustprogress"}
