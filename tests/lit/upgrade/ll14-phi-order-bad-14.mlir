// An xlate.phi_order (ll14-phi-order-14.ll) that does not fit the
// function is not used: a record naming a block out of range, an
// argument the block does not have, another number of edges, an edge
// twice, a record cut short, each makes the phis of that function guessed
// (a loop header entered from a conditional branch: the back edge first);
// one that fits is followed, and a function without one is guessed.
// RUN: %xlate --llvm-version=14 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=14 --to-llvm %s | llvm-as-14 -o /dev/null
llvm.func @fits(%arg0: i32, %arg1: i1) -> i32 attributes {xlate.phi_order = array<i32: 1, 0, 2, 0, 1>} {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %arg1, ^bb1(%0 : i32), ^bb2
^bb1(%1: i32):
  %2 = llvm.add %1, %arg0 : i32
  %3 = llvm.icmp "slt" %2, %arg0 : i32
  llvm.cond_br %3, ^bb1(%2 : i32), ^bb2
^bb2:
  llvm.return %0 : i32
}
llvm.func @block(%arg0: i32, %arg1: i1) -> i32 attributes {xlate.phi_order = array<i32: 3, 0, 2, 0, 1>} {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %arg1, ^bb1(%0 : i32), ^bb2
^bb1(%1: i32):
  %2 = llvm.add %1, %arg0 : i32
  %3 = llvm.icmp "slt" %2, %arg0 : i32
  llvm.cond_br %3, ^bb1(%2 : i32), ^bb2
^bb2:
  llvm.return %0 : i32
}
llvm.func @arg(%arg0: i32, %arg1: i1) -> i32 attributes {xlate.phi_order = array<i32: 1, 1, 2, 0, 1>} {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %arg1, ^bb1(%0 : i32), ^bb2
^bb1(%1: i32):
  %2 = llvm.add %1, %arg0 : i32
  %3 = llvm.icmp "slt" %2, %arg0 : i32
  llvm.cond_br %3, ^bb1(%2 : i32), ^bb2
^bb2:
  llvm.return %0 : i32
}
llvm.func @count(%arg0: i32, %arg1: i1) -> i32 attributes {xlate.phi_order = array<i32: 1, 0, 3, 0, 1, 2>} {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %arg1, ^bb1(%0 : i32), ^bb2
^bb1(%1: i32):
  %2 = llvm.add %1, %arg0 : i32
  %3 = llvm.icmp "slt" %2, %arg0 : i32
  llvm.cond_br %3, ^bb1(%2 : i32), ^bb2
^bb2:
  llvm.return %0 : i32
}
llvm.func @twice(%arg0: i32, %arg1: i1) -> i32 attributes {xlate.phi_order = array<i32: 1, 0, 2, 0, 0>} {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %arg1, ^bb1(%0 : i32), ^bb2
^bb1(%1: i32):
  %2 = llvm.add %1, %arg0 : i32
  %3 = llvm.icmp "slt" %2, %arg0 : i32
  llvm.cond_br %3, ^bb1(%2 : i32), ^bb2
^bb2:
  llvm.return %0 : i32
}
llvm.func @short(%arg0: i32, %arg1: i1) -> i32 attributes {xlate.phi_order = array<i32: 1, 0, 2, 0>} {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %arg1, ^bb1(%0 : i32), ^bb2
^bb1(%1: i32):
  %2 = llvm.add %1, %arg0 : i32
  %3 = llvm.icmp "slt" %2, %arg0 : i32
  llvm.cond_br %3, ^bb1(%2 : i32), ^bb2
^bb2:
  llvm.return %0 : i32
}
llvm.func @none(%arg0: i32, %arg1: i1) -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %arg1, ^bb1(%0 : i32), ^bb2
^bb1(%1: i32):
  %2 = llvm.add %1, %arg0 : i32
  %3 = llvm.icmp "slt" %2, %arg0 : i32
  llvm.cond_br %3, ^bb1(%2 : i32), ^bb2
^bb2:
  llvm.return %0 : i32
}
// CHECK-LABEL: define i32 @fits
// CHECK: %4 = phi i32 [ 0, %2 ], [ %5, %3 ]
// CHECK-LABEL: define i32 @block
// CHECK: %4 = phi i32 [ %5, %3 ], [ 0, %2 ]
// CHECK-LABEL: define i32 @arg
// CHECK: %4 = phi i32 [ %5, %3 ], [ 0, %2 ]
// CHECK-LABEL: define i32 @count
// CHECK: %4 = phi i32 [ %5, %3 ], [ 0, %2 ]
// CHECK-LABEL: define i32 @twice
// CHECK: %4 = phi i32 [ %5, %3 ], [ 0, %2 ]
// CHECK-LABEL: define i32 @short
// CHECK: %4 = phi i32 [ %5, %3 ], [ 0, %2 ]
// CHECK-LABEL: define i32 @none
// CHECK: %4 = phi i32 [ %5, %3 ], [ 0, %2 ]
