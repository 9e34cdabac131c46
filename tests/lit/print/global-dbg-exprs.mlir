// RUN: %xlate --generic %s | FileCheck %s
// RUN: %if llvm22 %{ mlir-opt-22 --mlir-print-op-generic %s | FileCheck %s %}
// A global's debug info (what the import of a -g file gives each global)
// is one of llvm.mlir.global's properties at 22 (dbg_exprs; at 19
// dbg_expr, global-dbg-expr-19.mlir): the generic form has it in <{...}>,
// not after the region (the props table had no row of it).

#di_file = #llvm.di_file<"a.c" in "/">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, isOptimized = false, emissionKind = Full>
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "g", file = #di_file, line = 1, type = #di_basic_type, isLocalToUnit = false, isDefined = true>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
// CHECK: "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 4 : i64, dbg_exprs = [#di_global_variable_expression], global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, value = 0 : i32, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dbg_exprs = [#di_global_variable_expression]} : i32
