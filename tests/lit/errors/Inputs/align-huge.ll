define void @f() {
  %a = alloca i32, align 4294967296
  %b = alloca i32, align 8589934592
  ret void
}
