// #llvm.constant_range<iN, lower, upper> is an attribute with fields: its
// bounds are integers of the type's width (beyond 64 bits too), written
// signed by both writers, and read back the same.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm %s | %xlate --import-llvm - | FileCheck %s --check-prefix=MLIR
// RUN: %xlate --to-llvm %s | mlir-translate-22 --import-llvm | FileCheck %s --check-prefix=MLIR

// CHECK: declare range(i8 -1, 3) i8 @f(i128 range(i128 -5, 100000000000000000000000))
// MLIR: llvm.func @f(i128 {llvm.range = #llvm.constant_range<i128, -5, 100000000000000000000000>}) -> (i8 {llvm.range = #llvm.constant_range<i8, -1, 3>})
llvm.func @f(i128 {llvm.range = #llvm.constant_range<i128, -5, 100000000000000000000000>}) -> (i8 {llvm.range = #llvm.constant_range<i8, -1, 3>})
