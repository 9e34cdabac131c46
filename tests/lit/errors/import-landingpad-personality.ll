; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %s 2>&1 | FileCheck %s
; llvm-as's verifier: landingpad and resume need a function with a
; personality (it was imported into MLIR that --to-llvm refuses).
declare void @g()
define void @f() {
  invoke void @g() to label %ok unwind label %bad
ok:
  ret void
bad:
; CHECK: import-landingpad-personality.ll:[[@LINE+1]]:9: error: LandingPadInst needs to be in a function with a personality.
  %lp = landingpad { ptr, i32 } cleanup
; CHECK: import-landingpad-personality.ll:[[@LINE+1]]:3: error: ResumeInst needs to be in a function with a personality.
  resume { ptr, i32 } %lp
}
