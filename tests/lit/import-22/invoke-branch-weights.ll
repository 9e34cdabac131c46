; An invoke's !prof branch weights are imported as its branch_weights
; attribute (19 and 22, as mlir-translate does) and exported back.
; RUN: %xlate-translate --import-llvm %s | FileCheck %s
; RUN: %xlate-translate --import-llvm --llvm-version=19 %s | FileCheck %s
; RUN: %xlate-translate --import-llvm %s | %xlate-translate --mlir-to-llvmir | FileCheck %s --check-prefix=RT
; RUN: %xlate-translate --import-llvm %s 2>&1 | FileCheck %s --check-prefix=WARN

; CHECK: llvm.invoke @foo() to ^bb2 unwind ^bb1 {branch_weights = array<i32: 42, 99>} : () -> ()
; RT: invoke void @foo()
; RT-NEXT: to label %{{.*}} unwind label %{{.*}}, !prof ![[W:[0-9]+]]
; RT: ![[W]] = !{!"branch_weights", i32 42, i32 99}
; WARN-NOT: dropped

declare void @foo()
declare i32 @__gxx_personality_v0(...)

define i32 @invoke_branch_weights() personality ptr @__gxx_personality_v0 {
  invoke void @foo() to label %bb2 unwind label %bb1, !prof !0
bb1:
  %1 = landingpad { ptr, i32 } cleanup
  br label %bb2
bb2:
  ret i32 1
}

!0 = !{!"branch_weights", i32 42, i32 99}
