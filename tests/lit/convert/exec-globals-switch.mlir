// memref.global/get_global tables, cf.switch dispatch and a passing cf.assert.
// REQUIRES: lli
// RUN: %xlate --llvm-version=19 --to-llvm %s -o %t.ll
// RUN: clang -w %t.ll %S/Inputs/driver-globals-switch.c -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same program lowered by the reference tools prints the same.
// RUN: %if mlir-opt %{ mlir-opt --convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %s | mlir-translate --mlir-to-llvmir -o %t.ref.ll %}
// RUN: %if mlir-opt %{ clang -w %t.ref.ll %S/Inputs/driver-globals-switch.c -o %t.ref.exe %}
// RUN: %if mlir-opt %{ %t.ref.exe | FileCheck %s %}
// CHECK: lookup: 10 20 30 -1
// CHECK: counter: 1 2 3

memref.global "private" constant @table : memref<3xi32> = dense<[10, 20, 30]>
memref.global @counter : memref<i64> = dense<0>

func.func @lookup(%k: i32) -> i32 {
  %t = memref.get_global @table : memref<3xi32>
  cf.switch %k : i32, [
    default: ^miss,
    0: ^hit(%k : i32),
    1: ^hit(%k : i32),
    2: ^hit(%k : i32)
  ]
^hit(%i: i32):
  %ix = arith.index_cast %i : i32 to index
  %v = memref.load %t[%ix] : memref<3xi32>
  return %v : i32
^miss:
  %m = arith.constant -1 : i32
  return %m : i32
}

func.func @bump() -> i64 {
  %g = memref.get_global @counter : memref<i64>
  %v = memref.load %g[] : memref<i64>
  %one = arith.constant 1 : i64
  %n = arith.addi %v, %one : i64
  memref.store %n, %g[] : memref<i64>
  %ok = arith.cmpi sgt, %n, %v : i64
  cf.assert %ok, "counter overflow"
  return %n : i64
}
