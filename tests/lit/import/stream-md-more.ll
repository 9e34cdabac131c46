; More metadata attachments a streamed body holds as placeholders: branch
; weights of llvm.cond_br (written weights([...]) when the node is known;
; a !prof node that is no branch_weights drops them), !tbaa on an
; intrinsic, and kinds dropped where they are (!llvm.loop on a switch),
; dropped at the end as the whole-module import drops them.  Output and
; warnings are those of the whole-module import.
; RUN: %xlate --llvm-version=19 --import-llvm %s -o %t.stream.mlir 2>%t.stream.err
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %s -o %t.whole.mlir 2>%t.whole.err
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: diff %t.whole.err %t.stream.err
; RUN: FileCheck %s < %t.stream.mlir
; RUN: FileCheck %s --check-prefix=WARN < %t.stream.err
; RUN: %xlate --import-llvm %s -o %t.stream22.mlir 2>%t.stream22.err
; RUN: %xlate --import-llvm --no-stream %s -o %t.whole22.mlir 2>%t.whole22.err
; RUN: diff %t.whole22.mlir %t.stream22.mlir
; RUN: diff %t.whole22.err %t.stream22.err

; WARN: warning: dropped what MLIR's LLVM dialect does not model here: metadata !prof, metadata !llvm.loop

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; CHECK-LABEL: llvm.func @weights
; CHECK: llvm.cond_br %{{.*}} weights([1, 2000]), ^bb1, ^bb2
; CHECK: llvm.cond_br %{{.*}}, ^bb1, ^bb2{{$}}
; CHECK: "llvm.intr.memset"(%arg0, %{{.*}}, %{{.*}}) <{isVolatile = false, tbaa = [#tbaa_tag]}>
define void @weights(ptr %p, i1 %c, i1 %d) {
entry:
  br i1 %c, label %a, label %b, !prof !10
a:
  br i1 %d, label %a, label %b, !prof !11
b:
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 false), !tbaa !1
  ret void
}

; CHECK-LABEL: llvm.func @sw
; CHECK: llvm.switch %arg0 : i32, ^bb1 [
define void @sw(i32 %x) {
entry:
  switch i32 %x, label %out [ i32 1, label %out ], !llvm.loop !12
out:
  ret void
}

!1 = !{!2, !2, i64 0}
!2 = !{!"any pointer", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!10 = !{!"branch_weights", i32 1, i32 2000}
!11 = !{!"VP", i32 0, i64 1}
!12 = distinct !{!12}
