define void @f() {
  %x = select i32 1, i32 1, i32 2
  ret void
}
