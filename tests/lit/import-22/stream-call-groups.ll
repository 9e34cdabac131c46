; Calls naming #N attribute groups (defined at the end of the file) do not
; hold their bodies until the end: the call's attribute dictionary is
; printed at the end with what the groups set merged in (a group's entry
; replacing one written on the call).  Output and warnings are those of
; the whole-module import; a group never defined is empty (llvm-as and
; mlir-translate-22 take it so), streamed or not.
; RUN: %xlate --import-llvm %s -o %t.stream.mlir 2>%t.stream.err
; RUN: %xlate --import-llvm --no-stream %s -o %t.whole.mlir 2>%t.whole.err
; RUN: diff %t.whole.mlir %t.stream.mlir
; RUN: diff %t.whole.err %t.stream.err
; RUN: FileCheck %s < %t.stream.mlir
; RUN: FileCheck %s --check-prefix=WARN < %t.stream.err
; RUN: sed 's/#3$/#9/' %s > %t.undef.ll
; RUN: %xlate --import-llvm %t.undef.ll -o %t.u.stream.mlir 2>%t.u.stream.err
; RUN: %xlate --import-llvm --no-stream %t.undef.ll -o %t.u.whole.mlir 2>%t.u.whole.err
; RUN: diff %t.u.whole.mlir %t.u.stream.mlir
; RUN: diff %t.u.whole.err %t.u.stream.err
; RUN: FileCheck %s --check-prefix=UNDEF < %t.u.stream.mlir

; WARN: warning: dropped what MLIR's LLVM dialect does not model here: call-site attribute 'cold'
; UNDEF-LABEL: llvm.func @later
; UNDEF: llvm.call @g() {no_unwind} : () -> ()
; UNDEF-NEXT: llvm.call @g() : () -> ()

declare i32 @f(i32)
declare void @g()

; CHECK-LABEL: llvm.func @calls
; CHECK: llvm.call @f(%arg0) {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind} : (i32) -> i32
; CHECK: llvm.call @f(%{{.*}}) {convergent, no_unwind} : (i32) -> i32
; CHECK: llvm.call @g() : () -> ()
; CHECK: llvm.call @g() {no_unwind, will_return} : () -> ()
; CHECK: llvm.call @f(%{{.*}}) {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind} : (i32) -> i32
define i32 @calls(i32 %x) {
  %a = call i32 @f(i32 %x) #0
  %b = call i32 @f(i32 %a) convergent #1
  call void @g() #2
  call void @g() willreturn #1
  %c = call i32 @f(i32 %b) memory(read) #0
  ret i32 %c
}

; a group used first in a later body
; CHECK-LABEL: llvm.func @later
; CHECK: llvm.call @g() {no_unwind} : () -> ()
; CHECK: llvm.call @g() {no_inline} : () -> ()
define void @later() {
  call void @g() #1
  call void @g() #3
  ret void
}

attributes #0 = { nounwind memory(argmem: read) }
attributes #1 = { nounwind }
attributes #2 = { cold }
attributes #3 = { noinline }
