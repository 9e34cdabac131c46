// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: %if llvm22 %{ not %mlir-opt-22 --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s %}
// The position of llvm.extractvalue and llvm.insertvalue in their generic
// form: out of bounds, or past a scalar, is mlir-opt's verifier error (the
// custom form's parser reports it first).  It was printed in the custom
// form, which did not read back (a roundtrip campaign finding at 1dc1c8b,
// run 1,022,985, fuzz finding 69, kept in
// tests/fuzz/regress/roundtrip/extractvalue-position).  An array<...> of
// integers wider than 1 bit and no multiple of 8 is no DenseArrayAttr.

llvm.func @f() -> f32 {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  // CHECK: [[@LINE+1]]:8: error: 'llvm.extractvalue' op position out of bounds: 14
  %1 = "llvm.extractvalue"(%0) <{position = array<i64: 14>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return %1 : f32
}

// -----

llvm.func @f() -> f32 {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  // CHECK: [[@LINE+1]]:8: error: 'llvm.extractvalue' op expected LLVM IR structure/array type, got: 'f32'
  %1 = "llvm.extractvalue"(%0) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return %1 : f32
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.mlir.undef : !llvm.array<3 x f32>
  // CHECK: [[@LINE+1]]:8: error: 'llvm.insertvalue' op position out of bounds: -1
  %1 = "llvm.insertvalue"(%0, %a) <{position = array<i64: -1>}> : (!llvm.array<3 x f32>, i32) -> !llvm.array<3 x f32>
  llvm.return
}

// -----

llvm.func @f() -> f32 {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  // CHECK: [[@LINE+1]]:51: error: element type bitwidth must be a multiple of 8
  %1 = "llvm.extractvalue"(%0) <{position = array<i6: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return %1 : f32
}

// -----

// CHECK: [[@LINE+1]]:20: error: element type bitwidth must be a multiple of 8
"t.o"() {a = array<i12>} : () -> ()
