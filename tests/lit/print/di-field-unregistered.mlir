// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// RUN: %if llvm22 %{ %mlir-opt-22 --allow-unregistered-dialect %s | FileCheck %s %}
// An unregistered dialect's attribute with no dot in its name (#d<body>)
// in a field of an LLVM attribute that takes any attribute: read as the
// dialect's (its body as written), not as an alias named d.  Read
// through an alias it printed inline and did not read back (a roundtrip
// campaign finding at 2aadfb1, run 2,198,566, fuzz finding 64, kept in
// tests/fuzz/regress/roundtrip/di-field-dialect-no-dot).
#w = #mv2y<#v>
"test"() {y = #llvm.di_subrange<count = #w>, z = #llvm.di_subrange<count = #mv2y<#v>>} : () -> ()
// CHECK: "test"() {y = #llvm.di_subrange<count = #mv2y<#v>>, z = #llvm.di_subrange<count = #mv2y<#v>>} : () -> ()
