; An overloaded intrinsic named without its overload suffix (llvm.va_end
; of LLVM 18 and before, llvm.ctpop, llvm.memcpy) is that intrinsic, as
; LLVM's parser remangles the name: imported as its op (the declaration
; goes), and written with the mangled name.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %if llvm22 %{ %xlate --import-llvm %s | %mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=LL %}

; CHECK-NOT: llvm.func @llvm.
; CHECK: llvm.intr.vastart %[[A:[0-9]+]] : !llvm.ptr
; CHECK: llvm.intr.vacopy %[[A]] to %[[B:[0-9]+]] : !llvm.ptr, !llvm.ptr
; CHECK: llvm.intr.vaend %[[B]] : !llvm.ptr
; CHECK: llvm.intr.ctpop(%arg0) : (i32) -> i32
; CHECK: "llvm.intr.memcpy"(%[[A]], %[[B]], %{{[0-9]+}}) <{isVolatile = false}>

; LL: call void @llvm.va_start.p0(ptr
; LL: call void @llvm.va_copy.p0(ptr
; LL: call void @llvm.va_end.p0(ptr
; LL: call i32 @llvm.ctpop.i32(i32
; LL: call void @llvm.memcpy.p0.p0.i64(ptr

declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)
declare void @llvm.va_copy(ptr, ptr)
declare i32 @llvm.ctpop(i32)
declare void @llvm.memcpy(ptr, ptr, i64, i1)
define i32 @f(i32 %n, ...) {
  %ap = alloca ptr
  %aq = alloca ptr
  call void @llvm.va_start(ptr %ap)
  call void @llvm.va_copy(ptr %aq, ptr %ap)
  call void @llvm.va_end(ptr %aq)
  %r = call i32 @llvm.ctpop(i32 %n)
  call void @llvm.memcpy(ptr %ap, ptr %aq, i64 8, i1 false)
  ret i32 %r
}
