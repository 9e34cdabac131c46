; Access metadata (!tbaa, !alias.scope, !noalias, !llvm.access.group) on
; an intrinsic call: MLIR keeps it on the memory transfer and set
; intrinsics only (their ops take it); on any other (llvm.log, llvm.sqrt)
; it is dropped, with the warning.  As mlir-translate-19 and -22 import it.
; RUN: %xlate --import-llvm %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>/dev/null | FileCheck %s
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | FileCheck %s %}
; RUN: %if mlir-opt %{ mlir-translate --import-llvm %s | FileCheck %s %}
; CHECK: llvm.intr.log(%arg0) : (f64) -> f64
; CHECK: "llvm.intr.memcpy"(%arg1, %arg2, %0) <{isVolatile = false, tbaa = [#tbaa_tag]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
; CHECK: llvm.intr.sqrt(%1) : (f64) -> f64
; WARN: warning: dropped what MLIR{{.}}s LLVM dialect does not model here: {{.*}}metadata !tbaa
define double @f(double %x, ptr %p, ptr %q) {
  %l = call double @llvm.log.f64(double %x), !tbaa !1
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 false), !tbaa !1
  %s = call double @llvm.sqrt.f64(double %l), !alias.scope !5
  ret double %s
}
declare double @llvm.log.f64(double)
declare double @llvm.sqrt.f64(double)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
!1 = !{!2, !2, i64 0}
!2 = !{!"double", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6}
!6 = distinct !{!6, !7}
!7 = distinct !{!7}
