; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; The linkages llvm-as refuses on functions, at the linkage keyword.
define common void @a() {
  ret void
}
; CHECK: function-linkage.ll:[[@LINE-3]]:8: error: invalid function linkage type
declare appending void @b()
; CHECK: function-linkage.ll:[[@LINE-1]]:9: error: invalid function linkage type
declare private void @c()
; CHECK: function-linkage.ll:[[@LINE-1]]:9: error: invalid linkage for function declaration
declare linkonce_odr void @d()
; CHECK: function-linkage.ll:[[@LINE-1]]:9: error: invalid linkage for function declaration
define extern_weak void @e() {
  ret void
}
; CHECK: function-linkage.ll:[[@LINE-3]]:8: error: invalid linkage for function definition
; valid
declare extern_weak void @f()
define internal void @g() {
  ret void
}
; CHECK-NOT: error
