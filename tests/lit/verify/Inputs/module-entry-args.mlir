"builtin.module"() ({
^bb0(%a: i32):
  "llvm.return"(%a) : (i32) -> ()
}) : () -> ()
