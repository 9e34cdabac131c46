declare void @d() nounwind(3)
