// MLIR calls external functions with llvm.emit_c_interface: the lowering
// gives them a body that passes the descriptors by pointer to C's
// _mlir_ciface_ implementations (ranked and unranked memrefs).
// REQUIRES: lli
// RUN: %xlate --llvm-version=19 --to-llvm %s -o %t.ll
// RUN: clang -w %t.ll %S/Inputs/driver-external-ciface.c -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same program lowered by the reference tools prints the same.
// RUN: %if mlir-opt %{ mlir-opt --convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %s | mlir-translate --mlir-to-llvmir -o %t.ref.ll %}
// RUN: %if mlir-opt %{ clang -w %t.ref.ll %S/Inputs/driver-external-ciface.c -o %t.ref.exe %}
// RUN: %if mlir-opt %{ %t.ref.exe | FileCheck %s %}
// CHECK: c_fill: size 5 stride 1
// CHECK: c_print: rank 1 [0 1 4 9 16]
// CHECK: total = 30

func.func private @c_fill(memref<?xi64>) attributes {llvm.emit_c_interface}
func.func private @c_print(memref<*xi64>) attributes {llvm.emit_c_interface}

func.func @run() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i64
  %m = memref.alloca(%c5) : memref<?xi64>
  call @c_fill(%m) : (memref<?xi64>) -> ()
  %u = memref.cast %m : memref<?xi64> to memref<*xi64>
  call @c_print(%u) : (memref<*xi64>) -> ()
  cf.br ^loop(%c0, %z : index, i64)
^loop(%i: index, %acc: i64):
  %more = arith.cmpi slt, %i, %c5 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %v = memref.load %m[%i] : memref<?xi64>
  %acc2 = arith.addi %acc, %v : i64
  %i2 = arith.addi %i, %c1 : index
  cf.br ^loop(%i2, %acc2 : index, i64)
^exit:
  return %acc : i64
}
