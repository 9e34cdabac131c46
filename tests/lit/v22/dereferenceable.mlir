// dereferenceable<bytes = N[, mayBeNull = true]> on llvm.load and
// llvm.inttoptr (MLIR 21+): read, printed back in the custom and the
// generic form, and translated to !dereferenceable / !dereferenceable_or_null
// with one !{i64 N} node per size (as mlir-translate-22 writes them).
// RUN: %xlate-opt %s | FileCheck %s
// RUN: %xlate-opt %s | %xlate-opt | FileCheck %s
// RUN: %xlate-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// RUN: %xlate-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=LL

// CHECK-LABEL: llvm.func @deref
// CHECK: llvm.inttoptr %{{.*}} dereferenceable<bytes = 4> : i64 to !llvm.ptr
// CHECK: llvm.load %{{.*}} dereferenceable<bytes = 8> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.load volatile %{{.*}} invariant dereferenceable<bytes = 16, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
// GEN: "llvm.inttoptr"(%{{.*}}) <{dereferenceable = #llvm.dereferenceable<bytes = 4>}> : (i64) -> !llvm.ptr
// GEN: "llvm.load"(%{{.*}}) <{alignment = 8 : i64, dereferenceable = #llvm.dereferenceable<bytes = 8>, ordering = 0 : i64}>
// LL: inttoptr i64 %{{.*}} to ptr, !dereferenceable [[D4:![0-9]+]]
// LL: load ptr, ptr %{{.*}}, align 8, !dereferenceable [[D8:![0-9]+]]
// LL: load volatile ptr, ptr %{{.*}}, align 8, !invariant.load !{{[0-9]+}}, !dereferenceable_or_null [[D16:![0-9]+]]
llvm.func @deref(%arg0: i64, %arg1: !llvm.ptr) {
  %0 = llvm.inttoptr %arg0 dereferenceable<bytes = 4> : i64 to !llvm.ptr
  %1 = llvm.load %arg1 dereferenceable<bytes = 8> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %2 = llvm.load volatile %1 invariant dereferenceable<bytes = 16, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @or_null
// CHECK: llvm.inttoptr %{{.*}} dereferenceable<bytes = 4, mayBeNull = true> : i64 to !llvm.ptr
// LL-LABEL: define void @or_null
// LL: inttoptr i64 %{{.*}} to ptr, !dereferenceable_or_null [[D4]]
// LL: [[D4]] = !{i64 4}
// LL: [[D8]] = !{i64 8}
// LL: [[D16]] = !{i64 16}
llvm.func @or_null(%arg0: i64) {
  %0 = "llvm.inttoptr"(%arg0) <{dereferenceable = #llvm.dereferenceable<bytes = 4, mayBeNull = true>}> : (i64) -> !llvm.ptr
  llvm.return
}
