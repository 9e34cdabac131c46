; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %s 2>&1 | FileCheck %s
; optnone without noinline is llvm-as's verifier error; it was imported as
; an llvm.func that xlate's (and mlir-opt's) verifier then rejects ('with
; optimize_none must also be no_inline': a roundtrip campaign finding at
; a0a28ae, run 31,952).
; CHECK: import-optnone-noinline.ll:[[@LINE+1]]:13: error: Attribute 'optnone' requires 'noinline'!
define void @f() #0 { ret void }
define void @g() #1 { ret void }
attributes #0 = { optnone nounwind }
attributes #1 = { optnone noinline }
; CHECK-NOT: error
