// memref.copy lowered to llvm.intr.memcpy where mlir-opt (19, 22) takes
// both sides as contiguous: an identity layout (strided<[1]> with offset 0
// is one, whatever the shape), or a static non-empty shape whose inner
// dimensions are unit-strided row-major and whose outer ones have size 1
// (any offset); else a call of memrefCopy.  The descriptor promoted for it
// is counted by an i64 whatever the index bitwidth, and memref.get_global's
// dead-beef pointer is an i64 (upstream MemRefToLLVM/memref-to-llvm.mlir).
// The faces take ops of mlir-opt's test dialect, which takes any op, and a
// collapse to (expand from) rank 0 with an empty reassociation.
// RUN: %xlate-opt --finalize-memref-to-llvm %s | FileCheck %s
// RUN: %xlate-opt --finalize-memref-to-llvm=index-bitwidth=32 %s | FileCheck --check-prefix=I32 %s
// RUN: %if llvm22 %{ %xlate-opt --finalize-memref-to-llvm %s > %t.x && %mlir-opt-22 --finalize-memref-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate-opt --finalize-memref-to-llvm=index-bitwidth=32 %s > %t.x && %mlir-opt-22 --finalize-memref-to-llvm=index-bitwidth=32 %s > %t.r && diff %t.r %t.x %}

// CHECK-LABEL: func @dyn_identity
// CHECK: llvm.intr.memcpy
func.func @dyn_identity(%x: memref<?xf32, strided<[1]>>, %y: memref<?xf32>) {
  memref.copy %x, %y : memref<?xf32, strided<[1]>> to memref<?xf32>
  return
}

// CHECK-LABEL: func @outer_unit
// CHECK: llvm.intr.memcpy
func.func @outer_unit(%x: memref<1x2xf32, strided<[7, 1], offset: ?>>, %y: memref<1x2xf32>) {
  memref.copy %x, %y : memref<1x2xf32, strided<[7, 1], offset: ?>> to memref<1x2xf32>
  return
}

// CHECK-LABEL: func @empty
// CHECK: llvm.call @memrefCopy
func.func @empty(%x: memref<0x2xf32, strided<[2, 1], offset: 3>>, %y: memref<0x2xf32>) {
  memref.copy %x, %y : memref<0x2xf32, strided<[2, 1], offset: 3>> to memref<0x2xf32>
  return
}

// CHECK-LABEL: func @inner_strided
// CHECK: llvm.call @memrefCopy
func.func @inner_strided(%x: memref<2x1xf32, strided<[1, 5]>>, %y: memref<2x1xf32>) {
  memref.copy %x, %y : memref<2x1xf32, strided<[1, 5]>> to memref<2x1xf32>
  return
}

// CHECK-LABEL: func @dyn_strided
// CHECK: llvm.call @memrefCopy
// I32-LABEL: func @dyn_strided
// I32: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// I32-NEXT: llvm.alloca %[[ONE]] x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
func.func @dyn_strided(%x: memref<?x4xf32, strided<[4, 1]>>, %y: memref<?x4xf32>) {
  memref.copy %x, %y : memref<?x4xf32, strided<[4, 1]>> to memref<?x4xf32>
  return
}

// CHECK-LABEL: func @rank0
// CHECK: memref.collapse_shape %{{.*}} [] : memref<1xf32, strided<[1], offset: 1>> into memref<f32, strided<[], offset: 1>>
// CHECK: llvm.intr.memcpy
func.func @rank0(%x: memref<1xf32, strided<[1], offset: 1>>, %y: memref<f32>) {
  %s = memref.collapse_shape %x [] : memref<1xf32, strided<[1], offset: 1>> into memref<f32, strided<[], offset: 1>>
  memref.copy %s, %y : memref<f32, strided<[], offset: 1>> to memref<f32>
  return
}

// CHECK-LABEL: func @expand0
// CHECK: memref.expand_shape %{{.*}} [] output_shape [1] : memref<f32> into memref<1xf32>
func.func @expand0(%x: memref<f32>) -> memref<1xf32> {
  %e = memref.expand_shape %x [] output_shape [1] : memref<f32> into memref<1xf32>
  return %e : memref<1xf32>
}

memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
// I32-LABEL: func @get_global
// I32: llvm.mlir.constant(3735928559 : index) : i64
// I32-NEXT: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
func.func @get_global() -> memref<2xf32> {
  %0 = memref.get_global @g : memref<2xf32>
  return %0 : memref<2xf32>
}

// CHECK-LABEL: func @test_dialect
// CHECK: "test.foo"() : () -> memref<4xf32>
func.func @test_dialect() {
  %0 = "test.foo"() : () -> memref<4xf32>
  return
}
