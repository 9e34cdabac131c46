"foo.op"() {c = #llvm.di_subrange<count = #llvm.loop_unroll<disable = true>z>} : () -> ()
