; ModuleID = 'a.c'
source_filename = "a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i32, i64 }

@z = dso_local global i32 7, align 4
@a = internal global [2 x i32] [i32 1, i32 2], align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nounwind
define dso_local range(i32 0, 10) i32 @pick(i32 noundef %0, ptr noundef %1) #0 {
  switch i32 %0, label %4 [
    i32 1, label %5
    i32 2, label %5
  ]

4:                                                ; preds = %2
  br label %5

5:                                                ; preds = %4, %2, %2
  %6 = phi i32 [ 3, %2 ], [ 3, %2 ], [ 0, %4 ]
  %7 = load i32, ptr %1, align 4, !tbaa !5
  %8 = or disjoint i32 %6, %7
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %8) #2
  br label %10, !llvm.loop !9

10:
  ret i32 %8
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { nounwind "target-cpu"="x86-64" }
attributes #1 = { "target-cpu"="x86-64" "target-features"="+sse" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"clang version 19"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
