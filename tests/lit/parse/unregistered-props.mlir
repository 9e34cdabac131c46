// RUN: %xlate-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %xlate-opt --allow-unregistered-dialect %s | %xlate-opt --allow-unregistered-dialect - | FileCheck %s
// RUN: %if llvm22 %{ mlir-opt-22 --allow-unregistered-dialect %s | FileCheck %s %}
// RUN: %if llvm19 %{ mlir-opt-19 --allow-unregistered-dialect %s | FileCheck %s %}
// The properties of an op xlate does not know are kept apart from its
// attributes, as mlir-opt keeps an unregistered op's (one dictionary):
// a property and an attribute of one name are two, <{}> stays, and the
// properties print sorted.  They were merged into the attributes (the
// attribute of the same name won; <{}> went).

// CHECK: "test.p"() <{a = 1 : i64}> {a = 2 : i64} : () -> ()
// CHECK-NEXT: "test.q"() <{}> : () -> ()
// CHECK-NEXT: "test.r"() <{a = [1, 2], b = #llvm.linkage<internal>}> ({
// CHECK-NEXT: "test.s"() : () -> ()
// CHECK-NEXT: }) {z} : () -> ()
// CHECK-NEXT: "test.t"() {y = 1 : i32} : () -> ()
"test.p"() <{a = 1 : i64}> {a = 2 : i64} : () -> ()
"test.q"() <{}> : () -> ()
"test.r"() <{b = #llvm.linkage<internal>, a = [1, 2]}> ({
  "test.s"() : () -> ()
}) {z} : () -> ()
"test.t"() {y = 1 : i32} : () -> ()
