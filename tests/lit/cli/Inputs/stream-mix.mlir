func.func @a(%x: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = func.call @b(%x, %c0) : (memref<4xf32>, index) -> f32
  %g = memref.get_global @gl : memref<4xf32>
  return %r : f32
}
func.func @b(%x: memref<4xf32>, %i: index) -> f32 attributes {llvm.emit_c_interface} {
  %v = memref.load %x[%i] : memref<4xf32>
  %t = arith.constant true
  cf.assert %t, "boom"
  return %v : f32
}
memref.global "private" constant @gl : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func private @ext(i32) -> i32
func.func @m(%n: index) -> memref<?xf32> {
  %t2 = arith.constant true
  %a = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  cf.assert %t2, "boom2"
  return %a : memref<?xf32>
}
