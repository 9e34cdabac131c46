; LLVM 14 out: a pointer used only by a memcpy of a struct's size, whose
; other side is known to point to that struct, points to it too (clang
; copies a struct between two pointers bitcast to i8*): the parameter and
; its slot are %struct.point* again, the bitcasts of the input come back.
; A copy of another length says nothing (the i8* stays).
; RUN: %xlate --llvm-version=22 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | FileCheck %s
; RUN: %xlate --llvm-version=22 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | llvm-as-14 -o /dev/null
%struct.point = type { i32, i32 }

declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg)

define void @copy(%struct.point* noundef %0) {
  %2 = alloca %struct.point*, align 8
  %3 = alloca %struct.point, align 4
  store %struct.point* %0, %struct.point** %2, align 8
  %4 = load %struct.point*, %struct.point** %2, align 8
  %5 = bitcast %struct.point* %3 to i8*
  %6 = bitcast %struct.point* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %5, i8* align 4 %6, i64 8, i1 false)
  ret void
}

define void @part(i8* noundef %0) {
  %2 = alloca %struct.point, align 4
  %3 = bitcast %struct.point* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %3, i8* align 4 %0, i64 4, i1 false)
  ret void
}
; CHECK: define void @copy(%struct.point* noundef %0) {
; CHECK-NEXT: %2 = alloca %struct.point*, align 8
; CHECK-NEXT: %3 = alloca %struct.point, align 4
; CHECK-NEXT: store %struct.point* %0, %struct.point** %2, align 8
; CHECK-NEXT: %4 = load %struct.point*, %struct.point** %2, align 8
; CHECK-NEXT: %5 = bitcast %struct.point* %3 to i8*
; CHECK-NEXT: %6 = bitcast %struct.point* %4 to i8*
; CHECK-NEXT: call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %5, i8* align 4 %6, i64 8, i1 false)
; CHECK: define void @part(i8* noundef %0) {
