; llvm.experimental.noalias.scope.decl(metadata !N), whose argument is a
; list of one alias scope, becomes llvm.intr.experimental.noalias.scope.decl
; #scope, as mlir-translate-19 and -22 import it (it was refused: "metadata
; arguments are only supported for debug intrinsics"); streamed (its node
; defined after the body) and whole-module imports agree, and the op is
; written back as the call with its scope list (the list numbered before
; its scope, and the scope before its domain, as LLVM numbers them).  A
; list of two scopes is an error, as mlir-translate fails it.
; RUN: %xlate --llvm-version=19 --import-llvm %s -o %t.stream.mlir
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %s -o %t.whole.mlir
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: FileCheck %s < %t.stream.mlir
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --to-llvm %t.stream.mlir | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --to-llvm %t.stream.mlir | llvm-as -o %t.bc
; RUN: sed 's/^; TWO //' %s > %t.two.ll
; RUN: not %xlate --import-llvm %t.two.ll 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: %if llvm22 %{ %mlir-translate-22 -import-llvm %s | FileCheck %s %}

; CHECK: #[[DOMAIN:.*]] = #llvm.alias_scope_domain<id = distinct[{{.*}}]<>, description = "The domain">
; CHECK: #[[SCOPE:.*]] = #llvm.alias_scope<id = distinct[{{.*}}]<>, domain = #[[DOMAIN]]>
; CHECK-LABEL: llvm.func @decl(
; CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #[[SCOPE]]{{$}}
; CHECK-NEXT: llvm.load {{.*}}alias_scopes = [#[[SCOPE]]]
; CHECK-NOT: llvm.func @llvm.experimental.noalias.scope.decl

; LL-LABEL: define void @decl(ptr %0)
; LL-NEXT: call void @llvm.experimental.noalias.scope.decl(metadata ![[LIST:[0-9]+]])
; LL-NEXT: load i32, ptr %0, align 4, !alias.scope ![[LIST]]
; LL: declare void @llvm.experimental.noalias.scope.decl(metadata)
; LL: ![[LIST]] = !{![[SC:[0-9]+]]}
; LL-NEXT: ![[SC]] = distinct !{![[SC]], ![[DOM:[0-9]+]]}
; LL-NEXT: ![[DOM]] = distinct !{![[DOM]], !"The domain"}

; TWO: error: expected the metadata argument of llvm.experimental.noalias.scope.decl to be a list of one alias scope

define void @decl(ptr %p) {
  call void @llvm.experimental.noalias.scope.decl(metadata !2)
  %1 = load i32, ptr %p, align 4, !alias.scope !2
; TWO  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  ret void
}

declare void @llvm.experimental.noalias.scope.decl(metadata)

!0 = distinct !{!0, !"The domain"}
!1 = distinct !{!1, !0}
!2 = !{!1}
; TWO !3 = !{!1, !1}
