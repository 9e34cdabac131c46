// RUN: not %xlate --llvm-version=14 --to-llvm %s 2>&1 | FileCheck %s
// An llvm.func whose function_type is no function type: the LLVM 14
// pointee inference skips it (it read the type as a function's: a run of
// seconds or more, a pipeline fuzz finding) and the printer reports it.
// CHECK: llvm14-func-type-kind.mlir:6:1: error: llvm.func without a name or function type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !function_tyllvm.func<f32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
}) : () -> ()
