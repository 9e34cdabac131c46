// finalize-memref-to-llvm{use-aligned-alloc=1}: memref.alloc calls
// aligned_alloc(alignment, size) (_mlir_memref_to_llvm_aligned_alloc with
// use-generic-functions): the alignment given, else the element's size
// rounded up to a power of two and at least 16; the size is padded to a
// multiple of it unless its static part is one already; the allocated and aligned
// pointers are the same, as mlir-opt-22 lowers it.
// RUN: %xlate-opt --pass-pipeline="builtin.module(finalize-memref-to-llvm{use-aligned-alloc=1})" --split-input-file %s | FileCheck %s
// RUN: %xlate-opt --pass-pipeline="builtin.module(finalize-memref-to-llvm{use-generic-functions=1 use-aligned-alloc=1})" --split-input-file %s | FileCheck %s --check-prefix=GENERIC

// CHECK: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-LABEL: func.func @static_multiple
// CHECK: %[[A:.*]] = llvm.mlir.constant(16 : index) : i64
// CHECK-NOT: llvm.urem
// CHECK: %[[P:.*]] = llvm.call @aligned_alloc(%[[A]], %{{.*}}) : (i64, i64) -> !llvm.ptr
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[1]
// GENERIC: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// GENERIC: llvm.call @_mlir_memref_to_llvm_aligned_alloc
func.func @static_multiple() -> memref<8xf32> {
  %0 = memref.alloc() : memref<8xf32>
  return %0 : memref<8xf32>
}

// -----

// CHECK-LABEL: func.func @padded
// CHECK: %[[A:.*]] = llvm.mlir.constant(64 : index) : i64
// CHECK: llvm.sub %[[A]]
// CHECK: llvm.urem
// CHECK: llvm.call @aligned_alloc(%[[A]], %{{.*}})
func.func @padded(%n: index) -> memref<?xvector<4xf64>> {
  %0 = memref.alloc(%n) {alignment = 64} : memref<?xvector<4xf64>>
  return %0 : memref<?xvector<4xf64>>
}

// -----

// the static part of the size (32 bytes a vector) is a multiple of 32: no padding
// CHECK-LABEL: func.func @dynamic_multiple
// CHECK: %[[A:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: llvm.call @aligned_alloc(%[[A]], %{{.*}})
func.func @dynamic_multiple(%n: index) -> memref<?xvector<8xf32>> {
  %0 = memref.alloc(%n) : memref<?xvector<8xf32>>
  return %0 : memref<?xvector<8xf32>>
}

// -----

// 3 bytes, alignment 16: padded
// CHECK-LABEL: func.func @bytes
// CHECK: llvm.urem
// CHECK: llvm.call @aligned_alloc
func.func @bytes() -> memref<3xi8> {
  %0 = memref.alloc() : memref<3xi8>
  return %0 : memref<3xi8>
}
