; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %s 2>&1 | FileCheck %s
; A word that is no attribute kind of LLVM's ends the attributes of a
; header: llvm-as's 'expected '{' in function body' at the word (-19 and
; -22 alike).  It was taken into 'passthrough', and the landingpad of the
; function without its personality was imported into MLIR that --to-llvm
; refuses (the fuzz smoke of make check at d1bcad5, roundtrip).
declare void @g()
declare i32 @__gxx_personality_v0(...)
; CHECK: import-attr-unknown-keyword.ll:[[@LINE+1]]:28: error: expected '{' in function body
define i32 @calls(ptr %fp) personalunnamed_addgxx_personality_v0 {
entry:
  invoke void @g() to label %ok unwind label %bad
ok:
  ret i32 0
bad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
