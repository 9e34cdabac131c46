; LLVM 14 out: the incoming pairs of a loop header's phi in clang's order
; where it can be told: entered from a conditional branch (a rotated
; loop's guard), the back edge comes first; entered from an unconditional
; branch, block order.  A join of a conditional branch and the
; unconditional branch of a block after it (an if-then) lists the latter
; first, but for an i1 (clang's && and ||).  (An MLIR import keeps no
; phi order: a phi is a block argument.)
; RUN: %xlate --llvm-version=22 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | FileCheck %s
define i32 @guarded(i32 %n) {
  %1 = icmp sgt i32 %n, 0
  br i1 %1, label %2, label %7
2:
  %3 = phi i32 [ %5, %2 ], [ 0, %0 ]
  %4 = phi i32 [ %6, %2 ], [ 0, %0 ]
  %5 = add i32 %3, 1
  %6 = add i32 %4, %3
  %c = icmp slt i32 %5, %n
  br i1 %c, label %2, label %7
7:
  %8 = phi i32 [ 0, %0 ], [ %6, %2 ]
  ret i32 %8
}

define i32 @plain(i32 %n) {
  br label %1
1:
  %2 = phi i32 [ 0, %0 ], [ %3, %1 ]
  %3 = add i32 %2, 1
  %c = icmp slt i32 %3, %n
  br i1 %c, label %1, label %4
4:
  ret i32 %3
}
define i32 @ifthen(i32 %a, i1 %c) {
  br i1 %c, label %1, label %3
1:
  %2 = add i32 %a, 1
  br label %3
3:
  %4 = phi i32 [ %2, %1 ], [ %a, %0 ]
  %5 = phi i1 [ true, %0 ], [ false, %1 ]
  %6 = zext i1 %5 to i32
  %7 = add i32 %4, %6
  ret i32 %7
}
; CHECK-LABEL: define i32 @guarded
; CHECK: %4 = phi i32 [ %6, %3 ], [ 0, %1 ]
; CHECK-NEXT: %5 = phi i32 [ %7, %3 ], [ 0, %1 ]
; CHECK: phi i32 [ 0, %1 ], [ %7, %3 ]
; CHECK-LABEL: define i32 @plain
; CHECK: %3 = phi i32 [ 0, %1 ], [ %4, %2 ]
; CHECK-LABEL: define i32 @ifthen
; CHECK: %6 = phi i32 [ %4, %3 ], [ %0, %2 ]
; CHECK-NEXT: %7 = phi i1 [ true, %2 ], [ false, %3 ]
