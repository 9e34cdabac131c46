// A loop whose header is reached from below, and an unreachable block
// that uses a value of the loop: no false alarms; the module prints back.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s

// CHECK-LABEL: func.func @loop
// CHECK: cf.br ^bb2(%c0_i32 : i32)
// CHECK: ^bb1:  // no predecessors
// CHECK-NEXT: return %1 : i32
func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^dead:
  return %next : i32
^head(%i: i32):
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next : i32)
}
