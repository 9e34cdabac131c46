; RUN: %xlate --llvm-version=19 --import-llvm --generic %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LL
; PHIs become block arguments, forward references resolve, switch cases.

define i32 @loop(i32 %n) {
entry:
  br label %head
; CHECK: "llvm.br"(%{{.*}})[^bb1]
head:
; CHECK: ^bb1(%[[I:.*]]: i32):
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %c = icmp slt i32 %i, %n
; CHECK: "llvm.cond_br"(%{{.*}})[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}>
  br i1 %c, label %body, label %exit
body:
  %next = add i32 %i, 1
  br label %head
exit:
  switch i32 %i, label %d [ i32 1, label %one
                            i32 5, label %d ]
; CHECK: "llvm.switch"{{.*}}case_values = dense<[1, 5]> : vector<2xi32>
one:
  ret i32 1
d:
  ret i32 %i
}
; LL: phi i32 [ %{{.*}}, %{{.*}} ], [ 0, %{{.*}} ]
; LL: switch i32
