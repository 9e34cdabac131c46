// dereferenceable without its <bytes = N>, or on an op that has none.
// RUN: not %xlate-opt %s --split-input-file 2>&1 | FileCheck %s

llvm.func @no_fields(%arg0: i64) {
  // CHECK: dereferenceable-errors.mlir:[[@LINE+1]]:28: error: expected dereferenceable<bytes = N>
  %0 = llvm.inttoptr %arg0 dereferenceable : i64 to !llvm.ptr
  llvm.return
}

// -----

llvm.func @not_inttoptr(%arg0: !llvm.ptr) {
  // CHECK: dereferenceable-errors.mlir:[[@LINE+1]]:28: error: unexpected keyword 'dereferenceable'
  %0 = llvm.ptrtoint %arg0 dereferenceable<bytes = 4> : !llvm.ptr to i64
  llvm.return
}

// -----

llvm.func @store(%arg0: !llvm.ptr, %v: i32) {
  // CHECK: dereferenceable-errors.mlir:[[@LINE+1]]:24: error: unexpected keyword 'dereferenceable'
  llvm.store %v, %arg0 dereferenceable<bytes = 4> : i32, !llvm.ptr
  llvm.return
}
