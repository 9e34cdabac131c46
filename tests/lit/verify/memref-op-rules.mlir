// Rules of memref ops that mlir-opt-22's verifier has, in its words: an
// alignment attribute that is no positive power of two (printed as LLVM
// IR's invalid "align 3"), index counts, atomic_rmw's kind against its
// value type, copy's shapes and element types, dim's and rank's operand,
// cast's compatibility (MemRef's CastOp::areCastCompatible; a memory space
// 0 is the default one).
// The last chunk's valid ops say nothing.
// RUN: %xlate-opt -split-input-file -verify-diagnostics %s
// RUN: %if llvm22 %{ %mlir-opt-22 -split-input-file -verify-diagnostics %s %}

func.func @load_indices(%m : memref<4xi32>, %i : index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %0 = memref.load %m[%i, %i] : memref<4xi32>
  return
}

// -----

func.func @store_indices(%m : memref<4x4xi32>, %i : index, %v : i32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xi32>
  return
}

// -----

func.func @store_result(%m : memref<i32>, %v : i32) {
  // expected-error@+1 {{'memref.store' op requires zero results}}
  %0 = "memref.store"(%v, %m) : (i32, memref<i32>) -> i32
  return
}

// -----

func.func @store_alignment(%m : memref<4xi32>, %i : index, %v : i32) {
  // expected-error@+1 {{'memref.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  memref.store %v, %m[%i] {alignment = 3} : memref<4xi32>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 64 : i32} : memref<4xf32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global "private" @g : memref<4xf32> = dense<1.0> {alignment = 63}

// -----

func.func @assume_alignment(%m : memref<4xi32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 12 : memref<4xi32>
  return
}

// -----

func.func @rmw_kind(%m : memref<4xf32>, %i : index, %v : f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @rmw_subscripts(%m : memref<4x4xf32>, %i : index, %v : f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4x4xf32>) -> f32
  return
}

// -----

func.func @copy_shape(%a : memref<4xi32>, %b : memref<5xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xi32> to memref<5xi32>
  return
}

// -----

func.func @copy_element(%a : memref<4xi32>, %b : memref<4xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xi32> to memref<4xf32>
  return
}

// -----

func.func @dim_rank0(%m : memref<f32>, %i : index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %i : memref<f32>
  return
}

// -----

func.func @rank_float(%f : f32) {
  // expected-error@+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.rank"(%f) : (f32) -> index
  return
}

// -----

func.func @cast_shape(%m : memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_strides(%m : memref<4x4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf32, strided<[8, 1]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @cast_space(%m : memref<4xf32, 1>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32, 1>' and result type 'memref<*xf32, 2>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32, 1> to memref<*xf32, 2>
  return
}

// -----

func.func @cast_unranked(%m : memref<*xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

memref.global "private" @h : memref<4xf32> = dense<1.0> {alignment = 64}

func.func @valid(%m : memref<4x?xf32>, %u : memref<*xf32>, %i : index, %v : f32) {
  %0 = memref.load %m[%i, %i] {alignment = 16} : memref<4x?xf32>
  memref.store %v, %m[%i, %i] : memref<4x?xf32>
  %1 = memref.alloca() {alignment = 32} : memref<4xf32>
  %2 = memref.assume_alignment %1, 16 : memref<4xf32>
  %3 = memref.atomic_rmw maximumf %v, %m[%i, %i] : (f32, memref<4x?xf32>) -> f32
  %4 = memref.atomic_rmw assign %v, %m[%i, %i] : (f32, memref<4x?xf32>) -> f32
  %5 = memref.alloc(%i) : memref<4x?xf32>
  memref.copy %m, %5 : memref<4x?xf32> to memref<4x?xf32>
  %6 = memref.dim %u, %i : memref<*xf32>
  %7 = memref.rank %u : memref<*xf32>
  %8 = memref.alloc() : memref<2x5xf32, 0>
  %9 = memref.cast %8 : memref<2x5xf32, 0> to memref<*xf32>
  %10 = memref.cast %9 : memref<*xf32> to memref<2x5xf32>
  %11 = memref.cast %8 : memref<2x5xf32, 0> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %12 = memref.cast %11 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x5xf32, strided<[5, 1]>>
  %13 = memref.cast %8 : memref<2x5xf32, 0> to memref<2x5xf32, affine_map<(d0, d1) -> (d0 * 5 + d1)>>
  return
}
