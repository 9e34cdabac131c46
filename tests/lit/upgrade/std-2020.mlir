// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=LL
// The 2020 generation: bare func, std ops, public declarations.
func @callee(i32) -> i32
func @f(%a: i32, %m: memref<4xf32>, %c: i1) -> i32 {
  %0 = constant 42 : i32
  %1 = addi %a, %0 : i32
  %2 = muli %1, %1 : i32
  %3 = cmpi "slt", %2, %a : i32
  %i = constant 1 : index
  %v = load %m[%i] : memref<4xf32>
  store %v, %m[%i] : memref<4xf32>
  %p = alloc() : memref<8xi32>
  dealloc %p : memref<8xi32>
  cond_br %c, ^bb1(%2 : i32), ^bb2
^bb1(%x: i32):
  %r = call @callee(%x) : (i32) -> i32
  return %r : i32
^bb2:
  br ^bb1(%1 : i32)
}
// CHECK:      func.func private @callee(i32) -> i32
// CHECK:      func.func @f(%arg0: i32, %arg1: memref<4xf32>, %arg2: i1) -> i32 {
// CHECK-NEXT:   %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c42_i32 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   %2 = arith.cmpi slt, %1, %arg0 : i32
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %3 = memref.load %arg1[%c1] : memref<4xf32>
// CHECK-NEXT:   memref.store %3, %arg1[%c1] : memref<4xf32>
// CHECK-NEXT:   %alloc = memref.alloc() : memref<8xi32>
// CHECK-NEXT:   memref.dealloc %alloc : memref<8xi32>
// CHECK-NEXT:   cf.cond_br %arg2, ^bb1(%1 : i32), ^bb2
// CHECK:        %5 = call @callee(%4) : (i32) -> i32
// CHECK:        cf.br ^bb1(%0 : i32)
// LL: declare i32 @callee(i32)
// LL: define i32 @f(
// LL: mul i32
// LL: icmp slt i32
// LL: call i32 @callee(
