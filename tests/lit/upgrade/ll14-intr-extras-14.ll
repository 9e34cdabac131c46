; --keep-ll-extras: what MLIR's intrinsic ops have no place for is kept as
; xlate.* attributes (which MLIR's tools ignore) and written back by
; --llvm-version=14 --to-llvm: the tail kind (xlate.tail_call_kind), the
; call-site function attributes llvm.call holds (xlate.no_unwind,
; xlate.will_return, ...; from a #N group or written; with a 22 import,
; which keeps call-site attributes), and !tbaa.struct (xlate.tbaa_struct =
; [offset, size, #llvm.tbaa_tag, ...]).  Streamed or not, the same; a
; !tbaa.struct that is not (offset, size, tag) triples is dropped with the
; warning.  Without the option, and at 19, as before.
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s 2>/dev/null | FileCheck %s --check-prefix=MLIR
; RUN: %xlate --llvm-version=22 --keep-ll-extras --no-stream --import-llvm %s 2>/dev/null | FileCheck %s --check-prefix=MLIR
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s 2>/dev/null | %xlate --llvm-version=14 --to-llvm - | FileCheck %s
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s 2>/dev/null | %xlate --llvm-version=14 --to-llvm - | llvm-as-14 -o /dev/null
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s 2>/dev/null | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=V19
; RUN: %xlate --llvm-version=22 --import-llvm %s 2>/dev/null | %xlate --llvm-version=14 --to-llvm - | FileCheck %s --check-prefix=NOKEEP
define double @f(double %a, double %b, i8* %p, i8* %q, i64 %n) {
  %x = tail call double @llvm.fmuladd.f64(double %a, double %b, double %a)
  %y = tail call double @llvm.fabs.f64(double %x) #0
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %p, i8* align 4 %q, i64 %n, i1 false) #1, !tbaa.struct !0
  call void @llvm.memset.p0i8.i64(i8* %p, i8 0, i64 %n, i1 false) nounwind
  call void @llvm.memmove.p0i8.p0i8.i64(i8* %p, i8* %q, i64 %n, i1 false), !tbaa.struct !5
  ret double %y
}
declare double @llvm.fmuladd.f64(double, double, double)
declare double @llvm.fabs.f64(double)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)
attributes #0 = { nounwind readnone speculatable willreturn }
attributes #1 = { nounwind }
!0 = !{i64 0, i64 4, !1, i64 4, i64 4, !1}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{i64 0, i64 4}
; MLIR: #[[TAG:tbaa_tag[0-9]*]] = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
; MLIR: llvm.intr.fmuladd(%arg0, %arg1, %arg0) {xlate.tail_call_kind = #llvm.tailcallkind<tail>} : (f64, f64, f64) -> f64
; MLIR-NEXT: llvm.intr.fabs(%1) {xlate.no_unwind, xlate.tail_call_kind = #llvm.tailcallkind<tail>, xlate.will_return} : (f64) -> f64
; MLIR-NEXT: "llvm.intr.memcpy"(%arg2, %arg3, %arg4) <{arg_attrs = [{llvm.align = 4 : i64}, {llvm.align = 4 : i64}, {}], isVolatile = false}> {xlate.no_unwind, xlate.tail_call_kind = #llvm.tailcallkind<tail>, xlate.tbaa_struct = [0, 4, #[[TAG]], 4, 4, #[[TAG]]]} : (!llvm.ptr, !llvm.ptr, i64) -> ()
; MLIR-NEXT: "llvm.intr.memset"(%arg2, %0, %arg4) <{isVolatile = false}> {xlate.no_unwind} : (!llvm.ptr, i8, i64) -> ()
; MLIR-NEXT: "llvm.intr.memmove"(%arg2, %arg3, %arg4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
; WARN: warning: dropped what MLIR's LLVM dialect does not model here: {{.*}}metadata !tbaa.struct
; CHECK: %6 = tail call double @llvm.fmuladd.f64(double %0, double %1, double %0)
; CHECK-NEXT: %7 = tail call double @llvm.fabs.f64(double %6) #[[WR:[0-9]+]]
; CHECK-NEXT: tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %2, i8* align 4 %3, i64 %4, i1 false) #[[NU:[0-9]+]], !tbaa.struct ![[TS:[0-9]+]]
; CHECK-NEXT: call void @llvm.memset.p0i8.i64(i8* %2, i8 0, i64 %4, i1 false) #[[NU]]
; CHECK-NEXT: call void @llvm.memmove.p0i8.p0i8.i64(i8* %2, i8* %3, i64 %4, i1 false){{$}}
; the declarations as LLVM 14 gives them (llvm-as-14 | llvm-dis-14), but for
; the group numbers:
; CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
; CHECK-NEXT: declare double @llvm.fmuladd.f64(double, double, double) #[[RN:[0-9]+]]
; CHECK: ; Function Attrs: argmemonly nofree nounwind willreturn
; CHECK-NEXT: declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #[[AM:[0-9]+]]
; CHECK: ; Function Attrs: argmemonly nofree nounwind willreturn writeonly
; CHECK-NEXT: declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #[[AMW:[0-9]+]]
; CHECK-DAG: attributes #[[RN]] = { nofree nosync nounwind readnone speculatable willreturn }
; CHECK-DAG: attributes #[[WR]] = { nounwind willreturn }
; CHECK-DAG: attributes #[[AM]] = { argmemonly nofree nounwind willreturn }
; CHECK-DAG: attributes #[[NU]] = { nounwind }
; CHECK-DAG: attributes #[[AMW]] = { argmemonly nofree nounwind willreturn writeonly }
; (numbered as llvm-dis-14 numbers them: a node before its operands)
; CHECK: ![[TS]] = !{i64 0, i64 4, ![[T:[0-9]+]], i64 4, i64 4, ![[T]]}
; CHECK-NEXT: ![[T]] = !{![[INT:[0-9]+]], ![[INT]], i64 0}
; CHECK-NEXT: ![[INT]] = !{!"int", !{{[0-9]+}}, i64 0}
; V19: %6 = call double @llvm.fmuladd.f64(double %0, double %1, double %0)
; V19-NEXT: %7 = call double @llvm.fabs.f64(double %6)
; V19-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 %4, i1 false){{$}}
; V19-NOT: !tbaa.struct
; V19: declare double @llvm.fmuladd.f64(double, double, double) #0
; V19: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; V19-NOT: attributes #{{[0-9]+}} = { nounwind
; NOKEEP: %6 = call double @llvm.fmuladd.f64(double %0, double %1, double %0)
; NOKEEP-NEXT: %7 = call double @llvm.fabs.f64(double %6)
; NOKEEP-NEXT: call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %2, i8* align 4 %3, i64 %4, i1 false){{$}}
; NOKEEP-NEXT: call void @llvm.memset.p0i8.i64(i8* %2, i8 0, i64 %4, i1 false){{$}}
