; An invoke whose normal destination is not a label: a located error (the
; importer once read an uninitialized flag on this path; clang's UBSan
; reported it).
; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; CHECK: invoke-bad-label.ll:[[#@LINE+6]]:29: error: expected 'label %name'
declare void @f()
declare i32 @__gxx_personality_v0(...)

define void @g() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @f() to label @ok unwind label %bad
ok:
  ret void
bad:
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}
