define void @f(ptr %p) {
  %v = load i32, ptr %p, align 0
  ret void
}
