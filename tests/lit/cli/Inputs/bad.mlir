func.func @f(%a: i32) -> i32 {
  return %b : i32
}
