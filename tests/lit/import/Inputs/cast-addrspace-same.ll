define void @f() {
  %x = addrspacecast ptr null to ptr
  ret void
}
