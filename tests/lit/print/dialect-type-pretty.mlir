// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// A dialect type prints as !d.name<...> only when its <...> is one group
// that closes at its end: mlir-opt prints the body "x<a<b>>, !y<>" as
// !foo.x<a<b>>, !y<>, which reads back as two types (a roundtrip campaign
// finding at 0a4d329, run 955,604).
"t.t"() : () -> (!foo.bar, !foo<x<a<b>>, !y<>>, !foo.p<q>, !foo.r<a -> b>)
// CHECK: () -> (!foo.bar, !foo<x<a<b>>, !y<>>, !foo.p<q>, !foo.r<a -> b>)
