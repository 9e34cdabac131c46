; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; llvm-as's verifier on where !range and !nonnull may be attached, and on
; an inline !tbaa or !prof node without operands, at the attachment.
define ptr @f(ptr %p, i32 %a, i1 %c) {
  %r = add i32 %a, 1, !range !0
; CHECK: md-attachment-place.ll:[[@LINE-1]]:21: error: Ranges are only for loads, calls and invokes!
  %v = load i32, ptr %p, !nonnull !1
; CHECK: md-attachment-place.ll:[[@LINE-1]]:24: error: nonnull applies only to pointer types
  %s = select i1 %c, ptr %p, ptr null, !nonnull !1
; CHECK: md-attachment-place.ll:[[@LINE-1]]:38: error: nonnull applies only to load instructions, use attributes for calls or invokes
  store i32 %a, ptr %p, !tbaa !{}
; CHECK: md-attachment-place.ll:[[@LINE-1]]:23: error: TBAA metadata cannot have 0 operands
  br i1 %c, label %t, label %t, !prof !{}
; CHECK: md-attachment-place.ll:[[@LINE-1]]:31: error: !prof annotations should have at least 1 operand
t:
; taken where they belong
  %w = load i32, ptr %p, !range !0
  %q = load ptr, ptr %p, !nonnull !1
  ret ptr %q
}
; CHECK-NOT: error
!0 = !{i32 0, i32 5}
!1 = !{}
