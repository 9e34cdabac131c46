// The type rules of arith's casts and index.casts/castu, in mlir-opt's
// words (the ODS operand and result constraints, the tensor dimensions,
// SameOperandsAndResultShape, then CastOpInterface's "are cast
// incompatible"); each was printed as LLVM IR that llvm-as rejects (fpext
// float to half).  The last chunk's valid casts say nothing.
// RUN: %xlate-opt -split-input-file -verify-diagnostics %s
// RUN: %if llvm22 %{ %mlir-opt-22 -split-input-file -verify-diagnostics %s %}
// RUN: not %xlate --llvm-version=19 --to-llvm %s 2>&1 | FileCheck %s
// CHECK: arith-cast-types.mlir:13:8: error: 'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible

func.func @extf_narrower(%a : f32) -> f16 {
  // expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return %0 : f16
}

// -----

func.func @extf_int(%a : i32) {
  // expected-error@+1 {{'arith.extf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.extf %a : i32 to f64
  return
}

// -----

func.func @truncf_result_int(%a : f64) {
  // expected-error@+1 {{'arith.truncf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.truncf %a : f64 to i32
  return
}

// -----

func.func @extf_same_width(%a : f16) {
  // expected-error@+1 {{'arith.extf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.extf %a : f16 to bf16
  return
}

// -----

func.func @extsi_narrower(%a : i16) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i16' and result type 'i15' are cast incompatible}}
  %0 = arith.extsi %a : i16 to i15
  return
}

// -----

func.func @trunci_wider(%a : vector<2xi16>) {
  // expected-error@+1 {{'arith.trunci' op operand type 'vector<2xi16>' and result type 'vector<2xi17>' are cast incompatible}}
  %0 = arith.trunci %a : vector<2xi16> to vector<2xi17>
  return
}

// -----

func.func @extui_index(%a : index) {
  // expected-error@+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extui %a : index to i128
  return
}

// -----

func.func @extsi_memref(%a : memref<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'memref<4xi32>'}}
  %0 = arith.extsi %a : memref<4xi32> to memref<4xi64>
  return
}

// -----

func.func @extsi_shape(%a : vector<[4]xi32>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<[4]xi32> to vector<4xi64>
  return
}

// -----

func.func @extf_vector_length(%a : vector<2xf16>) {
  // expected-error@+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = arith.extf %a : vector<2xf16> to vector<3xf32>
  return
}

// -----

func.func @extsi_tensor_dims(%a : tensor<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %a : tensor<4xi32> to tensor<?xi64>
  return
}

// -----

func.func @sitofp_float(%a : f32) {
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %a : f32 to f64
  return
}

// -----

func.func @fptoui_to_float(%a : f32) {
  // expected-error@+1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'f64'}}
  %0 = arith.fptoui %a : f32 to f64
  return
}

// -----

func.func @index_cast_same(%a : index) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_cast %a : index to index
  return
}

// -----

func.func @index_castui_float(%a : f32) {
  // expected-error@+1 {{'arith.index_castui' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_castui %a : f32 to index
  return
}

// -----

func.func @bitcast_widths(%a : f16) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.bitcast %a : f16 to f32
  return
}

// -----

func.func @bitcast_index(%a : i64) {
  // expected-error@+1 {{'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %a : i64 to index
  return
}

// -----

func.func @casts_same_kind(%a : i64) {
  // expected-error@+1 {{'index.casts' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = index.casts %a : i64 to i32
  return
}

// -----

func.func @castu_float(%a : f32) {
  // expected-error@+1 {{'index.castu' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.castu %a : f32 to index
  return
}

// -----

func.func @valid(%a : i16, %f : f16, %v : vector<[4]xi32>, %i : index, %m : memref<4xi32>) {
  %0 = arith.extsi %a : i16 to i32
  %1 = arith.trunci %a : i16 to i8
  %2 = arith.extf %f : f16 to f32
  %3 = arith.truncf %2 : f32 to bf16
  %4 = arith.extui %v : vector<[4]xi32> to vector<[4]xi64>
  %5 = arith.sitofp %a : i16 to f64
  %6 = arith.fptosi %f : f16 to i64
  %7 = arith.index_cast %i : index to i32
  %8 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %9 = arith.bitcast %f : f16 to i16
  %10 = arith.bitcast %3 : bf16 to f16
  %11 = index.casts %i : index to i64
  %12 = index.castu %a : i16 to index
  return
}
