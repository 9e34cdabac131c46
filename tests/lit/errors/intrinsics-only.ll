; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; llvm-as's verifier: what only intrinsics take (metadata parameters,
; immarg), and appending linkage on a global that is not an array.
declare void @a(i32 immarg)
; CHECK: intrinsics-only.ll:[[@LINE-1]]:21: error: immarg attribute only applies to intrinsics
declare void @b(metadata)
; CHECK: intrinsics-only.ll:[[@LINE-1]]:17: error: Function takes metadata but isn't an intrinsic
define void @c(metadata %m) {
  ret void
}
; CHECK: intrinsics-only.ll:[[@LINE-3]]:16: error: Function takes metadata but isn't an intrinsic
@d = appending global i32 0
; CHECK: intrinsics-only.ll:[[@LINE-1]]:6: error: Only global arrays can have appending linkage!
; taken
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare i32 @llvm.objectsize.i32.p0(ptr, i1 immarg, i1 immarg, i1 immarg)
@e = appending global [1 x ptr] [ptr null]
; CHECK-NOT: error
