// No C wrapper for a variadic function, with a warning.
func.func @v(%a: i32) attributes {func.varargs = true, llvm.emit_c_interface} {
  return
}
