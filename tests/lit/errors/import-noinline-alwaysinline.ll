; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %s 2>&1 | FileCheck %s
; RUN: not llvm-as %s -o %t.bc 2>&1 | FileCheck --check-prefix=REF %s
; noinline with alwaysinline is llvm-as's verifier error; it was imported
; as an llvm.func that xlate's (and mlir-opt's) verifier then rejects
; ('no_inline and always_inline attributes are incompatible': make fuzz on
; a fresh clone of b4c96e8, roundtrip, run 679,280, fuzz finding 85, kept
; in tests/fuzz/regress/roundtrip/import-noinline-alwaysinline).
; CHECK: import-noinline-alwaysinline.ll:[[@LINE+1]]:13: error: Attributes 'noinline and alwaysinline' are incompatible!
define void @f() #0 { ret void }
; CHECK: import-noinline-alwaysinline.ll:[[@LINE+1]]:13: error: Attributes 'noinline and alwaysinline' are incompatible!
define void @g() noinline alwaysinline { ret void }
define void @h() #1 { ret void }
attributes #0 = { alwaysinline optnone noinline }
attributes #1 = { alwaysinline nounwind }
; CHECK-NOT: error
; REF: Attributes 'noinline and alwaysinline' are incompatible!
