// roundtrip: expect-error (an op of an unknown dialect in an llvm.func)
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.add %a, %0 : i32
  %2 = "test.frobnicate"(%1) : (i32) -> i32
  llvm.return %2 : i32
}
