// llvm.intr.experimental.noalias.scope.decl #scope: read in its custom form
// (and the generic one), printed back in the custom form, and written as
// the call of llvm.experimental.noalias.scope.decl with the scope's list,
// as mlir-translate-22 writes it (the nodes in another order).
// RUN: %xlate-opt %s | FileCheck %s --check-prefix=MLIR
// RUN: %xlate-opt %s | %xlate-opt - | FileCheck %s --check-prefix=MLIR
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: %if llvm22 %{ %mlir-translate-22 --mlir-to-llvmir %s | FileCheck %s %}

#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain>

// MLIR: #[[SCOPE:.*]] = #llvm.alias_scope<
// MLIR-LABEL: llvm.func @decl
// MLIR-NEXT: llvm.intr.experimental.noalias.scope.decl #[[SCOPE]]{{$}}
// MLIR-NEXT: llvm.intr.experimental.noalias.scope.decl #[[SCOPE]]{{$}}
// MLIR-NEXT: llvm.load {{.*}}alias_scopes = [#[[SCOPE]]]

// CHECK-LABEL: define void @decl(ptr %0)
// CHECK-NEXT: call void @llvm.experimental.noalias.scope.decl(metadata ![[LIST:[0-9]+]])
// CHECK-NEXT: call void @llvm.experimental.noalias.scope.decl(metadata ![[LIST]])
// CHECK-NEXT: load i32, ptr %0, align 4, !alias.scope ![[LIST]]
// CHECK: declare void @llvm.experimental.noalias.scope.decl(metadata)
// CHECK-DAG: ![[LIST]] = !{![[SC:[0-9]+]]}
// CHECK-DAG: ![[SC]] = distinct !{![[SC]], ![[DOM:[0-9]+]]}
// CHECK-DAG: ![[DOM]] = distinct !{![[DOM]], !"d"}
llvm.func @decl(%p : !llvm.ptr) {
  llvm.intr.experimental.noalias.scope.decl #scope
  "llvm.intr.experimental.noalias.scope.decl"() <{scope = #scope}> : () -> ()
  %0 = llvm.load %p {alias_scopes = [#scope], alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}
