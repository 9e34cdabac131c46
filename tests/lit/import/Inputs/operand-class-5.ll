define void @f() {
  %x = fadd i32 1, 2
  ret void
}
