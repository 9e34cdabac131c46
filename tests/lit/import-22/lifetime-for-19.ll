; LLVM 22's lifetime markers (no size) read for an older release: MLIR 19
; and LLVM 19 need the size, which is -1, "unknown" (llvm-as-19 rejects
; the one-argument form; found by make bench on clang-22 -O2 sqlite3).
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s --check-prefix=V19
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=LL19
; RUN: %xlate --llvm-version=22 --import-llvm %s | FileCheck %s --check-prefix=V22
define void @f() {
  %a = alloca [16 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  call void @g(ptr %a)
  call void @llvm.lifetime.end.p0(ptr %a)
  ret void
}
declare void @g(ptr)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
; V19: llvm.intr.lifetime.start -1, %1 : !llvm.ptr
; V19: llvm.intr.lifetime.end -1, %1 : !llvm.ptr
; LL19: call void @llvm.lifetime.start.p0(i64 -1, ptr %1)
; LL19: declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #{{[0-9]+}}
; V22: llvm.intr.lifetime.start %1 : !llvm.ptr
; V22: llvm.intr.lifetime.end %1 : !llvm.ptr
