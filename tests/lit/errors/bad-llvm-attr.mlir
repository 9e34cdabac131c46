// An LLVM dialect attribute xlate reads whose body does not read as one
// (an unknown field name, an alias that is not defined) is a located
// error, as mlir-opt gives one (an undefined alias: mlir-opt's own); it
// was kept as text, whose alias names printed unbound or bound to another attribute (a roundtrip fuzz
// finding: printing the printed text again gave other text).
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// RUN: not %xlate --llvm-version=19 %S/Inputs/bad-llvm-attr-alias.mlir 2>&1 | FileCheck %s --check-prefix=ALIAS
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, acsecspy_te = #tbaa_type_desc, offset = 8>
llvm.func @f(%arg0: !llvm.ptr) -> i32 {
  %0 = llvm.load %arg0 {tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
  llvm.return %0 : i32
}
// CHECK: bad-llvm-attr.mlir:10:13: error: invalid #llvm.tbaa_tag attribute
// CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type
// CHECK-NEXT: {{^            \^$}}
// ALIAS: bad-llvm-attr-alias.mlir:1:80: error: undefined symbol alias id 'tbaa_type_desc'
