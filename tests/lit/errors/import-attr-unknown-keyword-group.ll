; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm --no-stream %s 2>&1 | FileCheck %s
; In an attribute group, llvm-as says 'unterminated attribute group' at
; the word; the groups read ahead for streaming leave this one to the
; parse of the module, which reports it in file order.  LLVM 14's
; argmemonly (an upgraded kind) is no such word.
define void @f() #0 {
  ret void
}
attributes #1 = { argmemonly nounwind }
; CHECK-NOT: group.ll:10:
; CHECK: import-attr-unknown-keyword-group.ll:[[@LINE+1]]:19: error: unterminated attribute group
attributes #0 = { personalfoo nounwind }
