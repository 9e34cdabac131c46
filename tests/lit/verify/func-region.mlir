// RUN: not %xlate %s 2>&1 | FileCheck %s
// RUN: %xlate --no-verify --emit-c-wrappers --to-llvm %s | FileCheck --check-prefix=LL %s
// func.func and llvm.func hold one region (mlir-opt's 'requires one
// region'); unverified, a func.func without it was lowered with its C
// wrapper's body pushed into the region it does not have (UBSan: applying
// zero offset to null pointer, conv/func.c; a campaign finding at 849ef61,
// pipeline target, run 77,612).  It is now left a declaration.
"func.func"() <{function_type = () -> (), sym_name = "pub"}> : () -> ()
// CHECK: func-region.mlir:8:1: error: 'func.func' op requires one region
// LL: declare void @_mlir_ciface_pub()
