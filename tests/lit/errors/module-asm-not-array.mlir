// RUN: not %xlate --to-llvm %s -o %t.ll 2>&1 | FileCheck %s
// RUN: not test -e %t.ll
// RUN: not %xlate --no-verify --to-llvm %s 2>&1 | FileCheck %s
// RUN: not %xlate --no-verify --no-stream --to-llvm %s 2>&1 | FileCheck %s
// The module's header is checked as it is printed: a streamed run reported
// the error and still exited 0 with its output (--no-stream exited 1: a
// pipeline campaign finding at 6038f1e, run 564,296).
// CHECK: module-asm-not-array.mlir:[[@LINE+1]]:1: error: expected an array attribute for a module level asm
module attributes {llvm.module_asm = "foo"} {}
