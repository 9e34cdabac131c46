// Rules of func.call against its callee, of the landing pads, of
// extractvalue/insertvalue positions, of llvm.intr.sincos's result, of
// global_ctors/dtors' lists, of aliases, of llvm.call's and
// llvm.mlir.zero's types, in
// mlir-opt-22's words (each was printed as LLVM IR that llvm-as rejects, or
// lowered to a call of another type).  The last chunk's valid ops say
// nothing.
// RUN: %xlate-opt -split-input-file -verify-diagnostics %s
// RUN: %if llvm22 %{ %mlir-opt-22 -split-input-file -verify-diagnostics %s %}

func.func private @two() -> (i32, f32)

func.func @call_results() {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'f32', 'i32'}}
  // expected-note@+1 {{function result types: 'i32', 'f32'}}
  %0:2 = call @two() : () -> (f32, i32)
  return
}

// -----

func.func private @one(i32)

func.func @call_operand(%a : i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  call @one(%a) : (i64) -> ()
  return
}

// -----

func.func private @one(i32)

func.func @call_count(%a : i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  call @one(%a, %a) : (i32, i32) -> ()
  return
}

// -----

llvm.func @foo(i32) -> i32

llvm.func @no_personality(%a : i32) -> i32 {
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  // expected-error@+1 {{llvm.landingpad needs to be in a function with a personality}}
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @no_clause(%a : i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  // expected-error@+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %1 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @clause(%a : i32, %p : !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  // expected-error@+1 {{clause #0 is not a known constant - null, addressof, bitcast}}
  %1 = llvm.landingpad (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

// expected-error@+1 {{'llvm.resume' should have a consistent input type inside a function}}
llvm.func @resume_type(%a : i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %a : i32
}

// -----

llvm.func @extract(%a : !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'f32' but this op returns 'i32'}}
  %0 = "llvm.extractvalue"(%a) {position = array<i64: 1>} : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// -----

llvm.func @insert(%a : !llvm.array<2 x i32>, %x : i64) {
  // expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'i64' into '!llvm.array<2 x i32>'}}
  %0 = "llvm.insertvalue"(%a, %x) {position = array<i64: 0>} : (!llvm.array<2 x i32>, i64) -> !llvm.array<2 x i32>
  llvm.return
}

// -----

llvm.func @sincos(%f : f32) {
  // expected-error@+1 {{'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type}}
  %0 = llvm.intr.sincos(%f) : (f32) -> !llvm.struct<(f32, f64)>
  llvm.return
}

// -----

llvm.func @ctor() {
  llvm.return
}

// expected-error@+1 {{ctors, priorities, and data must have the same number of elements}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [], data = [#llvm.zero]

// -----

llvm.func @dtor() {
  llvm.return
}

// expected-error@+1 {{data element must be symbol or #llvm.zero}}
llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32], data = [0 : i32]

// -----

llvm.mlir.global external @x(42 : i32) : i32

// expected-error@+1 {{'llvm.mlir.alias' op 'appending' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally}}
llvm.mlir.alias appending @y : i32 {
  %0 = llvm.mlir.addressof @x : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error@+1 {{'llvm.mlir.alias' op initializer region must always return a pointer}}
llvm.mlir.alias external @y : i32 {
  %0 = llvm.mlir.constant(42 : i64) : i64
  llvm.return %0 : i64
}

// -----

llvm.func @call_tensor(%f : !llvm.ptr) {
  // expected-error@+1 {{'llvm.call' op result #0 must be LLVM dialect-compatible type, but got 'tensor<4xi32>'}}
  %0 = llvm.call %f() : !llvm.ptr, () -> tensor<4xi32>
  llvm.return
}

// -----

llvm.func @call_nothing() {
  // expected-error@+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() {op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>} : () -> ()
  llvm.return
}

// -----

llvm.func @zero_tensor() {
  // expected-error@+1 {{'llvm.mlir.zero' op result #0 must be LLVM dialect-compatible type, but got 'tensor<4xi32>'}}
  %0 = llvm.mlir.zero : tensor<4xi32>
  llvm.return
}

// -----

func.func private @two() -> (i32, f32)
llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32
llvm.mlir.global external @tinfo() : !llvm.ptr

llvm.func @valid(%a : i32, %s : !llvm.struct<(i32, array<2 x f32>)>, %f : f32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.insertvalue %f, %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.intr.sincos(%f) : (f32) -> !llvm.struct<(f32, f32)>
  %3 = llvm.mlir.addressof @tinfo : !llvm.ptr
  %4 = llvm.mlir.zero : !llvm.ptr
  %5 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %5 : i32
^bb2:
  %6 = llvm.landingpad cleanup (catch %3 : !llvm.ptr) (catch %4 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %6 : !llvm.struct<(ptr, i32)>
}
llvm.mlir.global_ctors ctors = [@valid], priorities = [1 : i32], data = [@tinfo]
llvm.mlir.alias linkonce_odr @alias : !llvm.ptr {
  %0 = llvm.mlir.addressof @tinfo : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
