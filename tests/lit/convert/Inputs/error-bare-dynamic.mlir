// A dynamic memref cannot be passed as a bare pointer.
func.func @f(%m: memref<?xf32>) {
  return
}
