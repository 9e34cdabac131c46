; memcpy.inline takes len at any width: a call with an i32 length imports
; as the op with len : i32 (as mlir-translate-19 and -22 import it; xlate
; kept it a plain call), and goes back the same.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=RT
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | FileCheck %s %}

; CHECK: "llvm.intr.memcpy.inline"(%arg0, %arg1) <{isVolatile = true, len = 10 : i32}> : (!llvm.ptr, !llvm.ptr) -> ()
; RT: call void @llvm.memcpy.inline.p0.p0.i32(ptr %0, ptr %1, i32 10, i1 true)
define void @f(ptr %p, ptr %q) {
  call void @llvm.memcpy.inline.p0.p0.i32(ptr %p, ptr %q, i32 10, i1 true)
  ret void
}
declare void @llvm.memcpy.inline.p0.p0.i32(ptr, ptr, i32, i1)
