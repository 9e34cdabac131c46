// extractvalue positions must exist in the aggregate type.
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
llvm.func @f(%s: !llvm.struct<(i32, f32)>) -> i32 {
  // CHECK: error-position.mlir:[[@LINE+1]]:8: error: position 2 is out of bounds of its aggregate type
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
  llvm.return %0 : i32
}
