; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; An attribute kind where llvm-as does not let it stand (LLParser's
; canUseAsFnAttr / ParamAttr / RetAttr; src/llvmir/attr_positions.h), at
; the attribute: a function's, a parameter's, a return value's, a call's,
; an attribute group's.
define nounwind void @a() {
  ret void
}
; CHECK: attribute-positions.ll:[[@LINE-3]]:8: error: this attribute does not apply to return values
define void @b() nofpclass(nan) {
  ret void
}
; CHECK: attribute-positions.ll:[[@LINE-3]]:18: error: this attribute does not apply to functions
define void @c(i32 noreturn %x) {
  ret void
}
; CHECK: attribute-positions.ll:[[@LINE-3]]:20: error: this attribute does not apply to parameters
define void @d(ptr %p) {
  call void @a() noundef
  call void @b(ptr byval(i32) %p, i32 cold 1)
  ret void
}
; CHECK: attribute-positions.ll:[[@LINE-4]]:18: error: this attribute does not apply to functions
; CHECK: attribute-positions.ll:[[@LINE-4]]:39: error: this attribute does not apply to parameters
attributes #0 = { nounwind sret(i32) }
; CHECK: attribute-positions.ll:[[@LINE-1]]:28: error: this attribute does not apply to functions
; valid where they stand
declare noundef nonnull ptr @e(ptr noundef nonnull byval(i32) %p, i32 signext %x) nounwind willreturn memory(none)
; CHECK-NOT: error
