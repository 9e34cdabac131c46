// Matrix product of dynamically shaped 2-D memrefs, called through
// --emit-c-wrappers (every function gets a _mlir_ciface_ wrapper).
// REQUIRES: lli
// RUN: %xlate --llvm-version=19 --to-llvm --emit-c-wrappers %s -o %t.ll
// RUN: clang -w %t.ll %S/Inputs/driver-matmul.c -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same program lowered by the reference tools prints the same.
// RUN: %if mlir-opt %{ mlir-opt --llvm-request-c-wrappers --convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %s | mlir-translate --mlir-to-llvmir -o %t.ref.ll %}
// RUN: %if mlir-opt %{ clang -w %t.ref.ll %S/Inputs/driver-matmul.c -o %t.ref.exe %}
// RUN: %if mlir-opt %{ %t.ref.exe | FileCheck %s %}
// CHECK: C = [58 64; 139 154]

func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %m = memref.dim %b, %c1 : memref<?x?xf32>
  %zero = arith.constant 0.0 : f32
  cf.br ^i(%c0 : index)
^i(%i: index):
  %mi = arith.cmpi slt, %i, %n : index
  cf.cond_br %mi, ^j(%c0 : index), ^done
^j(%j: index):
  %mj = arith.cmpi slt, %j, %m : index
  cf.cond_br %mj, ^l(%c0, %zero : index, f32), ^inext
^l(%l: index, %acc: f32):
  %ml = arith.cmpi slt, %l, %k : index
  cf.cond_br %ml, ^body, ^store
^body:
  %av = memref.load %a[%i, %l] : memref<?x?xf32>
  %bv = memref.load %b[%l, %j] : memref<?x?xf32>
  %p = arith.mulf %av, %bv : f32
  %acc2 = arith.addf %acc, %p : f32
  %l2 = arith.addi %l, %c1 : index
  cf.br ^l(%l2, %acc2 : index, f32)
^store:
  memref.store %acc, %c[%i, %j] : memref<?x?xf32>
  %j2 = arith.addi %j, %c1 : index
  cf.br ^j(%j2 : index)
^inext:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^i(%i2 : index)
^done:
  return
}
