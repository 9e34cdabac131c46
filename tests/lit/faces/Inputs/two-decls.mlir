llvm.func @f()
llvm.func @g()
