// Read by stream-symbols.test: what later functions look up of earlier
// ones that were printed and freed.
func.func @assert_msg(%x: i32) -> i32 {
  return %x : i32
}
func.func @bare(%m: memref<4xf32>) -> f32 attributes {llvm.bareptr} {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}
func.func @user(%m: memref<4xf32>, %b: i1) -> f32 {
  cf.assert %b, "oops"
  %r = func.call @bare(%m) : (memref<4xf32>) -> f32
  return %r : f32
}
