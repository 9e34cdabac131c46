// An op with no LLVM IR equivalent is an error at the op, and nothing is
// written.
// RUN: not %xlate --llvm-version=19 --to-llvm --no-verify %S/Inputs/unconverted.mlir -o %t.ll 2>&1 | FileCheck %s
// RUN: not test -e %t.ll

// CHECK: unconverted.mlir:5:8: error: cannot translate 'test.frobnicate' to LLVM IR
