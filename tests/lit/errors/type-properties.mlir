// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: %if llvm22 %{ not %mlir-opt-22 --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s %}
// Properties that are type attributes (mlir-opt's property conversion
// refuses another attribute) and the class of type they hold (ODS
// constraints, llvm.mlir.global's valid element type).  An
// unregistered dialect's type there was printed in llvm.call's custom
// form, vararg(!lmvm.func<...>), which does not read back (a roundtrip
// campaign finding at 4a49ac7, run 1,268,165, fuzz finding 66, kept in
// tests/fuzz/regress/roundtrip/var-callee-type-unregistered).

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @g(%a: !llvm.ptr, %b: i32) {
  // CHECK: [[@LINE+1]]:8: error: 'llvm.call' op attribute 'var_callee_type' failed to satisfy constraint: type attribute of LLVM function type
  %0 = "llvm.call"(%a, %b) <{callee = @printf, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !lmvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @g(%a: !llvm.ptr, %b: i32) {
  // CHECK: [[@LINE+1]]:8: error: 'llvm.call' op attribute 'var_callee_type' failed to satisfy constraint: type attribute of LLVM function type
  %0 = "llvm.call"(%a, %b) <{callee = @printf, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = i32}> : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @g(%a: !llvm.ptr, %b: i32) {
  // CHECK: [[@LINE+1]]:8: error: invalid properties {callee = @printf, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = 3 : i32} for op llvm.call: Invalid attribute `var_callee_type` in property conversion: 3 : i32
  %0 = "llvm.call"(%a, %b) <{callee = @printf, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = 3 : i32}> : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @g(%a: !llvm.ptr, %b: i32) attributes {personality = @printf} {
  // CHECK: [[@LINE+1]]:8: error: 'llvm.invoke' op attribute 'var_callee_type' failed to satisfy constraint: type attribute of LLVM function type
  %0 = "llvm.invoke"(%a, %b)[^bb1, ^bb2] <{callee = @printf, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0, 0, 0>, var_callee_type = i32}> : (!llvm.ptr, i32) -> i32
^bb1:
  llvm.return
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @g(%n: i64) {
  // CHECK: [[@LINE+1]]:8: error: invalid properties {elem_type = 3 : i32} for op llvm.alloca: Invalid attribute `elem_type` in property conversion: 3 : i32
  %0 = "llvm.alloca"(%n) <{elem_type = 3 : i32}> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @g(%p: !llvm.ptr) {
  // CHECK: [[@LINE+1]]:8: error: invalid properties {elem_type = 7 : i64, rawConstantIndices = array<i32: 1>} for op llvm.getelementptr: Invalid attribute `elem_type` in property conversion: 7 : i64
  %0 = "llvm.getelementptr"(%p) <{elem_type = 7, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

// CHECK: [[@LINE+1]]:1: error: invalid properties {function_type = 3 : i64, sym_name = "f"} for op func.func: Invalid attribute `function_type` in property conversion: 3 : i64
"func.func"() <{function_type = 3, sym_name = "f"}> ({}) : () -> ()

// -----

// CHECK: [[@LINE+1]]:1: error: 'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type
"func.func"() <{function_type = i32, sym_name = "f", sym_visibility = "private"}> ({}) : () -> ()

// -----

// CHECK: [[@LINE+1]]:1: error: invalid properties {sym_name = "g", type = 3 : i64} for op memref.global: Invalid attribute `type` in property conversion: 3 : i64
"memref.global"() <{sym_name = "g", type = 3}> : () -> ()

// -----

// CHECK: [[@LINE+1]]:1: error: 'llvm.mlir.global' op expects type to be a valid element type for an LLVM global
"llvm.mlir.global"() <{global_type = index, linkage = #llvm.linkage<external>, sym_name = "x", addr_space = 0 : i32}> ({}) : () -> ()

// -----

// CHECK: [[@LINE+1]]:1: error: 'llvm.mlir.global' op expects type to be a valid element type for an LLVM global
"llvm.mlir.global"() <{global_type = !foo.t, linkage = #llvm.linkage<external>, sym_name = "x", addr_space = 0 : i32}> ({}) : () -> ()

// -----

// CHECK: [[@LINE+1]]:1: error: 'llvm.mlir.global' op expects type to be a valid element type for an LLVM global
"llvm.mlir.global"() <{global_type = !llvm.token, linkage = #llvm.linkage<external>, sym_name = "x", addr_space = 0 : i32}> ({}) : () -> ()

// -----

// CHECK: [[@LINE+1]]:1: error: invalid properties {addr_space = 0 : i32, global_type = 5 : i64, linkage = #llvm.linkage<external>, sym_name = "x"} for op llvm.mlir.global: Invalid attribute `global_type` in property conversion: 5 : i64
"llvm.mlir.global"() <{global_type = 5, linkage = #llvm.linkage<external>, sym_name = "x", addr_space = 0 : i32}> ({}) : () -> ()

// -----

// CHECK: llvm.mlir.global external @x() {addr_space = 0 : i32} : vector<4xindex>
"llvm.mlir.global"() <{global_type = vector<4xindex>, linkage = #llvm.linkage<external>, sym_name = "x", addr_space = 0 : i32}> ({}) : () -> ()
