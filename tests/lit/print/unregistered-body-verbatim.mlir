// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// RUN: %if llvm22 %{ %mlir-opt-22 --allow-unregistered-dialect %s | FileCheck %s %}
// An unregistered dialect's attribute body is printed as written, as
// mlir-opt keeps it: its line breaks stay and dense<[4, 4]> is not made
// a splat (that is how mlir-opt re-prints a registered dialect's body).
// The splat rewrite dropped the brackets of dense<[4/ A ...]> on the
// first print and the line break on the second (a roundtrip campaign
// finding at 8df761e, run 633,932, fuzz finding 65, kept in
// tests/fuzz/regress/roundtrip/unregistered-body-dense).
"t.o"() {a = #foo.x<dense<[4, 4]> : vector<2xi64>>, b = #foo.x<dense<[4/ A
  line]>>, c = #foo<[1,
2]>} : () -> ()
// CHECK: "t.o"() {a = #foo.x<dense<[4, 4]> : vector<2xi64>>, b = #foo.x<dense<[4/ A
// CHECK-NEXT: line]>>, c = #foo<[1,
// CHECK-NEXT: 2]>} : () -> ()
