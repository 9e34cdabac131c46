// Unranked memrefs returned (copied to the heap) or received from a
// call (copied to the stack): mlir-opt-22 computes each descriptor's size
// just before its copy; 19 computes all sizes first.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=V19
func.func @two(%arg0: memref<4x3xf32>) -> (memref<*xf32>, memref<*xf32>) {
  %0 = memref.cast %arg0 : memref<4x3xf32> to memref<*xf32>
  return %0, %0 : memref<*xf32>, memref<*xf32>
}
// CHECK-LABEL: define { { i64, ptr }, { i64, ptr } } @two(
// CHECK: %[[S1:[0-9]+]] = add i64 16, %{{[0-9]+}}
// CHECK-NEXT: %[[M1:[0-9]+]] = call ptr @malloc(i64 %[[S1]])
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %[[M1]], ptr %{{[0-9]+}}, i64 %[[S1]], i1 false)
// CHECK: %[[S2:[0-9]+]] = add i64 16, %{{[0-9]+}}
// CHECK-NEXT: %[[M2:[0-9]+]] = call ptr @malloc(i64 %[[S2]])
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %[[M2]], ptr %{{[0-9]+}}, i64 %[[S2]], i1 false)
// V19-LABEL: define { { i64, ptr }, { i64, ptr } } @two(
// V19: %[[S1:[0-9]+]] = add i64 16, %{{[0-9]+}}
// V19: %[[S2:[0-9]+]] = add i64 16, %{{[0-9]+}}
// V19-NEXT: %{{[0-9]+}} = call ptr @malloc(i64 %[[S1]])
// V19: call ptr @malloc(i64 %[[S2]])
func.func @caller(%arg0: memref<4x3xf32>) {
  %0:2 = call @two(%arg0) : (memref<4x3xf32>) -> (memref<*xf32>, memref<*xf32>)
  return
}
// CHECK-LABEL: define void @caller(
// CHECK: %[[T1:[0-9]+]] = add i64 16, %{{[0-9]+}}
// CHECK-NEXT: %{{[0-9]+}} = alloca i8, i64 %[[T1]]
// CHECK: call void @free(
// CHECK: %[[T2:[0-9]+]] = add i64 16, %{{[0-9]+}}
// CHECK-NEXT: %{{[0-9]+}} = alloca i8, i64 %[[T2]]
