; Kernel metadata of a declaration (declare !vec_type_hint !N ... @f):
; !vec_type_hint, !work_group_size_hint, !reqd_work_group_size and
; !intel_reqd_sub_group_size become the function's attributes (as
; mlir-translate-22 imports them), the nodes defined after their use; a
; malformed node and other kinds are dropped with the warning; 19 drops them
; all.  Translated back, the same metadata.
; RUN: %xlate --import-llvm %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %xlate --import-llvm --no-stream %s 2>/dev/null | FileCheck %s
; RUN: %xlate --import-llvm %s 2>/dev/null | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s --check-prefix=V19

; CHECK: llvm.func @hint() attributes {vec_type_hint = #llvm.vec_type_hint<hint = vector<2xi32>, is_signed = true>}
; CHECK: llvm.func @sizes() attributes {intel_reqd_sub_group_size = 32 : i32, reqd_work_group_size = array<i32: 128, 256, 128>, work_group_size_hint = array<i32: 1, 2, 3>}
; CHECK: llvm.func @bad(){{$}}
; CHECK: llvm.func @def() {
; WARN: warning: dropped what MLIR's LLVM dialect does not model here: metadata !foo, metadata !vec_type_hint
; LL: declare !vec_type_hint ![[H:[0-9]+]] void @hint()
; LL: declare !work_group_size_hint ![[W:[0-9]+]] !reqd_work_group_size ![[R:[0-9]+]] !intel_reqd_sub_group_size ![[I:[0-9]+]] void @sizes()
; LL-DAG: ![[H]] = !{<2 x i32> undef, i32 1}
; LL-DAG: ![[W]] = !{i32 1, i32 2, i32 3}
; LL-DAG: ![[R]] = !{i32 128, i32 256, i32 128}
; LL-DAG: ![[I]] = !{i32 32}
; V19: warning: dropped what MLIR's LLVM dialect does not model here: metadata !vec_type_hint, metadata !work_group_size_hint, metadata !reqd_work_group_size, metadata !intel_reqd_sub_group_size, metadata !foo
; V19: llvm.func @hint()
; V19-NOT: attributes
declare !vec_type_hint !0 void @hint()
declare !work_group_size_hint !1 !reqd_work_group_size !2 !intel_reqd_sub_group_size !3 void @sizes()
declare !foo !0 !vec_type_hint !4 void @bad()
define void @def() {
  ret void
}

!0 = !{<2 x i32> undef, i32 1}
!1 = !{i32 1, i32 2, i32 3}
!2 = !{i32 128, i32 256, i32 128}
!3 = !{i32 32}
!4 = !{i32 undef}
