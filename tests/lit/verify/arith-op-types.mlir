// The operand and attribute rules of arith's binary ops, comparisons and
// constants, in mlir-opt's words: an integer op on floats, a comparison's
// predicate (missing, or no case of its enum), its result's shape, a
// constant of an unsigned type, a scalable vector of a non-splat value,
// the extended ops' results (Elementwise).
// Each was lowered to LLVM IR that llvm-as rejects (add float, icmp with
// predicate 42).  The last chunk's valid ops say nothing.
// RUN: %xlate-opt -split-input-file -verify-diagnostics %s
// RUN: %if llvm22 %{ %mlir-opt-22 -split-input-file -verify-diagnostics %s %}

func.func @addi_float(%a : f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @mulf_int(%a : vector<4xi32>) {
  // expected-error@+1 {{'arith.mulf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = arith.mulf %a, %a : vector<4xi32>
  return
}

// -----

func.func @cmpi_predicate(%a : i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 42} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpf_predicate_type(%a : f32) {
  // expected-error@+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 3 : i32} : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi_no_predicate(%a : i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) {foo = 1} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_float(%a : f32) {
  // expected-error@+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0} : (f32, f32) -> i1
  return
}

// -----

func.func @cmpf_shape(%a : vector<4xf32>) {
  // expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1} : (vector<4xf32>, vector<4xf32>) -> vector<3xi1>
  return
}

// -----

func.func @constant_unsigned() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 0 : ui32
  return
}

// -----

func.func @constant_string() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "xyz"} : () -> i32
  return
}

// -----

func.func @constant_scalable() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[0, 1]> : vector<[2]xi32>
  return
}

// -----

func.func @addui_extended_overflow(%a : i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %r:2 = arith.addui_extended %a, %a : i32, i32
  return
}

// -----

func.func @addui_extended_scalar(%a : vector<8xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %r:2 = arith.addui_extended %a, %a : vector<8xi32>, i1
  return
}

// -----

func.func @addui_extended_shape(%a : vector<8xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %r:2 = arith.addui_extended %a, %a : vector<8xi32>, tensor<8xi1>
  return
}

// -----

func.func @mului_extended_float(%a : f32) {
  // expected-error@+1 {{'arith.mului_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %r:2 = arith.mului_extended %a, %a : f32
  return
}

// -----

func.func @valid(%a : i32, %f : vector<4xf32>, %i : index) {
  %0 = arith.addi %i, %i : index
  %1 = arith.negf %f : vector<4xf32>
  %2 = arith.cmpf oeq, %f, %f : vector<4xf32>
  %3 = arith.cmpi slt, %a, %a : i32
  %4 = arith.constant dense<1> : vector<[2]xi32>
  %5 = arith.constant 7 : i32
  %6:2 = arith.addui_extended %a, %a : i32, i1
  %7:2 = arith.mulsi_extended %a, %a : i32
  return
}
