// A generic llvm.call with MLIR 20+'s operandSegmentSizes is checked
// against its callee as any other (mlir-opt-22's error); the segments
// were taken for operand bundles and the call went unchecked, so its
// custom form printed what xlate then refused (fuzz finding 86, make
// check's roundtrip smoke on a seed of faces/generic-read-22.mlir).
// RUN: not %xlate %s 2>&1 | FileCheck %s
// CHECK: call-generic-segments.mlir:[[@LINE+3]]:8: error: 'llvm.call' op result type mismatch: 'i32' != 'i44'
llvm.func @g(i32) -> i44
llvm.func @f(%a: i32) -> i32 {
  %0 = "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g,
         fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}>
         : (i32) -> i32
  llvm.return %0 : i32
}
