// Repeated successors (spec 000 "Repeated Successor Removal"): the modern
// llvm dialect accepts a terminator branching twice to one block with
// different operands, so no dummy block is inserted any more.
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %s | FileCheck %s

func.func private @use(i32)

func.func @repeated(%cond: i1, %a: i32, %b: i32) {
  cf.cond_br %cond, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  call @use(%x) : (i32) -> ()
  return
}

// CHECK-LABEL: llvm.func @use(i32) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @repeated(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32): // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: llvm.call @use(%0) : (i32) -> ()
// CHECK-NEXT: llvm.return
