declare void @e() #0
attributes #0 = { nounwind=3 }
