// arith.ceildivsi/floordivsi/ceildivui as mlir-opt-22 lowers them (MLIR
// 21+'s arith expansion: sdiv, then a +-1 fix-up where the division is
// inexact and the signs agree (ceil) or differ (floor)); 19 keeps the
// index dialect's expansion.  The values are checked by running them.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=V19
// RUN: %xlate --to-llvm %s | lli-22 | FileCheck %s --check-prefix=OUT
// CHECK-LABEL: define i64 @ceildivsi(i64 %0, i64 %1)
// CHECK-NEXT: %3 = sdiv i64 %0, %1
// CHECK-NEXT: %4 = mul i64 %3, %1
// CHECK-NEXT: %5 = icmp ne i64 %0, %4
// CHECK-NEXT: %6 = icmp slt i64 %0, 0
// CHECK-NEXT: %7 = icmp slt i64 %1, 0
// CHECK-NEXT: %8 = icmp eq i1 %6, %7
// CHECK-NEXT: %9 = and i1 %5, %8
// CHECK-NEXT: %10 = add i64 %3, 1
// CHECK-NEXT: %11 = select i1 %9, i64 %10, i64 %3
// V19-LABEL: define i64 @ceildivsi(
// V19-NEXT: %3 = icmp sgt i64 %1, 0
func.func @ceildivsi(%a : i64, %b : i64) -> i64 {
  %0 = arith.ceildivsi %a, %b : i64
  return %0 : i64
}
// CHECK-LABEL: define i32 @floordivsi(i32 %0, i32 %1)
// CHECK: %8 = icmp ne i1 %6, %7
// CHECK: %10 = add i32 %3, -1
func.func @floordivsi(%a : i32, %b : i32) -> i32 {
  %0 = arith.floordivsi %a, %b : i32
  return %0 : i32
}
// CHECK-LABEL: define i32 @ceildivui(i32 %0, i32 %1)
// CHECK-NEXT: %3 = icmp eq i32 %0, 0
func.func @ceildivui(%a : i32, %b : i32) -> i32 {
  %0 = arith.ceildivui %a, %b : i32
  return %0 : i32
}
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%ld %d %d\0A\00") {addr_space = 0 : i32}
func.func @show(%a : i64, %b : i64) {
  %c = arith.ceildivsi %a, %b : i64
  %a32 = arith.trunci %a : i64 to i32
  %b32 = arith.trunci %b : i64 to i32
  %f = arith.floordivsi %a32, %b32 : i32
  %u = arith.ceildivui %a32, %b32 : i32
  %p = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%p, %c, %f, %u) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32, i32) -> i32
  return
}
// OUT: 3 2 3
// OUT-NEXT: -2 -3 1431655763
// OUT-NEXT: -2 -3 1
// OUT-NEXT: 3 2 1
// OUT-NEXT: 0 0 0
// OUT-NEXT: 2 2 2
func.func @main() -> i32 {
  %c7 = arith.constant 7 : i64
  %c3 = arith.constant 3 : i64
  %m7 = arith.constant -7 : i64
  %m3 = arith.constant -3 : i64
  %c0 = arith.constant 0 : i64
  %c6 = arith.constant 6 : i64
  func.call @show(%c7, %c3) : (i64, i64) -> ()
  func.call @show(%m7, %c3) : (i64, i64) -> ()
  func.call @show(%c7, %m3) : (i64, i64) -> ()
  func.call @show(%m7, %m3) : (i64, i64) -> ()
  func.call @show(%c0, %c3) : (i64, i64) -> ()
  func.call @show(%c6, %c3) : (i64, i64) -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
