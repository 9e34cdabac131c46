; DI nodes xlate does not model (DIEnumerator, DITemplateTypeParameter)
; are left out of what names them, as mlir-translate-19/-22 leave them
; out: an enumeration type without its enumerators (the field absent when
; none is left), a subprogram without its template parameters; the
; variable of that type and its llvm.intr.dbg.value are kept (they were
; dropped with the enumeration type).  The output below is
; mlir-translate-22's own but for the data layout.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm --no-stream %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s --check-prefix=V19
; CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned int", sizeInBits = 32, encoding = DW_ATE_unsigned>
; CHECK: #di_file = #llvm.di_file<"en.c" in "/src">
; CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = false, emissionKind = Full>
; CHECK: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_enumeration_type, name = "color", file = #di_file, line = 1, baseType = #di_basic_type, sizeInBits = 32>
; CHECK: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_composite_type, #di_composite_type>
; CHECK: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 2, scopeLine = 2, subprogramFlags = Definition, type = #di_subroutine_type>
; CHECK: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "c", file = #di_file, line = 2, arg = 1, type = #di_composite_type>
; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>]
; CHECK:   llvm.func @f(%arg0: i32) -> i32 {
; CHECK:     llvm.intr.dbg.value #di_local_variable = %arg0 : i32
; CHECK:     llvm.return %arg0 : i32
; CHECK:   }
; V19: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_enumeration_type, name = "color", file = #di_file, line = 1, baseType = #di_basic_type, sizeInBits = 32>
; V19:     llvm.intr.dbg.value #di_local_variable = %arg0 : i32

define i32 @f(i32 %c) !dbg !10 {
    #dbg_value(i32 %c, !15, !DIExpression(), !16)
  ret i32 %c
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, emissionKind: FullDebug, enums: !3)
!1 = !DIFile(filename: "en.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{!4}
!4 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !1, line: 1, baseType: !7, size: 32, elements: !5)
!5 = !{!6, !8}
!6 = !DIEnumerator(name: "RED", value: 0, isUnsigned: true)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIEnumerator(name: "GREEN", value: 1, isUnsigned: true)
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0, templateParams: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{!4, !4}
!13 = !{!14}
!14 = !DITemplateTypeParameter(name: "T", type: !7)
!15 = !DILocalVariable(name: "c", arg: 1, scope: !10, file: !1, line: 2, type: !4)
!16 = !DILocation(line: 2, column: 20, scope: !10)
