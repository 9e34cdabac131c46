// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// The func dialect's custom forms.
func.func private @decl(i32 {llvm.noundef}, f32) -> (i32 {llvm.zeroext}, f32)
func.func @pub(%arg0: i32 {llvm.noundef}) -> i32 attributes {llvm.emit_c_interface} {
  return %arg0 : i32
}
func.func @calls(%a: i32, %b: f32) -> (i32, f32) {
  %0:2 = call @decl(%a, %b) : (i32, f32) -> (i32, f32)
  %1:2 = func.call @decl(%0#0, %0#1) {attr} : (i32, f32) -> (i32, f32)
  %f = constant @pub : (i32) -> i32
  %2 = func.call_indirect %f(%a) : (i32) -> i32
  func.return %2, %1#1 : i32, f32
}
func.func @noresults() {
  return
}
func.func @labeled(i32, i32) -> i32 {
^bb0(%x: i32, %y: i32):
  return %x : i32
}
func.func @casts(%a: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %a, %0 : i32, i64 to i8, i16
  return %0 : i64
}

// CHECK: module {
// CHECK-NEXT:   func.func private @decl(i32 {llvm.noundef}, f32) -> (i32 {llvm.zeroext}, f32)
// CHECK-NEXT:   func.func @pub(%arg0: i32 {llvm.noundef}) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:     %0:2 = call @decl(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     %1:2 = call @decl(%0#0, %0#1) {attr} : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     %f = constant @pub : (i32) -> i32
// CHECK-NEXT:     %2 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %2, %1#1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @noresults() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @labeled(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: i32) -> i64 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:     %1:2 = builtin.unrealized_conversion_cast %arg0, %0 : i32, i64 to i8, i16
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
