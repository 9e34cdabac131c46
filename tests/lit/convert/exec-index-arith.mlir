// Index dialect and arith ops on scalars and vectors, printed from C.
// REQUIRES: lli
// RUN: %xlate --llvm-version=19 --to-llvm %s -o %t.ll
// RUN: clang -w %t.ll %S/Inputs/driver-index-arith.c -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same program lowered by the reference tools prints the same.
// RUN: %if mlir-opt %{ mlir-opt --convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %s | mlir-translate --mlir-to-llvmir -o %t.ref.ll %}
// RUN: %if mlir-opt %{ clang -w %t.ref.ll %S/Inputs/driver-index-arith.c -o %t.ref.exe %}
// RUN: %if mlir-opt %{ %t.ref.exe | FileCheck %s %}
// CHECK: ceildivs(7, 2) = 4 ceildivs(-7, 2) = -3 floordivs(-7, 2) = -4 ceildivu(7, 2) = 4
// CHECK: mix(5, 3) = 135
// CHECK: fmix(1.5, 2.0) = 7.5
// CHECK: vsum = 26
// CHECK: extended = 4294967295 1000

func.func @ceildivs(%a: index, %b: index) -> index {
  %r = index.ceildivs %a, %b
  return %r : index
}
func.func @floordivs(%a: index, %b: index) -> index {
  %r = index.floordivs %a, %b
  return %r : index
}
func.func @ceildivu(%a: index, %b: index) -> index {
  %r = index.ceildivu %a, %b
  return %r : index
}

func.func @mix(%a: i32, %b: i32) -> i32 {
  %s = arith.subi %a, %b : i32
  %sh = arith.shli %s, %a : i32
  %x = arith.xori %sh, %b : i32
  %o = arith.ori %x, %a : i32
  %m = arith.maxui %o, %b : i32
  %lt = arith.cmpi slt, %a, %b : i32
  %sel = arith.select %lt, %a, %m : i32
  %e = arith.extui %lt : i1 to i32
  %r = arith.addi %sel, %e : i32
  %c64 = arith.constant 64 : i32
  %r2 = arith.addi %r, %c64 : i32
  return %r2 : i32
}

func.func @fmix(%a: f32, %b: f64) -> f64 {
  %e = arith.extf %a : f32 to f64
  %m = arith.mulf %e, %b : f64
  %n = arith.negf %m : f64
  %mx = arith.maximumf %n, %b : f64
  %s = arith.addf %mx, %m fastmath<fast> : f64
  %i = arith.fptosi %s : f64 to i32
  %f = arith.sitofp %i : i32 to f64
  %half = arith.constant 0.5 : f64
  %r = arith.addf %f, %half : f64
  %c2 = arith.constant 2.0 : f64
  %r2 = arith.addf %r, %c2 : f64
  return %r2 : f64
}

func.func @vsum(%x: i32) -> i32 {
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %w = arith.addi %v, %v : vector<4xi32>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %e0 = llvm.extractelement %w[%c0 : i32] : vector<4xi32>
  %e1 = llvm.extractelement %w[%c1 : i32] : vector<4xi32>
  %e2 = llvm.extractelement %w[%c2 : i32] : vector<4xi32>
  %e3 = llvm.extractelement %w[%c3 : i32] : vector<4xi32>
  %s0 = arith.addi %e0, %e1 : i32
  %s1 = arith.addi %s0, %e2 : i32
  %s2 = arith.addi %s1, %e3 : i32
  %r = arith.addi %s2, %x : i32
  return %r : i32
}

func.func @extended(%a: i32, %b: i32) -> i32 {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %oe = arith.extui %o : i1 to i32
  %k = arith.constant 1000 : i32
  %ok = arith.muli %oe, %k : i32
  %r = arith.addi %s, %ok : i32
  return %r : i32
}
