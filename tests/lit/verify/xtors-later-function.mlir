// RUN: not %xlate %s 2>&1 | FileCheck %s
// RUN: not %xlate --no-stream %s 2>&1 | FileCheck %s
// RUN: not %xlate --to-llvm %s -o %t.ll 2>&1 | FileCheck %s
// RUN: not test -e %t.ll
// The functions llvm.mlir.global_ctors/dtors name are checked when they
// come after the op too: streamed, they were not checked at all, and a run
// that --no-stream failed succeeded (a pipeline campaign finding at
// a0a28ae, run 325,144).
// CHECK: xtors-later-function.mlir:[[@LINE+1]]:1: error: 'llvm.mlir.global_ctors' op 'g' does not have a definition
llvm.mlir.global_ctors ctors = [@f, @g], priorities = [1 : i32, 2 : i32]
// CHECK: xtors-later-function.mlir:[[@LINE+1]]:1: error: 'llvm.mlir.global_dtors' op 'nowhere' does not reference a valid LLVM function
llvm.mlir.global_dtors dtors = [@nowhere], priorities = [1 : i32]
llvm.func @f() {
  llvm.return
}
llvm.func @g()
