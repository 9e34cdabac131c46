define void @f(i32 %p) {
  %x = atomicrmw add i32 %p, i32 1 monotonic
  ret void
}
