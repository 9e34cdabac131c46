#loop = #llvm.loop_annotation<mustProgress = true>
module {
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>]
  llvm.func @f(%p: !llvm.ptr) -> i32 {
    %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"node", (i32, i32)>
    %1 = llvm.load %0 : !llvm.ptr -> i32
    llvm.br ^bb1 {loop_annotation = #loop}
  ^bb1:
    llvm.return %1 : i32
  }
  llvm.mlir.global external @tab() {addr_space = 0 : i32} : !llvm.struct<"entry", (ptr, i32)> {
    %0 = llvm.mlir.zero : !llvm.struct<"entry", (ptr, i32)>
    llvm.return %0 : !llvm.struct<"entry", (ptr, i32)>
  }
  llvm.func @g() {
    llvm.br ^bb1 {loop_annotation = #loop}
  ^bb1:
    llvm.return
  }
  llvm.module_flags [#llvm.mlir.module_flag<max, "PIC Level", 2 : i32>]
}
