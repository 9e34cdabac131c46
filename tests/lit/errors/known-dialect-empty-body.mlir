// RUN: not %xlate-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s
// RUN: %if llvm22 %{ not %mlir-opt-22 --allow-unregistered-dialect %s 2>&1 | FileCheck %s %}
// #llvm<> names no attribute of the dialect: it printed as #llvm, which
// does not read back (roundtrip campaign at d937d61, run 1,047,025, fuzz
// finding 81, kept in tests/fuzz/regress/roundtrip/known-dialect-empty-body).
// CHECK: [[@LINE+1]]:24: error: expected valid keyword
"test.op"() {b = #llvm<>} : () -> ()
