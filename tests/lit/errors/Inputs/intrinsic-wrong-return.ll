declare i32 @llvm.x86.sse2.pause()
define void @f() {
  %r = call i32 @llvm.x86.sse2.pause()
  ret void
}
