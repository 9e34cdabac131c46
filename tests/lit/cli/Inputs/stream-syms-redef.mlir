// Read by stream-symbols.test: a symbol defined again after its first
// definition was lowered, printed and freed.
func.func @f(%x: i32) -> i32 {
  return %x : i32
}
func.func @g(%x: i32) -> i32 {
  %r = func.call @f(%x) : (i32) -> i32
  return %r : i32
}
func.func @f(%x: i64) -> i64 {
  return %x : i64
}
