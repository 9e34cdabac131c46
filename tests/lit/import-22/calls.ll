; Call-site attributes MLIR 22 holds: argument and result attributes in
; the call's signature, convergent/nounwind/willreturn/noinline/
; alwaysinline/inlinehint and memory as call op attributes (also through
; #N groups defined after the function); range on parameters and results;
; !invariant.group; LLVM 22's lifetime markers without a size.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=RT
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | llvm-as-22 | llvm-dis-22 | FileCheck %s --check-prefix=RT
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>&1 >/dev/null | FileCheck %s --check-prefix=V19

; CHECK: llvm.func @f(i32 {llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 10>}) -> (i32 {llvm.range = #llvm.constant_range<i32, -1, 3>})
declare range(i32 -1, 3) i32 @f(i32 noundef range(i32 0, 10))
declare void @llvm.lifetime.start.p0(ptr captures(none))

define i32 @g(i32 %x, ptr %p) {
; CHECK: llvm.intr.lifetime.start %{{[0-9]+}} : !llvm.ptr
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
; CHECK: llvm.call tail @f(%arg0) {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind} : (i32 {llvm.noundef}) -> (i32 {llvm.signext})
  %r = tail call signext i32 @f(i32 noundef %x) #0
; CHECK: llvm.call @f(%arg0) {convergent, will_return} : (i32) -> i32
  %s = call i32 @f(i32 %x) convergent willreturn
; CHECK: llvm.load %arg1 invariant_group
  %l = load i32, ptr %p, !invariant.group !0
  ret i32 %r
}
attributes #0 = { nounwind memory(argmem: read) }
!0 = !{}

; RT: declare range(i32 -1, 3) i32 @f(i32 noundef range(i32 0, 10))
; RT: tail call signext i32 @f(i32 noundef %{{.*}}) #[[A:[0-9]+]]
; RT: call i32 @f(i32 %{{.*}}) #[[B:[0-9]+]]
; RT: !invariant.group
; RT-DAG: attributes #[[A]] = { nounwind memory(argmem: read) }
; RT-DAG: attributes #[[B]] = { convergent willreturn }
; V19: warning: dropped what MLIR's LLVM dialect does not model here: {{.*}}call-site attributes
