// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// The memref dialect's custom forms.
memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
memref.global @g : memref<4xi32> = uninitialized
memref.global "private" @e : memref<4xi32>
func.func @m(%d: index, %s: index, %m: memref<?x42xf32>, %u: memref<*xf32>, %v: f32, %i: index) {
  %0 = memref.alloc(%d) : memref<?x42xf32>
  %1 = memref.alloc(%d)[%s] : memref<?x42xf32, affine_map<(d0, d1)[s0] -> (d0 * 42 + d1 + s0)>>
  %2 = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
  %3 = memref.alloca(%d) : memref<?xf32>
  memref.dealloc %0 : memref<?x42xf32>
  %4 = memref.load %m[%i, %i] : memref<?x42xf32>
  memref.store %v, %m[%i, %i] : memref<?x42xf32>
  %5 = memref.load %m[%i, %i] {nontemporal = true} : memref<?x42xf32>
  %6 = memref.dim %m, %i : memref<?x42xf32>
  %7 = memref.rank %u : memref<*xf32>
  %8 = memref.cast %m : memref<?x42xf32> to memref<?x?xf32>
  %9 = memref.reinterpret_cast %2 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32>
  %10 = memref.reinterpret_cast %u to offset: [%i], sizes: [%d, 10], strides: [1, %s] : memref<*xf32> to memref<?x10xf32, strided<[1, ?], offset: ?>>
  %12 = memref.alloc() : memref<64xi8>
  %13 = memref.view %12[%i][%d] : memref<64xi8> to memref<?x4xf32>
  %14 = memref.get_global @cst : memref<2xf32>
  memref.copy %m, %8 : memref<?x42xf32> to memref<?x?xf32>
  %15 = memref.extract_aligned_pointer_as_index %m : memref<?x42xf32> -> index
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x42xf32> -> memref<f32>, index, index, index, index, index
  %16 = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<?x42xf32>) -> f32
  %17 = memref.generic_atomic_rmw %m[%i, %i] : memref<?x42xf32> {
  ^bb0(%cur: f32):
    %x = arith.addf %cur, %v : f32
    memref.atomic_yield %x : f32
  }
  memref.assume_alignment %m, 16 : memref<?x42xf32>
  %18 = memref.alloc() : memref<4x4xf32>
  %19 = memref.collapse_shape %18 [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %20 = memref.expand_shape %19 [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  %sh = memref.alloc() : memref<2xindex>
  %21 = memref.reshape %18(%sh) : (memref<4x4xf32>, memref<2xindex>) -> memref<?x?xf32>
  %22 = memref.transpose %18 (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<?x42xf32>
  %23 = memref.memory_space_cast %18 : memref<4x4xf32> to memref<4x4xf32, 1>
  %27 = memref.alloca() {alignment = 16 : i64} : memref<2xf32, 1>
  return
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * 42 + d1 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global @g : memref<4xi32> = uninitialized
// CHECK-NEXT:   memref.global "private" @e : memref<4xi32>
// CHECK-NEXT:   func.func @m(%arg0: index, %arg1: index, %arg2: memref<?x42xf32>, %arg3: memref<*xf32>, %arg4: f32, %arg5: index) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<?x42xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg0)[%arg1] : memref<?x42xf32, #map>
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
// CHECK-NEXT:     %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<?x42xf32>
// CHECK-NEXT:     %0 = memref.load %arg2[%arg5, %arg5] : memref<?x42xf32>
// CHECK-NEXT:     memref.store %arg4, %arg2[%arg5, %arg5] : memref<?x42xf32>
// CHECK-NEXT:     %1 = memref.load %arg2[%arg5, %arg5] {nontemporal = true} : memref<?x42xf32>
// CHECK-NEXT:     %dim = memref.dim %arg2, %arg5 : memref<?x42xf32>
// CHECK-NEXT:     %2 = memref.rank %arg3 : memref<*xf32>
// CHECK-NEXT:     %cast = memref.cast %arg2 : memref<?x42xf32> to memref<?x?xf32>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %alloc_1 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32>
// CHECK-NEXT:     %reinterpret_cast_2 = memref.reinterpret_cast %arg3 to offset: [%arg5], sizes: [%arg0, 10], strides: [1, %arg1] : memref<*xf32> to memref<?x10xf32, strided<[1, ?], offset: ?>>
// CHECK-NEXT:     %alloc_3 = memref.alloc() : memref<64xi8>
// CHECK-NEXT:     %view = memref.view %alloc_3[%arg5][%arg0] : memref<64xi8> to memref<?x4xf32>
// CHECK-NEXT:     %3 = memref.get_global @cst : memref<2xf32>
// CHECK-NEXT:     memref.copy %arg2, %cast : memref<?x42xf32> to memref<?x?xf32>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<?x42xf32> -> index
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<?x42xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %4 = memref.atomic_rmw addf %arg4, %arg2[%arg5, %arg5] : (f32, memref<?x42xf32>) -> f32
// CHECK-NEXT:     %5 = memref.generic_atomic_rmw %arg2[%arg5, %arg5] : memref<?x42xf32> {
// CHECK-NEXT:     ^bb0(%arg6: f32):
// CHECK-NEXT:       %6 = arith.addf %arg6, %arg4 : f32
// CHECK-NEXT:       memref.atomic_yield %6 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.assume_alignment %arg2, 16 : memref<?x42xf32>
// CHECK-NEXT:     %alloc_4 = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %alloc_4 {{\[\[}}0, 1]] : memref<4x4xf32> into memref<16xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
// CHECK-NEXT:     %alloc_5 = memref.alloc() : memref<2xindex>
// CHECK-NEXT:     %reshape = memref.reshape %alloc_4(%alloc_5) : (memref<4x4xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT:     %transpose = memref.transpose %alloc_4 (d0, d1) -> (d1, d0) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
// CHECK-NEXT:     memref.prefetch %arg2[%arg5, %arg5], read, locality<3>, data : memref<?x42xf32>
// CHECK-NEXT:     %memspacecast = memref.memory_space_cast %alloc_4 : memref<4x4xf32> to memref<4x4xf32, 1>
// CHECK-NEXT:     %alloca_6 = memref.alloca() {alignment = 16 : i64} : memref<2xf32, 1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
