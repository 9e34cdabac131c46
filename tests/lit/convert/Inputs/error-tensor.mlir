// Tensors must be bufferized before the lowering.
func.func @f(%t: tensor<4xf32>) {
  return
}
