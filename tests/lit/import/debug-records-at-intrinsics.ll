; Debug records right before an intrinsic call are attached to it, and
; mlir-translate-22 --import-llvm converts an intrinsic call without them
; (llvm.memset and llvm.ctpop, which have ops, and llvm.x86.sse2.pause,
; which has none: llvm.call_intrinsic); the records before a plain call
; and before a store stay.  mlir-translate-19 keeps them all (its
; variables numbered in order).  xlate does as the generation it writes.
; RUN: %xlate --import-llvm %s -o %t.22.mlir 2>%t.22.err
; RUN: FileCheck %s --check-prefix=V22 < %t.22.mlir
; RUN: FileCheck %s --check-prefix=WARN < %t.22.err
; RUN: %xlate --import-llvm --no-stream %s | diff %t.22.mlir -
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s --check-prefix=V19
; WARN: warning: dropped what MLIR's LLVM dialect does not model here:{{.*}} debug records of intrinsic calls
; V22: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "a"
; V22: #di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "d"
; V22-NOT: di_local_variable2
; V22: llvm.func @f(
; V22: %3 = llvm.alloca
; V22-NEXT: llvm.intr.dbg.declare #di_local_variable = %3
; V22-NEXT: %4 = llvm.alloca
; V22-NEXT: %5 = llvm.alloca
; V22-NEXT: %6 = llvm.alloca
; V22-NEXT: llvm.intr.dbg.declare #di_local_variable1 = %6
; V22-NEXT: %7 = llvm.alloca
; V22-NEXT: llvm.call @foo(%3)
; V22-NEXT: "llvm.intr.memset"(%4,
; V22-NEXT: llvm.call_intrinsic "llvm.x86.sse2.pause"()
; V22-NEXT: llvm.intr.ctpop
; V22-NEXT: llvm.store
; V19-NOT: debug records of intrinsic calls
; V19: llvm.intr.dbg.declare #di_local_variable =
; V19: llvm.intr.dbg.declare #di_local_variable1 =
; V19: llvm.intr.dbg.declare #di_local_variable2 =
; V19: llvm.intr.dbg.declare #di_local_variable3 =
; V19: llvm.intr.dbg.declare #di_local_variable4 =

declare void @foo(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare i32 @llvm.ctpop.i32(i32)
declare void @llvm.x86.sse2.pause()
define void @f(i32 %q) !dbg !10 {
  %a = alloca i32
  %b = alloca i32
  %c = alloca i32
  %d = alloca i32
  %e = alloca i32
    #dbg_declare(ptr %a, !15, !DIExpression(), !16)
  call void @foo(ptr %a), !dbg !16
    #dbg_declare(ptr %b, !17, !DIExpression(), !16)
    #dbg_declare(ptr %e, !20, !DIExpression(), !16)
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 4, i1 false), !dbg !16
    #dbg_declare(ptr %c, !18, !DIExpression(), !16)
  call void @llvm.x86.sse2.pause(), !dbg !16
  %p = call i32 @llvm.ctpop.i32(i32 %q), !dbg !16
    #dbg_declare(ptr %d, !19, !DIExpression(), !16)
  store i32 %p, ptr %d, !dbg !16
  ret void, !dbg !16
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "y.c", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 1, type: !13)
!16 = !DILocation(line: 1, column: 1, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 2, type: !13)
!18 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 3, type: !13)
!19 = !DILocalVariable(name: "d", scope: !10, file: !1, line: 4, type: !13)
!20 = !DILocalVariable(name: "e", scope: !10, file: !1, line: 5, type: !13)
