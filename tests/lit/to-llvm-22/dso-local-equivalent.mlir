// llvm.dso_local_equivalent @f (MLIR 20+) is read, re-printed, and
// written as the constant dso_local_equivalent @f, in constant
// expressions and as a callee.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=22 %s | FileCheck %s --check-prefix=MLIR
// RUN: %xlate --llvm-version=22 %s | %xlate --to-llvm - | FileCheck %s

// CHECK: @const = dso_local constant i32 trunc (i64 sub (i64 ptrtoint (ptr dso_local_equivalent @extern_func to i64), i64 ptrtoint (ptr @const to i64)) to i32)
// CHECK: %2 = call noundef i32 dso_local_equivalent @extern_func()
// CHECK: store ptr dso_local_equivalent @extern_func, ptr %0, align 8
// MLIR: %2 = llvm.dso_local_equivalent @extern_func : !llvm.ptr
// MLIR: %0 = llvm.dso_local_equivalent @extern_func : !llvm.ptr

llvm.mlir.global external constant @const() {addr_space = 0 : i32, dso_local} : i32 {
  %0 = llvm.mlir.addressof @const : !llvm.ptr
  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
  %2 = llvm.dso_local_equivalent @extern_func : !llvm.ptr
  %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
  %4 = llvm.sub %3, %1 : i64
  %5 = llvm.trunc %4 : i64 to i32
  llvm.return %5 : i32
}
llvm.func @extern_func() -> i32
llvm.func @call_extern_func(%p: !llvm.ptr) {
  %0 = llvm.dso_local_equivalent @extern_func : !llvm.ptr
  %1 = llvm.call %0() : !llvm.ptr, () -> (i32 {llvm.noundef})
  llvm.store %0, %p {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.return
}
