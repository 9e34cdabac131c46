// A global's target_specific_attrs (MLIR 21+) become its attribute group,
// as mlir-translate-22 writes them (GT_GLOBAL_ATTRS): known enum
// attributes bare, memory 0 as memory(none), the rest as strings.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm %s | llvm-as -o /dev/null
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=V19

// CHECK: @only = external global double #0
// CHECK: @combined = global i32 2, section "mysection", align 4 #1
// CHECK: attributes #0 = { memory(none) "int-attr"="4" "no-enum-attr" "string-attr"="string" }
// CHECK: attributes #1 = { norecurse "bss-section"="my_bss.1" }
// V19: @only = external global double{{$}}

llvm.mlir.global external @only() {target_specific_attrs = [["memory", "0"], ["int-attr", "4"], "no-enum-attr", ["string-attr", "string"]]} : f64
llvm.mlir.global external @combined(2 : i32) {alignment = 4 : i64, section = "mysection", target_specific_attrs = ["norecurse", ["bss-section", "my_bss.1"]]} : i32
