"llvm.func"() <{CConv = #llvm.cconv<cxc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
}) : () -> ()
