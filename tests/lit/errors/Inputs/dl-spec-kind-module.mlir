module attributes {dlti.dl_spec = #foo.x<1>} {
  llvm.func @f()
}
