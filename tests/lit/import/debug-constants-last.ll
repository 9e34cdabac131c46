; MLIR converts debug intrinsics and records after the rest of a function
; (processDebugIntrinsics): the constants they name come after the others;
; a module flag's i1 value is its i32 (debug-info-assignment-tracking,
; which clang -O2 -g writes).  The whole output, as mlir-translate-22's;
; 19's the same but for the module line.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | FileCheck %s %}
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s --check-prefix=AT19
; RUN: %if mlir-opt %{ mlir-translate --import-llvm %s | FileCheck %s --check-prefix=AT19 %}
; AT19: %0 = llvm.mlir.constant(7 : i32) : i32
; AT19-NEXT: %1 = llvm.mlir.constant(3 : i32) : i32
; AT19-NEXT: %2 = llvm.mlir.constant(-1 : i32) : i32
; CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK-NEXT: #di_file = #llvm.di_file<"d.c" in "/src">
; CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = true, emissionKind = Full>
; CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
; CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = Definition, type = #di_subroutine_type>
; CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "v", file = #di_file, line = 2, type = #di_basic_type>
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>, #llvm.mlir.module_flag<max, "debug-info-assignment-tracking", 1 : i32>]
; CHECK-NEXT:   llvm.func @f(%arg0: i32) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(7 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(-1 : i32) : i32
; CHECK-NEXT:     llvm.intr.dbg.value #di_local_variable = %2 : i32
; CHECK-NEXT:     %3 = llvm.add %arg0, %0 : i32
; CHECK-NEXT:     %4 = llvm.mul %3, %1 : i32
; CHECK-NEXT:     llvm.return %4 : i32
; CHECK-NEXT:   }
; CHECK-NEXT: }

define i32 @f(i32 %a) !dbg !4 {
  %x = add i32 %a, 7
    #dbg_value(i32 -1, !9, !DIExpression(), !10)
  %y = mul i32 %x, 3
  ret i32 %y
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "d.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !7}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "v", scope: !4, file: !1, line: 2, type: !7)
!10 = !DILocation(line: 2, column: 1, scope: !4)
