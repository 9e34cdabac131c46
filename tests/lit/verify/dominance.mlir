// The verifier rejects uses that their definition does not dominate, with
// mlir-opt's message and a note at the definition.
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s

func.func @use_before_def(%a: i32) -> i32 {
  // CHECK: dominance.mlir:[[@LINE+1]]:8: error: operand #1 does not dominate this use
  %0 = arith.addi %a, %1 : i32
  // CHECK: dominance.mlir:[[@LINE+1]]:8: note: operand defined here
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}
