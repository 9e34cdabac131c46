"llvm.func"() <{CConv = #llvm.cconinvariant.endv<cxc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
}) : ()->  ()
