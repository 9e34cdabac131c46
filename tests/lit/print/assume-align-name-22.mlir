// MLIR 20+'s memref.assume_alignment has a result, named as mlir-opt-22
// names it (OpAsmOpInterface: assume_align).
// RUN: %xlate %s | FileCheck %s
// CHECK: %assume_align = memref.assume_alignment %arg0, 16 : memref<4x4xf16>
// CHECK: return %assume_align : memref<4x4xf16>
func.func @f(%m: memref<4x4xf16>) -> memref<4x4xf16> {
  %0 = memref.assume_alignment %m, 16 : memref<4x4xf16>
  return %0 : memref<4x4xf16>
}
