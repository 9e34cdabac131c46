// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=LL
// 2021 typed pointers: the ops that name only the pointer type take the
// element type from the pointee; the IR holds opaque pointers.
llvm.mlir.global external @g() : i32
llvm.func @f(%p: !llvm.ptr<ptr<i32>>, %fp: !llvm.ptr<func<void (f32)>>, %x: f32) -> !llvm.ptr<i32> {
  %0 = llvm.load %p : !llvm.ptr<ptr<i32>>
  %1 = llvm.mlir.constant(2 : i32) : i32
  %2 = llvm.getelementptr %0[%1] : (!llvm.ptr<i32>, i32) -> !llvm.ptr<i32>
  %3 = llvm.load %2 : !llvm.ptr<i32>
  llvm.store %3, %0 : !llvm.ptr<i32>
  %4 = llvm.mlir.null : !llvm.ptr<i8>
  %5 = llvm.mlir.addressof @g : !llvm.ptr<i32>
  llvm.call %fp(%x) : (f32) -> ()
  llvm.return %2 : !llvm.ptr<i32>
}
llvm.func @v(!llvm.vec<? x 4 x i32>, !llvm.vec<4 x ptr<i8>>, !llvm.struct<"s", (ptr<struct<"s">>, i32)>)
// CHECK:      llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: f32) -> !llvm.ptr {
// CHECK-NEXT:   %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:   %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   %2 = llvm.getelementptr %0[%1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK-NEXT:   %3 = llvm.load %2 : !llvm.ptr -> i32
// CHECK-NEXT:   llvm.store %3, %0 : i32, !llvm.ptr
// CHECK-NEXT:   %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %5 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT:   llvm.call %arg1(%arg2) : !llvm.ptr, (f32) -> ()
// CHECK:      llvm.func @v(vector<[4]xi32>, !llvm.vec<4 x ptr>, !llvm.struct<"s", (ptr, i32)>)
// LL: getelementptr i32, ptr %{{[0-9]+}}, i32 2
// LL: call void %1(float %2)
