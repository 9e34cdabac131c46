// Result packing (spec 001/000 "Result Packing"): several results are
// returned in a struct and extracted at the call site.
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %s | FileCheck %s

func.func @foo(%arg0: i32, %arg1: i64) -> (i32, i64) {
  return %arg0, %arg1 : i32, i64
}
func.func @bar() {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 17 : i64
  %2:2 = call @foo(%0, %1) : (i32, i64) -> (i32, i64)
  "use_i32"(%2#0) : (i32) -> ()
  "use_i64"(%2#1) : (i64) -> ()
  return
}

// CHECK-LABEL: llvm.func @foo(%arg0: i32, %arg1: i64) -> !llvm.struct<(i32, i64)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(i32, i64)>
// CHECK-LABEL: llvm.func @bar() {
// CHECK-NEXT: %0 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(17 : i64) : i64
// CHECK-NEXT: %2 = llvm.call @foo(%0, %1) : (i32, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: "use_i32"(%3) : (i32) -> ()
// CHECK-NEXT: "use_i64"(%4) : (i64) -> ()
// CHECK-NEXT: llvm.return
