; An integer module flag of another width than i32 is imported as the i32 of
; its low 32 bits, as mlir-translate-22 imports it, so --to-llvm reads it back
; (the fuzz smoke's roundtrip finding: i64 4 was kept as i64 and rejected).
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=RT
; RUN: %xlate --import-llvm %s | mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=RT

; CHECK: llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "big", 4 : i32>, #llvm.mlir.module_flag<max, "neg", -1 : i32>]
; RT-DAG: !{i32 1, !"wchar_size", i32 4}
; RT-DAG: !{i32 7, !"big", i32 4}
; RT-DAG: !{i32 7, !"neg", i32 -1}

!llvm.module.flags = !{!0, !1, !2}
!0 = !{i32 1, !"wchar_size", i64 4}
!1 = !{i32 7, !"big", i64 4294967300}
!2 = !{i32 7, !"neg", i64 4294967295}
