; The order in which debug info is made decides where the cycles of
; recursive types end (their self references), and mlir-translate-22
; --import-llvm makes a function's subprogram (its location) before
; anything of its body: here f's, through its type, makes A the outermost
; of the cycle A -> B -> C that g's variable later meets at C; f's own
; variables go with the memset their records are attached to.  The
; aliases below are mlir-translate-22's, in its order (xlate used to make
; the subprogram only when a variable named it: C outermost).
; RUN: %xlate --import-llvm %s -o %t.stream.mlir
; RUN: %xlate --import-llvm --no-stream %s -o %t.whole.mlir
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: FileCheck %s < %t.stream.mlir
; RUN: %if llvm22 %{ %mlir-opt-22 %t.stream.mlir | FileCheck %s %}

; CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK: #di_composite_type = #llvm.di_composite_type<recId = distinct[0]<>, isRecSelf = true>
; CHECK: #di_composite_type1 = #llvm.di_composite_type<recId = distinct[1]<>, isRecSelf = true>
; CHECK: #di_composite_type2 = #llvm.di_composite_type<recId = distinct[2]<>, isRecSelf = true>
; CHECK: #di_file = #llvm.di_file<"u.c" in "/tmp">
; CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[3]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = false, emissionKind = Full, nameTableKind = None>
; CHECK: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
; CHECK: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type1, sizeInBits = 64>
; CHECK: #di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #di_basic_type, sizeInBits = 32, offsetInBits = 128>
; CHECK: #di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "y", baseType = #di_basic_type, sizeInBits = 32, offsetInBits = 160>
; CHECK: #di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type2, sizeInBits = 64>
; CHECK: #di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_derived_type, sizeInBits = 64>
; CHECK: #di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_derived_type1, sizeInBits = 64, offsetInBits = 64>
; CHECK: #di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_member, name = "self", baseType = #di_derived_type1, sizeInBits = 64, offsetInBits = 128>
; CHECK: #di_derived_type8 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_derived_type4, sizeInBits = 64, offsetInBits = 64>
; CHECK: #di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "C", file = #di_file, line = 4, sizeInBits = 128, elements = #di_derived_type5, #di_derived_type6>
; CHECK: #di_derived_type9 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type3, sizeInBits = 64>
; CHECK: #di_derived_type10 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_derived_type9, sizeInBits = 64, offsetInBits = 64>
; CHECK: #di_composite_type4 = #llvm.di_composite_type<recId = distinct[1]<>, tag = DW_TAG_structure_type, name = "B", file = #di_file, line = 3, sizeInBits = 192, elements = #di_derived_type5, #di_derived_type10, #di_derived_type7>
; CHECK: #di_derived_type11 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type4, sizeInBits = 64>
; CHECK: #di_derived_type12 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_derived_type11, sizeInBits = 64>
; CHECK: #di_derived_type13 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_derived_type11, sizeInBits = 64, offsetInBits = 64>
; CHECK: #di_composite_type5 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "C", file = #di_file, line = 4, sizeInBits = 128, elements = #di_derived_type5, #di_derived_type13>
; CHECK: #di_derived_type14 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type5, sizeInBits = 64>
; CHECK: #di_derived_type15 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_derived_type14, sizeInBits = 64, offsetInBits = 64>
; CHECK: #di_composite_type6 = #llvm.di_composite_type<recId = distinct[0]<>, tag = DW_TAG_structure_type, name = "A", file = #di_file, line = 2, sizeInBits = 192, elements = #di_derived_type12, #di_derived_type15, #di_derived_type2, #di_derived_type3>
; CHECK: #di_derived_type16 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type6, sizeInBits = 64>
; CHECK: #di_derived_type17 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_derived_type16, sizeInBits = 64>
; CHECK: #di_composite_type7 = #llvm.di_composite_type<recId = distinct[1]<>, tag = DW_TAG_structure_type, name = "B", file = #di_file, line = 3, sizeInBits = 192, elements = #di_derived_type17, #di_derived_type8, #di_derived_type7>
; CHECK: #di_derived_type18 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type7, sizeInBits = 64>
; CHECK: #di_derived_type19 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_derived_type18, sizeInBits = 64, offsetInBits = 64>
; CHECK: #di_composite_type8 = #llvm.di_composite_type<recId = distinct[2]<>, tag = DW_TAG_structure_type, name = "C", file = #di_file, line = 4, sizeInBits = 128, elements = #di_derived_type17, #di_derived_type19>
; CHECK: #di_derived_type20 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type8, sizeInBits = 64>
; CHECK: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type20>
; CHECK: #di_subprogram = #llvm.di_subprogram<id = distinct[4]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "g", file = #di_file, line = 6, scopeLine = 6, subprogramFlags = Definition, type = #di_subroutine_type>
; CHECK: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "c", file = #di_file, line = 6, arg = 1, type = #di_derived_type20>
; CHECK: llvm.func @g(
; CHECK: llvm.intr.dbg.declare #di_local_variable = 

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.B = type { ptr, ptr, ptr }
%struct.A = type { ptr, ptr, i32, i32 }
%struct.C = type { ptr, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @f(ptr noundef %0) #0 !dbg !10 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.B, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !33, !DIExpression(), !34)
    #dbg_declare(ptr %3, !35, !DIExpression(), !36)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 24, i1 false), !dbg !36
  %4 = load ptr, ptr %2, align 8, !dbg !37
  %5 = getelementptr inbounds nuw %struct.A, ptr %4, i32 0, i32 2, !dbg !38
  %6 = load i32, ptr %5, align 8, !dbg !38
  %7 = getelementptr inbounds nuw %struct.B, ptr %3, i32 0, i32 0, !dbg !39
  %8 = load ptr, ptr %7, align 8, !dbg !39
  %9 = icmp ne ptr %8, null, !dbg !40
  %10 = zext i1 %9 to i32, !dbg !40
  %11 = add nsw i32 %6, %10, !dbg !41
  ret i32 %11, !dbg !42
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @g(ptr noundef %0) #0 !dbg !43 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !46, !DIExpression(), !47)
  %3 = load ptr, ptr %2, align 8, !dbg !48
  %4 = getelementptr inbounds nuw %struct.C, ptr %3, i32 0, i32 0, !dbg !49
  %5 = load ptr, ptr %4, align 8, !dbg !49
  %6 = getelementptr inbounds nuw %struct.A, ptr %5, i32 0, i32 3, !dbg !50
  %7 = load i32, ptr %6, align 4, !dbg !50
  ret i32 %7, !dbg !51
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "u.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !32)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A", file: !1, line: 2, size: 192, elements: !16)
!16 = !{!17, !29, !30, !31}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !15, file: !1, line: 2, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "B", file: !1, line: 3, size: 192, elements: !20)
!20 = !{!21, !22, !28}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !19, file: !1, line: 3, baseType: !14, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !19, file: !1, line: 3, baseType: !23, size: 64, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "C", file: !1, line: 4, size: 128, elements: !25)
!25 = !{!26, !27}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !24, file: !1, line: 4, baseType: !14, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !24, file: !1, line: 4, baseType: !18, size: 64, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "self", scope: !19, file: !1, line: 3, baseType: !18, size: 64, offset: 128)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !15, file: !1, line: 2, baseType: !23, size: 64, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !15, file: !1, line: 2, baseType: !13, size: 32, offset: 128)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !15, file: !1, line: 2, baseType: !13, size: 32, offset: 160)
!32 = !{}
!33 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 5, type: !14)
!34 = !DILocation(line: 5, column: 17, scope: !10)
!35 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 5, type: !19)
!36 = !DILocation(line: 5, column: 31, scope: !10)
!37 = !DILocation(line: 5, column: 47, scope: !10)
!38 = !DILocation(line: 5, column: 50, scope: !10)
!39 = !DILocation(line: 5, column: 57, scope: !10)
!40 = !DILocation(line: 5, column: 59, scope: !10)
!41 = !DILocation(line: 5, column: 52, scope: !10)
!42 = !DILocation(line: 5, column: 40, scope: !10)
!43 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 6, type: !44, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !32)
!44 = !DISubroutineType(types: !45)
!45 = !{!13, !23}
!46 = !DILocalVariable(name: "c", arg: 1, scope: !43, file: !1, line: 6, type: !23)
!47 = !DILocation(line: 6, column: 17, scope: !43)
!48 = !DILocation(line: 6, column: 29, scope: !43)
!49 = !DILocation(line: 6, column: 32, scope: !43)
!50 = !DILocation(line: 6, column: 35, scope: !43)
!51 = !DILocation(line: 6, column: 22, scope: !43)
