// An attribute or type of a dialect xlate does not know is mlir-opt's
// error without --allow-unregistered-dialect, at the mnemonic (or at the
// sigil when there is none).  With it, and on xlate's own command line, its
// body is kept as written, alias names and all, as mlir-opt keeps it: the
// aliases were substituted with their definitions' text, which named
// other aliases that printed unbound or bound to something else (a
// roundtrip fuzz finding: the printed text did not parse).
// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: %xlate-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: %xlate %S/Inputs/unregistered-attr-alias.mlir > %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// RUN: FileCheck --check-prefix=ALIAS %s < %t.mlir
#desc = #llvm.tbaa_root<id = "r">
"test.op"() {a = #mv.foo<base = #desc, x = 3>, b = #mv<y>} : () -> ()
// ERR: unregistered-attr.mlir:14:22: error: #"mv"<"foo<base = #desc, x = 3>"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// CHECK: "test.op"() {a = #mv.foo<base = #desc, x = 3>, b = #mv.y} : () -> ()

// -----
"test.op"() {b = #mv<y>} : () -> ()
// ERR: unregistered-attr.mlir:19:18: error: #"mv"<"y"> : 'none' attribute

// -----
%0 = "test.op"() : () -> !mv.foo<x>
// ERR: unregistered-attr.mlir:23:30: error: `!"mv"<"foo<x>">` type created with unregistered dialect.
// CHECK: %0 = "test.op"() : () -> !mv.foo<x>

// -----
%0 = "test.op"() : () -> !mv<"x">
// ERR: unregistered-attr.mlir:28:26: error: `!"mv"<""x"">` type created with unregistered dialect.

// -----
// An empty body written "<>" prints back with it (#mv.e alone would read
// as another attribute, #llvmloop_vectorize as an undefined alias: a
// roundtrip fuzz finding), as mlir-opt prints it.
"test.op"() {a = #llvmloop_vectorize<>, b = #mv.e<>, c = #mv.e, d = #mv<>, t = !mv.t<>} : () -> ()
// CHECK: "test.op"() {a = #llvmloop_vectorize<>, b = #mv.e<>, c = #mv.e, d = #mv<>, t = !mv.t<>} : () -> ()

// ALIAS: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
// ALIAS: "test.op"() {a = #mv.tag<base = #td1, offset = 0>, b = [#tbaa_type_desc1]} : () -> ()
