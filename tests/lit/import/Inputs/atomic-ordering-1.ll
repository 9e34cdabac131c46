define void @f(ptr %p) {
  store i32 1, ptr %p unordered, align 4
  ret void
}
