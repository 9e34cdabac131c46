// llvm.comdat and llvm.comdat_selector take an attribute dictionary after
// their other parts ($sym_name $body attr-dict, $sym_name $comdat
// attr-dict), as mlir-opt-22 prints and reads them: the comdat's was
// printed and then refused (roundtrip campaign at 4b456a3, run 4,218,523,
// fuzz finding 76, kept in tests/fuzz/regress/roundtrip/comdat-region).
// RUN: %xlate %s | FileCheck %s
// RUN: %xlate %s | %xlate - | FileCheck %s
// RUN: %if llvm22 %{ %mlir-opt-22 %s | FileCheck %s %}
// RUN: not %xlate %S/Inputs/comdat-region-other-op.mlir 2>&1 | FileCheck %S/Inputs/comdat-region-other-op.mlir
// RUN: %if llvm22 %{ not %mlir-opt-22 %S/Inputs/comdat-region-other-op.mlir 2>&1 | FileCheck %S/Inputs/comdat-region-other-op.mlir %}

// CHECK:      llvm.comdat @c {
// CHECK-NEXT:   llvm.comdat_selector @a any {x = 1 : i32}
// CHECK-NEXT: } {foo = 1 : i32}
llvm.comdat @c {
  llvm.comdat_selector @a any {x = 1 : i32}
} {foo = 1 : i32}
