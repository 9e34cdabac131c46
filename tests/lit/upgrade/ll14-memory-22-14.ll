; LLVM 14 in through a 22 import (memory_effects) and out for 14: the
; memory attributes of functions and call sites in LLVM 14's words,
; sorted as LLVM sorts them (argmemonly first); frame-pointer and
; target-features on declarations too, as clang-14 writes them; a call's
; memory effects only where they are not its callee's (the import gives a
; call its callee's too).  Were dropped: the 14 row did not translate
; memory_effects.  A call site's old memory words are upgraded on import
; as mlir-translate-22 reads them (were dropped with the warning).
; RUN: %xlate --llvm-version=22 --import-llvm %s 2>&1 | FileCheck %s --check-prefix=IMP
; RUN: %xlate --no-stream --llvm-version=22 --import-llvm %s 2>&1 | FileCheck %s --check-prefix=IMP
; RUN: %xlate --llvm-version=22 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | FileCheck %s
; RUN: %xlate --llvm-version=22 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | llvm-as-14 -o /dev/null
declare i64 @strlen(i8* nocapture) #0
declare noalias i8* @malloc(i64) #1
declare void @g(i8*)

define i64 @f(i8* %s) {
  %p = call i8* @malloc(i64 4) #2
  %n = call i64 @strlen(i8* %s) #2
  call void @g(i8* %p) #3
  ret i64 %n
}
attributes #0 = { argmemonly nofree nounwind readonly willreturn "frame-pointer"="none" "target-features"="+sse" }
attributes #1 = { inaccessiblememonly nounwind }
attributes #2 = { nounwind }
attributes #3 = { nounwind readonly }
; CHECK: declare i64 @strlen(i8* nocapture) #[[S:[0-9]+]]
; CHECK: declare noalias i8* @malloc(i64) #[[M:[0-9]+]]
; CHECK: call i8* @malloc(i64 4) #[[N:[0-9]+]]
; CHECK-NEXT: call i64 @strlen(i8* %0) #[[N]]
; CHECK-NEXT: call void @g(i8* %{{[0-9]+}}) #[[R:[0-9]+]]
; CHECK-DAG: attributes #[[S]] = { argmemonly nofree nounwind readonly willreturn "frame-pointer"="none" "target-features"="+sse" }
; CHECK-DAG: attributes #[[M]] = { inaccessiblememonly nounwind }
; CHECK-DAG: attributes #[[N]] = { nounwind }
; CHECK-DAG: attributes #[[R]] = { nounwind readonly }
; IMP-NOT: warning
; IMP: llvm.call @g(%{{[0-9]+}}) {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>, no_unwind}
