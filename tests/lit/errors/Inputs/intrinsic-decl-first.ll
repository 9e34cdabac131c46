declare i32 @llvm.x86.sse2.pause()
define void @f() {
  call void @llvm.x86.sse2.pause()
  ret void
}
