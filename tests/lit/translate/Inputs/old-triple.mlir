// The older spelling of the triple attribute.
module attributes {llvm.triple = "aarch64-linux-android"} {
  llvm.func @g()
}
