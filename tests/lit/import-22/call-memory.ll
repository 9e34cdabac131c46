; A direct call's memory effects are its own intersected with its
; callee's, as LLVM's CallBase::getMemoryEffects and mlir-translate-22's
; import (operand bundles widen the callee's: deopt reads); the groups of
; both are defined after the bodies, so the streamed bodies take them as
; placeholders: streamed and --no-stream imports are the same.  Intrinsics
; and 19 keep what the call says.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s > %t.stream.mlir
; RUN: %xlate --no-stream --import-llvm %s > %t.whole.mlir
; RUN: diff %t.stream.mlir %t.whole.mlir
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>/dev/null | FileCheck %s --check-prefix=V19
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | grep 'llvm.call ' > %t.ref && %xlate --import-llvm %s 2>/dev/null | grep 'llvm.call ' | diff - %t.ref %}

; CHECK: llvm.call @rd(%arg0) {memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
; CHECK: llvm.call @rd(%arg0) {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
; CHECK: llvm.call @any(%arg0) {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>}
; CHECK: llvm.call @f(%arg0) {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
; CHECK: llvm.call @inacc(%arg0) {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = read, errnoMem = none, targetMem0 = none, targetMem1 = none>}
; CHECK: llvm.call @rd(%arg0) {memory_effects = #llvm.memory_effects<other = read, argMem = readwrite, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>}
; CHECK: llvm.call @any(%arg0) : (!llvm.ptr) -> i32
; CHECK: llvm.call @g(%arg0) {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind}

; LL: call i32 @rd(ptr %0) #[[ARGRW:[0-9]+]]
; LL: call i32 @f(ptr %0) #[[NONE:[0-9]+]]
; LL-DAG: attributes #[[ARGRW]] = { memory(argmem: readwrite) }
; LL-DAG: attributes #[[NONE]] = { memory(none) }

; V19-NOT: memory_effects = #llvm.memory_effects<other = none, argMem = readwrite

declare i32 @rd(ptr) #0
declare i32 @any(ptr)
declare i32 @inacc(ptr) #2
define i32 @f(ptr %p) #1 {
  %a = call i32 @rd(ptr %p)
  %b = call i32 @rd(ptr %p) #3
  %c = call i32 @any(ptr %p) #3
  %d = call i32 @f(ptr %p)
  %e = call i32 @inacc(ptr %p) #3
  %h = call i32 @rd(ptr %p) [ "deopt"() ]
  %i = call i32 @any(ptr %p)
  %j = call i32 @g(ptr %p) #4
  ret i32 %a
}
define i32 @g(ptr %p) #0 {
  %a = call i32 @f(ptr %p)
  ret i32 %a
}
attributes #0 = { memory(argmem: readwrite) nounwind }
attributes #1 = { memory(none) }
attributes #2 = { memory(inaccessiblemem: readwrite) }
attributes #3 = { memory(read) }
attributes #4 = { memory(argmem: read) nounwind }
