// The custom forms of the masked, matrix, vector.insert/extract and
// active-lane-mask intrinsics parse some of their types as builtin
// vectors (integers) in MLIR 22
// (GP_INTR_TYPE_KINDS): another type is mlir-opt-22's "invalid kind of
// type specified" at it (each chunk checked against mlir-opt-22).  MLIR 19
// takes them and its verifier refuses them (intr-operand-types.mlir).
// Then the masked gather/scatter pointer vectors (22: vector<Nx!llvm.ptr>).
// RUN: %xlate-opt --split-input-file --verify-diagnostics %s

llvm.func @matrix_load(%ptr : !llvm.ptr, %stride : i64) -> f32 {
  // expected-error @+2{{custom op 'llvm.intr.matrix.column.major.load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.intr.matrix.column.major.load %ptr, <stride=%stride>
    { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} : f32 from !llvm.ptr stride i64
  llvm.return %0 : f32
}

// -----

llvm.func @matrix_store(%matrix : f32, %ptr : !llvm.ptr, %stride : i64) {
  // expected-error @+2{{custom op 'llvm.intr.matrix.column.major.store' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  llvm.intr.matrix.column.major.store %matrix, %ptr, <stride=%stride>
    { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} : f32 to !llvm.ptr stride i64
  llvm.return
}

// -----

llvm.func @masked_store(%vec : vector<7xf32>, %ptr : !llvm.ptr, %mask : i1) {
  // expected-error @below{{custom op 'llvm.intr.masked.store' invalid kind of type specified: expected builtin.vector, but found 'i1'}}
  llvm.intr.masked.store %vec, %ptr, %mask { alignment = 1: i32} : vector<7xf32>, i1 into !llvm.ptr
  llvm.return
}

// -----

llvm.func @masked_scatter(%vec : vector<7xf32>, %ptr : !llvm.ptr, %mask : vector<7xi1>) {
  // expected-error @below{{custom op 'llvm.intr.masked.scatter' invalid kind of type specified: expected builtin.vector, but found '!llvm.ptr'}}
  llvm.intr.masked.scatter %vec, %ptr, %mask { alignment = 1: i32} : vector<7xf32>, vector<7xi1> into !llvm.ptr
  llvm.return
}

// -----

llvm.func @lane_mask(%base : i64, %n : vector<7xi64>) -> vector<7xi1> {
  // expected-error @below{{custom op 'llvm.intr.get.active.lane.mask' invalid kind of type specified: expected builtin.integer, but found 'vector<7xi64>'}}
  %0 = llvm.intr.get.active.lane.mask %base, %n : i64, vector<7xi64> to vector<7xi1>
  llvm.return %0 : vector<7xi1>
}

// -----

// The lane mask's custom form.
llvm.func @lane_mask_ok(%base : i64, %n : i64) -> vector<7xi1> {
  %0 = llvm.intr.get.active.lane.mask %base, %n : i64, i64 to vector<7xi1>
  llvm.return %0 : vector<7xi1>
}

// -----

// MLIR 20+'s masked.gather/scatter verifiers: the pointers as many as the
// result's (the value's) elements, and as scalable.
llvm.func @gather_len(%ptrs : vector<7x!llvm.ptr>, %mask : vector<7xi1>) -> vector<8xf32> {
  // expected-error @below{{'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<8x!llvm.ptr>'}}
  %0 = llvm.intr.masked.gather %ptrs, %mask { alignment = 1: i32} : (vector<7x!llvm.ptr>, vector<7xi1>) -> vector<8xf32>
  llvm.return %0 : vector<8xf32>
}

// -----

llvm.func @gather_scalable(%ptrs : vector<7x!llvm.ptr>, %mask : vector<[7]xi1>) -> vector<[7]xf32> {
  // expected-error @below{{'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<[7]x!llvm.ptr>'}}
  %0 = llvm.intr.masked.gather %ptrs, %mask { alignment = 1: i32} : (vector<7x!llvm.ptr>, vector<[7]xi1>) -> vector<[7]xf32>
  llvm.return %0 : vector<[7]xf32>
}

// -----

llvm.func @scatter_len(%vec : vector<7xf32>, %ptrs : vector<8x!llvm.ptr>, %mask : vector<7xi1>) {
  // expected-error @below{{'llvm.intr.masked.scatter' op expected operand #2 type to be 'vector<7x!llvm.ptr>'}}
  llvm.intr.masked.scatter %vec, %ptrs, %mask { alignment = 1: i32} : vector<7xf32>, vector<7xi1> into vector<8x!llvm.ptr>
  llvm.return
}

// -----

llvm.func @matrix_multiply(%arg0 : vector<64xf32>, %arg1 : f32) -> vector<12xf32> {
  // expected-error @+2{{custom op 'llvm.intr.matrix.multiply' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.intr.matrix.multiply %arg0, %arg1
    { lhs_rows = 4: i32, lhs_columns = 16: i32 , rhs_columns = 3: i32} : (vector<64xf32>, f32) -> vector<12xf32>
  llvm.return %0 : vector<12xf32>
}

// -----

llvm.func @matrix_transpose(%matrix : f32) -> vector<48xf32> {
  // expected-error @below{{custom op 'llvm.intr.matrix.transpose' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.intr.matrix.transpose %matrix {rows = 3: i32, columns = 16: i32} : f32 into vector<48xf32>
  llvm.return %0 : vector<48xf32>
}

// -----

llvm.func @vector_insert(%v : vector<8xi32>, %s : i32) -> vector<8xi32> {
  // expected-error @below{{custom op 'llvm.intr.vector.insert' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
  %0 = llvm.intr.vector.insert %s, %v[0] : i32 into vector<8xi32>
  llvm.return %0 : vector<8xi32>
}

// -----

llvm.func @vector_extract(%v : vector<8xi32>) -> i32 {
  // expected-error @below{{custom op 'llvm.intr.vector.extract' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
  %0 = llvm.intr.vector.extract %v[0] : i32 from vector<8xi32>
  llvm.return %0 : i32
}
