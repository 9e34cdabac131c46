"t.t"() {a = #llvm.di_module<name = "m", includeéPat = "i">} : () -> ()
