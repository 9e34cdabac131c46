; RUN: %xlate --llvm-version=19 --import-llvm --generic %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LL

target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
; CHECK: arg_attrs = [{llvm.nonnull, llvm.noundef}, {llvm.byval = i64}]
; CHECK-SAME: frame_pointer = #llvm.framePointerKind<all>
; CHECK-SAME: memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>
; CHECK-SAME: no_unwind, passthrough = {{\[\[}}"uwtable", "2"]]
define dso_local noundef i32 @f(ptr noundef nonnull %p, ptr byval(i64) %q) #0 !dbg !3 {
  %v = load i32, ptr %p, align 4, !tbaa !5
; CHECK: tbaa = [#tbaa_tag]
; CHECK: llvm.data_layout = "e-m:e-i64:64-n8:16:32:64-S128"
  ret i32 %v
}
attributes #0 = { nounwind memory(argmem: read) uwtable "frame-pointer"="all" }
!3 = distinct !{}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
; WARN: warning: dropped what MLIR's LLVM dialect does not model here: target triple, metadata !dbg
; LL: define noundef i32 @f(ptr noundef nonnull %0, ptr byval(i64) %1) #0
; LL: !tbaa
; LL: attributes #0 = { nounwind memory(argmem: read) uwtable "frame-pointer"="all" }
