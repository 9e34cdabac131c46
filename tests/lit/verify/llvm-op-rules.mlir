// Rules of LLVM dialect ops that mlir-opt's verifier has, in its words:
// zext/sext and bitcast, the atomics' value types and orderings, fence,
// insertelement/extractelement, getelementptr's indices, var_callee_type,
// branch weights and switch case values, common and appending globals,
// llvm.func's inline attributes, llvm.module_flags' entries.  Each was printed as LLVM IR that llvm-as
// rejects.  The last chunk's valid ops say nothing.
// RUN: %xlate-opt -split-input-file -verify-diagnostics %s
// RUN: %if llvm22 %{ %mlir-opt-22 -split-input-file -verify-diagnostics %s %}

llvm.func @zext_narrower(%a : i32) {
  // expected-error@+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i16
  llvm.return
}

// -----

llvm.func @sext_vector(%a : vector<2xi32>) {
  // expected-error@+1 {{input type is a vector but output type is an integer}}
  %0 = llvm.sext %a : vector<2xi32> to i64
  llvm.return
}

// -----

llvm.func @zext_lengths(%a : vector<2xi32>) {
  // expected-error@+1 {{input and output vectors are of incompatible shape}}
  %0 = llvm.zext %a : vector<2xi32> to vector<4xi64>
  llvm.return
}

// -----

llvm.func @bitcast_int_ptr(%a : i64) {
  // expected-error@+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %a : i64 to !llvm.ptr
  llvm.return
}

// -----

llvm.func @bitcast_addrspace(%a : !llvm.ptr<1>) {
  // expected-error@+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %a : !llvm.ptr<1> to !llvm.ptr
  llvm.return
}

// -----

llvm.func @rmw_fadd_int(%p : !llvm.ptr, %v : i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @rmw_add_i128(%p : !llvm.ptr, %v : i128) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i128
  llvm.return
}

// -----

llvm.func @rmw_xchg_i1(%p : !llvm.ptr, %v : i1) {
  // expected-error@+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @rmw_unordered(%p : !llvm.ptr, %v : i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @cmpxchg_failure_release(%p : !llvm.ptr, %v : i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel release : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @cmpxchg_unordered(%p : !llvm.ptr, %v : i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %v, %v unordered monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @cmpxchg_i1(%p : !llvm.ptr, %v : i1) {
  // expected-error@+1 {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = llvm.cmpxchg %p, %v, %v monotonic monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @fence_monotonic() {
  // expected-error@+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  llvm.return
}

// -----

llvm.func @extractelement_type(%a : vector<4xf32>, %i : i32) {
  // expected-error@+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%a, %i) : (vector<4xf32>, i32) -> f64
  llvm.return
}

// -----

llvm.func @gep_struct_dynamic(%p : !llvm.ptr, %i : i32) {
  // expected-error@+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[%i, %i] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @gep_struct_bounds(%p : !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op index 2 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i32, f32)>)>
  llvm.return
}

// -----

llvm.func @gep_scalar(%p : !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @variadic(i32, ...)

llvm.func @var_callee_mismatch(%a : i32) {
  // expected-error@+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i64' != 'i32'}}
  llvm.call @variadic(%a) vararg(!llvm.func<void (i64, ...)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @var_callee_not_vararg(%f : !llvm.ptr, %a : i32) {
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  llvm.call %f(%a) vararg(!llvm.func<void (i32)>) : !llvm.ptr, (i32) -> ()
  llvm.return
}

// -----

llvm.func @cond_br_weights(%c : i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  llvm.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----

func.func @cf_weights(%c : i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  cf.cond_br %c weights([100]), ^bb1, ^bb1
^bb1:
  return
}

// -----

llvm.func @switch_case_type(%a : i64) {
  // expected-error@+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb1:
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @common_nonzero(1.0 : f32) : f32

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @appending_scalar() : i32

// -----

// expected-error@+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @inline_both() attributes {always_inline, no_inline} {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @optnone() attributes {optimize_none} {
  llvm.return
}

// -----

// A flag that is not a #llvm.mlir.module_flag (a roundtrip campaign input
// held an unregistered dialect attribute there).
// expected-error@+1 {{expected a module flag attribute}}
llvm.module_flags [#llvm.mlir.module_flag<error, "X", 1 : i32>, #llvm.loop_unroll<disable = true>]

// -----

llvm.func @vararg_callee(...)
llvm.mlir.global common @common_zero(-0.0 : f64) : f64
llvm.mlir.global common @common_zeros(dense<0> : vector<2xi32>) : vector<2xi32>

llvm.func @valid(%p : !llvm.ptr, %a : i32, %v : vector<2xi32>, %f : f80, %vf : vector<2xf32>, %q : !llvm.ptr<1>) attributes {no_inline, optimize_none} {
  %0 = llvm.zext %a : i32 to i64
  %1 = llvm.sext %v : vector<2xi32> to vector<2xi64>
  %2 = llvm.bitcast %v : vector<2xi32> to i64
  %3 = llvm.addrspacecast %q : !llvm.ptr<1> to !llvm.ptr
  %4 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f80
  %5 = llvm.atomicrmw fadd %p, %vf monotonic : !llvm.ptr, vector<2xf32>
  %6 = llvm.atomicrmw xchg %p, %p monotonic : !llvm.ptr, !llvm.ptr
  %7 = llvm.cmpxchg %p, %p, %p seq_cst acquire : !llvm.ptr, !llvm.ptr
  llvm.fence syncscope("agent") seq_cst
  %8 = llvm.getelementptr %p[%a, 1, %a] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  llvm.call @vararg_callee(%a) vararg(!llvm.func<void (...)>) : (i32) -> ()
  llvm.switch %a : i32, ^bb1 [
    1: ^bb1
  ] {branch_weights = array<i32: 0, 3>}
^bb1:
  llvm.return
}
