#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, acsecspy_te = #tbaa_type_desc1, offset = 8>
llvm.func @f(%arg0: !llvm.ptr) -> i32 {
  %0 = llvm.load %arg0 {tbaa = [#tbaa_tag3]} : !llvm.ptr -> i32
  %1 = llvm.load %arg0 {tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
  llvm.return %0 : i32
}
