; A call of an intrinsic the LLVM dialect has no op for imports, at 22,
; as mlir-translate-22 imports it: llvm.call_intrinsic "llvm.x"(...)
; with the call's fastmath flags and argument attributes; its function
; attributes go (the one warning), its tail marker too.  At 19 it stays
; an llvm.call (mlir-translate-19 has no import for it: "unhandled
; intrinsic").  Written back, the calls are the input's (sqlite3's
; llvm.load.relative from clang-22 -O2 is such a call).
; RUN: %xlate --import-llvm %s -o %t.mlir 2>%t.err
; RUN: FileCheck %s < %t.mlir
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %xlate --to-llvm %t.mlir | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>/dev/null | FileCheck %s --check-prefix=V19
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | FileCheck %s %}

declare void @llvm.x86.sse2.pause()
declare ptr @llvm.load.relative.i64(ptr, i64)
declare float @llvm.amdgcn.fmed3.f32(float, float, float)

define float @f(ptr %p, float %a) {
  call void @llvm.x86.sse2.pause()
  %r = tail call ptr @llvm.load.relative.i64(ptr noundef %p, i64 8) #0
  %m = call fast float @llvm.amdgcn.fmed3.f32(float %a, float %a, float %a)
  ret float %m
}

attributes #0 = { nounwind }

; CHECK: llvm.func @llvm.x86.sse2.pause()
; CHECK-LABEL: llvm.func @f(
; CHECK: llvm.call_intrinsic "llvm.x86.sse2.pause"() : () -> ()
; CHECK: llvm.call_intrinsic "llvm.load.relative.i64"(%arg0, %{{.*}}) : (!llvm.ptr {llvm.noundef}, i64) -> !llvm.ptr
; CHECK: llvm.call_intrinsic "llvm.amdgcn.fmed3.f32"(%arg1, %arg1, %arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32, f32) -> f32
; WARN: call-intrinsic.ll:21:69: warning: dropped what MLIR's LLVM dialect does not model here: call-site attributes
; LL: call void @llvm.x86.sse2.pause()
; LL: call ptr @llvm.load.relative.i64(ptr noundef %0, i64 8)
; LL: call fast float @llvm.amdgcn.fmed3.f32(float %1, float %1, float %1)
; V19: llvm.call @llvm.x86.sse2.pause() : () -> ()
