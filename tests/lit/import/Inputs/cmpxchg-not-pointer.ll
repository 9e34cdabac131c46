define void @f(i32 %p) {
  %x = cmpxchg i32 %p, i32 1, i32 2 monotonic monotonic
  ret void
}
