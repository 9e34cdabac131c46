// RUN: not %xlate %s 2>&1 | FileCheck %s
// RUN: not %xlate --no-verify --emit-c-wrappers --to-llvm %s 2>&1 | FileCheck --check-prefix=LL %s
// func.func and llvm.func hold one region (mlir-opt's 'requires one
// region'); unverified, a func.func without it was lowered with its C
// wrapper's body pushed into the region it does not have (UBSan: applying
// zero offset to null pointer, conv/func.c; a campaign finding at 849ef61,
// pipeline target, run 77,612).  The lowering refuses it (the op table's
// counts, op_arity_ok).
"func.func"() <{function_type = () -> (), sym_name = "pub"}> : () -> ()
// CHECK: func-region.mlir:9:1: error: 'func.func' op requires one region
// LL: func-region.mlir:9:1: error: failed to legalize operation 'func.func': requires one region
