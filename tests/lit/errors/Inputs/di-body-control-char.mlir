"t.t"() {a = #llvm.di_module<name = "m", includePat = "i">} : () -> ()
