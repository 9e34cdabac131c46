// llvm.mlir.global_ctors / global_dtors: MLIR 20+'s `ctors = [..],
// priorities = [..], data = [..]` form and 19's dictionary are both read;
// 22 prints the new form (data filled with #llvm.zero when the input had
// none), 19 the generic one as before; mlir-translate-22 writes an empty
// list as a [0 x ...] array and every data element as null.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=V19
// RUN: %xlate --llvm-version=22 %s | FileCheck %s --check-prefix=MLIR
// RUN: %xlate --llvm-version=22 %s | %xlate --to-llvm - | FileCheck %s
// RUN: %if llvm22 %{ %xlate --llvm-version=22 %s | %mlir-opt-22 | FileCheck %s --check-prefix=MLIR %}

// CHECK: @llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
// CHECK: @llvm.global_dtors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @f, ptr null }, { i32, ptr, ptr } { i32 2, ptr @g, ptr null }]
// V19-NOT: @llvm.global_ctors
// V19: @llvm.global_dtors = appending global [2 x

// MLIR: llvm.mlir.global_ctors ctors = [], priorities = [], data = []
// MLIR: llvm.mlir.global_dtors dtors = [@f, @g], priorities = [1 : i32, 2 : i32], data = [#llvm.zero, @d] {x = 1 : i64}

llvm.mlir.global_ctors ctors = [], priorities = [], data = []
llvm.mlir.global_dtors dtors = [@f, @g], priorities = [1 : i32, 2 : i32], data = [#llvm.zero, @d] {x = 1}
llvm.mlir.global @d(0 : i32) : i32
llvm.func @f() {
  llvm.return
}
llvm.func @g() {
  llvm.return
}
