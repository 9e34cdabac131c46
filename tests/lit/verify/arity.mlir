// The generic form can give an arith, index or llvm binary (or negation)
// op the wrong number of results or operands: reported in MLIR's words, as
// mlir-opt's traits do (results first), instead of crashing the lowering.
// RUN: %xlate-opt --split-input-file --verify-diagnostics %s
// RUN: not %xlate --to-llvm %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.addi' op requires one result
// CHECK-NOT: Segmentation
// Unverified (--no-verify), the lowering refuses such an op itself.
// RUN: not %xlate --no-verify --to-llvm %s 2>&1 | FileCheck %s --check-prefix=NV
// RUN: not %xlate --no-verify --generic --to-llvm-dialect %s 2>&1 | FileCheck %s --check-prefix=NV
// NV: error: failed to legalize operation 'arith.addi': requires one result
// NV-NOT: Segmentation

// expected-error @below {{'arith.addi' op requires one result}}
"arith.addi"() : () -> ()

// -----

// expected-error @below {{'arith.addi' op expected 2 operands, but found 0}}
%0 = "arith.addi"() : () -> i32

// -----

func.func @f(%a: f32) {
  // expected-error @below {{'arith.negf' op requires a single operand}}
  %0 = "arith.negf"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

llvm.func @g(%a: i64) -> i64 {
  // expected-error @below {{'llvm.add' op expected 2 operands, but found 3}}
  %0 = "llvm.add"(%a, %a, %a) : (i64, i64, i64) -> i64
  llvm.return %0 : i64
}
