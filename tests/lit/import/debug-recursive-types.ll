; Debug info whose struct types name one another (A -> B -> A, C, B's
; pointer to itself) and a bit field (DW_TAG_member with extraData: i64,
; a value, no node): each node is made as mlir-translate-19 --import-llvm
; makes it (its DebugImporter's cache: a result that names a type being
; made is kept only inside that type), so the cycles end in the same self
; references (recId / DW_TAG_null), and the bit field's member keeps its
; place without extraData.  The aliases below are mlir-translate-19's own,
; in its order.  (xlate used to give up on the member, and with it on
; every variable whose type reached it: the debug intrinsics went.)
; RUN: %xlate --llvm-version=19 --import-llvm %s -o %t.stream.mlir
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %s -o %t.whole.mlir
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: FileCheck %s < %t.stream.mlir
; RUN: %if mlir-opt %{ mlir-opt %t.stream.mlir | FileCheck %s %}

; CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[0]<>>
; CHECK: #di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[1]<>>
; CHECK: #di_file = #llvm.di_file<"t.c" in "/tmp">
; CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[2]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = false, emissionKind = Full, nameTableKind = None>
; CHECK: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
; CHECK: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type1, sizeInBits = 64>
; CHECK: #di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #di_basic_type, sizeInBits = 3, offsetInBits = 128>
; CHECK: #di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "y", baseType = #di_basic_type, sizeInBits = 5, offsetInBits = 131>
; CHECK: #di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_derived_type, sizeInBits = 64>
; CHECK: #di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_derived_type1, sizeInBits = 64, offsetInBits = 64>
; CHECK: #di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_member, name = "self", baseType = #di_derived_type1, sizeInBits = 64, offsetInBits = 128>
; CHECK: #di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "C", file = #di_file, line = 4, sizeInBits = 128, elements = #di_derived_type4, #di_derived_type5>
; CHECK: #di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type2, sizeInBits = 64>
; CHECK: #di_derived_type8 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_derived_type7, sizeInBits = 64, offsetInBits = 64>
; CHECK: #di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[1]<>, name = "B", file = #di_file, line = 3, sizeInBits = 192, elements = #di_derived_type4, #di_derived_type8, #di_derived_type6>
; CHECK: #di_derived_type9 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type3, sizeInBits = 64>
; CHECK: #di_derived_type10 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_derived_type9, sizeInBits = 64>
; CHECK: #di_derived_type11 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_derived_type9, sizeInBits = 64, offsetInBits = 64>
; CHECK: #di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "C", file = #di_file, line = 4, sizeInBits = 128, elements = #di_derived_type4, #di_derived_type11>
; CHECK: #di_derived_type12 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type4, sizeInBits = 64>
; CHECK: #di_derived_type13 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_derived_type12, sizeInBits = 64, offsetInBits = 64>
; CHECK: #di_composite_type5 = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[0]<>, name = "A", file = #di_file, line = 2, sizeInBits = 192, elements = #di_derived_type10, #di_derived_type13, #di_derived_type2, #di_derived_type3>
; CHECK: #di_derived_type14 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type5, sizeInBits = 64>
; CHECK: #di_derived_type15 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_derived_type14, sizeInBits = 64>
; CHECK: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type14>
; CHECK: #di_composite_type6 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "C", file = #di_file, line = 4, sizeInBits = 128, elements = #di_derived_type15, #di_derived_type5>
; CHECK: #di_subprogram = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 5, scopeLine = 5, subprogramFlags = Definition, type = #di_subroutine_type>
; CHECK: #di_derived_type16 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type6, sizeInBits = 64>
; CHECK: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "a", file = #di_file, line = 5, arg = 1, type = #di_derived_type14>
; CHECK: #di_derived_type17 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_derived_type16, sizeInBits = 64, offsetInBits = 64>
; CHECK: #di_composite_type7 = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[1]<>, name = "B", file = #di_file, line = 3, sizeInBits = 192, elements = #di_derived_type15, #di_derived_type17, #di_derived_type6>
; CHECK: #di_derived_type18 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type7, sizeInBits = 64>
; CHECK: #di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "b", file = #di_file, line = 5, type = #di_composite_type7>
; CHECK: #di_derived_type19 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_derived_type18, sizeInBits = 64, offsetInBits = 64>
; CHECK: #di_composite_type8 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "C", file = #di_file, line = 4, sizeInBits = 128, elements = #di_derived_type15, #di_derived_type19>
; CHECK: #di_derived_type20 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type8, sizeInBits = 64>
; CHECK: #di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type20>
; CHECK: #di_subprogram1 = #llvm.di_subprogram<id = distinct[4]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "g", file = #di_file, line = 6, scopeLine = 6, subprogramFlags = Definition, type = #di_subroutine_type1>
; CHECK: #di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, name = "c", file = #di_file, line = 6, arg = 1, type = #di_derived_type20>
; CHECK: llvm.func @f(
; CHECK: llvm.intr.dbg.declare #di_local_variable = 
; CHECK: llvm.intr.dbg.declare #di_local_variable1 = 
; CHECK: llvm.func @g(
; CHECK: llvm.intr.dbg.declare #di_local_variable2 = 

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.B = type { ptr, ptr, ptr }
%struct.A = type { ptr, ptr, i8 }
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
  %5 = getelementptr inbounds %struct.A, ptr %4, i32 0, i32 2, !dbg !38
  %6 = load i8, ptr %5, align 8, !dbg !38
  %7 = shl i8 %6, 5, !dbg !38
  %8 = ashr i8 %7, 5, !dbg !38
  %9 = sext i8 %8 to i32, !dbg !38
  %10 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 0, !dbg !39
  %11 = load ptr, ptr %10, align 8, !dbg !39
  %12 = icmp ne ptr %11, null, !dbg !40
  %13 = zext i1 %12 to i32, !dbg !40
  %14 = add nsw i32 %9, %13, !dbg !41
  ret i32 %14, !dbg !42
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @g(ptr noundef %0) #0 !dbg !43 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !46, !DIExpression(), !47)
  %3 = load ptr, ptr %2, align 8, !dbg !48
  %4 = getelementptr inbounds %struct.C, ptr %3, i32 0, i32 0, !dbg !49
  %5 = load ptr, ptr %4, align 8, !dbg !49
  %6 = getelementptr inbounds %struct.A, ptr %5, i32 0, i32 2, !dbg !50
  %7 = load i8, ptr %6, align 8, !dbg !50
  %8 = ashr i8 %7, 3, !dbg !50
  %9 = sext i8 %8 to i32, !dbg !50
  ret i32 %9, !dbg !51
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "t.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "efa9a888e5bc7a0706f0a243068260da")
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
!30 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !15, file: !1, line: 2, baseType: !13, size: 3, offset: 128, flags: DIFlagBitField, extraData: i64 128)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !15, file: !1, line: 2, baseType: !13, size: 5, offset: 131, flags: DIFlagBitField, extraData: i64 128)
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
