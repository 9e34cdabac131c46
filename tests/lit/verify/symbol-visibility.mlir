// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck %s
// RUN: %xlate --no-verify %S/Inputs/symbol-visibility-bad.mlir > %t.mlir
// RUN: %xlate --no-verify %t.mlir | diff %t.mlir -
// RUN: FileCheck --check-prefix=GENERIC %s < %t.mlir
// RUN: %xlate %S/Inputs/module-visibility.mlir | FileCheck --check-prefix=MOD %s
// RUN: %xlate --no-stream %S/Inputs/module-visibility.mlir | FileCheck --check-prefix=MOD %s
// A symbol's visibility is public, private or nested, as mlir-opt's
// symbol verifier says; any other string was printed as the custom form's
// keyword, which does not read back (a roundtrip campaign finding:
// "\A1ublic").  Unverified, such an op prints in generic form.  A named
// module's visibility is printed (it was dropped).
"func.func"() <{function_type = () -> (), sym_name = "pub", sym_visibility = "xublic"}> ({
}) : () -> ()
// CHECK: symbol-visibility.mlir:12:1: error: 'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "xublic"

// -----
module @m attributes {sym_visibility = "hidden"} {
}
// CHECK: symbol-visibility.mlir:17:1: error: 'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"

// -----
"memref.global"() <{sym_name = "m", type = memref<2xf32>, sym_visibility = 1 : i64}> : () -> ()
// CHECK: symbol-visibility.mlir:22:1: error: 'memref.global' op requires visibility attribute 'sym_visibility' to be a string attribute

// GENERIC: "func.func"() <{function_type = () -> (), sym_name = "pub", sym_visibility = "xublic"}> ({
// GENERIC: "memref.global"() <{sym_name = "m", sym_visibility = 1 : i64, type = memref<2xf32>}> : () -> ()
// MOD: module @m attributes {sym_visibility = "private"} {
