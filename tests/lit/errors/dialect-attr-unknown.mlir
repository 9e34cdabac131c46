// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck %s
// "#llvm.X" where X is none of the LLVM dialect's attribute mnemonics is
// mlir-opt's error, at the mnemonic; so for arith and dlti, and builtin,
// func, memref and cf have no attributes of that form.  It was kept as text, and the
// aliases its body named printed bound to other attributes (a roundtrip
// fuzz finding: printing the printed text again failed).
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#tag = #llvm.tbaa_tindex.maxsag<base_type = #desc, access_type = #desc, offset = 8>
// CHECK: dialect-attr-unknown.mlir:9:14: error: unknown attribute `tbaa_tindex.maxsag` in dialect `llvm`
// CHECK-NEXT: #tag = #llvm.tbaa_tindex.maxsag<
// CHECK-NEXT: {{^             \^$}}

// -----
llvm.func @f() attributes {CConv = #llvm.cConv<ccc>}
// CHECK: dialect-attr-unknown.mlir:15:42: error: unknown attribute `cConv` in dialect `llvm`

// -----
#unroll = #arith.shrsillvm.loop_unroll<disable = true>
#ann = #llvm.loop_annotation<unroll = #unroll, mustProgress = true>
// CHECK: dialect-attr-unknown.mlir:19:18: error: unknown attribute `shrsillvm.loop_unroll` in dialect `arith`

// -----
"test.op"() {a = #builtin.a.8} : () -> ()
// CHECK: dialect-attr-unknown.mlir:24:27: error: dialect 'builtin' provides no attribute parsing hook

// -----
"test.op"() {a = #dlti.dl_spek<"x" = 1>} : () -> ()
// CHECK: dialect-attr-unknown.mlir:28:24: error: unknown attribute `dl_spek` in dialect `dlti`
