// The #llvm.di_* attributes read as data and printed as mlir-opt-22
// prints them (fields in its order, aliases #di_file = ..., distinct ids
// renumbered in the order printed, a flag set "A|B", an expression's
// DW_ATE argument by name, `expr = <[...]>` inside a global variable
// expression), and the llvm.intr.dbg.* ops in their custom form.  The
// output below is mlir-opt-22's own.  An attribute xlate does not read
// as data (a field it does not model) stays text, as before.
// RUN: %xlate %s | FileCheck %s
// RUN: %xlate %s | %xlate - | FileCheck %s
// RUN: %xlate --generic %s | %xlate - | FileCheck %s
// RUN: %if llvm22 %{ %mlir-opt-22 %s | FileCheck %s %}
// RUN: %xlate %s --llvm-version=19 | FileCheck %s --check-prefix=V19

// CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK: #di_file = #llvm.di_file<"a.c" in "/d">
// CHECK: #di_null_type = #llvm.di_null_type
// CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "p", isOptimized = true, emissionKind = Full, nameTableKind = None, splitDebugFilename = "x.dwo">
// CHECK: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", file = #di_file, line = 10, scope = #di_file, baseType = #di_basic_type, flags = Vector, sizeInBits = 128, alignInBits = 32, dataLocation = <>, elements = #llvm.di_subrange<count = 4 : i64>>
// CHECK: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", baseType = #di_basic_type, sizeInBits = 64, alignInBits = 32, offsetInBits = 4, dwarfAddressSpace = 3, extraData = #di_basic_type>
// CHECK: #di_module = #llvm.di_module<file = #di_file, scope = #di_file, name = "m", configMacros = "c", includePath = "i", apinotes = "a", line = 1, isDecl = true>
// CHECK: #di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "g", linkageName = "l", file = #di_file, line = 3, type = #di_basic_type, isLocalToUnit = true, isDefined = true, alignInBits = 8>
// CHECK: #di_namespace = #llvm.di_namespace<name = "ns", scope = #di_module, exportSymbols = true>
// CHECK: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #di_basic_type, #di_derived_type, #di_composite_type>
// CHECK: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <[DW_OP_deref]>>
// CHECK: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "n", linkageName = "ln", file = #di_file, line = 2, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK: #di_label = #llvm.di_label<scope = #di_subprogram, name = "l", file = #di_file, line = 4>
// CHECK: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 1, column = 2>
// CHECK: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_lexical_block, file = #di_file, discriminator = 0>
// CHECK: #di_local_variable = #llvm.di_local_variable<scope = #di_lexical_block_file, name = "v", file = #di_file, line = 1, arg = 1, alignInBits = 32, type = #di_basic_type, flags = Artificial>
// CHECK: module attributes {x.a = [#di_local_variable, #di_global_variable_expression, #di_label, #di_namespace, #di_null_type, #llvm.di_expression<[DW_OP_deref, DW_OP_constu(3), DW_OP_LLVM_convert(4, DW_ATE_signed), DW_OP_LLVM_fragment(3, 7)]>, #llvm.di_expression<>, #llvm.di_annotation<name = "n", value = "v">]} {
// CHECK:   llvm.func @f(%arg0: i64, %arg1: !llvm.ptr) {
// CHECK:     llvm.intr.dbg.declare #di_local_variable = %arg1 : !llvm.ptr
// CHECK:     llvm.intr.dbg.value #di_local_variable #llvm.di_expression<[DW_OP_deref]> = %arg0 : i64
// CHECK:     llvm.intr.dbg.label #di_label
// CHECK:     llvm.return
// CHECK:   }
// V19: #di_local_variable = #llvm.di_local_variable<scope = #di_lexical_block_file, name = "v", file = #di_file, line = 1, arg = 1, alignInBits = 32, type = #di_basic_type>

#f = #llvm.di_file<"a.c" in "/d">
#bt = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#cu = #llvm.di_compile_unit<id = distinct[7]<>, sourceLanguage = DW_LANG_C, file = #f, producer = "p", isOptimized = true, emissionKind = Full, nameTableKind = None, splitDebugFilename = "x.dwo">
#dt = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", baseType = #bt, sizeInBits = 64, alignInBits = 32, offsetInBits = 4, dwarfAddressSpace = 3, extraData = #bt>
#ct = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "a", file = #f, line = 10, scope = #f, baseType = #bt, flags = Vector, sizeInBits = 128, alignInBits = 32, dataLocation = <>, elements = #llvm.di_subrange<count = 4 : i64>>
#st = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #bt, #dt, #ct>
#sp = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #cu, scope = #f, name = "n", linkageName = "ln", file = #f, line = 2, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #st>
#lb = #llvm.di_lexical_block<scope = #sp, file = #f, line = 1, column = 2>
#lbf = #llvm.di_lexical_block_file<scope = #lb, file = #f, discriminator = 0>
#lv = #llvm.di_local_variable<scope = #lbf, name = "v", file = #f, line = 1, arg = 1, alignInBits = 32, type = #bt, flags = Artificial>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", linkageName = "l", file = #f, line = 3, type = #bt, isLocalToUnit = true, isDefined = true, alignInBits = 8>
#lab = #llvm.di_label<scope = #sp, name = "l", file = #f, line = 4>
#mod = #llvm.di_module<file = #f, scope = #f, name = "m", configMacros = "c", includePath = "i", apinotes = "a", line = 1, isDecl = true>
#ns = #llvm.di_namespace<name = "ns", scope = #mod, exportSymbols = true>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <[DW_OP_deref]>>
module attributes {x.a = [#lv, #gve, #lab, #ns, #llvm.di_null_type, #llvm.di_expression<[DW_OP_deref, DW_OP_constu(3), DW_OP_LLVM_convert(4, DW_ATE_signed), DW_OP_LLVM_fragment(3, 7)]>, #llvm.di_expression<>, #llvm.di_annotation<name = "n", value = "v">]} {
  llvm.func @f(%arg0: i64, %arg1: !llvm.ptr) {
    llvm.intr.dbg.declare #lv = %arg1 : !llvm.ptr
    llvm.intr.dbg.value #lv #llvm.di_expression<[DW_OP_deref]> = %arg0 : i64
    llvm.intr.dbg.label #lab
    llvm.return
  }
}
