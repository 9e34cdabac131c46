// Generic-form input; the CHECK lines are mlir-opt-19's output for it, so
// this checks the printer's custom forms and value names.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @cf(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.switch %0 : i32, [
// CHECK-NEXT:       default: ^bb2,
// CHECK-NEXT:       42: ^bb3(%0 : i32),
// CHECK-NEXT:       43: ^bb3(%arg1 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     cf.assert %arg0, "never \22here\22\0A"
// CHECK-NEXT:     cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:   ^bb3(%1: i32):  // 3 preds: ^bb1, ^bb1, ^bb2
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   ^bb4:  // pred: ^bb4
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   }
// CHECK-NEXT: }

"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i64) -> i32, sym_name = "cf"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i64):
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "cf.switch"(%0, %0, %arg1)[^bb2, ^bb3, ^bb3] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, i32, i32) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cf.assert"(%arg0) <{msg = "never \22here\22\0A"}> : (i1) -> ()
    "cf.br"(%arg1)[^bb3] : (i32) -> ()
  ^bb3(%1: i32):  // 3 preds: ^bb1, ^bb1, ^bb2
    "func.return"(%1) : (i32) -> ()
  ^bb4:  // pred: ^bb4
    "cf.br"()[^bb4] : () -> ()
  }) : () -> ()
}) : () -> ()

