llvm.func @f(%a: !llvm.struct<"s", (i32, i64)>, %b: !llvm.struct<"s", (i32, i64)>, %c: !llvm.struct<"s", (i32, i32)>)
