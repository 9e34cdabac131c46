// Function signature conversion (spec 000/004 "Function Signature
// Conversion"): func.func becomes llvm.func with the converted type; calls
// through function values use llvm.call on a pointer.
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %s | FileCheck %s

func.func @foo() -> () {
  return
}
func.func private @bar(i32) -> (i64)
func.func private @qux(i32, f32) -> (i64, f64)
func.func @quux(%f: () -> ()) -> (() -> ()) {
  call_indirect %f() : () -> ()
  %g = constant @foo : () -> ()
  return %g : () -> ()
}

// CHECK-LABEL: llvm.func @foo() {
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @bar(i32) -> i64 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @qux(i32, f32) -> !llvm.struct<(i64, f64)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @quux(%arg0: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT: llvm.call %arg0() : !llvm.ptr, () -> ()
// CHECK-NEXT: %0 = llvm.mlir.addressof @foo : !llvm.ptr
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
