llvm.func @f(%ap: !llvm.ptr) -> i32 {
  %0 = llvm.va_arg %ap : i32
  llvm.return %0 : i32
}
