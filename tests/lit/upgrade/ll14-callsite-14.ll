; RUN: %xlate --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | FileCheck %s
; RUN: %xlate --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | llvm-as-14 -o /dev/null
; LLVM 14 in and out through a 22 import, which keeps call-site
; attributes: they are written back for 14 (GT_CALL_ATTRS); the phi's
; incoming values in clang's order (the last predecessor last, the
; others reversed: GT_PHI_IN_ORDER); the bitcasts of the input where
; the types differ; exact.
%struct.point = type { i32, i32 }

declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg)
declare i32 @use(i8* noundef)

define i32 @f(%struct.point* noundef %p, %struct.point* noundef %q, i1 %a, i1 %b) {
  %y = getelementptr %struct.point, %struct.point* %q, i64 0, i32 1
  store i32 0, i32* %y
  %1 = bitcast %struct.point* %p to i8*
  %2 = bitcast %struct.point* %q to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %1, i8* align 4 %2, i64 8, i1 false)
  %3 = call i32 @use(i8* noundef %1) #0
  %4 = sdiv exact i32 %3, 4
  br i1 %a, label %t, label %m
m:
  br i1 %b, label %t, label %r
r:
  br label %t
t:
  %5 = phi i1 [ true, %m ], [ true, %0 ], [ false, %r ]
  %6 = zext i1 %5 to i32
  %7 = add i32 %4, %6
  ret i32 %7
}
attributes #0 = { nounwind }
; %p is used only through the i8* it is cast to, and copied from %q's
; struct.point by a memcpy of its size: a struct.point too.
; CHECK: define i32 @f(%struct.point* noundef %0, %struct.point* noundef %1, i1 %2, i1 %3) {
; CHECK-NEXT: %5 = getelementptr %struct.point, %struct.point* %1, i64 0, i32 1
; CHECK-NEXT: store i32 0, i32* %5
; CHECK-NEXT: %6 = bitcast %struct.point* %0 to i8*
; CHECK-NEXT: %7 = bitcast %struct.point* %1 to i8*
; CHECK-NEXT: call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %6, i8* align 4 %7, i64 8, i1 false)
; CHECK-NEXT: %8 = call i32 @use(i8* noundef %6) #[[N:[0-9]+]]
; CHECK-NEXT: %9 = sdiv exact i32 %8, 4
; CHECK: phi i1 [ true, %{{[0-9]+}} ], [ true, %4 ], [ false, %{{[0-9]+}} ]
; CHECK: attributes #[[N]] = { nounwind }
