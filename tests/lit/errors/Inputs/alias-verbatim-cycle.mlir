#v = #mv.x<#w>
#w = #mv.y<#v>
"test.op"() {y = #llvm.di_subrange<count = #w>} : () -> ()
