// Views of a buffer: a strided column view with memref.reinterpret_cast,
// a transposed view, a byte-shifted memref.view, and memref.copy.
// REQUIRES: lli
// RUN: %xlate --llvm-version=19 --to-llvm %s -o %t.ll
// RUN: clang -w %t.ll %S/Inputs/driver-views.c -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same program lowered by the reference tools prints the same.
// RUN: %if mlir-opt %{ mlir-opt --convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %s | mlir-translate --mlir-to-llvmir -o %t.ref.ll %}
// RUN: %if mlir-opt %{ clang -w %t.ref.ll %S/Inputs/driver-views.c -o %t.ref.exe %}
// RUN: %if mlir-opt %{ %t.ref.exe | FileCheck %s %}
// CHECK: column 1 sum = 12
// CHECK: transposed[2][0] = 2
// CHECK: view sum = 10
// CHECK: copy sum = 22

func.func @column_sum(%m: memref<3x3xi64>, %col: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.reinterpret_cast %m to offset: [%col], sizes: [3], strides: [3]
       : memref<3x3xi64> to memref<3xi64, strided<[3], offset: ?>>
  %a = memref.load %v[%c0] : memref<3xi64, strided<[3], offset: ?>>
  %b = memref.load %v[%c1] : memref<3xi64, strided<[3], offset: ?>>
  %c = memref.load %v[%c2] : memref<3xi64, strided<[3], offset: ?>>
  %ab = arith.addi %a, %b : i64
  %abc = arith.addi %ab, %c : i64
  return %abc : i64
}

func.func @transposed(%m: memref<3x3xi64>, %i: index, %j: index) -> i64 {
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<3x3xi64> to memref<3x3xi64, strided<[1, 3]>>
  %v = memref.load %t[%i, %j] : memref<3x3xi64, strided<[1, 3]>>
  return %v : i64
}

func.func @view_sum() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<64xi8>
  %v = memref.view %buf[%c8][] : memref<64xi8> to memref<4xi64>
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %four = arith.constant 4 : i64
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %one, %v[%c0] : memref<4xi64>
  memref.store %two, %v[%c1] : memref<4xi64>
  memref.store %three, %v[%c2] : memref<4xi64>
  memref.store %four, %v[%c3] : memref<4xi64>
  %whole = memref.view %buf[%c0][] : memref<64xi8> to memref<8xi64>
  %a = memref.load %whole[%c1] : memref<8xi64>
  %b = memref.load %whole[%c2] : memref<8xi64>
  %c = memref.load %whole[%c3] : memref<8xi64>
  %s1 = arith.addi %a, %b : i64
  %s2 = arith.addi %s1, %c : i64
  %d2 = memref.load %v[%c3] : memref<4xi64>
  %s3 = arith.addi %s2, %d2 : i64
  memref.dealloc %buf : memref<64xi8>
  return %s3 : i64
}

func.func @copy_sum(%m: memref<3x3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %dst = memref.alloc() : memref<3x3xi64>
  memref.copy %m, %dst : memref<3x3xi64> to memref<3x3xi64>
  %a = memref.load %dst[%c0, %c0] : memref<3x3xi64>
  %b = memref.load %dst[%c1, %c1] : memref<3x3xi64>
  %c = memref.load %dst[%c2, %c2] : memref<3x3xi64>
  %d = memref.load %dst[%c2, %c1] : memref<3x3xi64>
  %ab = arith.addi %a, %b : i64
  %abc = arith.addi %ab, %c : i64
  %abcd = arith.addi %abc, %d : i64
  %k = arith.constant 3 : i64
  %r = arith.addi %abcd, %k : i64
  memref.dealloc %dst : memref<3x3xi64>
  return %r : i64
}
