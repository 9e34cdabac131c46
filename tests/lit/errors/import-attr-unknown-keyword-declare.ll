; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; In a declaration, llvm-as says 'expected top-level entity' at the word.
; CHECK: import-attr-unknown-keyword-declare.ll:[[@LINE+1]]:28: error: expected top-level entity
declare void @f() nounwind foo(1)
