// An unregistered dialect's attribute or type prints as mlir-opt prints
// it: #d<x> and #d<x<y>> as #d.x and #d.x<y> (its pretty form), and a
// body kept as written, blanks at its ends too (xlate printed #d<x> and
// dropped the blanks).
// RUN: %xlate %s | FileCheck %s
// RUN: %xlate %s | %xlate - | FileCheck %s
// RUN: %if llvm22 %{ %mlir-opt-22 --allow-unregistered-dialect %s | FileCheck %s %}

// CHECK: "x.y"() {a = #lprivatekage.externdeal, b = #foo.bar, c = #foo<"s">, d = #foo.bar.baz, e = #foo.a<b>} : () -> ()
"x.y"() {a = #lprivatekage<externdeal>, b = #foo<bar>, c = #foo<"s">, d = #foo<bar.baz>, e = #foo<a<b>>} : () -> ()
// CHECK: "x.y"() {a = #foo.bar< a >, b = #foo< a >, c = #foo<a<b> >, d = !foo.bar< x >} : () -> ()
"x.y"() {a = #foo.bar< a >, b = #foo< a >, c = #foo<a<b> >, d = !foo.bar< x >} : () -> ()
// CHECK: %0 = "x.z"() : () -> !foo< y >
"x.z"() : () -> !foo< y >
