// llvm.mlir.constant of a dense value, in mlir-opt-22's words: as many
// elements as its type holds (arrays flattened), integer elements only for
// integer element types, floats of the type's semantics (or an integer of
// their width), a scalable vector only of a splat; of an array attribute
// for an array type: each dimension's size, down to an array of structs of
// struct-sized arrays.  Each was printed as LLVM IR of another type than
// the constant's.  The last chunk's valid constants say nothing.
// RUN: %xlate-opt -split-input-file -verify-diagnostics %s
// RUN: %if llvm22 %{ %mlir-opt-22 -split-input-file -verify-diagnostics %s %}

llvm.func @count() -> !llvm.array<2 x array<3 x i32>> {
  // expected-error@+1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 6 vs. 4}}
  %0 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<3 x i32>>
  llvm.return %0 : !llvm.array<2 x array<3 x i32>>
}

// -----

llvm.func @splat_count() -> vector<4xf64> {
  // expected-error@+1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 4 vs. 2}}
  %0 = llvm.mlir.constant(dense<1.0> : tensor<2xf64>) : vector<4xf64>
  llvm.return %0 : vector<4xf64>
}

// -----

llvm.func @int_into_float() -> vector<2xf64> {
  // expected-error@+1 {{'llvm.mlir.constant' op expected integer element type for integer elements attribute}}
  %0 = llvm.mlir.constant(dense<[1, 1]> : tensor<2xi32>) : vector<2xf64>
  llvm.return %0 : vector<2xf64>
}

// -----

llvm.func @semantics() -> !llvm.array<2 x f32> {
  // expected-error@+1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  %0 = llvm.mlir.constant(dense<[1.0, 2.0]> : tensor<2xf64>) : !llvm.array<2 x f32>
  llvm.return %0 : !llvm.array<2 x f32>
}

// -----

llvm.func @float_width() -> vector<2xi8> {
  // expected-error@+1 {{'llvm.mlir.constant' op expected integer type of width 16}}
  %0 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf16>) : vector<2xi8>
  llvm.return %0 : vector<2xi8>
}

// -----

llvm.func @scalable() -> vector<[4]xf64> {
  // expected-error@+1 {{'llvm.mlir.constant' op scalable vector type requires a splat attribute}}
  %0 = llvm.mlir.constant(dense<[1.0, 1.0, 2.0, 2.0]> : tensor<4xf64>) : vector<[4]xf64>
  llvm.return %0 : vector<[4]xf64>
}

// -----

llvm.func @array_size() -> !llvm.array<2 x struct<(i32, f32)>> {
  // expected-error@+1 {{'llvm.mlir.constant' op array attribute size does not match array type size in dimension 0: 1 vs. 2}}
  %0 = llvm.mlir.constant([[42 : i32, 1.0 : f32]]) : !llvm.array<2 x struct<(i32, f32)>>
  llvm.return %0 : !llvm.array<2 x struct<(i32, f32)>>
}

// -----

llvm.func @array_nesting() -> !llvm.array<1 x array<1 x struct<(i32)>>> {
  // expected-error@+1 {{'llvm.mlir.constant' op nested attribute for sub-array in dimension 0 at index 0 must be a zero, or undef, or array attribute}}
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.array<1 x array<1 x struct<(i32)>>>
  llvm.return %0 : !llvm.array<1 x array<1 x struct<(i32)>>>
}

// -----

llvm.func @struct_size() -> !llvm.array<1 x struct<(i32, f32)>> {
  // expected-error@+1 {{'llvm.mlir.constant' op nested array attribute size for struct element at index 0 must match struct size: 1 vs. 2}}
  %0 = llvm.mlir.constant([[1 : i32]]) : !llvm.array<1 x struct<(i32, f32)>>
  llvm.return %0 : !llvm.array<1 x struct<(i32, f32)>>
}

// -----

llvm.func @array_of_floats() -> !llvm.array<2 x f64> {
  // expected-error@+1 {{'llvm.mlir.constant' op for array with an array attribute must have a struct element type}}
  %0 = llvm.mlir.constant([2.5, 7.4]) : !llvm.array<2 x f64>
  llvm.return %0 : !llvm.array<2 x f64>
}

// -----

llvm.func @valid() {
  %0 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
  %1 = llvm.mlir.constant(dense<[1, 1]> : tensor<2xi32>) : vector<2xi16>
  %2 = llvm.mlir.constant(dense<2.0> : vector<[4]xf64>) : vector<[4]xf64>
  %3 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf16>) : vector<2xi16>
  %4 = llvm.mlir.constant(dense<0.0> : tensor<2x3xf32>) : !llvm.array<2 x vector<3xf32>>
  %5 = llvm.mlir.constant([[1 : i32, 2.0 : f32], [3 : i32, 4.0 : f32]]) : !llvm.array<2 x struct<(i32, f32)>>
  %6 = llvm.mlir.constant([[[1 : i32]], #llvm.zero]) : !llvm.array<2 x array<1 x struct<(i32)>>>
  llvm.return
}
