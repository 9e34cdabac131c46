; Kernel metadata of a definition (define void @k() !reqd_work_group_size !N
; { ... }), as of a declaration (kernel-md.ll): !vec_type_hint,
; !work_group_size_hint, !reqd_work_group_size and !intel_reqd_sub_group_size
; become the function's attributes, as mlir-translate-22 imports them; the
; nodes follow the bodies, so a streamed run keeps such a function for the
; end and prints what --no-stream prints; the OpenCL !kernel_arg_* that
; MLIR does not model are dropped with the warning, and 19 drops them all.
; Translated back (--to-llvm), the same attachments on the definitions.
; RUN: %xlate --import-llvm %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %xlate --import-llvm %s -o %t.s.mlir 2>/dev/null
; RUN: %xlate --import-llvm --no-stream %s -o %t.w.mlir 2>/dev/null
; RUN: cmp %t.s.mlir %t.w.mlir
; RUN: %xlate --import-llvm %s 2>/dev/null | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %xlate --import-llvm %s 2>/dev/null | %xlate --to-llvm - | llvm-as-22 -o /dev/null
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s --check-prefix=V19

; CHECK:     llvm.func @plain(%arg0: i1) {
; CHECK:     llvm.func spir_kernelcc @k(%arg0: !llvm.ptr<1>) attributes {reqd_work_group_size = array<i32: 1, 2, 4>, vec_type_hint = #llvm.vec_type_hint<hint = vector<2xi32>, is_signed = true>} {
; CHECK:     llvm.cond_br %{{.*}} weights([1, 3])
; CHECK:     llvm.func @sizes() attributes {intel_reqd_sub_group_size = 16 : i32, no_inline, work_group_size_hint = array<i32: 8, 8, 1>} {
; CHECK:     llvm.func @after() {

; WARN:      warning: dropped what MLIR's LLVM dialect does not model here: metadata !kernel_arg_addr_space, metadata !kernel_arg_access_qual{{$}}
; WARN-NOT:  warning

; LL:        define void @plain(i1 %0) {
; LL:        define spir_kernel void @k(ptr addrspace(1) %0) !vec_type_hint ![[H:[0-9]+]] !reqd_work_group_size ![[R:[0-9]+]] {
; LL:        define void @sizes() #0 !work_group_size_hint ![[W:[0-9]+]] !intel_reqd_sub_group_size ![[I:[0-9]+]] {
; LL-DAG:    ![[H]] = !{<2 x i32> undef, i32 1}
; LL-DAG:    ![[R]] = !{i32 1, i32 2, i32 4}
; LL-DAG:    ![[W]] = !{i32 8, i32 8, i32 1}
; LL-DAG:    ![[I]] = !{i32 16}

; V19:       warning: dropped what MLIR's LLVM dialect does not model here: metadata !kernel_arg_addr_space, metadata !kernel_arg_access_qual, metadata !reqd_work_group_size, metadata !vec_type_hint
; V19:       llvm.func spir_kernelcc @k(%arg0: !llvm.ptr<1>) {

define void @plain(i1 %c) {
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %p) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !reqd_work_group_size !2 !vec_type_hint !3 {
  %c = icmp eq ptr addrspace(1) %p, null
  br i1 %c, label %a, label %b, !prof !4
a:
  ret void
b:
  ret void
}

define void @sizes() #0 !work_group_size_hint !5 !intel_reqd_sub_group_size !6 {
  ret void
}

define void @after() {
  ret void
}

attributes #0 = { noinline }

!0 = !{i32 1}
!1 = !{!"none"}
!2 = !{i32 1, i32 2, i32 4}
!3 = !{<2 x i32> undef, i32 1}
!4 = !{!"branch_weights", i32 1, i32 3}
!5 = !{i32 8, i32 8, i32 1}
!6 = !{i32 16}
