// Inside an LLVM struct, a type LLVM can hold is printed in keyword form,
// any other in full, as mlir-opt's dispatchPrint does: a struct that holds
// index (LLVM::isCompatibleType is false) keeps its !llvm. prefix, even
// as the recursive reference to itself.  Checked against mlir-opt-19 and 22.
// RUN: %xlate %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// RUN: %xlate %s | %xlate - | FileCheck %s
// CHECK: func.func private @g(!llvm.struct<"rec2", (index, !llvm.struct<"rec2">)>)
// CHECK: func.func private @h(!llvm.struct<(i32, !llvm.struct<(index)>)>)
// CHECK: llvm.func @k(!llvm.struct<"rec", (ptr, struct<"rec">)>)
func.func private @g(!llvm.struct<"rec2", (index, struct<"rec2">)>)
func.func private @h(!llvm.struct<(i32, struct<(index)>)>)
llvm.func @k(!llvm.struct<"rec", (ptr, struct<"rec">)>)
