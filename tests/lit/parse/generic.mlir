// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// The generic op form: results, operands, successors, properties,
// regions, attributes; unknown ops are kept.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "g"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0:2 = "test.two"(%arg0) : (i32) -> (i32, i32)
    %1 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1, %1, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%2: i32):
    "cf.br"(%2)[^bb2] : (i32) -> ()
  ^bb2(%3: i32):
    %4 = "test.region"(%3) ({
    ^bb0(%arg2: i32):
      "test.yield"(%arg2, %3) : (i32, i32) -> ()
    }, {
    }) {attr = "x"} : (i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   func.func @g(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %0:2 = "test.two"(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT:     %1 = arith.addi %0#0, %0#1 overflow<nsw> : i32
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%1 : i32), ^bb2(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%2: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2(%2 : i32)
// CHECK-NEXT:   ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %4 = "test.region"(%3) ({
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       "test.yield"(%arg2, %3) : (i32, i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     }) {attr = "x"} : (i32) -> i32
// CHECK-NEXT:     return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
