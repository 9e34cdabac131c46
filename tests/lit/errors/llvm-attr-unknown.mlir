// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck %s
// "#llvm.X" where X is none of the LLVM dialect's attribute mnemonics is
// mlir-opt's error, at the mnemonic.  It was kept as text, and the
// aliases its body named printed bound to other attributes (a roundtrip
// fuzz finding: printing the printed text again failed).
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#tag = #llvm.tbaa_tindex.maxsag<base_type = #desc, access_type = #desc, offset = 8>
// CHECK: llvm-attr-unknown.mlir:8:14: error: unknown attribute `tbaa_tindex.maxsag` in dialect `llvm`
// CHECK-NEXT: #tag = #llvm.tbaa_tindex.maxsag<
// CHECK-NEXT: {{^             \^$}}

// -----
llvm.func @f() attributes {CConv = #llvm.cConv<ccc>}
// CHECK: llvm-attr-unknown.mlir:14:42: error: unknown attribute `cConv` in dialect `llvm`
