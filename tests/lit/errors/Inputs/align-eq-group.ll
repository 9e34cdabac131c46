define void @f() #0 {
  ret void
}
attributes #0 = { align=8 }
