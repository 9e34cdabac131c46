; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s --implicit-check-not=error:
; One error per bad instruction, none about its result name afterwards.

declare i32 @__gxx_personality_v0(...)

define i32 @f(i32 %x) personality ptr @__gxx_personality_v0 {
; CHECK: inline-asm-errors.ll:[[@LINE+1]]:19: error: invoke of inline asm is not supported (MLIR 19's llvm.inline_asm cannot unwind)
  %r = invoke i32 asm "nop", "=r,r"(i32 %x) to label %ok unwind label %bad
ok:
; CHECK: inline-asm-errors.ll:[[@LINE+1]]:21: error: expected 'sideeffect', 'alignstack', 'inteldialect' or 'unwind'
  %s = call i32 asm nosuchflag "nop", "=r,r"(i32 %x)
; CHECK: inline-asm-errors.ll:[[@LINE+1]]:23: error: wrong number of inline asm arguments
  %t = call i32 (i32) asm "nop", "=r,r"()
  ret i32 %x
bad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
