// Types of other dialects print as mlir-opt-19 prints them and read back
// the same (!d.name<body> once printed as !d.name.body; found by the
// round-trip fuzz target).
// RUN: %xlate %s | FileCheck %s
// RUN: %xlate %s | %xlate - | FileCheck %s
// RUN: %xlate --generic %s | %xlate - | FileCheck %s
// CHECK: "t.t"() : () -> (!foo.bar, !foo.x, !foo.bar<a<b>>, !foo.bar<>, !l3lvm.vec<4xptr>, !foo<"4 x i8">)
"t.t"() : () -> (!foo.bar, !foo<x>, !foo.bar<a<b>>, !foo.bar<>, !l3lvm.vec<4xptr>, !foo<"4 x i8">)
