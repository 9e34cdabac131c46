// blockaddress constants name the label number of the tagged block, in
// global initializers and in function bodies; blocktag prints nothing;
// indirectbr successor operands become phis.
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null

// CHECK: @g = private global ptr blockaddress(@fn, %1)
llvm.mlir.global private @g() {addr_space = 0 : i32, dso_local} : !llvm.ptr {
  %0 = llvm.blockaddress <function = @fn, tag = <id = 0>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK-LABEL: define void @fn() {
// CHECK-NEXT:   br label %1
// CHECK:      1:
// CHECK-NEXT:   ret void
llvm.func @fn() {
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 0>
  llvm.return
}

// CHECK-LABEL: define ptr @blockaddr0() {
// CHECK:   ret ptr blockaddress(@blockaddr0, %1)
llvm.func @blockaddr0() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @blockaddr0, tag = <id = 1>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
}

// CHECK-LABEL: define i32 @ib0(ptr %0, i32 %1, i32 %2) {
// CHECK-NEXT:   indirectbr ptr %0, [label %4, label %6]
// CHECK:      4:
// CHECK-NEXT:   %5 = phi i32 [ %1, %3 ]
// CHECK:      6:
// CHECK-NEXT:   %7 = phi i32 [ %2, %3 ]
// CHECK-NEXT:   %8 = phi i32 [ %1, %3 ]
llvm.func @ib0(%dest : !llvm.ptr, %arg0 : i32, %arg1 : i32) -> i32 {
  llvm.indirectbr %dest : !llvm.ptr, [
  ^head(%arg0 : i32),
  ^tail(%arg1, %arg0 : i32, i32)
  ]
^head(%r0 : i32):
  llvm.return %r0 : i32
^tail(%r1 : i32, %r2 : i32):
  %r = llvm.add %r1, %r2 : i32
  llvm.return %r : i32
}
