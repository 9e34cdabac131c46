// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// A TBAA member's type and a tag's base and access types are TBAA nodes:
// an alias naming an attribute of another kind (here one of a dialect xlate
// keeps as text) is the invalid attribute, as mlir-opt's "invalid kind of
// attribute specified".  It was taken, and printed inline its text did not
// read back (a roundtrip finding of make check's fuzz smoke at 9777c31;
// input in tests/fuzz/regress/roundtrip/tbaa-member-other-dialect).
#td = #mlvm.x<1>
#td1 = #llvm.tbaa_type_desc<id = "int", members = {<#td, 0>}>
"test.op"() {b = [#td1]} : () -> ()
// CHECK: tbaa-node-kind.mlir:9:8: error: invalid #llvm.tbaa_type_desc attribute

// -----
#td = #mlvm.x<1>
#tag = #llvm.tbaa_tag<base_type = #td, access_type = #td, offset = 0>
"test.op"() {b = [#tag]} : () -> ()
// CHECK: tbaa-node-kind.mlir:15:8: error: invalid #llvm.tbaa_tag attribute

// -----
// (a root as a tag's type: taken, as before)
#root = #llvm.tbaa_root<id = "r">
#tag = #llvm.tbaa_tag<base_type = #root, access_type = #root, offset = 0>
"test.op"() {a = #tag} : () -> ()
// CHECK: "test.op"() {a = #tbaa_tag} : () -> ()
