#root = #llvm.tbaa_root<id = "r">
#td = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#td1 = #llvm.tbaa_type_desc<id = "int", members = {<#td, 0>}>
#tag = #mv.tag<base = #td1, offset = 0>
"test.op"() {a = #tag, b = [#td1]} : () -> ()
