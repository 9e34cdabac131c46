// Function bodies: blocks keep their order, block arguments become PHI
// nodes, repeated successors with arguments get a split block (as
// mlir-translate's ensureDistinctSuccessors does), values are numbered
// densely (arguments, blocks and instructions).
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null

llvm.func @body(i64)

// CHECK-LABEL: define void @loop(i64 %0) {
// CHECK-NEXT:    br label %2
// CHECK-EMPTY:
// CHECK-NEXT:  2:
// CHECK-NEXT:    %3 = phi i64 [ %6, %5 ], [ 0, %1 ]
// CHECK-NEXT:    %4 = icmp slt i64 %3, %0
// CHECK-NEXT:    br i1 %4, label %5, label %7
// CHECK-EMPTY:
// CHECK-NEXT:  5:
// CHECK-NEXT:    call void @body(i64 %3)
// CHECK-NEXT:    %6 = add i64 %3, 1
// CHECK-NEXT:    br label %2
// CHECK-EMPTY:
// CHECK-NEXT:  7:
// CHECK-NEXT:    ret void
// CHECK-NEXT:  }
llvm.func @loop(%n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^head(%c0 : i64)
^head(%i: i64):
  %cond = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %cond, ^body, ^exit
^body:
  llvm.call @body(%i) : (i64) -> ()
  %next = llvm.add %i, %c1 : i64
  llvm.br ^head(%next : i64)
^exit:
  llvm.return
}

// A block listed before the block that dominates it keeps its place.
// CHECK-LABEL: define i32 @order(i32 %0) {
// CHECK-NEXT:    br label %4
// CHECK-EMPTY:
// CHECK-NEXT:  2:
// CHECK-NEXT:    %3 = add i32 %5, 1
// CHECK-NEXT:    ret i32 %3
// CHECK-EMPTY:
// CHECK-NEXT:  4:
// CHECK-NEXT:    %5 = mul i32 %0, %0
// CHECK-NEXT:    br label %2
llvm.func @order(%a: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^second
^first:
  %s = llvm.add %m, %one : i32
  llvm.return %s : i32
^second:
  %m = llvm.mul %a, %a : i32
  llvm.br ^first
}

// CHECK-LABEL: define void @split(i1 %0, i32 %1, i32 %2) {
// CHECK-NEXT:    br i1 %0, label %4, label %6
// CHECK-EMPTY:
// CHECK-NEXT:  4:
// CHECK-NEXT:    %5 = phi i32 [ %7, %6 ], [ %1, %3 ]
// CHECK-NEXT:    ret void
// CHECK-EMPTY:
// CHECK-NEXT:  6:
// CHECK-NEXT:    %7 = phi i32 [ %2, %3 ]
// CHECK-NEXT:    br label %4
llvm.func @split(%c: i1, %a: i32, %b: i32) {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  llvm.return
}

// CHECK-LABEL: define void @switch_split(i32 %0, float %1, float %2) {
// CHECK-NEXT:    switch i32 %0, label %4 [
// CHECK-NEXT:      i32 -1, label %6
// CHECK-NEXT:      i32 108, label %9
// CHECK-NEXT:      i32 106, label %11
// CHECK-NEXT:    ]
// CHECK-EMPTY:
// CHECK-NEXT:  4:
// CHECK-NEXT:    %5 = phi float [ %1, %3 ]
// CHECK-NEXT:    ret void
// CHECK-EMPTY:
// CHECK-NEXT:  6:
// CHECK-NEXT:    %7 = phi float [ {{.*}} ]
// CHECK-NEXT:    %8 = fadd float %7, %7
// CHECK-NEXT:    ret void
// CHECK-EMPTY:
// CHECK-NEXT:  9:
// CHECK-NEXT:    %10 = phi float [ %2, %3 ]
// CHECK-NEXT:    br label %6
// CHECK-EMPTY:
// CHECK-NEXT:  11:
// CHECK-NEXT:    %12 = phi float [ %1, %3 ]
// CHECK-NEXT:    br label %6
llvm.func @switch_split(%cond : i32, %arg1: f32, %arg2: f32) {
  llvm.switch %cond : i32, ^bb1(%arg1: f32) [
    -1: ^bb2(%arg1: f32),
    108: ^bb2(%arg2: f32),
    106: ^bb2(%arg1: f32)
  ]
^bb1(%x: f32):
  llvm.return
^bb2(%y: f32):
  %z = llvm.fadd %y, %y : f32
  llvm.return
}
