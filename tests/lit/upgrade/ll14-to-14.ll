; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | llvm-as-14 -o /dev/null
; LLVM 14 in and out: memory attributes, intrinsic names, va_start (not
; overloaded in 14), is.fpclass (LLVM 16) as fcmp.
declare i64 @strlen(i8* nocapture) argmemonly nounwind readonly
declare void @llvm.va_start(i8*)
declare void @llvm.va_end(i8*)
declare i1 @llvm.is.fpclass.f64(double, i32)

define i32 @f(i8* %s, ...) {
  %ap = alloca i8*, align 8
  %ap1 = bitcast i8** %ap to i8*
  call void @llvm.va_start(i8* %ap1)
  call void @llvm.va_end(i8* %ap1)
  %n = call i64 @strlen(i8* %s)
  %r = trunc i64 %n to i32
  ret i32 %r
}

define i1 @nan(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 3)
  ret i1 %r
}
; CHECK: declare i64 @strlen(i8* nocapture) #[[A:[0-9]+]]
; CHECK: define i32 @f(i8* %0, ...) {
; CHECK-NEXT: %2 = alloca i8*, align 8
; CHECK-NEXT: %3 = bitcast i8** %2 to i8*
; CHECK-NEXT: call void @llvm.va_start(i8* %3)
; CHECK-NEXT: call void @llvm.va_end(i8* %3)
; CHECK: define i1 @nan(double %0) {
; CHECK-NEXT: %2 = fcmp uno double %0, 0.0
; CHECK: declare void @llvm.va_start(i8*)
; CHECK: attributes #[[A]] = { argmemonly nounwind readonly }
