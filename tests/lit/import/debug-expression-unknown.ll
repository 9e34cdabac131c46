; A word in a !DIExpression that is no DWARF operation or DW_ATE_*
; encoding (llvm-as refuses it) makes no expression: the debug intrinsic
; is dropped with the one warning.  It was read past the end of the
; DW_ATE_* names (a fuzz smoke finding of make check: roundtrip, input
; in tests/fuzz/regress/roundtrip).
; RUN: %xlate --import-llvm %s 2>&1 | FileCheck %s
; CHECK: warning: dropped what MLIR's LLVM dialect does not model here:{{.*}}debug intrinsics
; CHECK: llvm.func @f(%arg0: i64)
; CHECK-NOT: llvm.intr.dbg.value
; CHECK: llvm.return

define void @f(i64 %x) {
  call void @llvm.dbg.value(metadata i64 %x, metadata !3, metadata !DIExpression(DW_OP_LLVM_convert, 4, DW_ATE_bogus)), !dbg !5
  call void @llvm.dbg.value(metadata i64 %x, metadata !3, metadata !DIExpression(DW_OP_deref, DW_LLOVP_M_fragment, 3, 7)), !dbg !5
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/")
!3 = !DILocalVariable(name: "x", scope: !4, file: !2, line: 1)
!4 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, unit: !1)
!5 = !DILocation(line: 1, scope: !4)
