llvm.func @f(%p: !llvm.ptr) {
  %0 = "llvm.intr.invariant.start"(%p) : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}
