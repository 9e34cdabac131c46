// Multi-result functions: results packed in a struct and extracted at the call.
// REQUIRES: lli
// RUN: %xlate --llvm-version=19 --to-llvm %s -o %t.ll
// RUN: clang -w %t.ll %S/Inputs/driver-multi-result.c -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same program lowered by the reference tools prints the same.
// RUN: %if mlir-opt %{ mlir-opt --convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %s | mlir-translate --mlir-to-llvmir -o %t.ref.ll %}
// RUN: %if mlir-opt %{ clang -w %t.ref.ll %S/Inputs/driver-multi-result.c -o %t.ref.exe %}
// RUN: %if mlir-opt %{ %t.ref.exe | FileCheck %s %}
// CHECK: divmod_sum(17, 5) = 5
// CHECK: divmod_sum(-17, 5) = -5
// CHECK: minmax(3, 9) = 39

func.func @divmod(%a: i32, %b: i32) -> (i32, i32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  return %q, %r : i32, i32
}

func.func @divmod_sum(%a: i32, %b: i32) -> i32 {
  %q, %r = call @divmod(%a, %b) : (i32, i32) -> (i32, i32)
  %s = arith.addi %q, %r : i32
  return %s : i32
}

func.func @minmax_pair(%a: i64, %b: i64) -> (i64, i64) {
  %lo = arith.minsi %a, %b : i64
  %hi = arith.maxsi %a, %b : i64
  return %lo, %hi : i64, i64
}

func.func @minmax(%a: i64, %b: i64) -> i64 {
  %lo, %hi = call @minmax_pair(%b, %a) : (i64, i64) -> (i64, i64)
  %c10 = arith.constant 10 : i64
  %t = arith.muli %lo, %c10 : i64
  %r = arith.addi %t, %hi : i64
  return %r : i64
}
