; !llvm.access.group on loads, stores, atomicrmw, cmpxchg, calls and the
; memory intrinsics becomes their access_groups (an access group, a
; distinct !{}, as #llvm.access_group<id = distinct[N]<>>; a list of
; them as all of them), and a loop's !{!"llvm.loop.parallel_accesses",
; ...} its annotation's parallelAccesses, as mlir-translate-19 and -22
; import them (both were dropped with the warning); written back as they
; write them: one group its node, more !{!g, ...}, after the other
; attachments but !mmra; the loop's node after its options'.  Streamed
; and whole-module imports agree.  A node that is no access group is
; dropped with the warning.
; RUN: %xlate --llvm-version=19 --import-llvm %s -o %t.stream.mlir 2>&1 | count 0
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %s -o %t.whole.mlir
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: FileCheck %s < %t.stream.mlir
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %if llvm22 %{ %mlir-translate-22 -import-llvm %s | FileCheck %s %}
; RUN: %if mlir-opt %{ mlir-translate -import-llvm %s | FileCheck %s %}
; RUN: %xlate-opt %t.stream.mlir | %xlate-opt - | FileCheck %s
; RUN: %xlate --llvm-version=19 --to-llvm %t.stream.mlir | FileCheck %s --check-prefix=LL
; RUN: %xlate --to-llvm %t.stream.mlir | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --to-llvm %t.stream.mlir | llvm-as -o /dev/null
; RUN: %if llvm22 %{ %mlir-translate-22 -mlir-to-llvmir %t.stream.mlir | FileCheck %s --check-prefix=LL %}
; RUN: %if mlir-opt %{ mlir-translate -mlir-to-llvmir %t.stream.mlir | FileCheck %s --check-prefix=LL %}
; RUN: sed 's/^; BAD //' %s > %t.bad.ll
; RUN: %xlate --import-llvm %t.bad.ll 2>&1 >/dev/null | FileCheck %s --check-prefix=BAD

; CHECK-DAG: #[[G0:.+]] = #llvm.access_group<id = distinct[{{[0-9]+}}]<>>
; CHECK-DAG: #[[G1:.+]] = #llvm.access_group<id = distinct[{{[0-9]+}}]<>>
; CHECK-DAG: #[[LOOP:.+]] = #llvm.loop_annotation<mustProgress = true, parallelAccesses = #[[G0]], #[[G1]]>
; CHECK-LABEL: llvm.func @f(
; CHECK: llvm.load {{.*}}{access_groups = [#[[G0]]], alignment = 4 : i64}
; CHECK: llvm.store {{.*}}{access_groups = [#[[G1]]], alignment = 4 : i64}
; CHECK: llvm.atomicrmw add {{.*}}{access_groups = [#[[G0]]], alignment = 4 : i64}
; CHECK: llvm.cmpxchg {{.*}}{access_groups = [#[[G1]]], alignment = 4 : i64}
; CHECK: llvm.call @g(%arg0) {access_groups = [#[[G0]], #[[G1]]]}
; CHECK: "llvm.intr.memcpy"({{.*}}) <{access_groups = [#[[G0]]], isVolatile = false}>
; CHECK: llvm.cond_br {{.*}} {loop_annotation = #[[LOOP]]}

; LL-LABEL: define void @f(
; LL: load i32, ptr %0, align 4, !llvm.access.group ![[G0:[0-9]+]]{{$}}
; LL-NEXT: store i32 %{{[0-9]+}}, ptr %0, align 4, !llvm.access.group ![[G1:[0-9]+]]{{$}}
; LL-NEXT: atomicrmw add ptr %0, i32 1 monotonic, align 4, !llvm.access.group ![[G0]]{{$}}
; LL-NEXT: cmpxchg ptr %0, i32 1, i32 2 monotonic monotonic, align 4, !llvm.access.group ![[G1]]{{$}}
; LL-NEXT: call void @g(ptr %0), !llvm.access.group ![[BOTH:[0-9]+]]{{$}}
; LL-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %0, i64 4, i1 false), !llvm.access.group ![[G0]]{{$}}
; LL: br i1 %{{[0-9]+}}, label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop ![[LOOP:[0-9]+]]{{$}}
; LL: ![[G0]] = distinct !{}
; LL-NEXT: ![[G1]] = distinct !{}
; LL-NEXT: ![[BOTH]] = !{![[G0]], ![[G1]]}
; LL-NEXT: ![[LOOP]] = distinct !{![[LOOP]], ![[MP:[0-9]+]], ![[PA:[0-9]+]]}
; LL-NEXT: ![[MP]] = !{!"llvm.loop.mustprogress"}
; LL-NEXT: ![[PA]] = !{!"llvm.loop.parallel_accesses", ![[G0]], ![[G1]]}

; BAD: warning: dropped what MLIR's LLVM dialect does not model here: metadata !llvm.access.group

define void @f(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%j, %loop]
  %v = load i32, ptr %p, align 4, !llvm.access.group !0
  store i32 %v, ptr %p, align 4, !llvm.access.group !1
  %r = atomicrmw add ptr %p, i32 1 monotonic, align 4, !llvm.access.group !0
  %x = cmpxchg ptr %p, i32 1, i32 2 monotonic monotonic, align 4, !llvm.access.group !1
  call void @g(ptr %p), !llvm.access.group !2
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false), !llvm.access.group !0
; BAD  %w = load i32, ptr %p, align 4, !llvm.access.group !9
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !3
exit:
  ret void
}
declare void @g(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
!0 = distinct !{}
!1 = distinct !{}
!2 = !{!0, !1}
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.mustprogress"}
!5 = !{!"llvm.loop.parallel_accesses", !0, !1}
; BAD !9 = !{}
