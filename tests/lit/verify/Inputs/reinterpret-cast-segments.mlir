func.func @f(%m: memref<?xf32>, %o: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %0 = "memref.reinterpret_cast"(%m, %o) <{operandSegmentSizes = array<i32: 1, 1, 5, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<?xf32>, index) -> memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}
