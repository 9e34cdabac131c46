define void @f() {
  %x = icmp eq float 1.0, 2.0
  ret void
}
