// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// RUN: %if llvm22 %{ %mlir-opt-22 --allow-unregistered-dialect %s | FileCheck %s %}
// An unregistered dialect's attribute whose name has a '$' (a bare
// identifier may): read in a field of an LLVM attribute that takes any
// attribute (#ms$td.call was read as an alias #ms and did not read
// back: make check's fuzz smoke at 9c83457, fuzz finding 67, kept in
// tests/fuzz/regress/roundtrip/di-field-dollar-name), and printed as
// mlir-opt prints a symbol that is no identifier after the dialect's
// name: #d<sym<body>>.
"t.o"() {a = #a$b.c$d<1>, b = #ab.c$d, c = #a$b.cd<2>, d = #ab.c$d<>, e = #ab.9x} : () -> ()
// CHECK: "t.o"() {a = #a$b<c$d<1>>, b = #ab<c$d>, c = #a$b.cd<2>, d = #ab<c$d<>>, e = #ab<9x>} : () -> ()
#w = #ms$td.call
#v = #a$b.c$d<1>
"test"() {y = #llvm.di_subrange<count = #w>, z = #llvm.di_subrange<count = #v, lowerBound = #q$.r>} : () -> ()
// CHECK: "test"() {y = #llvm.di_subrange<count = #ms$td.call>, z = #llvm.di_subrange<count = #a$b<c$d<1>>, lowerBound = #q$.r>} : () -> ()
