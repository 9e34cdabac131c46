// Parsing of the LLVM dialect custom forms (aggregate): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=PRETTY
// The printed form must mean the same to mlir-opt-19:
// RUN: %xlate --llvm-version=19 %s | mlir-opt --mlir-print-op-generic | FileCheck %s

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
// CHECK-NEXT: ^bb0([[Varg0:%[a-zA-Z0-9_]+]]: !llvm.struct<(i32, array<2 x f32>)>, [[Varg1:%[a-zA-Z0-9_]+]]: f32, [[Varg2:%[a-zA-Z0-9_]+]]: vector<4xf32>, [[Varg3:%[a-zA-Z0-9_]+]]: i32, [[Varg4:%[a-zA-Z0-9_]+]]: vector<[4]xf32>):
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = "llvm.extractvalue"([[Varg0]]) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<2 x f32>)>) -> i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = "llvm.extractvalue"([[Varg0]]) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<2 x f32>)>) -> f32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = "llvm.insertvalue"([[Varg0]], [[Varg1]]) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<2 x f32>)>, f32) -> !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = "llvm.extractelement"([[Varg2]], [[Varg3]]) : (vector<4xf32>, i32) -> f32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = "llvm.insertelement"([[Varg2]], [[Varg1]], [[Varg3]]) : (vector<4xf32>, f32, i32) -> vector<4xf32>
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = "llvm.shufflevector"([[Varg2]], [[Varg2]]) <{mask = array<i32: 0, 1, -1, 7, 2>}> : (vector<4xf32>, vector<4xf32>) -> vector<5xf32>
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = "llvm.shufflevector"([[Varg4]], [[Varg4]]) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = "llvm.extractelement"([[Varg4]], [[Varg3]]) : (vector<[4]xf32>, i32) -> f32
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @aggregates([[Varg0:%[a-zA-Z0-9_]+]]: !llvm.struct<(i32, array<2 x f32>)>, [[Varg1:%[a-zA-Z0-9_]+]]: f32, [[Varg2:%[a-zA-Z0-9_]+]]: vector<4xf32>, [[Varg3:%[a-zA-Z0-9_]+]]: i32, [[Varg4:%[a-zA-Z0-9_]+]]: vector<[4]xf32>) {
// PRETTY-NEXT: [[V0:%[a-zA-Z0-9_]+]] = llvm.extractvalue [[Varg0]][0] : !llvm.struct<(i32, array<2 x f32>)>
// PRETTY-NEXT: [[V1:%[a-zA-Z0-9_]+]] = llvm.extractvalue [[Varg0]][1, 1] : !llvm.struct<(i32, array<2 x f32>)>
// PRETTY-NEXT: [[V2:%[a-zA-Z0-9_]+]] = llvm.insertvalue [[Varg1]], [[Varg0]][1, 0] : !llvm.struct<(i32, array<2 x f32>)>
// PRETTY-NEXT: [[V3:%[a-zA-Z0-9_]+]] = llvm.extractelement [[Varg2]]{{\[}}[[Varg3]] : i32] : vector<4xf32>
// PRETTY-NEXT: [[V4:%[a-zA-Z0-9_]+]] = llvm.insertelement [[Varg1]], [[Varg2]]{{\[}}[[Varg3]] : i32] : vector<4xf32>
// PRETTY-NEXT: [[V5:%[a-zA-Z0-9_]+]] = llvm.shufflevector [[Varg2]], [[Varg2]] [0, 1, -1, 7, 2] : vector<4xf32>
// PRETTY-NEXT: [[V6:%[a-zA-Z0-9_]+]] = llvm.shufflevector [[Varg4]], [[Varg4]] [0, 0, 0, 0] : vector<[4]xf32>
// PRETTY-NEXT: [[V7:%[a-zA-Z0-9_]+]] = llvm.extractelement [[Varg4]]{{\[}}[[Varg3]] : i32] : vector<[4]xf32>
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: }
