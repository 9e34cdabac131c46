// A C-interface function returning a freshly allocated memref through the
// leading result pointer; the caller frees it.  The allocation is aligned.
// REQUIRES: lli
// RUN: %xlate --llvm-version=19 --to-llvm %s -o %t.ll
// RUN: clang -w %t.ll %S/Inputs/driver-ciface-result.c -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same program lowered by the reference tools prints the same.
// RUN: %if mlir-opt %{ mlir-opt --convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %s | mlir-translate --mlir-to-llvmir -o %t.ref.ll %}
// RUN: %if mlir-opt %{ clang -w %t.ref.ll %S/Inputs/driver-ciface-result.c -o %t.ref.exe %}
// RUN: %if mlir-opt %{ %t.ref.exe | FileCheck %s %}
// CHECK: rank 2: 3x4 strides 4,1 offset 0 aligned 1
// CHECK: 0 1 2 3 10 11 12 13 20 21 22 23

func.func @iota2d(%rows: index) -> memref<?x4xf32> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc(%rows) {alignment = 64} : memref<?x4xf32>
  cf.br ^rows(%c0 : index)
^rows(%i: index):
  %mi = arith.cmpi slt, %i, %rows : index
  cf.cond_br %mi, ^cols(%c0 : index), ^exit
^cols(%j: index):
  %mj = arith.cmpi slt, %j, %c4 : index
  cf.cond_br %mj, ^body, ^nextrow
^body:
  %t = arith.muli %i, %c10 : index
  %v = arith.addi %t, %j : index
  %vi = arith.index_cast %v : index to i32
  %vf = arith.sitofp %vi : i32 to f32
  memref.store %vf, %m[%i, %j] : memref<?x4xf32>
  %j2 = arith.addi %j, %c1 : index
  cf.br ^cols(%j2 : index)
^nextrow:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^rows(%i2 : index)
^exit:
  return %m : memref<?x4xf32>
}
