; An attribute group named but never defined is empty, on a call and on a
; function, as llvm-as (14, 19, 22) and mlir-translate-22 take it: no error.
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm --no-stream %s | FileCheck %s

; CHECK-LABEL: llvm.func @f()
; CHECK-NEXT: llvm.call @g() : () -> ()
; CHECK-NEXT: llvm.return
; CHECK: llvm.func @g()
; CHECK-NOT: attributes
define void @f() {
  call void @g() #2
  ret void
}
declare void @g() #3
