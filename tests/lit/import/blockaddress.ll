; blockaddress constants become llvm.blockaddress naming tag <id = N> (N is
; LLVM's number of the block: creation order, blocks addressed before their
; function first) and the block starts with llvm.blocktag; indirectbr
; becomes llvm.indirectbr, PHIs in its targets successor operands.
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | llvm-as -o /dev/null

; CHECK:      llvm.mlir.global private @g()
; CHECK-NEXT:   %0 = llvm.blockaddress <function = @fn, tag = <id = 0>> : !llvm.ptr
; CHECK-LABEL: llvm.func @fn() {
; CHECK:      ^bb1:
; CHECK-NEXT:   llvm.blocktag <id = 0>
; CHECK-NEXT:   llvm.return
; CHECK-LABEL: llvm.func @blockaddr0() -> !llvm.ptr {
; CHECK-NEXT:   %0 = llvm.blockaddress <function = @blockaddr0, tag = <id = 1>> : !llvm.ptr
; CHECK:      ^bb1:
; CHECK-NEXT:   llvm.blocktag <id = 1>
; CHECK-NEXT:   llvm.return %0 : !llvm.ptr
; CHECK-LABEL: llvm.func @basic(%arg0: !llvm.ptr) -> i32 {
; CHECK:        llvm.indirectbr %arg0 : !llvm.ptr, [
; CHECK-NEXT:   ^bb1,
; CHECK-NEXT:   ^bb2
; CHECK-NEXT:   ]
; CHECK-LABEL: llvm.func @test_indirectbr() {
; CHECK-NEXT:   %0 = llvm.blockaddress <function = @test_indirectbr, tag = <id = 1>> : !llvm.ptr
; CHECK:        llvm.indirectbr %{{[0-9]+}} : !llvm.ptr, [
; CHECK-NEXT:   ^bb1
; CHECK-NEXT:   ]
; CHECK-NEXT: ^bb1:
; CHECK-NEXT:   llvm.blocktag <id = 1>
; CHECK-LABEL: llvm.func @test_indirectbr_phi(
; CHECK:        %1 = llvm.blockaddress <function = @test_indirectbr_phi, tag = <id = 1>> : !llvm.ptr
; CHECK-NEXT:   %2 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:   %3 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:   %4 = llvm.select %0, %1, %arg0 : i1, !llvm.ptr
; CHECK-NEXT:   llvm.indirectbr %4 : !llvm.ptr, [
; CHECK-NEXT:   ^bb1,
; CHECK-NEXT:   ^bb2(%2 : i32)
; CHECK-NEXT:   ]
; CHECK:        llvm.indirectbr %5 : !llvm.ptr, [
; CHECK-NEXT:   ^bb2(%3 : i32),
; CHECK-NEXT:   ^bb3
; CHECK-NEXT:   ]
; CHECK:      ^bb3:
; CHECK-NEXT:   llvm.blocktag <id = 1>

@g = private global ptr blockaddress(@fn, %bb1)
define void @fn() {
  br label %bb1
bb1:
  ret void
}

define ptr @blockaddr0() {
  br label %bb1
bb1:
  ret ptr blockaddress(@blockaddr0, %bb1)
}

define i32 @basic(ptr %dst) {
  indirectbr ptr %dst, [label %bb1, label %bb2]
bb1:
  ret i32 0
bb2:
  ret i32 1
}

@addr = global ptr null

define void @test_indirectbr() {
  store ptr blockaddress(@test_indirectbr, %block), ptr @addr
  %val = load ptr, ptr @addr
  indirectbr ptr %val, [label %block]
block:
  ret void
}

declare i32 @callee(ptr %a, i32 %v, i32 %p)

define i32 @test_indirectbr_phi(ptr %address, ptr %a, ptr %b, i32 %v) {
entry:
  %dest = select i1 poison, ptr blockaddress(@test_indirectbr_phi, %end), ptr %address
  indirectbr ptr %dest, [label %head, label %tail]

head:
  %dest2 = select i1 poison, ptr blockaddress(@test_indirectbr_phi, %end), ptr %address
  indirectbr ptr %dest2, [label %tail, label %end]

tail:
  %p = phi i32 [1, %entry], [2, %head]
  %r = call i32 @callee(ptr %a, i32 %v, i32 %p)
  ret i32 %r

end:
  ret i32 %v
}
