llvm.func @f() -> !llvm.ptr {
  // CHECK: [[@LINE+1]]:8: error: 'llvm.blockaddress' op expects an existing block label target in the referenced function
  %0 = llvm.blockaddress <function = @g, tag = <id = 2>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @g() {
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return
}
