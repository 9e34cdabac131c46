// GLOBAL: module {
// GLOBAL-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", visibility_ = 0 : i64}> ({
// GLOBAL-NEXT:   ^bb0(%arg0: i32, %arg1: !llvm.ptr):
// GLOBAL-NEXT:     llvm.return %arg0 : i32
// GLOBAL-NEXT:   }) : () -> ()
// GLOBAL-NEXT:   llvm.mlir.global internal @h() {addr_space = 0 : i32} : i32 {
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
^bb0(%arg0: i32, %arg1: !llvm.ptr):
  "llvm.return"(%arg0) : (i32) -> ()
}) : () -> ()
llvm.mlir.global internal @h() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
