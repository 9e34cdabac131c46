// The bare-pointer calling convention: static memrefs are plain pointers.
// REQUIRES: lli
// RUN: %xlate --llvm-version=19 --to-llvm --use-bare-ptr-memref-call-conv %s -o %t.ll
// RUN: clang -w %t.ll %S/Inputs/driver-bare-ptr.c -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same program lowered by the reference tools prints the same.
// RUN: %if mlir-opt %{ mlir-opt --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %s | mlir-translate --mlir-to-llvmir -o %t.ref.ll %}
// RUN: %if mlir-opt %{ clang -w %t.ref.ll %S/Inputs/driver-bare-ptr.c -o %t.ref.exe %}
// RUN: %if mlir-opt %{ %t.ref.exe | FileCheck %s %}
// CHECK: axpy: 12 15 18 21

func.func @axpy(%a: f32, %x: memref<4xf32>, %y: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %more = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %xv = memref.load %x[%i] : memref<4xf32>
  %yv = memref.load %y[%i] : memref<4xf32>
  %p = arith.mulf %a, %xv : f32
  %s = arith.addf %p, %yv : f32
  memref.store %s, %y[%i] : memref<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^loop(%i2 : index)
^exit:
  return %y : memref<4xf32>
}
