; Debug info (LLVM 20+ writes debug records): the DI nodes become the
; #llvm.di_* attributes and the records llvm.intr.dbg.* ops, as
; mlir-translate-22 --import-llvm makes them (the output below is its own
; but for the data layout): a struct that points to itself is a recursive
; type (recId, isRecSelf), so is a subprogram whose retained nodes name it;
; a DIFlag set is "A|B", a null type #llvm.di_null_type, an empty
; expression the op's default; each op is placed after its operand's
; definition (at the start of the block for an argument, the later record
; first), the one that names a value defined later too; a global's !dbg is
; dbg_exprs.  Streamed and whole-module imports agree; the MLIR reads back
; the same; mlir-opt-22 takes it.  LLVM 19 (MLIR 19's attributes):
; no retainedNodes, DIFlags of a local variable or splitDebugFilename,
; a recursive type's self reference is <tag = DW_TAG_null, recId = R>, a
; global's dbg_expr is one attribute.
; RUN: %xlate --import-llvm %s -o %t.stream.mlir
; RUN: %xlate --import-llvm --no-stream %s -o %t.whole.mlir
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: FileCheck %s < %t.stream.mlir
; RUN: %xlate %t.stream.mlir | FileCheck %s
; RUN: %if llvm22 %{ %mlir-opt-22 %t.stream.mlir | FileCheck %s %}
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s --check-prefix=V19
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 - | FileCheck %s --check-prefix=V19
; RUN: %if mlir-opt %{ %xlate --llvm-version=19 --import-llvm %s | mlir-opt | FileCheck %s --check-prefix=V19 %}

; CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK: #di_composite_type = #llvm.di_composite_type<recId = distinct[0]<>, isRecSelf = true>
; CHECK: #di_file = #llvm.di_file<"s.c" in "/tmp">
; CHECK: #di_null_type = #llvm.di_null_type
; CHECK: #di_subprogram = #llvm.di_subprogram<recId = distinct[1]<>, isRecSelf = true>
; CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[2]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = false, emissionKind = Full, nameTableKind = None>
; CHECK: #di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, flags = "Vector|TypePassByValue", sizeInBits = 128, elements = #llvm.di_subrange<count = 4 : i64>>
; CHECK: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
; CHECK: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "v", baseType = #di_basic_type, sizeInBits = 32, offsetInBits = 64>
; CHECK: #di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #di_derived_type, sizeInBits = 64>
; CHECK: #di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "g", file = #di_file, line = 3, type = #di_basic_type, isDefined = true>
; CHECK: #di_composite_type2 = #llvm.di_composite_type<recId = distinct[0]<>, tag = DW_TAG_structure_type, name = "node", file = #di_file, line = 2, sizeInBits = 128, elements = #di_derived_type2, #di_derived_type1>
; CHECK: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
; CHECK: #di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type2, sizeInBits = 64>
; CHECK: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "n", file = #di_file, line = 10, arg = 1, type = #di_derived_type3>
; CHECK: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type3, #di_null_type, #di_composite_type1>
; CHECK: #di_subprogram1 = #llvm.di_subprogram<recId = distinct[1]<>, id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "walk", file = #di_file, line = 10, scopeLine = 10, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type, retainedNodes = #di_local_variable>
; CHECK: #di_label = #llvm.di_label<scope = #di_subprogram1, name = "exit", file = #di_file, line = 12>
; CHECK: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram1, file = #di_file, line = 11, column = 3>
; CHECK: #di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram1, name = "x", file = #di_file, line = 10, arg = 2, alignInBits = 32, type = #di_basic_type>
; CHECK: #di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, name = "n", file = #di_file, line = 10, arg = 1, type = #di_derived_type3>
; CHECK: #di_local_variable3 = #llvm.di_local_variable<scope = #di_lexical_block, name = "c", file = #di_file, line = 10, type = #di_basic_type, flags = Artificial>
; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK:   llvm.mlir.global external @g(3 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dbg_exprs = [#di_global_variable_expression]} : i32
; CHECK:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>]
; CHECK:   llvm.func @walk(%arg0: !llvm.ptr, %arg1: i64) -> i32 {
; CHECK:     llvm.intr.dbg.value #di_local_variable1 #llvm.di_expression<[DW_OP_LLVM_convert(4, DW_ATE_signed)]> = %arg1 : i64
; CHECK:     llvm.intr.dbg.value #di_local_variable1 #llvm.di_expression<[DW_OP_deref, DW_OP_constu(3), DW_OP_plus, DW_OP_LLVM_fragment(3, 7)]> = %arg1 : i64
; CHECK:     llvm.intr.dbg.value #di_local_variable2 = %arg0 : !llvm.ptr
; CHECK:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK:     %1 = llvm.mlir.constant(1 : i64) : i64
; CHECK:     %2 = llvm.mlir.constant(0 : i32) : i32
; CHECK:     %3 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
; CHECK:     llvm.intr.dbg.declare #di_local_variable3 = %3 : !llvm.ptr
; CHECK:     %4 = llvm.add %arg1, %1 : i64
; CHECK:     llvm.intr.dbg.value #di_local_variable1 = %4 : i64
; CHECK:     llvm.br ^bb1
; CHECK:   ^bb1:  // pred: ^bb0
; CHECK:     llvm.intr.dbg.label #di_label
; CHECK:     llvm.return %2 : i32
; CHECK:   }
;
; V19: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[0]<>>
; V19: #di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[0]<>, name = "node", file = #di_file, line = 2, sizeInBits = 128, elements = #di_derived_type2, #di_derived_type1>
; V19: #di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "walk", file = #di_file, line = 10, scopeLine = 10, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
; V19: #di_local_variable2 = #llvm.di_local_variable<scope = #di_lexical_block, name = "c", file = #di_file, line = 10, type = #di_basic_type>
; V19:   llvm.mlir.global external @g(3 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dbg_expr = #di_global_variable_expression} : i32

@g = global i32 3, align 4, !dbg !30

define i32 @walk(ptr %n, i64 %x) !dbg !10 {
entry:
  %c = alloca i32, align 4
    #dbg_declare(ptr %c, !20, !DIExpression(), !40)
    #dbg_value(ptr %n, !21, !DIExpression(), !40)
    #dbg_value(i64 %x, !22, !DIExpression(DW_OP_deref, DW_OP_constu, 3, DW_OP_plus, DW_OP_LLVM_fragment, 3, 7), !40)
    #dbg_value(i64 %x, !22, !DIExpression(DW_OP_LLVM_convert, 4, DW_ATE_signed), !40)
    #dbg_value(i64 %later, !22, !DIExpression(), !40)
  %later = add i64 %x, 1
  br label %exit
exit:
    #dbg_label(!23, !40)
  ret i32 0, !dbg !40
}


!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !31, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "s.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "3ba66d3a5b4d9bc457b76ea11996f561")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 2, size: 128, elements: !5)
!5 = !{!6, !8}
!6 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !4, file: !1, line: 2, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !4, file: !1, line: 2, baseType: !3, size: 32, offset: 64)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector | DIFlagTypePassByValue, elements: !12)
!10 = distinct !DISubprogram(name: "walk", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !13)
!12 = !{!15}
!13 = !{!3, !7, null, !9}
!14 = !{!21}
!15 = !DISubrange(count: 4)
!20 = !DILocalVariable(name: "c", scope: !24, file: !1, line: 10, type: !3, flags: DIFlagArtificial)
!21 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 10, type: !7)
!22 = !DILocalVariable(name: "x", arg: 2, scope: !10, file: !1, line: 10, type: !3, align: 32)
!23 = !DILabel(scope: !10, name: "exit", file: !1, line: 12)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 3)
!30 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!31 = !{!30}
!32 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 3, type: !3, isLocal: false, isDefinition: true)
!40 = !DILocation(line: 10, column: 3, scope: !10)
