; Constants at the function entry come in the order mlir-translate-19 makes
; them (checked against its output): blocks in reverse post-order, a PHI's
; incoming values with the predecessor's terminator, an aggregate's
; elements (the last first) before the undef they are inserted into.
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %s | FileCheck %s

; CHECK:   llvm.func @f(%arg0: !llvm.ptr, %arg1: i1) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(9 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.constant(7 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
; CHECK-NEXT:     %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(i32, i64)> 
; CHECK-NEXT:     %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<(i32, i64)> 
; CHECK-NEXT:     %5 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %6 = llvm.mlir.constant(100 : i32) : i32
; CHECK-NEXT:     %7 = llvm.mlir.constant(4 : i32) : i32
; CHECK-NEXT:     %8 = llvm.mlir.constant(12 : i32) : i32
; CHECK-NEXT:     %9 = llvm.mlir.constant(11 : i32) : i32
; CHECK-NEXT:     %10 = llvm.mlir.constant(13 : i32) : i32
; CHECK-NEXT:     %11 = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT:     llvm.store %4, %arg0 {alignment = 4 : i64} : !llvm.struct<(i32, i64)>, !llvm.ptr
; CHECK-NEXT:     llvm.br ^bb1(%5 : i32)
; CHECK-NEXT:   ^bb1(%12: i32):  // 2 preds: ^bb0, ^bb2
; CHECK-NEXT:     %13 = llvm.icmp "slt" %12, %6 : i32
; CHECK-NEXT:     llvm.cond_br %13, ^bb2, ^bb3
; CHECK-NEXT:   ^bb2:  // pred: ^bb1
; CHECK-NEXT:     %14 = llvm.add %12, %11 : i32
; CHECK-NEXT:     llvm.br ^bb1(%14 : i32)
; CHECK-NEXT:   ^bb3:  // pred: ^bb1
; CHECK-NEXT:     %15 = llvm.add %12, %7 : i32
; CHECK-NEXT:     llvm.cond_br %arg1, ^bb4, ^bb5(%8 : i32)
; CHECK-NEXT:   ^bb4:  // pred: ^bb3
; CHECK-NEXT:     llvm.store %9, %arg0 {alignment = 4 : i64} : i32, !llvm.ptr
; CHECK-NEXT:     llvm.br ^bb5(%10 : i32)
; CHECK-NEXT:   ^bb5(%16: i32):  // 2 preds: ^bb3, ^bb4
; CHECK-NEXT:     llvm.return %16 : i32
; CHECK-NEXT:   }

define i32 @f(ptr %p, i1 %c) {
entry:
  store { i32, i64 } { i32 7, i64 9 }, ptr %p, align 4
  br label %cond
cond:
  %i = phi i32 [ 1, %entry ], [ %n, %body ]
  %t = icmp slt i32 %i, 100
  br i1 %t, label %body, label %end
body:
  %n = add i32 %i, 3
  br label %cond
end:
  %r = add i32 %i, 4
  br i1 %c, label %a, label %b
a:
  store i32 11, ptr %p, align 4
  br label %b
b:
  %x = phi i32 [ 12, %end ], [ 13, %a ]
  ret i32 %x
}
