// The attribute dictionary of an intrinsic's custom form stays on the
// intrinsic: it was read back onto the enclosing op, as a property of a
// generic llvm.func or a discardable attribute of a custom one (roundtrip
// fuzz campaign at 01693c1, run 566,359, fuzz finding 73: the empty
// keyword list taken after the dictionary set the attribute stack back
// above it).  mlir-opt-22 prints these so.
// RUN: %xlate %s | FileCheck %s
// RUN: %xlate %s | %xlate - | FileCheck %s
// RUN: %if llvm22 %{ %mlir-opt-22 --allow-unregistered-dialect %s | FileCheck %s %}

// CHECK:      llvm.func @g(%arg0: !llvm.ptr, %arg1: i1) {
// CHECK-NEXT:   llvm.intr.lifetime.start %arg0 {syze = 4 : i64} : !llvm.ptr
// CHECK-NEXT:   %0 = llvm.intr.expect %arg1, %arg1 {zz = 1 : i64} : i1
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func @g(%arg3: !llvm.ptr, %b: i1) {
  llvm.intr.lifetime.start %arg3 {syze = 4 : i64} : !llvm.ptr
  %e = llvm.intr.expect %b, %b {zz = 1 : i64} : i1
  llvm.return
}

// CHECK:      "test.wrap"() ({
// CHECK-NEXT: ^bb0(%arg0: !llvm.ptr):
// CHECK-NEXT:   llvm.intr.lifetime.end %arg0 {a = 1 : i64} : !llvm.ptr
// CHECK-NEXT:   "test.end"() : () -> ()
// CHECK-NEXT: }) {b = 2 : i64} : () -> ()
"test.wrap"() ({
^bb0(%p: !llvm.ptr):
  llvm.intr.lifetime.end %p {a = 1 : i64} : !llvm.ptr
  "test.end"() : () -> ()
}) {b = 2 : i64} : () -> ()
