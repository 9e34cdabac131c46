define void @f() {
  %x = select i1 true, i32 1, i64 2
  ret void
}
