define void @f(ptr %p) {
  fence
  ret void
}
