; RUN: %xlate --llvm-version=19 --import-llvm --generic %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LL

declare i32 @printf(ptr, ...)
declare void @g(...)
declare i32 @__gxx_personality_v0(...)
@fmt = constant [3 x i8] c"%d\00"

define i32 @calls(ptr %fp) personality ptr @__gxx_personality_v0 {
entry:
; CHECK: "llvm.call"{{.*}}TailCallKind = #llvm.tailcallkind<tail>, callee = @printf{{.*}}var_callee_type = !llvm.func<i32 (ptr, ...)>
  %r = tail call i32 (ptr, ...) @printf(ptr @fmt, i32 1)
; CHECK: "llvm.call"(%arg0, %{{.*}}) <{CConv = #llvm.cconv<fastcc>
  %s = call fastcc i32 %fp(i32 %r)
; A call whose type differs from the callee's goes through its address:
; CHECK: "llvm.mlir.addressof"() <{global_name = @g}>
; CHECK: "llvm.invoke"
  invoke void @g() to label %ok unwind label %bad
ok:
  ret i32 %s
bad:
; CHECK: "llvm.landingpad"() <{cleanup}>
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
; LL: tail call i32 (ptr, ...) @printf(
; LL: call fastcc i32 %0(
; LL: invoke void @g()
