// What mlir-opt-22 --mlir-print-debuginfo prints (locations named #locN,
// defined at the top and the end) reads back with the same locations, and
// prints again as mlir-opt-22 prints it.
// REQUIRES: llvm22
// RUN: %mlir-opt-22 --mlir-print-debuginfo %s > %t.22.mlir
// RUN: %xlate-opt --mlir-print-debuginfo %t.22.mlir | FileCheck %s
// RUN: %mlir-opt-22 --mlir-print-debuginfo %t.22.mlir > %t.ref
// RUN: %xlate-opt --mlir-print-debuginfo %t.22.mlir | diff %t.ref -

// CHECK: #[[ARG:loc[0-9]+]] = loc("{{.*}}print-debuginfo-22.mlir":[[@LINE+7]]:14)
// CHECK: llvm.func @f(%arg0: i32 loc("{{.*}}print-debuginfo-22.mlir":[[@LINE+6]]:14)) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 : i32 loc(#[[FUSED:loc[0-9]+]])
// CHECK-NEXT: llvm.return %0 : i32 loc(#[[RET:loc[0-9]+]])
// CHECK: {{^}}} loc(#[[MOD:loc[0-9]*]])
// CHECK-DAG: #[[MOD]] = loc("{{.*}}print-debuginfo-22.mlir":0:0)
// CHECK-DAG: #[[FUSED]] = loc(fused[#{{loc[0-9]+}}, #{{loc[0-9]+}}])
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32 loc(fused["a", "b"])
  llvm.return %0 : i32
}
