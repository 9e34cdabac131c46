llvm.mlir.global external @g() : i32
llvm.func @f() {
  %5 = llvm.mlir.addressof @g : !llvm<trpi.32>
  llvm.return
}
