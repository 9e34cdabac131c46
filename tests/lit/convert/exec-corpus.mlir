// The lowering examples of corpus/ run with lli.
// REQUIRES: lli
// RUN: %xlate --llvm-version=19 --to-llvm %corpus/lowering-memref.mlir -o %t.memref.ll
// RUN: lli %t.memref.ll | FileCheck %s --check-prefix=MEMREF
// RUN: %xlate --llvm-version=19 --to-llvm %corpus/lowering-calls.mlir -o %t.calls.ll
// RUN: lli %t.calls.ll | FileCheck %s --check-prefix=CALLS
// RUN: %xlate --llvm-version=19 --to-llvm %corpus/demo.mlir -o %t.demo.ll
// RUN: lli %t.demo.ll | FileCheck %s --check-prefix=DEMO

// MEMREF: row sums 6 60 600, column 1 sum 222, trace 321
// CALLS: divmod 9 2, rank 2, size 4, indirect 18, ceil 3
// DEMO: sum of squares below 10 = 285
