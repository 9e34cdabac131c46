// Parsing of the LLVM dialect custom forms (aggregate): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --generic %s | FileCheck %s
// RUN: %xlate %s | FileCheck %s --check-prefix=PRETTY

llvm.func @aggregates(%s: !llvm.struct<(i32, array<2 x f32>)>, %f: f32, %v: vector<4xf32>, %i: i32, %w: vector<[4]xf32>) {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.extractvalue %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.insertvalue %f, %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %3 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %4 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  %5 = llvm.shufflevector %v, %v [0, 1, -1, 7, 2] : vector<4xf32>
  %6 = llvm.shufflevector %w, %w [0, 0, 0, 0] : vector<[4]xf32>
  %7 = llvm.extractelement %w[%i : i32] : vector<[4]xf32>
  llvm.return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (struct<(i32, array<2 x f32>)>, f32, vector<4xf32>, i32, vector<[4]xf32>)>, linkage = #llvm.linkage<external>, sym_name = "aggregates", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: !llvm.struct<(i32, array<2 x f32>)>, %arg1: f32, %arg2: vector<4xf32>, %arg3: i32, %arg4: vector<[4]xf32>):
// CHECK-NEXT: %0 = "llvm.extractvalue"(%arg0) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<2 x f32>)>) -> i32
// CHECK-NEXT: %1 = "llvm.extractvalue"(%arg0) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<2 x f32>)>) -> f32
// CHECK-NEXT: %2 = "llvm.insertvalue"(%arg0, %arg1) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<2 x f32>)>, f32) -> !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %3 = "llvm.extractelement"(%arg2, %arg3) : (vector<4xf32>, i32) -> f32
// CHECK-NEXT: %4 = "llvm.insertelement"(%arg2, %arg1, %arg3) : (vector<4xf32>, f32, i32) -> vector<4xf32>
// CHECK-NEXT: %5 = "llvm.shufflevector"(%arg2, %arg2) <{mask = array<i32: 0, 1, -1, 7, 2>}> : (vector<4xf32>, vector<4xf32>) -> vector<5xf32>
// CHECK-NEXT: %6 = "llvm.shufflevector"(%arg4, %arg4) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: %7 = "llvm.extractelement"(%arg4, %arg3) : (vector<[4]xf32>, i32) -> f32
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @aggregates(%arg0: !llvm.struct<(i32, array<2 x f32>)>, %arg1: f32, %arg2: vector<4xf32>, %arg3: i32, %arg4: vector<[4]xf32>) {
// PRETTY-NEXT: %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(i32, array<2 x f32>)>
// PRETTY-NEXT: %1 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
// PRETTY-NEXT: %2 = llvm.insertvalue %arg1, %arg0[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
// PRETTY-NEXT: %3 = llvm.extractelement %arg2[%arg3 : i32] : vector<4xf32>
// PRETTY-NEXT: %4 = llvm.insertelement %arg1, %arg2[%arg3 : i32] : vector<4xf32>
// PRETTY-NEXT: %5 = llvm.shufflevector %arg2, %arg2 [0, 1, -1, 7, 2] : vector<4xf32>
// PRETTY-NEXT: %6 = llvm.shufflevector %arg4, %arg4 [0, 0, 0, 0] : vector<[4]xf32>
// PRETTY-NEXT: %7 = llvm.extractelement %arg4[%arg3 : i32] : vector<[4]xf32>
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: }
