// LLVM-dialect input (spec 002 "LLVM IR Dialect" examples in modern
// syntax) is legal already: the lowering leaves it as it is.
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %s | FileCheck %s

llvm.mlir.global @const(42 : i32) {addr_space = 0 : i32} : i32
llvm.func @foo()

llvm.func @blocks(%arg0: i32, %arg1: i1) -> i32 {
  %cst = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %arg1, ^bb1, ^bb2(%arg0 : i32)
^bb1:
  %0 = llvm.add %arg0, %cst : i32
  llvm.br ^bb2(%0 : i32)
^bb2(%1: i32):
  llvm.return %1 : i32
}

llvm.func @constants() -> !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %1 = llvm.mlir.zero : !llvm.ptr
  %2 = llvm.mlir.constant(42 : i32) : i32
  %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
  %4 = llvm.insertvalue %2, %0[0] : !llvm.struct<(i32, f32)>
  llvm.return %4 : !llvm.struct<(i32, f32)>
}

llvm.func @globals() -> i32 {
  %0 = llvm.mlir.addressof @const : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i32
  %2 = llvm.mlir.addressof @foo : !llvm.ptr
  llvm.call %2() : !llvm.ptr, () -> ()
  llvm.return %1 : i32
}

llvm.func @types(!llvm.vec<4 x ptr>, !llvm.array<2 x vector<2xi32>>, !llvm.struct<"a", opaque>, !llvm.struct<"b", (i32)>, !llvm.struct<packed (i8, i32)>)
llvm.func @variadic(i32, ...)

// CHECK: llvm.mlir.global external @const(42 : i32) {addr_space = 0 : i32} : i32
// CHECK-LABEL: llvm.func @foo()
// CHECK-LABEL: llvm.func @blocks(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT: ^bb1: // pred: ^bb0
// CHECK-NEXT: %1 = llvm.add %arg0, %0 : i32
// CHECK-NEXT: llvm.br ^bb2(%1 : i32)
// CHECK-NEXT: ^bb2(%2: i32): // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-LABEL: llvm.func @constants() -> !llvm.struct<(i32, f32)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %1 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %0[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return %4 : !llvm.struct<(i32, f32)>
// CHECK-LABEL: llvm.func @globals() -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.addressof @const : !llvm.ptr
// CHECK-NEXT: %1 = llvm.load %0 : !llvm.ptr -> i32
// CHECK-NEXT: %2 = llvm.mlir.addressof @foo : !llvm.ptr
// CHECK-NEXT: llvm.call %2() : !llvm.ptr, () -> ()
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-LABEL: llvm.func @types(!llvm.vec<4 x ptr>, !llvm.array<2 x vector<2xi32>>, !llvm.struct<"a", opaque>, !llvm.struct<"b", (i32)>, !llvm.struct<packed (i8, i32)>)
// CHECK-LABEL: llvm.func @variadic(i32, ...)
