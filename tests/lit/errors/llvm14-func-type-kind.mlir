// RUN: not %xlate --llvm-version=14 --to-llvm %s 2>&1 | FileCheck %s
// An llvm.func whose function_type is no function type: the LLVM 14
// pointee inference skips it (it read the type as a function's: a run of
// seconds or more, a pipeline fuzz finding); the verifier reports it first,
// in MLIR's words.
// CHECK: llvm14-func-type-kind.mlir:7:1: error: 'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !function_tyllvm.func<f32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
}) : () -> ()
