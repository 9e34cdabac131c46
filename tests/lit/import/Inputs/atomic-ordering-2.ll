define void @f(ptr %p) {
  store atomic i32 1, ptr %p, align 4
  ret void
}
