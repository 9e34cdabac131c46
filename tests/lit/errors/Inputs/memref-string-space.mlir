func.func private @f(memref<f32, "foo">)
