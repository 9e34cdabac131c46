// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// An alias named in the body of an LLVM attribute xlate keeps as text is
// replaced by its definition, and so are the aliases that definition
// names, to any depth: they print as mlir-opt-22 prints them.  Only the
// first level was replaced, and '#td' printed unbound (a roundtrip fuzz
// finding).
#root = #llvm.tbaa_root<id = "r">
#td = #llvm.tbaa_type_desc<id = "c", members = {<#root, 0>}>
#td1 = #llvm.tbaa_type_desc<id = "i", members = {<#td, 0>}>
"test.op"() {a = #llvm.di_subrange<count = #td1>} : () -> ()
// CHECK: #tbaa_root = #llvm.tbaa_root<id = "r">
// CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "c", members = {<#tbaa_root, 0>}>
// CHECK-NEXT: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "i", members = {<#tbaa_type_desc, 0>}>
// CHECK: "test.op"() {a = #llvm.di_subrange<count = #tbaa_type_desc1>} : () -> ()
