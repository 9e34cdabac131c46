llvm.return
llvm.func @g()
