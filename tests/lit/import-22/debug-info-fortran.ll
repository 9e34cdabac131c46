; Debug info of other languages (Fortran): a subprogram's annotations
; (#llvm.di_annotation<name, value>, 22), a global in a common block
; (#llvm.di_common_block, 22; MLIR 19 has none: the variable has no
; scope there); a global variable's line is printed when 0 and
; isDefinition is true when not written, as mlir-translate-19/-22 make
; them (the lines below are theirs).
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s --check-prefix=V19
; RUN: %xlate --import-llvm %s | %xlate - | FileCheck %s
; CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "integer", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK: #di_file = #llvm.di_file<"test.f90" in "">
; CHECK: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_program>
; CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #di_file, isOptimized = false, emissionKind = None>
; CHECK: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "fn_with_annotations", linkageName = "fn_with_annotations", file = #di_file, line = 10, scopeLine = 10, subprogramFlags = Definition, type = #di_subroutine_type, annotations = #llvm.di_annotation<name = "foo", value = "bar">>
; CHECK: #di_common_block = #llvm.di_common_block<scope = #di_subprogram, name = "block", file = #di_file, line = 3>
; CHECK: #di_global_variable = #llvm.di_global_variable<scope = #di_common_block, name = "alpha", file = #di_file, line = 0, type = #di_basic_type, isDefined = true>
; CHECK: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
; V19: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "integer", sizeInBits = 32, encoding = DW_ATE_signed>
; V19: #di_file = #llvm.di_file<"test.f90" in "">
; V19: #di_global_variable = #llvm.di_global_variable<name = "alpha", file = #di_file, line = 0, type = #di_basic_type, isDefined = true>
; V19: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>

@block = common global [4 x i8] zeroinitializer, !dbg !20

define void @fn_with_annotations() !dbg !12 {
  ret void
}

!llvm.module.flags = !{!10}
!llvm.dbg.cu = !{!4}
!3 = !DIFile(filename: "test.f90", directory: "")
!4 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !3)
!10 = !{i32 2, !"Debug Info Version", i32 3}
!12 = distinct !DISubprogram(name: "fn_with_annotations", linkageName: "fn_with_annotations", scope: !3, file: !3, line: 10, type: !14, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !4, annotations: !16)
!14 = !DISubroutineType(cc: DW_CC_program, types: !15)
!15 = !{}
!16 = !{!17}
!17 = !{!"foo", !"bar"}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "alpha", scope: !22, file: !3, type: !23)
!22 = !DICommonBlock(scope: !12, declaration: null, name: "block", file: !3, line: 3)
!23 = !DIBasicType(name: "integer", size: 32, encoding: DW_ATE_signed)
