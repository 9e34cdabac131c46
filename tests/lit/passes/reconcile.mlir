// reconcile-unrealized-casts: a chain of casts back to its input type folds,
// a live cast stays, dead casts go.
// RUN: %xlate --reconcile-unrealized-casts %s | FileCheck %s --check-prefix=REC
// RUN: %if llvm22 %{ %xlate --reconcile-unrealized-casts %s > %t.x && %mlir-opt-22 --reconcile-unrealized-casts %s > %t.r && diff %t.r %t.x %}

func.func @chain(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  return %2 : i64
}
func.func @live(%a: i64) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  return %0 : index
}
func.func @dead(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  return
}

// REC: func.func @chain(%arg0: i64) -> i64 {
// REC-NEXT: return %arg0 : i64
// REC-NEXT: }
// REC-NEXT: func.func @live(%arg0: i64) -> index {
// REC-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// REC-NEXT: return %0 : index
// REC-NEXT: }
// REC-NEXT: func.func @dead(%arg0: i64) {
// REC-NEXT: return
// REC-NEXT: }
// REC-NEXT: }
