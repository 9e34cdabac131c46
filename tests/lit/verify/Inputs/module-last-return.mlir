llvm.func @f() {
  llvm.return
}
llvm.return
