// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s
// The ops of printer-gaps.mlir, checked in the generic form.
func.func @gaps(%m: memref<?x42xf32>, %i: index, %d: index, %s: index, %v: f32) {
  %11 = memref.subview %m[%i, 0][4, 2][1, 1] : memref<?x42xf32> to memref<4x2xf32, strided<[42, 1], offset: ?>>
  memref.alloca_scope {
    %24 = memref.alloca() : memref<4xf32>
  }
  %25 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  %26 = memref.subview %m[%i, %i][%d, %s][%s, 1] : memref<?x42xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (memref<?x42xf32>, index, index, index, f32) -> (), sym_name = "gaps"}> ({
// CHECK-NEXT:   ^bb0(%arg0: memref<?x42xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32):
// CHECK-NEXT:     %0 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 2>, static_strides = array<i64: 1, 1>}> : (memref<?x42xf32>, index) -> memref<4x2xf32, strided<[42, 1], offset: ?>>
// CHECK-NEXT:     "memref.alloca_scope"() ({
// CHECK-NEXT:       %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// CHECK-NEXT:       "memref.alloca_scope.return"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %1 = "memref.alloca_scope"() ({
// CHECK-NEXT:       "memref.alloca_scope.return"(%arg4) : (f32) -> ()
// CHECK-NEXT:     }) : () -> f32
// CHECK-NEXT:     %2 = "memref.subview"(%arg0, %arg1, %arg1, %arg2, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 2, 2, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<?x42xf32>, index, index, index, index, index) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
