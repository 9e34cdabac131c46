// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck %s
// A field of an LLVM dialect attribute holds what MLIR declares it to
// hold (a loop annotation's unroll a #llvm.loop_unroll, a count an
// integer, ...): an alias of anything else is an error, as mlir-opt's
// "invalid kind of attribute specified".  Such a field was taken and
// printed inside the attribute, where it did not read back (a roundtrip
// fuzz finding, arith.fastmath as unroll).
#fm = #arith.fastmath<fast>
#la = #llvm.loop_annotation<unroll = #fm>
// CHECK: llvm-attr-field-kind.mlir:9:7: error: invalid #llvm.loop_annotation attribute

// -----
#d = dense<1> : tensor<1xi32>
#u = #llvm.loop_unroll<count = #d>
// CHECK: llvm-attr-field-kind.mlir:14:6: error: invalid #llvm.loop_unroll attribute

// -----
#s = "x"
#v = #llvm.loop_vectorize<disable = #s>
// CHECK: llvm-attr-field-kind.mlir:19:6: error: invalid #llvm.loop_vectorize attribute

// -----
#t = i32
#m = #llvm.mlir.module_flag<error, "k", #t>
// CHECK: llvm-attr-field-kind.mlir:24:6: error: invalid #llvm.mlir.module_flag attribute
