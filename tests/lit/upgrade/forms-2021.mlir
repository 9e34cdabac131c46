// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=LL
// 2021: the memref layout `offset: O, strides: [...]`, `func private`,
// llvm.mlir.cast (today's unrealized_conversion_cast), and bitcasts between
// typed pointers, which are no ops once pointers are opaque.
func private @ext(memref<?x?xf32, offset: ?, strides: [?, 1]>)
func @f(%m: memref<4x4xf32, offset: 2, strides: [4, 1]>, %i: index) -> f32 {
  %0 = load %m[%i, %i] : memref<4x4xf32, offset: 2, strides: [4, 1]>
  return %0 : f32
}
llvm.func @g(%p: !llvm.ptr<i8>) -> i32 {
  %0 = llvm.bitcast %p : !llvm.ptr<i8> to !llvm.ptr<i32>
  %1 = llvm.load %0 : !llvm.ptr<i32>
  llvm.return %1 : i32
}
func @h(%x: index) -> i64 {
  %0 = llvm.mlir.cast %x : index to i64
  return %0 : i64
}
// CHECK:      func.func private @ext(memref<?x?xf32, strided<[?, 1], offset: ?>>)
// CHECK:      func.func @f(%arg0: memref<4x4xf32, strided<[4, 1], offset: 2>>, %arg1: index) -> f32 {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1, %arg1] : memref<4x4xf32, strided<[4, 1], offset: 2>>
// CHECK:      llvm.func @g(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT:   %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:   llvm.return %0 : i32
// CHECK:        %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// LL: define float @f(
// LL: getelementptr float, ptr %{{[0-9]+}}, i64 2
// LL: define i32 @g(ptr %0)
// LL-NEXT: %2 = load i32, ptr %0
