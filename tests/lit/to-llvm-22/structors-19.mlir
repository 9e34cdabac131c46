// MLIR 19's llvm.mlir.global_ctors {ctors, priorities} is read whatever
// the version; printed for 22 it gets the data MLIR 22 requires.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=22 %s | FileCheck %s --check-prefix=MLIR
// RUN: %if llvm22 %{ %xlate --llvm-version=22 %s | %mlir-opt-22 | FileCheck %s --check-prefix=MLIR %}

// CHECK: @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @f, ptr null }]
// MLIR: llvm.mlir.global_ctors ctors = [@f], priorities = [1 : i32], data = [#llvm.zero]

llvm.mlir.global_ctors {ctors = [@f], priorities = [1 : i32]}
llvm.func @f() {
  llvm.return
}
