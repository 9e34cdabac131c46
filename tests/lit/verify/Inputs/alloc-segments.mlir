func.func @f(%n: index) -> memref<?xf32> {
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<?xf32>
  return %0 : memref<?xf32>
}
