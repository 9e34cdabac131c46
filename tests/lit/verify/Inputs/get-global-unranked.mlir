memref.global "private" constant @gl : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @a() {
  %g = memref.get_global @gl : memref<*xf32>
  return
}
