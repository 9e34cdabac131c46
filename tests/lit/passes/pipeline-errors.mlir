// Pass flags and --pass-pipeline that mlir-opt-22 refuses are refused, with
// its words, as a usage error (exit status 2).
// RUN: not %xlate --pass-pipeline='builtin.module(func.func(convert-func-to-llvm))' %s 2>&1 | FileCheck %s --check-prefix=NEST
// NEST: Can't add pass 'ConvertFuncToLLVMPass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
// RUN: not %xlate --pass-pipeline='builtin.module(func.func(finalize-memref-to-llvm))' %s 2>&1 | FileCheck %s --check-prefix=NEST2
// NEST2: Can't add pass 'FinalizeMemRefToLLVMConversionPass' restricted to 'builtin.module'
// RUN: not %xlate --pass-pipeline='builtin.module(convert-bogus)' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: 'convert-bogus' does not refer to a registered pass or pass pipeline
// RUN: not %xlate --pass-pipeline='builtin.module(convert-arith-to-llvm{index-bitwidth=32 foo=1})' %s 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not %xlate --convert-arith-to-llvm='foo=1' %s 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: no such option foo
// RUN: not %xlate --convert-func-to-llvm=use-bare-ptr-memref-call-conv=maybe %s 2>&1 | FileCheck %s --check-prefix=BOOL
// BOOL: 'maybe' is invalid value for boolean argument! Try 0 or 1
// RUN: not %xlate --convert-bogus-to-llvm %s 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: unknown option '--convert-bogus-to-llvm'
// The nesting mlir-opt allows, and a pipeline with options, run:
// RUN: %xlate --pass-pipeline='builtin.module(func.func(convert-arith-to-llvm{index-bitwidth=32}, convert-index-to-llvm{index-bitwidth=32}), reconcile-unrealized-casts)' %s | FileCheck %s --check-prefix=OK
// RUN: %xlate -convert-arith-to-llvm=index-bitwidth=32 -convert-index-to-llvm=index-bitwidth=32 -reconcile-unrealized-casts %s | FileCheck %s --check-prefix=OK
// OK: func.func @f(%arg0: i32) -> i32 {
// OK-NEXT: %0 = llvm.add %arg0, %arg0 : i32
// OK-NEXT: return %0 : i32
func.func @f(%a: i32) -> i32 {
  %0 = arith.index_cast %a : i32 to index
  %1 = index.add %0, %0
  %2 = arith.index_cast %1 : index to i32
  return %2 : i32
}
