// The bare pointer calling convention gives no _mlir_ciface_ wrappers,
// as mlir-opt-19 (the wrapper of an external function once read operands
// that were never made; found by the pipeline fuzz target).
// RUN: %xlate --llvm-version=19 --to-llvm-dialect --use-bare-ptr-memref-call-conv --emit-c-wrappers %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm --use-bare-ptr-memref-call-conv --emit-c-wrappers %s | FileCheck %s --check-prefix=LL
// CHECK: llvm.func @m0(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK: llvm.func @g(%arg0: !llvm.ptr) attributes {llvm.emit_c_interface}
// CHECK-NOT: _mlir_ciface_
// LL: declare void @m0(ptr)
// LL-NOT: _mlir_ciface_
func.func private @m0(memref<f32>)
func.func @g(%m: memref<2xf32>) {
  return
}
