// The memref operand or result of memref.store, view, assume_alignment and
// extract_strided_metadata must be a memref (their ODS type constraints, in
// mlir-opt-22's words).  With the right counts and a wrong type, these
// crashed the lowering, verified or not (the arity sweep of 6038f1e).
// RUN: %xlate-opt -split-input-file -verify-diagnostics %s
// RUN: %if llvm22 %{ %mlir-opt-22 -split-input-file -verify-diagnostics %s %}
// Unverified, the lowering refuses them.
// RUN: not %xlate --no-verify --to-llvm %s 2>&1 | FileCheck %s --check-prefix=NV
// NV: error: failed to legalize operation 'memref.store': operand #1 must be memref

func.func @store(%v: i32) {
  // expected-error @below {{'memref.store' op operand #1 must be memref of any type values, but got 'i32'}}
  "memref.store"(%v, %v) : (i32, i32) -> ()
  return
}

// -----

func.func @view_source(%v: i32, %i: index) {
  // expected-error @below {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'i32'}}
  %0 = "memref.view"(%v, %i) : (i32, index) -> memref<4xi32>
  return
}

// -----

func.func @view_result(%m: memref<16xi8>, %i: index) {
  // expected-error @below {{'memref.view' op result #0 must be memref of any type values, but got 'i32'}}
  %0 = "memref.view"(%m, %i) : (memref<16xi8>, index) -> i32
  return
}

// -----

func.func @assume(%v: i32) {
  // expected-error @below {{'memref.assume_alignment' op operand #0 must be memref of any type values, but got 'i32'}}
  %0 = "memref.assume_alignment"(%v) {alignment = 4 : i32} : (i32) -> i32
  return
}

// -----

func.func @strided_result(%m: memref<4xi32>) {
  // expected-error @below {{'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<4xi32>'}}
  %0:4 = "memref.extract_strided_metadata"(%m) : (memref<4xi32>) -> (memref<4xi32>, memref<4xi32>, index, index)
  return
}

// -----

func.func @strided_index(%m: memref<4xi32>) {
  // expected-error @below {{'memref.extract_strided_metadata' op result #1 must be index, but got 'i32'}}
  %0:4 = "memref.extract_strided_metadata"(%m) : (memref<4xi32>) -> (memref<i32>, i32, index, index)
  return
}

// -----

func.func @strided_source(%v: i32) {
  // expected-error @below {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'i32'}}
  %0:4 = "memref.extract_strided_metadata"(%v) : (i32) -> (memref<i32>, index, index, index)
  return
}
