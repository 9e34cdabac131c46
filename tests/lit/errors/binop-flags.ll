; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; The words llvm-as reads between a binary operator and its type: nuw and
; nsw on add, sub, mul and shl, exact on the divisions and right shifts,
; disjoint on or, each at most once; fast-math flags on the floating-point
; operators.  At any other word it expects the type (llvm-as-19 and -22
; say the same at the same column).
define void @f(i32 %a, i32 %b, float %x, float %y) {
  %r1 = add fast i32 %a, %b
; CHECK: binop-flags.ll:[[@LINE-1]]:13: error: expected type
  %r2 = add exact i32 %a, %b
; CHECK: binop-flags.ll:[[@LINE-1]]:13: error: expected type
  %r3 = sub nuw nuw i32 %a, %b
; CHECK: binop-flags.ll:[[@LINE-1]]:17: error: expected type
  %r4 = or fast disjoint i32 %a, %b
; CHECK: binop-flags.ll:[[@LINE-1]]:12: error: expected type
  %r5 = or disjoint disjoint i32 %a, %b
; CHECK: binop-flags.ll:[[@LINE-1]]:21: error: expected type
  %r6 = and nuw i32 %a, %b
; CHECK: binop-flags.ll:[[@LINE-1]]:13: error: expected type
  %r7 = udiv exact exact i32 %a, %b
; CHECK: binop-flags.ll:[[@LINE-1]]:20: error: expected type
  %r8 = fadd nsw float %x, %y
; CHECK: binop-flags.ll:[[@LINE-1]]:14: error: expected type
  ; what llvm-as takes
  %o1 = mul nsw nuw i32 %a, %b
  %o2 = shl nuw nsw i32 %a, %b
  %o3 = lshr exact i32 %a, %b
  %o4 = or disjoint i32 %a, %b
  %o5 = fmul fast nnan float %x, %y
  ret void
}
; CHECK-NOT: error
