// llvm.func's parser and verifier errors in MLIR's words (as upstream's
// Dialect/LLVMIR/func.mlir expects them; mlir-opt-22 passes this file too).
// RUN: %xlate-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{'llvm.func' op requires one region}}
"llvm.func"() {function_type = !llvm.func<void ()>, sym_name = "no_region"} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op requires attribute 'function_type'}}
"llvm.func"() ({}) {sym_name = "missing_type"} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op requires attribute 'sym_name'}}
"llvm.func"() ({}) {function_type = !llvm.func<void ()>} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() ({}) {sym_name = "non_llvm_type", function_type = i64} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"llvm.func"() ({}) {sym_name = 3, function_type = !llvm.func<void ()>} : () -> ()

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @decl_arg(tensor<*xf32>)

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @body_arg(%a: i32, %b: tensor<*xf32>, %c: memref<2xf32>) {
  llvm.return
}

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results}}
llvm.func @result() -> tensor<*xf32>

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @two_results() -> (i64, i64)

// -----

// expected-error@+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
llvm.func @variadic_inside(%arg0: i32, ..., %arg1: i32)

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @internal_external_func()

// -----

// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @common_linkage_func() {
  llvm.return
}

// -----

// expected-error@+1 {{custom op 'llvm.func' expected valid '@'-identifier for symbol name}}
llvm.func cc_12 @unknown_calling_convention()

// -----

"llvm.func"() ({
// expected-error @below {{for Calling Conventions, got: cc_12}}
// expected-error @below {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
}) {sym_name = "bad_cconv", CConv = #llvm.cconv<cc_12>, function_type = !llvm.func<void ()>} : () -> ()

// -----

"llvm.func"() ({
// expected-error @below {{for LLVM linkage types, got: foo}}
// expected-error @below {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
}) {sym_name = "bad_linkage", linkage = #llvm.linkage<foo>, function_type = !llvm.func<void ()>} : () -> ()

// -----

// Valid: extern_weak declarations, cc_10/cc_11 and a generic definition.
llvm.func extern_weak @weak_decl()
llvm.func cc_10 @cc10() {
  llvm.return
}
llvm.func cc_11 @cc11()
"llvm.func"() <{sym_name = "generic", function_type = !llvm.func<i64 (i64)>}> ({
^bb0(%arg0: i64):
  llvm.return %arg0 : i64
}) : () -> ()
