// Keywords a custom form does not take are reported.
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
llvm.func @f(%p: !llvm.ptr) -> i32 {
  // CHECK: error-keyword.mlir:[[@LINE+1]]:21: error: unexpected keyword 'atomically'
  %0 = llvm.load %p atomically monotonic : !llvm.ptr -> i32
  llvm.return %0 : i32
}
