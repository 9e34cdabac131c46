; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=LL
; clang-14's personality of a C++ function is a bitcast of the function
; (typed pointers); it is that function, as LLVM's upgrade makes it (it
; was dropped with a warning, and the landingpad left without one).
; CHECK-NOT: warning
; CHECK: llvm.func @f() attributes {personality = @__gxx_personality_v0}
; LL: define void @f() personality ptr @__gxx_personality_v0 {
declare void @g()
declare i32 @__gxx_personality_v0(...)
define void @f() personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke void @g() to label %ok unwind label %bad
ok:
  ret void
bad:
  %lp = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %lp
}
