; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s

define i32 @f(i32 %a) {
  %b = add i32 %a, %undefined_value
  ret i32 %b
}
; CHECK: errors.ll:4:20: error: use of undefined value '%undefined_value'
