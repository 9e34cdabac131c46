llvm.func @f() -> !llvm.ptr {
  // CHECK: [[@LINE+1]]:54: {{.*}}integer value too large
  %0 = llvm.blockaddress <function = @f, tag = <id = 4294967296>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @f() {
  llvm.br ^bb1
^bb1:
  // CHECK: [[@LINE+1]]:23: {{.*}}integer value too large
  llvm.blocktag <id = -2147483649>
  llvm.return
}
