llvm.func @f(%a: !llvm.struct<"a", (ptr, struct<"b", (struct<"a">, i32)>)>, %b: !llvm.struct<"b", (struct<"a">, i32)>)
