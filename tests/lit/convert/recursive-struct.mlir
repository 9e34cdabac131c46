// An identified struct that contains itself: the type conversion once
// recursed until the stack ran out (found by the pipeline fuzz target).
// One whose body needs no conversion stays; one whose body would change
// is a located error (mlir-opt-19 makes _Converted.rec2 refer to itself).
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %S/Inputs/recursive-struct-ok.mlir | FileCheck %s --check-prefix=OK
// RUN: not %xlate --llvm-version=19 --to-llvm-dialect %s 2>&1 | FileCheck %s
// RUN: not %xlate --llvm-version=19 --to-llvm-dialect --no-stream %s 2>&1 | FileCheck %s
// OK: llvm.func @f(!llvm.struct<"rec", (ptr, struct<"rec">)>)
// CHECK: recursive-struct.mlir:[[#@LINE+1]]:1: error: failed to legalize operation 'func.func': its signature has types that cannot be lowered to the llvm dialect
func.func private @g(!llvm.struct<"rec2", (index, struct<"rec2">)>)
