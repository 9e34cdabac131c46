define void @f() {
  %x = fneg i32 1
  ret void
}
