// RUN: not %xlate %s 2>&1 | FileCheck %s
// A func.func without a body must not be public, whatever form it is
// written in (upstream's symbol verifier): the generic form with no
// sym_visibility (here a misspelt one) or a public one was accepted, and
// its custom form, printed, did not parse (a roundtrip finding of 'make
// fuzz' on a fresh clone).
"func.func"() <{function_type = (i32) -> i32, sym_name = "ext", sym_vishbility = "private"}> ({
}) : () -> ()
// CHECK: func-decl-public.mlir:7:1: error: 'func.func' op symbol declaration cannot have public visibility
"func.func"() <{function_type = () -> (), sym_name = "pub", sym_visibility = "public"}> ({
}) : () -> ()
// CHECK: func-decl-public.mlir:10:1: error: 'func.func' op symbol declaration cannot have public visibility
"func.func"() <{function_type = () -> (), sym_name = "ok", sym_visibility = "private"}> ({
}) : () -> ()
// CHECK-NOT: error
