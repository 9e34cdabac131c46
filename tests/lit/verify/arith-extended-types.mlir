// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck %s
// RUN: %if llvm22 %{ not %mlir-opt-22 --split-input-file %s 2>&1 | FileCheck %s %}
// arith.addui_extended and mul[su]i_extended: their operands and results
// of one type (AllTypesMatch).  A sum of another width was accepted and
// printed in the custom form, which reads it back with the operands'
// type wrong (make fuzz on a fresh clone of 7230e72, roundtrip, run
// 11,111, fuzz finding 80, kept in
// tests/fuzz/regress/roundtrip/arith-extended-types).

func.func @f(%a: i32, %b: i32) {
  // CHECK: [[@LINE+1]]:10: error: 'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i16, i1)
  return
}

// -----

func.func @f(%a: i32, %b: i32) {
  // CHECK: [[@LINE+1]]:10: error: 'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type
  %0:2 = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i16)
  return
}

// -----

func.func @f(%a: i32, %b: i16) {
  // CHECK: [[@LINE+1]]:10: error: 'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type
  %0:2 = "arith.mului_extended"(%a, %b) : (i32, i16) -> (i32, i32)
  return
}
