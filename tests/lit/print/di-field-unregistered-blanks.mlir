// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// RUN: %if llvm22 %{ %mlir-opt-22 --allow-unregistered-dialect %s | FileCheck %s %}
// An unregistered dialect's attribute in a field of an LLVM attribute
// keeps the blanks at the ends of its body, as it does elsewhere and as
// mlir-opt keeps them: they were dropped there, so a body ending in a
// newline, read through an alias, printed with it and read back without
// (a roundtrip campaign finding at 7b48e2e, run 924,211, fuzz finding 83,
// kept in tests/fuzz/regress/roundtrip/di-field-unregistered-blanks).
#w = #mv.y<#v
>
"test.op"() {x = #llvm.di_subrange<count = #mv.y< >>, y = #llvm.di_subrange<count = #w>, z = #llvm.di_subrange<count = #mv.y<  a >>} : () -> ()
// CHECK: "test.op"() {x = #llvm.di_subrange<count = #mv.y< >>, y = #llvm.di_subrange<count = #mv.y<#v
// CHECK-NEXT: >>, z = #llvm.di_subrange<count = #mv.y<  a >>} : () -> ()
