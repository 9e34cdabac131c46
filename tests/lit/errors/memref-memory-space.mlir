// A memref memory space that is a type is an error (as mlir-opt-19); one
// the lowering cannot place in an address space is an error there, also
// under the bare pointer convention (which once printed a null type;
// found by the pipeline fuzz target).
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// RUN: not %xlate --llvm-version=19 --to-llvm --use-bare-ptr-memref-call-conv %S/Inputs/memref-string-space.mlir 2>&1 | FileCheck %s --check-prefix=BARE
// CHECK: memref-memory-space.mlir:[[#@LINE+2]]:22: error: unsupported memory space Attribute
// BARE: memref-string-space.mlir:1:1: error: failed to legalize operation 'func.func': its signature has types that cannot be lowered to the llvm dialect
func.func private @f(memref<f32, !p<>>)
