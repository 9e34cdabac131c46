; The "CG Profile" module flag: MLIR 22 holds its entries as
; #llvm.cgprofile_entry; both writers give the same distinct list back.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=RT
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | llvm-as-22 | llvm-dis-22 | FileCheck %s --check-prefix=RT

; CHECK: llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @from, to = @to, count = 222>, #llvm.cgprofile_entry<from = @to, to = @from, count = 7>, #llvm.cgprofile_entry<from = @from, count = 3>]>]
; RT: !llvm.module.flags = !{![[F:[0-9]+]]
; RT: ![[F]] = !{i32 5, !"CG Profile", ![[L:[0-9]+]]}
; RT: ![[L]] = distinct !{![[A:[0-9]+]], ![[B:[0-9]+]], ![[C:[0-9]+]]}
; RT: ![[A]] = !{ptr @from, ptr @to, i64 222}
; RT: ![[B]] = !{ptr @to, ptr @from, i64 7}
; RT: ![[C]] = !{ptr @from, null, i64 3}
declare void @from(i32)
declare void @to()

!llvm.module.flags = !{!0}

!0 = !{i32 5, !"CG Profile", !1}
!1 = distinct !{!2, !3, !4}
!2 = !{ptr @from, ptr @to, i64 222}
!3 = !{ptr @to, ptr @from, i64 7}
!4 = !{ptr @from, null, i64 3}
