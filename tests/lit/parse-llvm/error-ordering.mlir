// Atomic orderings are checked.
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
llvm.func @f(%p: !llvm.ptr, %v: i32) -> i32 {
  // CHECK: error-ordering.mlir:[[@LINE+1]]:34: error: expected an atomic ordering
  %0 = llvm.atomicrmw add %p, %v sequential : !llvm.ptr, i32
  llvm.return %0 : i32
}
