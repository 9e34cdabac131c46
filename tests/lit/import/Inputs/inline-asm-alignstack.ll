define void @f() {
  call void asm alignstack "nop", ""()
  ret void
}
