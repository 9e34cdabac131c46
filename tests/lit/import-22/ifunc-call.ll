; A call of an ifunc is direct when the call's type is the ifunc's, as
; mlir-translate-22 imports it (llvm.call @foo); of another type it goes
; through llvm.mlir.addressof, as for a function.  Read back and written
; out, the calls are the input's.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --no-stream --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL

@before = ifunc void (i32), ptr @res

define void @g() {
  call void @before(i32 1)
  call void @after(i32 2)
  call void @after(i64 3)
  ret void
}

@after = ifunc void (i32), ptr @res

define internal ptr @res() {
  ret ptr null
}

; CHECK: llvm.mlir.ifunc external @before : !llvm.func<void (i32)>, !llvm.ptr @res
; CHECK-LABEL: llvm.func @g()
; CHECK: llvm.call @before(%{{.*}}) : (i32) -> ()
; CHECK: llvm.call @after(%{{.*}}) : (i32) -> ()
; CHECK: %[[A:.*]] = llvm.mlir.addressof @after : !llvm.ptr
; CHECK: llvm.call %[[A]](%{{.*}}) : !llvm.ptr, (i64) -> ()

; LL: call void @before(i32 1)
; LL: call void @after(i32 2)
; LL: call void @after(i64 3)
