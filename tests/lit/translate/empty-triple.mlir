// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=14 --to-llvm %s | FileCheck %s
// RUN: %if llvm22 %{ %mlir-translate-22 --mlir-to-llvmir %s | FileCheck %s %}
// An empty llvm.target_triple writes no 'target triple' line, as LLVM's
// printer omits an empty triple (xlate wrote 'target triple = ""').
// CHECK: source_filename = "LLVMDialectModule"
// CHECK-NOT: target triple
// CHECK: declare void @f()
module attributes {llvm.target_triple = ""} {
  llvm.func @f()
}
