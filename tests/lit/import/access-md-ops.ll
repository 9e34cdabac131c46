; !tbaa, !alias.scope and !noalias on atomicrmw, cmpxchg and calls are
; kept as the ops' tbaa, alias_scopes and noalias_scopes (MLIR's
; AliasAnalysisOpInterface), as mlir-translate-19 and -22 import them
; (they were dropped with the warning), and written back in the order of
; their kinds (!tbaa, !prof, !alias.scope, !noalias), as mlir-translate
; writes them.  Streamed bodies (the nodes come after them; a call to a
; declared function waits for its memory effects) and the whole-module
; import agree.
; RUN: %xlate --llvm-version=19 --import-llvm %s -o %t.stream.mlir 2>&1 | count 0
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %s -o %t.whole.mlir
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: FileCheck %s < %t.stream.mlir
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --to-llvm %t.stream.mlir | FileCheck %s --check-prefix=LL
; RUN: %xlate --to-llvm %t.stream.mlir | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --to-llvm %t.stream.mlir | llvm-as -o %t.bc
; RUN: %if llvm22 %{ %mlir-translate-22 -import-llvm %s | FileCheck %s %}
; RUN: %if llvm22 %{ %mlir-translate-22 -mlir-to-llvmir %t.stream.mlir | FileCheck %s --check-prefix=LL %}
; RUN: %if mlir-opt %{ mlir-translate -import-llvm %s | FileCheck %s %}
; RUN: %if mlir-opt %{ mlir-translate -mlir-to-llvmir %t.stream.mlir | FileCheck %s --check-prefix=LL %}

; CHECK-DAG: #[[SCOPE:.*]] = #llvm.alias_scope<id = distinct[{{.*}}]<>, domain = #{{.*}}, description = "sc">
; CHECK-DAG: #[[TAG:.*]] = #llvm.tbaa_tag<base_type = #{{.*}}, access_type = #{{.*}}, offset = 0>
; CHECK-LABEL: llvm.func @ops(
; CHECK: llvm.atomicrmw fmax {{.*}} {alias_scopes = [#[[SCOPE]]], alignment = 4 : i64, noalias_scopes = [#[[SCOPE]]], tbaa = [#[[TAG]]]}
; CHECK: llvm.cmpxchg {{.*}} {alignment = 4 : i64, noalias_scopes = [#[[SCOPE]]], tbaa = [#[[TAG]]]}
; CHECK: llvm.call @foo(%arg0) {alias_scopes = [#[[SCOPE]]], tbaa = [#[[TAG]]]} : (!llvm.ptr) -> ()
; CHECK: llvm.call @bar(%arg0) {noalias_scopes = [#[[SCOPE]]]} : (!llvm.ptr) -> i32
; CHECK: llvm.call @baz(%arg0) {tbaa = [#[[TAG]]]} : (!llvm.ptr) -> ()

; LL-LABEL: define void @ops(
; LL: atomicrmw fmax ptr %0, float %1 acquire, align 4, !tbaa ![[TAG:[0-9]+]], !alias.scope ![[LIST:[0-9]+]], !noalias ![[LIST]]{{$}}
; LL: cmpxchg ptr %0, i32 %2, i32 %3 monotonic seq_cst, align 4, !tbaa ![[TAG]], !noalias ![[LIST]]{{$}}
; LL: call void @foo(ptr %0), !tbaa ![[TAG]], !alias.scope ![[LIST]]{{$}}
; LL: call i32 @bar(ptr %0), !noalias ![[LIST]]{{$}}
; LL: call void @baz(ptr %0), !tbaa ![[TAG]]{{$}}
; LL-DAG: ![[TAG]] = !{![[INT:[0-9]+]], ![[INT]], i64 0}
; LL-DAG: ![[LIST]] = !{![[SC:[0-9]+]]}
; LL-DAG: ![[SC]] = distinct !{![[SC]], ![[DOM:[0-9]+]], !"sc"}

define void @ops(ptr %p, float %x, i32 %a, i32 %b) {
  %1 = atomicrmw fmax ptr %p, float %x acquire, align 4, !tbaa !3, !alias.scope !12, !noalias !12
  %2 = cmpxchg ptr %p, i32 %a, i32 %b monotonic seq_cst, align 4, !tbaa !3, !noalias !12
  call void @foo(ptr %p), !tbaa !3, !alias.scope !12
  %3 = call i32 @bar(ptr %p), !noalias !12
  call void @baz(ptr %p), !tbaa !3
  ret void
}

define void @baz(ptr %p) {
  ret void
}

declare void @foo(ptr)
declare i32 @bar(ptr)

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!2, !2, i64 0}
!10 = distinct !{!10, !"dom"}
!11 = distinct !{!11, !10, !"sc"}
!12 = !{!11}
