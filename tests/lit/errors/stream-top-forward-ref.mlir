// A value used ahead of its definition at the top level: the streamed
// parse hands each top-level op over and resets its arena, so such a
// file is parsed as a whole (it once crashed in p_resolve on a freed
// entry).  Found by libFuzzer; the 79-byte input is the last line.
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// RUN: not %xlate --llvm-version=19 --to-llvm %s 2>&1 | FileCheck %s
// RUN: not %xlate --llvm-version=19 --to-llvm-dialect %s 2>&1 | FileCheck %s
// RUN: not %xlate --llvm-version=19 --no-stream --to-llvm %s 2>&1 | FileCheck %s
// CHECK: stream-top-forward-ref.mlir:[[#@LINE+2]]:1: error: expected operation, found end of file
""(%arg2):(memref<f32>)->()""()({""(%r):(index)->i6""(%arg2):(memref<f32>)->f32
