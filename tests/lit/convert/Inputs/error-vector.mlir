// The vector dialect is not lowered here.
func.func @f(%x: f32) -> vector<4xf32> {
  %v = "vector.splat"(%x) : (f32) -> vector<4xf32>
  return %v : vector<4xf32>
}
