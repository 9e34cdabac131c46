; mlir-translate's -mlir-print-debuginfo on --import-llvm: every op and
; block argument has the location mlir-translate-22 gives it (the output
; below is its own but for the data layout and the place of the global):
; an instruction's !dbg DILocation is loc(fused<#scope>["file":line:col])
; (the scope's file; a lexical block's), an inlined one
; callsite(callee at caller); a debug record's its fourth argument; a
; function's fused<#subprogram>["file":line:0], its entry arguments the
; same (printed inline); the module, its globals and module flags
; "source_filename":0:0; what has none (constants, a phi's block argument,
; a function without !dbg) loc(unknown).  Locations are aliases #loc,
; #loc1, ...; those only ops name are printed after the module, as
; mlir-translate prints them.  LLVM 19: a function's location names it
; first, fused<#subprogram>["name", "file":line:0].
; RUN: %xlate-translate -import-llvm -mlir-print-debuginfo %s | FileCheck %s
; RUN: %xlate-translate -import-llvm -mlir-print-debuginfo --llvm-version=19 %s | FileCheck %s --check-prefix=V19
; RUN: %xlate-translate -import-llvm -mlir-print-debuginfo %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %if llvm22 %{ %xlate-translate -import-llvm -mlir-print-debuginfo %s | %mlir-opt-22 | FileCheck %s --check-prefix=LL22 %}
; RUN: %xlate-translate -import-llvm %s | FileCheck %s --check-prefix=NOLOC
; LL: define i32 @callee_inlined(i32 %0, i1 %1) {
; LL22: llvm.func @callee_inlined(
; NOLOC-NOT: loc(

; CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
; CHECK: #di_file = #llvm.di_file<"locs.c" in "/src">
; CHECK: #loc1 = loc("locs.c":4:0)
; CHECK: #loc2 = loc(unknown)
; CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = true, emissionKind = Full>
; CHECK: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
; CHECK: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "callee_inlined", file = #di_file, line = 4, scopeLine = 4, subprogramFlags = Definition, type = #di_subroutine_type>
; CHECK: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "r", file = #di_file, line = 5, type = #di_basic_type>
; CHECK: #loc6 = loc(fused<#di_subprogram>[#loc1])
; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK:   llvm.mlir.global external @g(1 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32 loc(#loc)
; CHECK:   llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>] loc(#loc)
; CHECK:   llvm.func @callee_inlined(%arg0: i32 loc(fused<#di_subprogram>[#loc1]), %arg1: i1 loc(fused<#di_subprogram>[#loc1])) -> i32 {
; CHECK:     %0 = llvm.mlir.constant(1 : i32) : i32 loc(#loc2)
; CHECK:     %1 = llvm.add %arg0, %0 : i32 loc(#loc9)
; CHECK:     llvm.cond_br %arg1, ^bb1, ^bb2(%1 : i32) loc(#loc8)
; CHECK:   ^bb1:  // pred: ^bb0
; CHECK:     %2 = llvm.mul %1, %1 : i32 loc(#loc10)
; CHECK:     llvm.br ^bb2(%2 : i32) loc(#loc2)
; CHECK:   ^bb2(%3: i32 loc(unknown)):  // 2 preds: ^bb0, ^bb1
; CHECK:     llvm.intr.dbg.value #di_local_variable = %3 : i32 loc(#loc8)
; CHECK:     llvm.return %3 : i32 loc(#loc8)
; CHECK:   } loc(#loc6)
; CHECK:   llvm.func @nodbg() {
; CHECK:     llvm.return loc(#loc2)
; CHECK:   } loc(#loc2)
; CHECK: } loc(#loc)
; CHECK: #loc = loc("locs.c":0:0)
; CHECK: #loc3 = loc("locs.c":2:10)
; CHECK: #loc4 = loc("locs.c":5:3)
; CHECK: #loc5 = loc("locs.c":7:9)
; CHECK: #di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "inner", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = Definition, type = #di_subroutine_type>
; CHECK: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 6, column = 5>
; CHECK: #loc7 = loc(fused<#di_subprogram1>[#loc3])
; CHECK: #loc8 = loc(fused<#di_subprogram>[#loc4])
; CHECK: #loc9 = loc(callsite(#loc7 at #loc8))
; CHECK: #loc10 = loc(fused<#di_lexical_block>[#loc5])
; V19: #loc1 = loc("callee_inlined")
; V19: #loc7 = loc(fused<#di_subprogram>[#loc1, #loc2])
; V19:   llvm.func @callee_inlined(%arg0: i32 loc(fused<#di_subprogram>[#loc1, #loc2]), %arg1: i1 loc(fused<#di_subprogram>[#loc1, #loc2])) -> i32 {

source_filename = "locs.c"

@g = global i32 1, align 4

define i32 @callee_inlined(i32 %a, i1 %c) !dbg !10 {
entry:
  %x = add i32 %a, 1, !dbg !20
  br i1 %c, label %t, label %j, !dbg !21
t:
  %y = mul i32 %x, %x, !dbg !22
  br label %j
j:
  %r = phi i32 [ %x, %entry ], [ %y, %t ]
    #dbg_value(i32 %r, !30, !DIExpression(), !21)
  ret i32 %r, !dbg !21
}

define void @nodbg() {
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, emissionKind: FullDebug)
!1 = !DIFile(filename: "locs.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = distinct !DISubprogram(name: "callee_inlined", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{!3, !3}
!13 = distinct !DISubprogram(name: "inner", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!14 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 5)
!20 = !DILocation(line: 2, column: 10, scope: !13, inlinedAt: !21)
!21 = !DILocation(line: 5, column: 3, scope: !10)
!22 = !DILocation(line: 7, column: 9, scope: !14)
!30 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 5, type: !3)
