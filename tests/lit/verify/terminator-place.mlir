// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck %s
// RUN: not %xlate %S/Inputs/top-level-terminator.mlir 2>&1 | FileCheck --check-prefix=TERM %s
// RUN: not %xlate --no-stream %S/Inputs/top-level-terminator.mlir 2>&1 | FileCheck --check-prefix=TERM %s
// RUN: not %xlate --to-llvm %S/Inputs/top-level-terminator.mlir 2>&1 | FileCheck --check-prefix=TERM %s
// RUN: %xlate %S/Inputs/module-last-return.mlir | FileCheck --check-prefix=LAST %s
// RUN: %xlate --to-llvm %S/Inputs/module-last-return.mlir | FileCheck --check-prefix=LL %s
// A terminator at the top level must be the last op of the module's block:
// streamed, the op after it had not been read when it was verified, and
// the module was printed with exit 0 where --no-stream gave the error (a
// pipeline campaign finding at 4490e6b, run 1,041,205).  A module's body
// has no implicit terminator: its last op is printed even when it is one
// (it was left out), and --to-llvm skips it, as mlir-translate-22 does
// (it was 'cannot translate').  func.return and memref.alloca_scope.return must be
// in their parent op (HasParent), as mlir-opt-22 checks.
llvm.return
llvm.func @g()
// CHECK: terminator-place.mlir:[[@LINE-2]]:1: error: 'llvm.return' op must be the last operation in the parent block

// -----
func.return
// CHECK: terminator-place.mlir:[[@LINE-1]]:1: error: 'func.return' op expects parent op 'func.func'

// -----
llvm.func @h() {
  func.return
}
// CHECK: terminator-place.mlir:[[@LINE-2]]:3: error: 'func.return' op expects parent op 'func.func'

// -----
func.func @k() {
  memref.alloca_scope.return
}
// CHECK: terminator-place.mlir:[[@LINE-2]]:3: error: 'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'

// TERM: top-level-terminator.mlir:1:1: error: 'llvm.return' op must be the last operation in the parent block
// TERM-NOT: module

// LAST: llvm.func @f() {
// LAST-NEXT: llvm.return
// LAST-NEXT: }
// LAST-NEXT: llvm.return
// LAST-NEXT: }

// LL: define void @f() {
// LL-NEXT: ret void
// LL-NEXT: }
// LL-NOT: ret
