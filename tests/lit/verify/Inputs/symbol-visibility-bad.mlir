"func.func"() <{function_type = () -> (), sym_name = "pub", sym_visibility = "xublic"}> ({
}) : () -> ()
"memref.global"() <{sym_name = "m", type = memref<2xf32>, sym_visibility = 1 : i64}> : () -> ()
