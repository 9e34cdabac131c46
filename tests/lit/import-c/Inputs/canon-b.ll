; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-S128-i64:64-i128:128-f80:128-p270:32:32-p271:32:32-p272:64:64"

%struct.pair = type { i32, i64 }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@a = internal global [2 x i32] [i32 1, i32 2], align 4
@z = dso_local global i32 7, align 4

declare i32 @printf(ptr noundef, ...) #0

define i32 @pick(i32 noundef %x, ptr noundef %p) #1 {
entry:
  switch i32 %x, label %one [
    i32 1, label %join
    i32 2, label %tramp
  ]

one:
  br label %join

join:
  %r = phi i32 [ 3, %entry ], [ 0, %one ], [ %t, %tramp ]
  %v = load i32, ptr %p, align 4, !tbaa !0
  %o = or i32 %r, %v
  %c = tail call i32 (ptr, ...) @printf(ptr @.str, i32 %o)
  br label %exit, !llvm.loop !4

exit:
  ret i32 %o

tramp:
  %t = phi i32 [ 3, %entry ]
  br label %join
}

attributes #0 = { "target-cpu"="x86-64" }
attributes #1 = { nounwind "target-cpu"="x86-64" }

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = distinct !{!4, !5, !6}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!"llvm.loop.mustprogress"}
