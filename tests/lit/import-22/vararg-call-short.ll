; A call of a variadic function written with its return type only (the
; call's type is then void (i32), not the callee's void (...)): MLIR 22's
; import keeps it a direct call, the callee's type its vararg(...), as it
; keeps any call whose type has the callee's return type and fixed
; parameters first; MLIR 19's made it an indirect call through
; llvm.mlir.addressof.  Streamed (the callee declared after) and not.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm --no-stream %s | FileCheck %s
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | FileCheck %s %}
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s --check-prefix=V19
define void @f(i32 %x) personality ptr @pers {
  call void @varargs(i32 %x)
  invoke void @varargs(i32 %x) to label %ok unwind label %bad
ok:
  ret void
bad:
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @varargs(...)
declare i32 @pers(...)
; CHECK: llvm.call @varargs(%arg0) vararg(!llvm.func<void (...)>) : (i32) -> ()
; CHECK: llvm.invoke @varargs(%arg0) to ^bb1 unwind ^bb2 vararg(!llvm.func<void (...)>) : (i32) -> ()
; LL: call void (...) @varargs(i32 %0)
; LL: invoke void (...) @varargs(i32 %0)
; V19: %[[A:[0-9]+]] = llvm.mlir.addressof @varargs : !llvm.ptr
; V19: llvm.call %[[A]](%arg0) : !llvm.ptr, (i32) -> ()
