// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// The cf dialect's custom forms.
func.func @cf(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.assert %c, "boom \22x\22"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%z: i32):
  cf.switch %a : i32, [
    default: ^bb2,
    42: ^bb1(%b : i32),
    43: ^bb3(%a, %b : i32, i32)
  ]
^bb2:
  cf.switch %b : i32, [
    default: ^bb3(%b, %b : i32, i32)
  ]
^bb3(%p: i32, %q: i32):
  cf.br ^bb4
^bb4:
  return %p : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @cf(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.assert %arg0, "boom \22x\22"
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     cf.switch %arg1 : i32, [
// CHECK-NEXT:       default: ^bb2,
// CHECK-NEXT:       42: ^bb1(%arg2 : i32),
// CHECK-NEXT:       43: ^bb3(%arg1, %arg2 : i32, i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     cf.switch %arg2 : i32, [
// CHECK-NEXT:       default: ^bb3(%arg2, %arg2 : i32, i32)]
// CHECK-NEXT:   ^bb3(%1: i32, %2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
