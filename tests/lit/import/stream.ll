; The import prints a function body as soon as it ends when its text cannot
; depend on the rest of the module; the output is the whole-module one.
; RUN: %xlate --llvm-version=19 --import-llvm %s -o %t.stream.mlir
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %s -o %t.whole.mlir
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: FileCheck %s < %t.stream.mlir

%struct.S = type { i32, ptr }

@g = global i32 0

; CHECK: #tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
; CHECK: llvm.func @first(%arg0: i32, %arg1: i32) -> i32 attributes {no_unwind}
; CHECK: llvm.intr.smax
; CHECK: llvm.call @later(%{{.*}}) : (i32) -> i32
define i32 @first(i32 %a, i32 %b) #0 {
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %r = call i32 @later(i32 %m)
  ret i32 %r
}

; CHECK: llvm.func @tbaa(%arg0: !llvm.ptr) -> i32
; CHECK: tbaa = [#tbaa_tag]
define i32 @tbaa(ptr %p) {
  %v = load i32, ptr %p, align 4, !tbaa !1
  ret i32 %v
}

; CHECK: llvm.func @loop(%arg0: i32)
; CHECK: loop_annotation = #loop_annotation
define void @loop(i32 %n) #1 {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %j, %head ]
  %s = phi ptr [ null, %entry ], [ %s, %head ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %head, label %exit, !llvm.loop !5
exit:
  ret void
}

; CHECK: llvm.func @later(%arg0: i32) -> i32
; CHECK: llvm.mlir.addressof @g
; CHECK: "llvm.intr.memcpy"
define i32 @later(i32 %x) {
  %p = alloca %struct.S, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr @g, i64 4, i1 false)
  %y = mul i32 %x, 3
  ret i32 %y
}

; CHECK-NOT: llvm.func @llvm.smax.i32
declare i32 @llvm.smax.i32(i32, i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

attributes #0 = { nounwind }
attributes #1 = { noinline "frame-pointer"="all" }

!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
