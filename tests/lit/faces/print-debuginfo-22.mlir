// What mlir-opt-22 --mlir-print-debuginfo prints (locations named #locN,
// defined at the top and the end) reads back with the same locations.
// REQUIRES: llvm22
// RUN: %mlir-opt-22 --mlir-print-debuginfo %s | %xlate-opt --mlir-print-debuginfo | FileCheck %s

// CHECK: llvm.func @f(%arg0: i32 loc("{{.*}}print-debuginfo-22.mlir":[[@LINE+3]]:14)) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 : i32 loc(fused["a", "b"])
// CHECK-NEXT: llvm.return %0 : i32 loc("{{.*}}print-debuginfo-22.mlir":[[@LINE+3]]:3)
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32 loc(fused["a", "b"])
  llvm.return %0 : i32
}
// CHECK: } loc("{{.*}}print-debuginfo-22.mlir":0:0)
