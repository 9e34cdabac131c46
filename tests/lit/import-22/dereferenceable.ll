; !dereferenceable / !dereferenceable_or_null on loads and inttoptr become
; dereferenceable<bytes = N[, mayBeNull = true]> (MLIR 21+), in a streamed
; body (the nodes are defined after it) as in the whole module; a node that
; is no non-negative i64 is dropped with the warning; 19 drops them all.
; RUN: %xlate --import-llvm %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %xlate --import-llvm --no-stream %s 2>/dev/null | FileCheck %s
; RUN: %xlate --import-llvm %s 2>/dev/null | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>%t19.err | FileCheck %s --check-prefix=V19
; RUN: FileCheck %s --check-prefix=WARN19 < %t19.err

; CHECK-LABEL: llvm.func @deref
; CHECK: llvm.inttoptr %{{.*}} dereferenceable<bytes = 4> : i64 to !llvm.ptr
; CHECK: llvm.load %{{.*}} dereferenceable<bytes = 8> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
; CHECK: llvm.load %{{.*}} dereferenceable<bytes = 4, mayBeNull = true> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
; CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
; CHECK-NOT: dereferenceable
; LL: inttoptr i64 %{{.*}} to ptr, !dereferenceable [[D4:![0-9]+]]
; LL: load ptr, ptr %{{.*}}, align 8, !dereferenceable [[D8:![0-9]+]]
; LL: load ptr, ptr %{{.*}}, align 8, !dereferenceable_or_null [[D4]]
; LL: [[D4]] = !{i64 4}
; LL: [[D8]] = !{i64 8}
; WARN: warning: dropped what MLIR's LLVM dialect does not model here: metadata !dereferenceable
; V19: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
; V19-NOT: dereferenceable
; WARN19: warning: dropped what MLIR's LLVM dialect does not model here: metadata !dereferenceable, metadata !dereferenceable_or_null
define void @deref(i64 %0, ptr %1) {
  %3 = inttoptr i64 %0 to ptr, !dereferenceable !0
  %4 = load ptr, ptr %1, align 8, !dereferenceable !1
  %5 = load ptr, ptr %4, align 8, !dereferenceable_or_null !0
  %6 = load ptr, ptr %5, align 8, !dereferenceable !2
  ret void
}

!0 = !{i64 4}
!1 = !{i64 8}
!2 = !{i64 -4}
