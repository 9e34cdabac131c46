; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; The words before a function's return type in llvm-as's order (linkage,
; preemption, visibility, DLL storage, calling convention, return
; attributes), each once; anything else there is where llvm-as expects the
; type.
define unnamed_addr void @a() {
  ret void
}
; CHECK: function-header-order.ll:[[@LINE-3]]:8: error: expected type
define hidden protected void @b() {
  ret void
}
; CHECK: function-header-order.ll:[[@LINE-3]]:15: error: expected type
define protected dso_local void @c() {
  ret void
}
; CHECK: function-header-order.ll:[[@LINE-3]]:18: error: expected type
define noundef fastcc i32 @d() {
  ret i32 0
}
; CHECK: function-header-order.ll:[[@LINE-3]]:16: error: expected type
declare thread_local void @e()
; CHECK: function-header-order.ll:[[@LINE-1]]:9: error: expected type
; in order
define linkonce_odr dso_local hidden fastcc noundef i32 @f() unnamed_addr {
  ret i32 0
}
; CHECK-NOT: error
