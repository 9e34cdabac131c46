; ModuleID = 'demo.c'
source_filename = "demo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32 }

@__const.main.pts = private unnamed_addr constant [4 x %struct.point] [%struct.point { i32 1, i32 2 }, %struct.point { i32 -3, i32 4 }, %struct.point { i32 -5, i32 -6 }, %struct.point { i32 7, i32 -8 }], align 16
@.str = private unnamed_addr constant [28 x i8] c"(%d, %d) is in quadrant %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"tour length %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"I\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"II\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"III\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"IV\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x %struct.point], align 16
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.pts, i64 32, i1 false)
  store ptr @manhattan, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %40, %0
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %43

9:                                                ; preds = %6
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [4 x %struct.point], ptr %2, i64 0, i64 %12
  %14 = load i32, ptr %5, align 4
  %15 = add nsw i32 %14, 1
  %16 = srem i32 %15, 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [4 x %struct.point], ptr %2, i64 0, i64 %17
  %19 = load i64, ptr %13, align 8
  %20 = load i64, ptr %18, align 8
  %21 = call i32 %10(i64 %19, i64 %20)
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %4, align 4
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x %struct.point], ptr %2, i64 0, i64 %25
  %27 = getelementptr inbounds %struct.point, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 8
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [4 x %struct.point], ptr %2, i64 0, i64 %30
  %32 = getelementptr inbounds %struct.point, ptr %31, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = load i32, ptr %5, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [4 x %struct.point], ptr %2, i64 0, i64 %35
  %37 = load i64, ptr %36, align 8
  %38 = call ptr @quadrant(i64 %37)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %28, i32 noundef %33, ptr noundef %38)
  br label %40

40:                                               ; preds = %9
  %41 = load i32, ptr %5, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %5, align 4
  br label %6, !llvm.loop !6

43:                                               ; preds = %6
  %44 = load i32, ptr %4, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @manhattan(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i64 %0, ptr %3, align 4
  store i64 %1, ptr %4, align 4
  %7 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = sub nsw i32 %8, %10
  store i32 %11, ptr %5, align 4
  %12 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = sub nsw i32 %13, %15
  store i32 %16, ptr %6, align 4
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %2
  %20 = load i32, ptr %5, align 4
  %21 = sub nsw i32 0, %20
  br label %24

22:                                               ; preds = %2
  %23 = load i32, ptr %5, align 4
  br label %24

24:                                               ; preds = %22, %19
  %25 = phi i32 [ %21, %19 ], [ %23, %22 ]
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %26, 0
  br i1 %27, label %28, label %31

28:                                               ; preds = %24
  %29 = load i32, ptr %6, align 4
  %30 = sub nsw i32 0, %29
  br label %33

31:                                               ; preds = %24
  %32 = load i32, ptr %6, align 4
  br label %33

33:                                               ; preds = %31, %28
  %34 = phi i32 [ %30, %28 ], [ %32, %31 ]
  %35 = add nsw i32 %25, %34
  ret i32 %35
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @quadrant(i64 %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.point, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = icmp sge i32 %5, 0
  %7 = zext i1 %6 to i32
  %8 = mul nsw i32 %7, 2
  %9 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = icmp sge i32 %10, 0
  %12 = zext i1 %11 to i32
  %13 = add nsw i32 %8, %12
  switch i32 %13, label %17 [
    i32 3, label %14
    i32 1, label %15
    i32 0, label %16
  ]

14:                                               ; preds = %1
  store ptr @.str.2, ptr %2, align 8
  br label %18

15:                                               ; preds = %1
  store ptr @.str.3, ptr %2, align 8
  br label %18

16:                                               ; preds = %1
  store ptr @.str.4, ptr %2, align 8
  br label %18

17:                                               ; preds = %1
  store ptr @.str.5, ptr %2, align 8
  br label %18

18:                                               ; preds = %17, %16, %15, %14
  %19 = load ptr, ptr %2, align 8
  ret ptr %19
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
