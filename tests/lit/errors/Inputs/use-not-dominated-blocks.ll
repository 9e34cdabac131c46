; unreachable blocks: no dominance (as LLVM)
define i32 @h() {
entry:
  ret i32 0
dead:
  %y = add i32 %z, 1
  %z = add i32 %y, 1
  ret i32 %z
}
define i32 @g(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  ret i32 %x
}
