; --keep-ll-extras: the import keeps each phi's order of incoming pairs,
; which a block argument cannot hold, as the function's xlate.phi_order
; (array<i32: block, argument, N, edge...>: a record for each phi not in
; edge order, the edges into a block being its predecessors' successors in
; block order, then successor order; an empty array when all are), which
; MLIR's tools ignore and --llvm-version=14 --to-llvm writes back, here
; against its guesses (ll14-phi-loop-14.ll): a loop header entered from a
; conditional branch in block order, two phis of one block in two orders,
; a switch's two edges into one block.  Without the option nothing
; changes; 19 and 22 ignore the attribute (mlir-translate's order).
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s | FileCheck %s --check-prefix=MLIR
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | FileCheck %s
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | llvm-as-14 -o /dev/null
; RUN: %xlate --llvm-version=22 --import-llvm %s | FileCheck %s --check-prefix=NOKEEP
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=V19
define i32 @guarded(i32 %n) {
  %1 = icmp sgt i32 %n, 0
  br i1 %1, label %2, label %7
2:
  %3 = phi i32 [ 0, %0 ], [ %5, %2 ]
  %4 = phi i32 [ %6, %2 ], [ 0, %0 ]
  %5 = add i32 %3, 1
  %6 = add i32 %4, %3
  %c = icmp slt i32 %5, %n
  br i1 %c, label %2, label %7
7:
  %8 = phi i32 [ %6, %2 ], [ 0, %0 ]
  ret i32 %8
}

define i32 @inorder(i32 %n) {
  br label %1
1:
  %2 = phi i32 [ 0, %0 ], [ %3, %1 ]
  %3 = add i32 %2, 1
  %c = icmp slt i32 %3, %n
  br i1 %c, label %1, label %4
4:
  ret i32 %3
}

define i32 @switch(i32 %x) {
  switch i32 %x, label %3 [ i32 1, label %1
                            i32 2, label %2
                            i32 3, label %1 ]
1:
  br label %3
2:
  br label %3
3:
  %4 = phi i32 [ 7, %2 ], [ 5, %1 ], [ %x, %0 ]
  ret i32 %4
}
; MLIR-LABEL: llvm.func @guarded
; MLIR-SAME: attributes {xlate.phi_order = array<i32: 1, 1, 2, 1, 0, 2, 0, 2, 1, 0>}
; MLIR-LABEL: llvm.func @inorder
; MLIR-SAME: attributes {xlate.phi_order = array<i32>}
; MLIR-LABEL: llvm.func @switch
; MLIR-SAME: attributes {xlate.phi_order = array<i32: 3, 0, 3, 2, 1, 0>}
; CHECK-LABEL: define i32 @guarded
; CHECK: %4 = phi i32 [ 0, %1 ], [ %6, %3 ]
; CHECK-NEXT: %5 = phi i32 [ %7, %3 ], [ 0, %1 ]
; CHECK: %10 = phi i32 [ %7, %3 ], [ 0, %1 ]
; CHECK-LABEL: define i32 @inorder
; CHECK: %3 = phi i32 [ 0, %1 ], [ %4, %2 ]
; CHECK-LABEL: define i32 @switch
; CHECK: %5 = phi i32 [ 7, %3 ], [ 5, %2 ], [ %0, %1 ]
; NOKEEP-NOT: xlate.
; V19-LABEL: define i32 @guarded
; V19: phi i32 [ %6, %3 ], [ 0, %1 ]
; V19-NEXT: phi i32 [ %7, %3 ], [ 0, %1 ]
