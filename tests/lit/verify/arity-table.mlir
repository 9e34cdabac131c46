// Every known op's numbers of operands, results, regions and successors
// come from one table (ops.h XARITY, MLIR 22's ODS traits): a wrong count
// in generic form is reported in mlir-opt's words, in its trait order
// (regions, results, successors, operands), at the op.
// RUN: %xlate-opt --split-input-file --verify-diagnostics %s
// RUN: %if llvm22 %{ %mlir-opt-22 --split-input-file --verify-diagnostics %s %}

func.func @f(%m: memref<?xf32>) {
  // expected-error @below {{'memref.dim' op requires one result}}
  "memref.dim"(%m) : (memref<?xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index) {
  // expected-error @below {{'memref.dim' op expected 2 operands, but found 3}}
  %0 = "memref.dim"(%m, %i, %i) : (memref<?xf32>, index, index) -> index
  return
}

// -----

func.func @f() {
  // expected-error @below {{'memref.load' op expected 1 or more operands, but found 0}}
  %0 = "memref.load"() : () -> f32
  return
}

// -----

func.func @f(%m: memref<f32>, %v: f32) {
  // expected-error @below {{'memref.store' op requires zero results}}
  %0 = "memref.store"(%v, %m) : (f32, memref<f32>) -> f32
  return
}

// -----

func.func @f(%m: memref<f32>) {
  // expected-error @below {{'memref.extract_strided_metadata' op expected 2 or more results}}
  %0 = "memref.extract_strided_metadata"(%m) : (memref<f32>) -> memref<f32>
  return
}

// -----

func.func @f(%m: memref<f32>) {
  // expected-error @below {{'memref.alloca' op requires zero regions}}
  %0 = "memref.alloca"() ({
  }) {operandSegmentSizes = array<i32: 0, 0>} : () -> memref<f32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'arith.addui_extended' op expected 2 results}}
  %0 = "arith.addui_extended"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error @below {{'arith.select' op expected 3 operands, but found 2}}
  %0 = "arith.select"(%c, %a) : (i1, i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @below {{'arith.extsi' op requires a single operand}}
  %0 = "arith.extsi"() : () -> i64
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @below {{'index.casts' op requires one result}}
  "index.casts"(%a) : (index) -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @below {{'index.constant' op requires zero operands}}
  %0 = "index.constant"(%a) {value = 1 : index} : (index) -> index
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @below {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c) [^bb1] {operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f() {
  // expected-error @below {{'func.return' op requires 0 successors but found 1}}
  "func.return"() [^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @f(%m: memref<i32>) {
  // expected-error @below {{'memref.generic_atomic_rmw' op requires one region}}
  %0 = "memref.generic_atomic_rmw"(%m) : (memref<i32>) -> i32
  return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.load' op requires one result}}
  "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @below {{'llvm.store' op expected 2 operands, but found 3}}
  "llvm.store"(%a, %p, %p) <{ordering = 0 : i64}> : (i32, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @below {{'llvm.getelementptr' op expected 1 or more operands, but found 0}}
  %0 = "llvm.getelementptr"() <{elem_type = i8, rawConstantIndices = array<i32>}> : () -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @below {{'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "llvm.return"(%a, %a) : (i32, i32) -> ()
}
