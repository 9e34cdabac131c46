// The custom forms of the masked, matrix and active-lane-mask intrinsics
// parse some of their types as builtin vectors (integers) in MLIR 22
// (GP_INTR_TYPE_KINDS): another type is mlir-opt-22's "invalid kind of
// type specified" at it (each chunk checked against mlir-opt-22).  MLIR 19
// takes them and its verifier refuses them (intr-operand-types.mlir).
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
