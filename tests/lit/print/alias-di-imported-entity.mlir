// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// RUN: %if llvm22 %{ %mlir-opt-22 %s | FileCheck %s %}
// #llvm.di_imported_entity gets an alias, as mlir-opt-22's
// OpAsmDialectInterface names it (C++ `using` in clang -g output).
#di_file = #llvm.di_file<"a.c" in "/d">
#di_cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #di_file, isOptimized = false, emissionKind = Full>
#di_module = #llvm.di_module<file = #di_file, scope = #di_cu, name = "m">
#ie = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #di_cu, entity = #di_module, file = #di_file, line = 3>
module attributes {t.a = #ie} {
}
// CHECK: #di_imported_entity = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #di_compile_unit, entity = #di_module, file = #di_file, line = 3>
// CHECK: module attributes {t.a = #di_imported_entity} {
// RUN: %xlate %S/Inputs/alias-nested-blanks.mlir > %t2.mlir
// RUN: FileCheck %s --check-prefix=BLANKS < %t2.mlir
// RUN: %xlate %t2.mlir | diff %t2.mlir -
// An aliased attribute nested in a body kept as text, with blanks at its
// body's ends: defined, it is printed as the lexer reads it, without them
// (it was printed with them, and read back without: a roundtrip campaign
// finding at 27fc02d, run 95,924, fuzz finding 71, kept in
// tests/fuzz/regress/roundtrip/alias-nested-blanks).
// BLANKS: #di_imported_entity = #llvm.di_imported_entity<entity = #loop_unroll>
// BLANKS: #di_imported_entity1 = #llvm.di_imported_entity<entity = #di_imported_entity>
