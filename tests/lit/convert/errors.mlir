// Ops and types the lowering does not handle give located errors naming
// them, and nothing is printed.
// RUN: not %xlate --llvm-version=19 --to-llvm-dialect %S/Inputs/error-tensor.mlir 2>&1 | FileCheck %s --check-prefix=TENSOR
// RUN: not %xlate --llvm-version=19 --to-llvm %S/Inputs/error-vector.mlir 2>&1 | FileCheck %s --check-prefix=VECTOR
// RUN: not %xlate --llvm-version=19 --to-llvm %S/Inputs/error-subview.mlir 2>&1 | FileCheck %s --check-prefix=SUBVIEW
// RUN: not %xlate --llvm-version=19 --to-llvm --use-bare-ptr-memref-call-conv %S/Inputs/error-bare-dynamic.mlir 2>&1 | FileCheck %s --check-prefix=BARE
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %S/Inputs/warn-variadic-ciface.mlir 2>&1 | FileCheck %s --check-prefix=VARIADIC
// RUN: not %xlate --llvm-version=19 --to-llvm %S/Inputs/error-tensor.mlir -o %t.ll
// RUN: not test -e %t.ll

// TENSOR: error-tensor.mlir:2:1: error: failed to legalize operation 'func.func': tensor types cannot be lowered to the llvm dialect (bufferize first)
// TENSOR-NEXT: func.func @f(%t: tensor<4xf32>) {
// TENSOR-NEXT: ^
// TENSOR-NOT: llvm.func

// VECTOR: error-vector.mlir:3:8: error: failed to legalize operation 'vector.splat': the vector dialect is not supported by the lowering to the llvm dialect

// SUBVIEW: error-subview.mlir:3:8: error: failed to legalize operation 'memref.subview': it has no lowering to the llvm dialect (expand its strided metadata first)

// BARE: error-bare-dynamic.mlir:2:1: error: failed to legalize operation 'func.func': the bare pointer calling convention needs memrefs of static shape, strides and offset

// VARIADIC: warn-variadic-ciface.mlir:2:1: warning: C interface for variadic functions is not supported yet: no _mlir_ciface_ wrapper for 'v'
// VARIADIC: llvm.func @v(%arg0: i32, ...) attributes {llvm.emit_c_interface}
// VARIADIC-NOT: _mlir_ciface_v
