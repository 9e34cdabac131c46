; The masked intrinsics' alignment is read in either release's form into
; the op's alignment attribute, whatever --llvm-version: LLVM 22's `align N`
; on the pointer argument (none: 1, as mlir-translate-22 reads it; other
; attributes there are dropped with the warning) and LLVM 19's i32
; argument (Inputs/masked-align-19.ll).  Each is written back in the form
; of the release asked for.  A masked load's !nontemporal is its nontemporal
; at 22 (MLIR 22's op holds it), dropped with the warning for 19.
; RUN: %xlate --import-llvm %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>/dev/null | FileCheck %s
; RUN: %xlate --import-llvm %S/Inputs/masked-align-19.ll | FileCheck %s --check-prefix=OLD
; RUN: %xlate --llvm-version=19 --import-llvm %S/Inputs/masked-align-19.ll | FileCheck %s --check-prefix=OLD
; RUN: %xlate --import-llvm %S/Inputs/masked-align-19.ll | %xlate --to-llvm - | FileCheck %s --check-prefix=LL22
; RUN: %xlate --import-llvm %s 2>/dev/null | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=LL19
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN19
; RUN: %xlate --import-llvm %s 2>/dev/null | FileCheck %s --check-prefix=NT

define void @f(ptr %p, <4 x i1> %m, <4 x float> %v, <4 x ptr> %ps) {
  %1 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 16 %p, <4 x i1> %m, <4 x float> %v)
  %2 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %p, <4 x i1> %m, <4 x float> poison)
  %3 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr nonnull align 8 %p, <4 x i1> %m, <4 x float> %v)
  call void @llvm.masked.store.v4f32.p0(<4 x float> %1, ptr align 4 %p, <4 x i1> %m)
  %4 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> align 2 %ps, <4 x i1> %m, <4 x float> %v)
  call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> %4, <4 x ptr> align 32 %ps, <4 x i1> %m)
  ret void
}
define <4 x float> @nt(ptr %p, <4 x i1> %m, <4 x float> %v) {
  %1 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %p, <4 x i1> %m, <4 x float> %v), !nontemporal !0
  ret <4 x float> %1
}
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr, <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr, <4 x i1>)
declare <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr>, <4 x i1>, <4 x float>)
declare void @llvm.masked.scatter.v4f32.v4p0(<4 x float>, <4 x ptr>, <4 x i1>)

; CHECK:     llvm.intr.masked.load %arg0, %arg1, %arg2 {alignment = 16 : i32}
; CHECK:     llvm.intr.masked.load %arg0, %arg1, %{{[0-9]+}} {alignment = 1 : i32}
; CHECK:     llvm.intr.masked.load %arg0, %arg1, %arg2 {alignment = 8 : i32}
; CHECK:     llvm.intr.masked.store %{{[0-9]+}}, %arg0, %arg1 {alignment = 4 : i32}
; CHECK:     llvm.intr.masked.gather %arg3, %arg1, %arg2 {alignment = 2 : i32}
; CHECK:     llvm.intr.masked.scatter %{{[0-9]+}}, %arg3, %arg1 {alignment = 32 : i32}
; CHECK-NOT: llvm.call
; CHECK-NOT: llvm.func @llvm.masked

; WARN: warning: dropped what MLIR's LLVM dialect does not model here: call-site attributes
; WARN-NEXT: ptr nonnull align 8 %p

; OLD:       llvm.intr.masked.load %arg0, %arg1, %arg2 {alignment = 16 : i32}
; OLD:       llvm.intr.masked.store %{{[0-9]+}}, %arg0, %arg1 {alignment = 4 : i32}
; OLD:       llvm.intr.masked.gather %arg3, %arg1, %arg2 {alignment = 2 : i32}
; OLD:       llvm.intr.masked.scatter %{{[0-9]+}}, %arg3, %arg1 {alignment = 32 : i32}
; OLD-NOT:   llvm.call
; OLD-NOT:   llvm.func @llvm.masked

; LL22: call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 16 %0, <4 x i1> %1, <4 x float> %2)
; LL22: call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> %{{[0-9]+}}, <4 x ptr> align 32 %3, <4 x i1> %1)
; LL22: declare <4 x float> @llvm.masked.load.v4f32.p0(ptr captures(none), <4 x i1>, <4 x float>) #{{[0-9]+}}

; LL19: call <4 x float> @llvm.masked.load.v4f32.p0(ptr %0, i32 16, <4 x i1> %1, <4 x float> %2)
; LL19: call <4 x float> @llvm.masked.load.v4f32.p0(ptr %0, i32 1, <4 x i1> %1, <4 x float> poison)
; LL19: declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #{{[0-9]+}}

; NT-LABEL:    llvm.func @nt(
; NT:          llvm.intr.masked.load %arg0, %arg1, %arg2 {alignment = 4 : i32, nontemporal}
; WARN19:      warning: dropped what MLIR's LLVM dialect does not model here: {{.*}}metadata !nontemporal

!0 = !{i32 1}
