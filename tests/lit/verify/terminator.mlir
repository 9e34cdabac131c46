// A function body block must end with a terminator.
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s

func.func @h(%a: i32) -> i32 {
  // CHECK: terminator.mlir:[[@LINE+1]]:8: error: block with no terminator
  %0 = arith.addi %a, %a : i32
}
