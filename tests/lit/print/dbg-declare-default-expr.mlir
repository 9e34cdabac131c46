// RUN: %xlate %s | FileCheck %s --check-prefix=CUSTOM
// RUN: %xlate --generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %if llvm22 %{ mlir-opt-22 %s | FileCheck %s --check-prefix=CUSTOM %}
// RUN: %if llvm22 %{ mlir-opt-22 --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC %}
// RUN: %if llvm19 %{ mlir-opt-19 --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC %}
// A debug intrinsic's locationExpr defaults to the empty expression: the
// generic form has it always (as mlir-opt fills it in), the custom form
// never writes the empty one, whether or not it was written.

#di_file = #llvm.di_file<"a.c" in "/">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, isOptimized = false, emissionKind = Full>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = Definition>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file, line = 2>
// CUSTOM: llvm.intr.dbg.declare #di_local_variable = %arg0 : !llvm.ptr
// CUSTOM-NEXT: llvm.intr.dbg.declare #di_local_variable = %arg0 : !llvm.ptr
// CUSTOM-NEXT: llvm.intr.dbg.declare #di_local_variable #llvm.di_expression<[DW_OP_deref]> = %arg0 : !llvm.ptr
// CUSTOM-NEXT: llvm.intr.dbg.declare #di_local_variable = %arg0 : !llvm.ptr
// GENERIC: "llvm.intr.dbg.declare"(%arg0) <{locationExpr = #llvm.di_expression<>, varInfo = #di_local_variable}> : (!llvm.ptr) -> ()
// GENERIC-NEXT: "llvm.intr.dbg.declare"(%arg0) <{locationExpr = #llvm.di_expression<>, varInfo = #di_local_variable}> : (!llvm.ptr) -> ()
// GENERIC-NEXT: "llvm.intr.dbg.declare"(%arg0) <{locationExpr = #llvm.di_expression<[DW_OP_deref]>, varInfo = #di_local_variable}> : (!llvm.ptr) -> ()
// GENERIC-NEXT: "llvm.intr.dbg.declare"(%arg0) <{locationExpr = #llvm.di_expression<>, varInfo = #di_local_variable}> : (!llvm.ptr) -> ()
llvm.func @f(%p: !llvm.ptr) {
  llvm.intr.dbg.declare #di_local_variable = %p : !llvm.ptr
  llvm.intr.dbg.declare #di_local_variable #llvm.di_expression<> = %p : !llvm.ptr
  llvm.intr.dbg.declare #di_local_variable #llvm.di_expression<[DW_OP_deref]> = %p : !llvm.ptr
  "llvm.intr.dbg.declare"(%p) <{varInfo = #di_local_variable}> : (!llvm.ptr) -> ()
  llvm.return
}
