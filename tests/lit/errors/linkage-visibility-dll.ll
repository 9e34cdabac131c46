; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; llvm-as's checks of a global value's linkage against its visibility and
; DLL storage (at the function's linkage, the global's name), and its
; verifier's of dllimport (at dllimport).
@a = internal hidden global i32 0
; CHECK: linkage-visibility-dll.ll:[[@LINE-1]]:1: error: symbol with local linkage must have default visibility
@b = private dllimport global i32 0
; CHECK: linkage-visibility-dll.ll:[[@LINE-1]]:1: error: symbol with local linkage cannot have a DLL storage class
define internal protected void @c() {
  ret void
}
; CHECK: linkage-visibility-dll.ll:[[@LINE-3]]:8: error: symbol with local linkage must have default visibility
define dllimport void @d() {
  ret void
}
; CHECK: linkage-visibility-dll.ll:[[@LINE-3]]:8: error: Global is marked as dllimport, but not external
@e = dllimport global i32 0
; CHECK: linkage-visibility-dll.ll:[[@LINE-1]]:6: error: Global is marked as dllimport, but not external
; taken
declare dllimport void @f()
@g = external dllimport global i32
@h = internal global i32 0
define private void @i() {
  ret void
}
; CHECK-NOT: error
