"foo.op"() {c = #llvm.di_imported_entity<entity = #llvm.di_imported_entity<  entity = #llvm.loop_unroll<disable = true>  >>} : () -> ()
