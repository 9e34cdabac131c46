// mlir-opt-19 lowers subview only after expand-strided-metadata.
func.func @f(%m: memref<4x4xf32>) -> memref<2x2xf32, strided<[4, 1], offset: 5>> {
  %s = memref.subview %m[1, 1][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  return %s : memref<2x2xf32, strided<[4, 1], offset: 5>>
}
