define void @f(ptr %p) {
  fence monotonic
  ret void
}
