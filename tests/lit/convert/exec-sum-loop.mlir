// A loop over a memref: fill with i*i, sum it back, free it.
// REQUIRES: lli
// RUN: %xlate --llvm-version=19 --to-llvm %s -o %t.ll
// RUN: clang -w %t.ll %S/Inputs/driver-sum-loop.c -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same program lowered by the reference tools prints the same.
// RUN: %if mlir-opt %{ mlir-opt --convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %s | mlir-translate --mlir-to-llvmir -o %t.ref.ll %}
// RUN: %if mlir-opt %{ clang -w %t.ref.ll %S/Inputs/driver-sum-loop.c -o %t.ref.exe %}
// RUN: %if mlir-opt %{ %t.ref.exe | FileCheck %s %}
// CHECK: sum_squares(10) = 285
// CHECK: sum_squares(100) = 328350

func.func @sum_squares(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %m = memref.alloc(%n) : memref<?xi64>
  cf.br ^fill(%c0 : index)
^fill(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^fill_body, ^sum(%c0, %zero : index, i64)
^fill_body:
  %iv = arith.index_cast %i : index to i64
  %sq = arith.muli %iv, %iv : i64
  memref.store %sq, %m[%i] : memref<?xi64>
  %inext = arith.addi %i, %c1 : index
  cf.br ^fill(%inext : index)
^sum(%j: index, %acc: i64):
  %more2 = arith.cmpi slt, %j, %n : index
  cf.cond_br %more2, ^sum_body, ^done
^sum_body:
  %v = memref.load %m[%j] : memref<?xi64>
  %acc2 = arith.addi %acc, %v : i64
  %jnext = arith.addi %j, %c1 : index
  cf.br ^sum(%jnext, %acc2 : index, i64)
^done:
  memref.dealloc %m : memref<?xi64>
  return %acc : i64
}
