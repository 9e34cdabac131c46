// Parsing of the LLVM dialect custom forms (control): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=PRETTY
// The printed form must mean the same to mlir-opt-19:
// RUN: %xlate --llvm-version=19 %s | mlir-opt --mlir-print-op-generic | FileCheck %s

llvm.func @control(%c: i1, %a: i32, %l: i64) -> i32 {
  llvm.br ^bb1(%a : i32)
^bb1(%x: i32):
  llvm.cond_br %c, ^bb2(%x : i32), ^bb3
^bb2(%y: i32):
  llvm.cond_br %c weights([90, 10]), ^bb3, ^bb4(%y, %l : i32, i64)
^bb3:
  llvm.switch %a : i32, ^bb5 [
    1: ^bb4(%a, %l : i32, i64),
    -7: ^bb5,
    3: ^bb6(%a : i32)
  ]
^bb4(%z: i32, %w: i64):
  llvm.switch %w : i64, ^bb5 [
  ]
^bb5:
  llvm.switch %a : i32, ^bb6(%a : i32) [
    2: ^bb6(%a : i32),
    2: ^bb6(%a : i32)
  ]
^bb6(%r: i32):
  llvm.return %r : i32
}
llvm.func @unreach() {
  llvm.unreachable
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i1, i32, i64)>, linkage = #llvm.linkage<external>, sym_name = "control", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0([[Varg0:%[a-zA-Z0-9_]+]]: i1, [[Varg1:%[a-zA-Z0-9_]+]]: i32, [[Varg2:%[a-zA-Z0-9_]+]]: i64):
// CHECK-NEXT: "llvm.br"([[Varg1]])[^bb1] : (i32) -> ()
// CHECK-NEXT: ^bb1([[V0:%[a-zA-Z0-9_]+]]: i32):
// CHECK-NEXT: "llvm.cond_br"([[Varg0]], [[V0]])[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb2([[V1:%[a-zA-Z0-9_]+]]: i32):
// CHECK-NEXT: "llvm.cond_br"([[Varg0]], [[V1]], [[Varg2]])[^bb3, ^bb4] <{branch_weights = array<i32: 90, 10>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i32, i64) -> ()
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: "llvm.switch"([[Varg1]], [[Varg1]], [[Varg2]], [[Varg1]])[^bb5, ^bb4, ^bb5, ^bb6] <{case_operand_segments = array<i32: 2, 0, 1>, case_values = dense<[1, -7, 3]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 3>}> : (i32, i32, i64, i32) -> ()
// CHECK-NEXT: ^bb4([[V2:%[a-zA-Z0-9_]+]]: i32, [[V3:%[a-zA-Z0-9_]+]]: i64):
// CHECK-NEXT: "llvm.switch"([[V3]])[^bb5] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
// CHECK-NEXT: ^bb5:
// CHECK-NEXT: "llvm.switch"([[Varg1]], [[Varg1]], [[Varg1]], [[Varg1]])[^bb6, ^bb6, ^bb6] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<2> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
// CHECK-NEXT: ^bb6([[V4:%[a-zA-Z0-9_]+]]: i32):
// CHECK-NEXT: "llvm.return"([[V4]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "unreach", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: "llvm.unreachable"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @control([[Varg0:%[a-zA-Z0-9_]+]]: i1, [[Varg1:%[a-zA-Z0-9_]+]]: i32, [[Varg2:%[a-zA-Z0-9_]+]]: i64) -> i32 {
// PRETTY-NEXT: llvm.br ^bb1([[Varg1]] : i32)
// PRETTY-NEXT: ^bb1([[V0:%[a-zA-Z0-9_]+]]: i32):
// PRETTY-NEXT: llvm.cond_br [[Varg0]], ^bb2([[V0]] : i32), ^bb3
// PRETTY-NEXT: ^bb2([[V1:%[a-zA-Z0-9_]+]]: i32):
// PRETTY-NEXT: llvm.cond_br [[Varg0]] weights([90, 10]), ^bb3, ^bb4([[V1]], [[Varg2]] : i32, i64)
// PRETTY-NEXT: ^bb3:
// PRETTY-NEXT: llvm.switch [[Varg1]] : i32, ^bb5 [
// PRETTY-NEXT: 1: ^bb4([[Varg1]], [[Varg2]] : i32, i64),
// PRETTY-NEXT: 4294967289: ^bb5,
// PRETTY-NEXT: 3: ^bb6([[Varg1]] : i32)
// PRETTY-NEXT: ]
// PRETTY-NEXT: ^bb4([[V2:%[a-zA-Z0-9_]+]]: i32, [[V3:%[a-zA-Z0-9_]+]]: i64):
// PRETTY-NEXT: llvm.switch [[V3]] : i64, ^bb5 [
// PRETTY-NEXT: ]
// PRETTY-NEXT: ^bb5:
// PRETTY-NEXT: llvm.switch [[Varg1]] : i32, ^bb6([[Varg1]] : i32) [
// PRETTY-NEXT: 2: ^bb6([[Varg1]] : i32),
// PRETTY-NEXT: 2: ^bb6([[Varg1]] : i32)
// PRETTY-NEXT: ]
// PRETTY-NEXT: ^bb6([[V4:%[a-zA-Z0-9_]+]]: i32):
// PRETTY-NEXT: llvm.return [[V4]] : i32
// PRETTY-NEXT: }
// PRETTY-NEXT: llvm.func @unreach() {
// PRETTY-NEXT: llvm.unreachable
// PRETTY-NEXT: }
// PRETTY-NEXT: }
