// A C-interface function called from C with a memref descriptor by pointer.
// REQUIRES: lli
// RUN: %xlate --llvm-version=19 --to-llvm %s -o %t.ll
// RUN: clang -w %t.ll %S/Inputs/driver-ciface-sum.c -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same program lowered by the reference tools prints the same.
// RUN: %if mlir-opt %{ mlir-opt --convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %s | mlir-translate --mlir-to-llvmir -o %t.ref.ll %}
// RUN: %if mlir-opt %{ clang -w %t.ref.ll %S/Inputs/driver-ciface-sum.c -o %t.ref.exe %}
// RUN: %if mlir-opt %{ %t.ref.exe | FileCheck %s %}
// CHECK: sum = 10.5
// CHECK: strided sum = 4.5
// CHECK: scaled: 2 4 6 8 10 12

func.func @sum(%m: memref<?xf32, strided<[?], offset: ?>>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32, strided<[?], offset: ?>>
  cf.br ^loop(%c0, %zero : index, f32)
^loop(%i: index, %acc: f32):
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %v = memref.load %m[%i] : memref<?xf32, strided<[?], offset: ?>>
  %acc2 = arith.addf %acc, %v : f32
  %i2 = arith.addi %i, %c1 : index
  cf.br ^loop(%i2, %acc2 : index, f32)
^exit:
  return %acc : f32
}

func.func @scale(%m: memref<2x3xf32>, %k: f32) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  cf.br ^rows(%c0 : index)
^rows(%i: index):
  %mi = arith.cmpi slt, %i, %c2 : index
  cf.cond_br %mi, ^cols(%c0 : index), ^exit
^cols(%j: index):
  %mj = arith.cmpi slt, %j, %c3 : index
  cf.cond_br %mj, ^body, ^nextrow
^body:
  %v = memref.load %m[%i, %j] : memref<2x3xf32>
  %s = arith.mulf %v, %k : f32
  memref.store %s, %m[%i, %j] : memref<2x3xf32>
  %j2 = arith.addi %j, %c1 : index
  cf.br ^cols(%j2 : index)
^nextrow:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^rows(%i2 : index)
^exit:
  return
}
