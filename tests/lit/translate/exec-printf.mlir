// An exported program runs: lli executes the translated module.
// REQUIRES: lli
// RUN: %xlate --llvm-version=19 --to-llvm %s | lli | FileCheck %s

// CHECK: sum 1..10 = 55
// CHECK-NEXT: pi ~ 3.14

llvm.mlir.global private constant @fmt("sum 1..%d = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<16 x i8>
llvm.mlir.global private constant @ffmt("pi ~ %.2f\0A\00") {addr_space = 0 : i32} : !llvm.array<11 x i8>
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @sum(%n: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^head(%c1, %c0 : i32, i32)
^head(%i: i32, %acc: i32):
  %done = llvm.icmp "sgt" %i, %n : i32
  llvm.cond_br %done, ^exit, ^body
^body:
  %acc2 = llvm.add %acc, %i overflow<nsw> : i32
  %i2 = llvm.add %i, %c1 : i32
  llvm.br ^head(%i2, %acc2 : i32, i32)
^exit:
  llvm.return %acc : i32
}

llvm.func @main() -> i32 {
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %s = llvm.call @sum(%c10) : (i32) -> i32
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%f, %c10, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %pi = llvm.mlir.constant(3.14159 : f64) : f64
  %g = llvm.mlir.addressof @ffmt : !llvm.ptr
  %1 = llvm.call @printf(%g, %pi) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
