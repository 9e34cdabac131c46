// A module flag's value may be any integer (4 reads as 4 : i64) or a bool:
// mlir-translate-22 writes it as ConstantInt::get(i32, getInt()), the low
// 32 bits, sign-extended from the attribute's width.  xlate took only an
// i32 ("cannot translate the value of module flag wchar_size").  The
// "Debug Info Version" flag is not added a second time when present.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %if llvm22 %{ %mlir-translate-22 --mlir-to-llvmir %s | FileCheck %s %}

// CHECK: !llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
// CHECK: !0 = !{i32 1, !"wchar_size", i32 4}
// CHECK-NEXT: !1 = !{i32 8, !"PIC Level", i32 2}
// CHECK-NEXT: !2 = !{i32 7, !"PIE Level", i32 2}
// CHECK-NEXT: !3 = !{i32 7, !"big", i32 705032704}
// CHECK-NEXT: !4 = !{i32 7, !"neg", i32 -1}
// CHECK-NEXT: !5 = !{i32 1, !"yes", i32 -1}
// CHECK-NEXT: !6 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NOT: Debug Info Version
module {
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4>,
                     #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>,
                     #llvm.mlir.module_flag<max, "PIE Level", 2 : i8>,
                     #llvm.mlir.module_flag<max, "big", 5000000000>,
                     #llvm.mlir.module_flag<max, "neg", -1 : i16>,
                     #llvm.mlir.module_flag<error, "yes", true>,
                     #llvm.mlir.module_flag<warning, "Debug Info Version", 3>]
}
