// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// Forward references to values and blocks are resolved at the end of
// their region.
func.func @fwd(%arg0: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %r = arith.addi %later, %arg0 : i32
  return %r : i32
^bb2:
  %later = arith.constant 7 : i32
  cf.br ^bb1
}

// CHECK: module {
// CHECK-NEXT:   func.func @fwd(%arg0: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     %0 = arith.addi %c7_i32, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT: }
