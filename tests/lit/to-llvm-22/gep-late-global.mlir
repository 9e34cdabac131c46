// A constant GEP in a function body on a global defined after the
// function: LLVM's folder infers inbounds nuw from the global's size
// (GT_GEP_I8), so a streamed function that meets it is printed with the
// whole module instead: streamed and --no-stream outputs are the same.
// So is a global's initializer on a later global (--no-stream knows the
// sizes of all globals before it prints any).
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm - < %s | FileCheck %s
// RUN: %xlate --to-llvm %s > %t.stream.ll
// RUN: %xlate --to-llvm --no-stream %s > %t.whole.ll
// RUN: diff %t.stream.ll %t.whole.ll
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=V19

// CHECK: @before = global ptr getelementptr inbounds nuw (i8, ptr @late, i64 5)
// CHECK: define ptr @early()
// CHECK-NEXT: ret ptr getelementptr inbounds nuw (i8, ptr @g, i64 7)
// CHECK: define ptr @h()
// CHECK-NEXT: ret ptr getelementptr inbounds nuw (i8, ptr @late, i64 3)
// CHECK: define ptr @past()
// CHECK-NEXT: ret ptr getelementptr (i8, ptr @late, i64 17)
// V19: ret ptr getelementptr ([16 x i8], ptr @late, i32 0, i32 3)

llvm.mlir.global external @g(dense<0> : tensor<16xi8>) : !llvm.array<16 x i8>
llvm.mlir.global external @before() : !llvm.ptr {
  %0 = llvm.mlir.addressof @late : !llvm.ptr
  %1 = llvm.getelementptr %0[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i8>
  llvm.return %1 : !llvm.ptr
}
llvm.func @early() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.getelementptr %0[0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i8>
  llvm.return %1 : !llvm.ptr
}
llvm.func @h() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @late : !llvm.ptr
  %1 = llvm.getelementptr %0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i8>
  llvm.return %1 : !llvm.ptr
}
llvm.func @past() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @late : !llvm.ptr
  %1 = llvm.getelementptr %0[1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x i8>
  llvm.return %1 : !llvm.ptr
}
llvm.mlir.global external @late(dense<0> : tensor<16xi8>) : !llvm.array<16 x i8>
