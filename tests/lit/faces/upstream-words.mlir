// Errors xlate's verifier shares with MLIR's say the same words at the same
// place, so upstream's expected-error lines match (mlir-opt-22 passes this
// file too).
// RUN: %xlate-opt %s --split-input-file --verify-diagnostics

func.func @return_type(%x: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type}}
  return %x : i64
}

// -----

func.func @return_count(%x: i32) -> (i32, i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@return_count) returns 2}}
  return %x : i32
}

// -----

func.func @branch_count(%x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @branch_type(%x: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%x : i32)
^bb1(%y: i64):
  return
}

// -----

func.func @cmpi_result(%x: i32) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%x, %x) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

llvm.func @icmp_result(%x: i32) {
  // expected-error@+1 {{'llvm.icmp' op result #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.icmp"(%x, %x) <{predicate = 0 : i64}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @void_func_result(%arg0: i32) {
  // expected-error@below {{expected no operands}}
  // expected-note@above {{when returning from function}}
  llvm.return %arg0: i32
}

// -----

llvm.func @non_void_func_no_result() -> i32 {
  // expected-error@below {{expected 1 operand}}
  // expected-note@above {{when returning from function}}
  llvm.return
}

// -----

llvm.func @func_result_mismatch(%arg0: f32) -> i32 {
  // expected-error@below {{mismatching result types}}
  // expected-note@above {{when returning from function}}
  llvm.return %arg0 : f32
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func @redefinition() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'redefinition'}}
func.func @redefinition() {
  return
}

// -----

func.func @undeclared() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  return %nope : i32
}

// -----

func.func @load_unsupported_ordering(%ptr : !llvm.ptr) {
  // expected-error@below {{'llvm.load' op unsupported ordering 'release'}}
  %1 = llvm.load %ptr atomic release {alignment = 4 : i64} : !llvm.ptr -> f32
  return
}

// -----

func.func @load_unsupported_type(%ptr : !llvm.ptr) {
  // expected-error@below {{'llvm.load' op unsupported type 'f80' for atomic access}}
  %1 = llvm.load %ptr atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> f80
  return
}

// -----

func.func @store_unsupported_type(%val : i48, %ptr : !llvm.ptr) {
  // expected-error@below {{'llvm.store' op unsupported type 'i48' for atomic access}}
  llvm.store %val, %ptr atomic monotonic {alignment = 16 : i64} : i48, !llvm.ptr
  return
}

// -----

func.func @store_unaligned_atomic(%val : f32, %ptr : !llvm.ptr) {
  // expected-error@below {{'llvm.store' op expected alignment for atomic access}}
  llvm.store %val, %ptr atomic monotonic : f32, !llvm.ptr
  return
}

// -----

func.func @store_syncscope(%val : f32, %ptr : !llvm.ptr) {
  // expected-error@below {{expected syncscope to be null for non-atomic access}}
  "llvm.store"(%val, %ptr) {syncscope = "singlethread"} : (f32, !llvm.ptr) -> ()
  return
}

// -----

func.func private @standard_func_callee()

func.func @call_non_llvm() {
  // expected-error@+1 {{'llvm.call' op 'standard_func_callee' does not reference a valid LLVM function}}
  llvm.call @standard_func_callee() : () -> ()
  return
}

// -----

llvm.func @callee_func(i8) -> ()

func.func @callee_arg_mismatch(%arg0 : i32) {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i8'}}
  llvm.call @callee_func(%arg0) : (i32) -> ()
  return
}

// -----

llvm.func @callee_func() -> (i8)

func.func @callee_return_mismatch() {
  // expected-error@+1 {{'llvm.call' op result type mismatch: 'i32' != 'i8'}}
  %res = llvm.call @callee_func() : () -> (i32)
  return
}

// -----

llvm.func @callee_func(i8)

llvm.func @callee_count(%x: i8) {
  // expected-error@+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  llvm.call @callee_func(%x, %x) : (i8, i8) -> ()
  llvm.return
}

// -----

func.func @call_too_many_results(%callee : !llvm.ptr) {
  // expected-error@+1 {{expected function with 0 or 1 result}}
  llvm.call %callee() : !llvm.ptr, () -> (i32, i32)
  return
}

// -----

func.func @alloca_missing_result_type(%size : i64) {
  // expected-error@+1 {{expected trailing function type with one argument and one result}}
  llvm.alloca %size x i32 : (i64) -> ()
  return
}

// -----

func.func @gep_missing_input_type(%pos : i64, %base : !llvm.ptr) {
  // expected-error@+1 {{number of operands and types do not match: got 2 operands and 0 types}}
  llvm.getelementptr %base[%pos] : () -> (!llvm.ptr), i64
  return
}

// -----

func.func @icmp_wrong_string(%arg0 : i32) {
  // expected-error@+1 {{'foo' is an incorrect value of the 'predicate' attribute}}
  llvm.icmp "foo" %arg0, %arg0 : i32
  return
}

// -----

func.func @constant_wrong_type() {
  // expected-error@+1 {{only supports integer, float, string or elements attributes}}
  llvm.mlir.constant(@constant_wrong_type) : !llvm.ptr
  return
}

// -----

func.func @constant_wrong_type_string() {
  // expected-error@below {{expected array type of 3 i8 elements for the string constant}}
  llvm.mlir.constant("foo") : !llvm.ptr
  return
}

// -----

llvm.func @struct_one_element() -> !llvm.struct<(f64)> {
  // expected-error @+1 {{expected array attribute of size 1}}
  %0 = llvm.mlir.constant([1.0 : f64, 1.0 : f64]) : !llvm.struct<(f64)>
  llvm.return %0 : !llvm.struct<(f64)>
}

// -----

llvm.func @struct_two_different_elements() -> !llvm.struct<(f64, f32)> {
  // expected-error @+1 {{struct element at index 1 is of wrong type}}
  %0 = llvm.mlir.constant([1.0 : f64, 1.0 : f64]) : !llvm.struct<(f64, f32)>
  llvm.return %0 : !llvm.struct<(f64, f32)>
}

// -----

llvm.func @int_attr_requires_int_type() -> f32 {
  // expected-error @below{{expected integer type}}
  %0 = llvm.mlir.constant(1 : index) : f32
  llvm.return %0 : f32
}

// -----

llvm.func @float_attr_and_type_required_same() -> f16 {
  // expected-error @below{{attribute and type have different float semantics}}
  %cst = llvm.mlir.constant(1.0 : bf16) : f16
  llvm.return %cst : f16
}

// -----

llvm.func @incompatible_integer_type_for_float_attr() -> i32 {
  // expected-error @below{{expected integer type of width 16}}
  %cst = llvm.mlir.constant(1.0 : f16) : i32
  llvm.return %cst : i32
}

// -----

llvm.func @vector_with_non_vector_type() -> f32 {
  // expected-error @below{{expected vector or array type}}
  %cst = llvm.mlir.constant(dense<100.0> : vector<1xf64>) : f32
  llvm.return %cst : f32
}

// -----

llvm.func @array_attr_with_invalid_type() -> i32 {
  // expected-error @below{{expected array or struct type for array attribute}}
  %0 = llvm.mlir.constant([1 : i32]) : i32
  llvm.return %0 : i32
}

// -----

// expected-error@+1{{alignment attribute is not a power of 2}}
llvm.mlir.global private @invalid_global_alignment(42 : i64) {alignment = 63} : i64

// -----

func.func @store_non_llvm_type(%foo : memref<f32>, %v : f32) {
  // expected-error@+1 {{'llvm.store' op operand #1 must be LLVM pointer type, but got 'memref<f32>'}}
  llvm.store %v, %foo : f32, memref<f32>
  return
}

// -----

func.func @gep_missing_result_type(%pos : i64, %base : !llvm.ptr) {
  // expected-error@+1 {{op requires one result}}
  llvm.getelementptr %base[%pos] : (!llvm.ptr, i64) -> (), i64
  return
}
