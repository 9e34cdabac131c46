// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck %s
// A word in overflow<...> or fastmath<...> that is not one of the flags is
// an error where mlir-opt gives it (at the first word); it was kept as text,
// printed back in custom form, and the generic form's #arith.fastmath<...>
// then did not parse (a roundtrip fuzz finding).
func.func @fm(%v: f32) {
  %0 = arith.addf %v, %v fastmath<niaddinnan> : f32
  return
}
// CHECK: flags-bad-word.mlir:7:35: error: expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast

// -----
func.func @ov(%i: i32) {
  %0 = arith.addi %i, %i overflow<nsw, bogus> : i32
  return
}
// CHECK: flags-bad-word.mlir:14:35: error: expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw

// -----
llvm.func @lov(%i: i32) {
  %0 = llvm.add %i, %i overflow<bogus> : i32
  llvm.return
}
// CHECK: flags-bad-word.mlir:21:33: error: invalid overflow flag: expected nsw, nuw, or none
