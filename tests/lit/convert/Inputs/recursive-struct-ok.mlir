func.func private @f(!llvm.struct<"rec", (ptr, struct<"rec">)>)
