define void @f() {
  %x = fcmp oeq i32 1, 2
  ret void
}
