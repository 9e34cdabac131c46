define void @f() {
  %x = add float 1.0, 2.0
  ret void
}
