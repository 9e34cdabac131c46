// Read by stream-symbols.test: a reserved name defined (and freed) before
// the function whose lowering declares it.
func.func @malloc(%n: i64) {
  return
}
func.func @alloc() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}
