// mlir-translate's split: each chunk translated on its own, the outputs
// joined by an empty line (its output marker is empty), and a chunk's
// diagnostics named "within split at FILE:LINE offset " with lines counted
// from the chunk (the marker's line is its first), as mlir-translate-22 does.
// RUN: not %xlate-translate --mlir-to-llvmir --split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// RUN: not %xlate --translate -mlir-to-llvmir -split-input-file %s 2>/dev/null | FileCheck %s

// CHECK: define void @one()
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK-NOT: @two
// CHECK: define void @three()

// ERR: within split at {{.*}}split-translate.mlir:22 offset :3:3: error: 'llvm.return' op mismatching result types

llvm.func @one() {
  llvm.return
}
// -----
llvm.func @two(%a: i32) -> i64 {
  llvm.return %a : i32
}
// -----
llvm.func @three() {
  llvm.return
}
