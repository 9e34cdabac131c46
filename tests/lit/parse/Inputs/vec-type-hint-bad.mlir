llvm.func @a() attributes {vec_type_hint = #llvm.vec_type_hint<hint = i32, foo = 1>}
