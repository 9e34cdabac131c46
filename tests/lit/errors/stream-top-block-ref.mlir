// A block referenced at the top level: the streamed parse hands each
// top-level op over and resets its arena, so such a file is parsed as a
// whole (the undefined-block check once read a freed entry; found by the
// pipeline fuzz target).
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// RUN: not %xlate --llvm-version=19 --to-llvm %s 2>&1 | FileCheck %s
// CHECK: stream-top-block-ref.mlir:[[#@LINE+1]]:7: error: reference to an undefined block '^n'
cf.br ^n
