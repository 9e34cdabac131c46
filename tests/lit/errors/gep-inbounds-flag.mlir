// MLIR 20+'s generic GEP flags: noWrapFlags 1 (inboundsFlag without nusw)
// is mlir-opt-22's verifier error, at the op; 3 is inbounds.
// RUN: not %xlate %s 2>&1 | FileCheck %s
// CHECK: gep-inbounds-flag.mlir:[[@LINE+2]]:8: error: 'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.
llvm.func @f(%p: !llvm.ptr) {
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, noWrapFlags = 1 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}
