; RUN: %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | llvm-as -o /dev/null
; RUN: %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | llvm-as -o /dev/null
; Blocks unreachable from the entry are kept, in source order: their edges
; into reachable PHIs carry operands, and their constants are materialized
; with the others at the entry.  Only where mlir-translate-19 could not
; export them (a value used before its definition in its block order, as
; in @self_use) are a function's unreachable blocks dropped, with the
; summary warning.

; CHECK: warning: dropped what MLIR's LLVM dialect does not model here: unreachable blocks that use values before defining them
; CHECK-LABEL: llvm.func @self_use(%arg0: f32) {
; CHECK-NEXT:    llvm.return
; CHECK-NEXT:  }
define void @self_use(float %0) {
.entry:
  ret void

unreachable:
  %1 = fadd float %0, %1
  br label %unreachable
}

; CHECK-LABEL: llvm.func @phis(%arg0: i32, %arg1: i1) -> i32 {
; CHECK-NEXT:    %0 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:    %1 = llvm.mlir.constant(12 : i32) : i32
; CHECK-NEXT:    %2 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:    %3 = llvm.mlir.constant(10 : i32) : i32
; CHECK-NEXT:    %4 = llvm.mlir.constant(99 : i32) : i32
; CHECK-NEXT:    %5 = llvm.mlir.constant(12345 : i64) : i64
; CHECK-NEXT:    %6 = llvm.mlir.constant(13 : i32) : i32
; CHECK-NEXT:    %7 = llvm.mlir.constant(7 : i32) : i32
; CHECK-NEXT:    %8 = llvm.mlir.constant(11 : i32) : i32
; CHECK-NEXT:    llvm.cond_br %arg1, ^bb1, ^bb3
; CHECK-NEXT:  ^bb1:  // pred: ^bb0
; CHECK-NEXT:    llvm.br ^bb5(%2, %3 : i32, i32)
; CHECK-NEXT:  ^bb2:  // pred: ^bb2
; CHECK-NEXT:    %9 = llvm.sub %4, %arg0 : i32
; CHECK-NEXT:    llvm.call @use(%5) : (i64) -> ()
; CHECK-NEXT:    llvm.switch %9 : i32, ^bb4 [
; CHECK-NEXT:      3: ^bb5(%9, %6 : i32, i32),
; CHECK-NEXT:      5: ^bb5(%9, %6 : i32, i32),
; CHECK-NEXT:      4: ^bb2
; CHECK-NEXT:    ]
; CHECK-NEXT:  ^bb3:  // pred: ^bb0
; CHECK-NEXT:    llvm.br ^bb5(%0, %1 : i32, i32)
; CHECK-NEXT:  ^bb4:  // pred: ^bb2
; CHECK-NEXT:    %10 = llvm.mul %arg0, %7 : i32
; CHECK-NEXT:    %11 = llvm.add %10, %9 : i32
; CHECK-NEXT:    llvm.br ^bb5(%11, %8 : i32, i32)
; CHECK-NEXT:  ^bb5(%12: i32, %13: i32):  // 5 preds: ^bb1, ^bb2, ^bb2, ^bb3, ^bb4
; CHECK-NEXT:    llvm.return %12 : i32
; CHECK-NEXT:  ^bb6:  // no predecessors
; CHECK-NEXT:    llvm.unreachable
; CHECK-NEXT:  }
declare void @use(i64)

define i32 @phis(i32 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
dead2:
  %dd = sub i32 99, %x
  call void @use(i64 12345)
  switch i32 %dd, label %dead1 [ i32 3, label %join
                                 i32 5, label %join
                                 i32 4, label %dead2 ]
b:
  br label %join
dead1:
  %d = mul i32 %x, 7
  %e = add i32 %d, %dd
  br label %join
join:
  %p = phi i32 [ 1, %a ], [ %e, %dead1 ], [ 2, %b ], [ %dd, %dead2 ], [ %dd, %dead2 ]
  %q = phi i32 [ 10, %a ], [ 11, %dead1 ], [ 12, %b ], [ 13, %dead2 ], [ 13, %dead2 ]
  ret i32 %p
dead3:
  unreachable
}
