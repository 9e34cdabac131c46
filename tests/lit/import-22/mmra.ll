; !mmra (memory model relaxation annotations): a tag !{!"prefix", !"suffix"}
; becomes llvm.mmra = #llvm.mmra_tag<"prefix":"suffix"> on the op, a list
; of tags an array of them (!{} an empty one), on any instruction, as
; mlir-translate-22 imports it; written back as it writes it (a tag, or a
; list of one, as the tag's node; a list of more as !{!tag, ...}; an empty
; list not at all), the last of an instruction's attachments.  Streamed
; bodies (the nodes come after them; a call waits for its memory effects)
; and the whole-module import agree.  At 19 (MLIR 19 has no mmra_tag) it
; is dropped with the warning; a node that is neither a tag nor a list of
; tags too.
; RUN: %xlate --import-llvm %s -o %t.stream.mlir 2>&1 | count 0
; RUN: %xlate --import-llvm --no-stream %s -o %t.whole.mlir
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: FileCheck %s < %t.stream.mlir
; RUN: %if llvm22 %{ %mlir-translate-22 -import-llvm %s | FileCheck %s %}
; RUN: %xlate-opt %t.stream.mlir | %xlate-opt - | FileCheck %s
; RUN: %xlate --to-llvm %t.stream.mlir | FileCheck %s --check-prefix=LL
; RUN: %xlate --to-llvm %t.stream.mlir | llvm-as-22 -o /dev/null
; RUN: %if llvm22 %{ %mlir-translate-22 -mlir-to-llvmir %t.stream.mlir | FileCheck %s --check-prefix=LL %}
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>&1 >/dev/null | FileCheck %s --check-prefix=V19
; RUN: sed 's/^; BAD //' %s > %t.bad.ll
; RUN: %xlate --import-llvm %t.bad.ll 2>&1 >/dev/null | FileCheck %s --check-prefix=BAD

; CHECK-DAG: #[[FOO:.+]] = #llvm.mmra_tag<"foo":"bar">
; CHECK-DAG: #[[AS:.+]] = #llvm.mmra_tag<"amdgpu-synchronize-as":"local">
; CHECK-LABEL: llvm.func @native(
; CHECK: llvm.load {{.*}}{alignment = 4 : i64, llvm.mmra = #[[FOO]]}
; CHECK: llvm.fence syncscope("workgroup-one-as") release {llvm.mmra = [#[[AS]], #[[FOO]]]}
; CHECK: llvm.store {{.*}}{alignment = 4 : i64, llvm.mmra = []}
; CHECK: llvm.atomicrmw add {{.*}}{alignment = 4 : i64, llvm.mmra = [#[[FOO]]]}
; CHECK: llvm.call @ext(%arg0) {llvm.mmra = #[[AS]]}
; CHECK: "llvm.intr.memcpy"({{.*}}) <{isVolatile = false, tbaa = [#{{.*}}]}> {llvm.mmra = #[[FOO]]}

; LL-LABEL: define void @native(
; LL-NEXT: load i32, ptr %0, align 4, !mmra ![[FOO:[0-9]+]]{{$}}
; LL-NEXT: fence syncscope("workgroup-one-as") release, !mmra ![[LIST:[0-9]+]]{{$}}
; LL-NEXT: store i32 %{{[0-9]+}}, ptr %1, align 4{{$}}
; LL-NEXT: atomicrmw add ptr %0, i32 1 monotonic, align 4, !mmra ![[FOO]]{{$}}
; LL-NEXT: call void @ext(ptr %0), !mmra ![[AS:[0-9]+]]{{$}}
; LL-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %1, i64 4, i1 false), !tbaa ![[TAG:[0-9]+]], !mmra ![[FOO]]{{$}}
; LL-DAG: ![[FOO]] = !{!"foo", !"bar"}
; LL-DAG: ![[LIST]] = !{![[AS]], ![[FOO]]}
; LL-DAG: ![[AS]] = !{!"amdgpu-synchronize-as", !"local"}

; V19: warning: dropped what MLIR's LLVM dialect does not model here: metadata !mmra

; BAD: warning: dropped what MLIR's LLVM dialect does not model here: metadata !mmra

define void @native(ptr %x, ptr %y) {
  %v = load i32, ptr %x, align 4, !mmra !0
  fence syncscope("workgroup-one-as") release, !mmra !2
  store i32 %v, ptr %y, align 4, !mmra !3
  %r = atomicrmw add ptr %x, i32 1 monotonic, align 4, !mmra !4
  call void @ext(ptr %x), !mmra !1
  call void @llvm.memcpy.p0.p0.i64(ptr %x, ptr %y, i64 4, i1 false), !tbaa !5, !mmra !0
; BAD  fence release, !mmra !9
  ret void
}

declare void @ext(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

!0 = !{!"foo", !"bar"}
!1 = !{!"amdgpu-synchronize-as", !"local"}
!2 = !{!1, !0}
!3 = !{}
!4 = !{!0}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
; BAD !9 = !{!"foo"}
