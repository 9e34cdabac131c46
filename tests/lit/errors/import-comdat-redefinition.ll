; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %s 2>&1 | FileCheck %s
; A comdat defined twice is llvm-as's 'redefinition of comdat'; it was
; imported as two selectors of one name, which --to-llvm refuses (a
; roundtrip campaign finding at 50506e6, run 32,019).
$c = comdat any
; CHECK: import-comdat-redefinition.ll:[[@LINE+1]]:1: error: redefinition of comdat '$c'
$c = comdat any
@g = global i32 0, comdat($c)
