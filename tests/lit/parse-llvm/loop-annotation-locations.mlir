// A loop annotation's start and end locations, as mlir-translate writes
// them: location aliases (#loc = loc(...)) named inside an attribute, or
// a location written out; they read as data (fused<scope>[loc]) and print
// back as mlir-opt-19 prints them.  A location that is no FusedLoc is an
// error, as in mlir-opt; the .ll export drops them, with a warning.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s | FileCheck %s %}
// RUN: %xlate --llvm-version=19 %s | %xlate --llvm-version=19 - | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s 2>&1 >/dev/null | FileCheck %s --check-prefix=LL
// RUN: not %xlate --llvm-version=19 %S/Inputs/loop-annotation-unfused.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK: #di_file = #llvm.di_file<"l.c" in "/src">
// CHECK: #loc = loc("l.c":2:3)
// CHECK: #loc1 = loc("l.c":4:5)
// CHECK: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 2, column = 1>
// CHECK: #loc2 = loc(fused<#di_lexical_block>[#loc])
// CHECK: #loc3 = loc(fused<#di_lexical_block>[#loc1])
// CHECK: #loop_annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #loc2, endLoc = #loc3>
// CHECK: #loop_annotation1 = #llvm.loop_annotation<startLoc = #loc2>
// CHECK: llvm.cond_br %arg0, ^bb1, ^bb2 {loop_annotation = #loop_annotation}
// CHECK: llvm.cond_br %arg0, ^bb2, ^bb3 {loop_annotation = #loop_annotation1}
// LL: warning: dropped what LLVM 19 IR cannot say: loop start/end locations (debug info is not written)
// ERR: loop-annotation-unfused.mlir:3:20: error:

#di_file = #llvm.di_file<"l.c" in "/src">
#first = loc("l.c":2:3)
#loc1 = loc("l.c":4:5)
#di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "clang", isOptimized = false, emissionKind = Full>
#di_subroutine_type = #llvm.di_subroutine_type<types = #llvm.di_null_type, #llvm.di_null_type>
#di_subprogram = #llvm.di_subprogram<id = distinct[0]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = Definition, type = #di_subroutine_type>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 2, column = 1>
#start = loc(fused<#di_lexical_block>[#first])
#loc3 = loc(fused<#di_lexical_block>[#loc1])
#loop_annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #start, endLoc = #loc3>
module {
  llvm.func @f(%c: i1) {
    llvm.br ^bb1
  ^bb1:
    llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #loop_annotation}
  ^bb2:
    llvm.cond_br %c, ^bb2, ^bb3 {loop_annotation = #llvm.loop_annotation<startLoc = loc(fused<#di_lexical_block>["l.c":2:3])>}
  ^bb3:
    llvm.return
  }
}
