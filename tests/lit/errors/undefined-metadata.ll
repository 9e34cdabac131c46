; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; A metadata id referenced and never defined is llvm-as's error at the end
; of the module, at the first reference of the least such id (after '!').
; CHECK: undefined-metadata.ll:[[@LINE+4]]:34: error: use of undefined metadata '!7'
; CHECK-NOT: error
!llvm.module.flags = !{!0}
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !range !7, !tbaa !9
  %w = load i32, ptr %p, !range !7
  ret i32 %v
}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!1}
