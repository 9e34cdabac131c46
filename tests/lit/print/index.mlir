// Generic-form input; the CHECK lines are mlir-opt-19's output for it, so
// this checks the printer's custom forms and value names.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @idx(%arg0: index, %arg1: index, %arg2: i32) -> i1 {
// CHECK-NEXT:     %idx42 = index.constant 42
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %0 = index.add %arg0, %idx42
// CHECK-NEXT:     %1 = index.maxs %0, %arg1
// CHECK-NEXT:     %2 = index.casts %arg2 : i32 to index
// CHECK-NEXT:     %3 = index.cmp slt(%1, %2)
// CHECK-NEXT:     %4 = index.sizeof
// CHECK-NEXT:     return %3 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32) -> i1, sym_name = "idx"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i32):
    %0 = "index.constant"() <{value = 42 : index}> : () -> index
    %1 = "index.bool.constant"() <{value = true}> : () -> i1
    %2 = "index.add"(%arg0, %0) : (index, index) -> index
    %3 = "index.maxs"(%2, %arg1) : (index, index) -> index
    %4 = "index.casts"(%arg2) : (i32) -> index
    %5 = "index.cmp"(%3, %4) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    %6 = "index.sizeof"() : () -> index
    "func.return"(%5) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

