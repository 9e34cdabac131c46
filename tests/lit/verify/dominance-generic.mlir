// Across blocks: a value of one branch used after the join.
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s

"func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f"}> ({
^bb0(%a: i32, %c: i1):
  "cf.cond_br"(%c) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %x = "arith.addi"(%a, %a) : (i32, i32) -> i32
  "cf.br"() [^bb3] : () -> ()
^bb2:
  "cf.br"() [^bb3] : () -> ()
^bb3:
  // CHECK: dominance-generic.mlir:[[@LINE+1]]:8: error: operand #0 does not dominate this use
  %y = "arith.addi"(%x, %a) : (i32, i32) -> i32
  "func.return"(%y) : (i32) -> ()
}) : () -> ()
// CHECK-NOT: error
