// An attribute or type of a dialect that mlir-opt registers and xlate does
// not read (gpu, spirv, ...) is kept as written by xlate-opt without
// --allow-unregistered-dialect, as mlir-opt keeps it (upstream's
// MemRefToLLVM tests hold #gpu.address_space and #spirv.storage_class);
// only a dialect mlir-opt does not register is its "created with
// unregistered dialect" error.  Which dialects those are is the release's
// list (mlir-opt --show-dialects): xevm is registered by 22, not by 19.
// RUN: %xlate-opt --split-input-file %s | FileCheck %s
// RUN: not %xlate-opt --llvm-version=19 --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=V19
// RUN: not %xlate-opt --llvm-version=19 --split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=V19OUT

func.func @f(%m: memref<4xi32, #gpu.address_space<workgroup>>, %n: memref<4xi32, #spirv.storage_class<StorageBuffer>>) {
  return
}
// CHECK: func.func @f(%arg0: memref<4xi32, #gpu.address_space<workgroup>>, %arg1: memref<4xi32, #spirv.storage_class<StorageBuffer>>) {
// V19OUT: func.func @f(%arg0: memref<4xi32, #gpu.address_space<workgroup>>, %arg1: memref<4xi32, #spirv.storage_class<StorageBuffer>>) {
// V19-NOT: #"gpu"
// V19-NOT: #"spirv"

// -----
"test.op"() {a = #xevm.foo<1>} : () -> ()
// CHECK: "test.op"() {a = #xevm.foo<1>} : () -> ()
// V19: upstream-dialect-attr.mlir:[[@LINE-2]]:24: error: #"xevm"<"foo<1>"> : 'none' attribute created with unregistered dialect.
