; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; llvm-as's verifier: an attribute on a parameter or return value of a type
; it does not take (src/llvmir/attr_types.h), at the attribute.
declare void @a(i32 nonnull)
; CHECK: attribute-types.ll:[[@LINE-1]]:21: error: Attribute 'nonnull' applied to incompatible type!
declare noundef void @b()
; CHECK: attribute-types.ll:[[@LINE-1]]:9: error: Attribute 'noundef' applied to incompatible type!
declare void @c(float align 4, ptr signext)
; CHECK: attribute-types.ll:[[@LINE-1]]:23: error: Attribute 'align 4' applied to incompatible type!
; CHECK: attribute-types.ll:[[@LINE-2]]:36: error: Attribute 'signext' applied to incompatible type!
define void @d(ptr %p) {
  call void @a(i64 dereferenceable(8) 0)
  ret void
}
; CHECK: attribute-types.ll:[[@LINE-3]]:20: error: Attribute 'dereferenceable(8)' applied to incompatible type!
; taken: where the verifier takes them, and on intrinsics (their own attributes replace the declared)
declare noundef nonnull ptr @e(ptr nonnull align 8 %p, i32 signext %x, <2 x float> nofpclass(nan) %v)
declare void @llvm.assume(i1 signext)
; CHECK-NOT: error
