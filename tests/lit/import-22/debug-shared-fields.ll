; The module's debug-info nodes are kept compact (import_syntax.c
; md_copy): each read into a throwaway arena and copied out, their fields
; one record per name and value shared by every node that has it (here
; `file: !1`, `line: 3`, `scope: !8`, `baseType: !4`, `extraData: i64 0`
; -- a value, copied out of that arena too), a flag set (`A | B`), an
; inline node list and inline DIExpressions kept whole.  The output is
; mlir-translate-22 --import-llvm --mlir-print-debuginfo's, byte for byte.
; RUN: %xlate --translate --import-llvm --mlir-print-debuginfo %s -o %t.mlir
; RUN: FileCheck %s < %t.mlir
; RUN: %xlate --import-llvm %s -o %t.s.mlir
; RUN: %xlate --import-llvm --no-stream %s | diff %t.s.mlir -
; CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK-NEXT: #di_file = #llvm.di_file<"s.c" in "/tmp">
; CHECK-NEXT: #loc1 = loc("s.c":3:0)
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = false, emissionKind = Full, nameTableKind = None>
; CHECK-NEXT: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type, sizeInBits = 32>
; CHECK-NEXT: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_basic_type, sizeInBits = 32, offsetInBits = 32>
; CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
; CHECK-NEXT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "S", file = #di_file, line = 2, sizeInBits = 64, elements = #di_derived_type, #di_derived_type1>
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = Definition, type = #di_subroutine_type>
; CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "y", file = #di_file, line = 3, type = #di_composite_type>
; CHECK-NEXT: #di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file, line = 3, arg = 1, type = #di_basic_type>
; CHECK-NEXT: #loc3 = loc(fused<#di_subprogram>[#loc1])
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<max, "Dwarf Version", 5 : i32>, #llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>] loc(#loc)
; CHECK-NEXT:   llvm.func @f(%arg0: i32 loc(fused<#di_subprogram>[#loc1])) -> i32 {
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable #llvm.di_expression<[DW_OP_plus_uconst(4)]> = %arg0 : i32 loc(#loc4)
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable1 = %arg0 : i32 loc(#loc4)
; CHECK-NEXT:     llvm.return %arg0 : i32 loc(#loc4)
; CHECK-NEXT:   } loc(#loc3)
; CHECK-NEXT: } loc(#loc)
; CHECK-NEXT: #loc = loc("{{.*}}debug-shared-fields.ll":0:0)
; CHECK-NEXT: #loc2 = loc("s.c":3:7)
; CHECK-NEXT: #loc4 = loc(fused<#di_subprogram>[#loc2])
define i32 @f(i32 %x) !dbg !8 {
  call void @llvm.dbg.value(metadata i32 %x, metadata !12, metadata !DIExpression()), !dbg !14
  call void @llvm.dbg.value(metadata i32 %x, metadata !13, metadata !DIExpression(DW_OP_plus_uconst, 4)), !dbg !14
  ret i32 %x, !dbg !14
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "s.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !1, file: !1, line: 3, baseType: !4, size: 32, flags: DIFlagBitField, extraData: i64 0)
!6 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !1, file: !1, line: 3, baseType: !4, size: 32, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!7 = !DISubroutineType(types: !{!4, !4})
!8 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !7, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !{})
!12 = !DILocalVariable(name: "x", arg: 1, scope: !8, file: !1, line: 3, type: !4)
!13 = !DILocalVariable(name: "y", scope: !8, file: !1, line: 3, type: !15)
!15 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 2, size: 64, elements: !{!5, !6})
!14 = !DILocation(line: 3, column: 7, scope: !8)
