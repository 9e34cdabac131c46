define void @f() {
  %x = bitcast i32 1 to i64
  ret void
}
