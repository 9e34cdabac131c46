// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck %s
// RUN: not %xlate --to-llvm %S/Inputs/alloc-segments.mlir 2>&1 | FileCheck --check-prefix=LOWER %s
// RUN: not %xlate --no-verify --to-llvm %S/Inputs/reinterpret-cast-segments.mlir 2>&1 | FileCheck --check-prefix=NOVERIFY %s
// operandSegmentSizes of the generic form: as many segments as the op
// has, none negative, adding up to its operands; memref.alloc(a)'s
// segments name its dynamic sizes and its layout's symbols, each checked
// against the result type, as mlir-opt checks them.  The segments were
// read unchecked: an alloc whose dynamic size was given as a symbol
// printed, and lowered to LLVM IR, with exit 0; with --no-verify the
// lowering read operands past the last (a reinterpret_cast whose
// segments and static arrays disagree): it refuses such an op now.
func.func @a(%c: i1, %x: i32) {
  "cf.cond_br"(%c, %x) [^a, ^b] <{operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (i1, i32) -> ()
^a:
  return
^b(%z: i32):
  return
}
// CHECK: operand-segments.mlir:[[@LINE-6]]:3: error: invalid properties {operandSegmentSizes = array<i32: 1, 0, 1, 0>} for op cf.cond_br: size mismatch in attribute conversion: 4 vs 3

// -----
func.func @b(%n: index) -> memref<?xf32> {
  %0 = "memref.alloc"(%n, %n) <{operandSegmentSizes = array<i32: 1, 0>}> : (index, index) -> memref<?xf32>
  return %0 : memref<?xf32>
}
// CHECK: operand-segments.mlir:[[@LINE-3]]:8: error: 'memref.alloc' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'

// -----
func.func @c(%n: index) -> memref<?xf32> {
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 2, -1>}> : (index) -> memref<?xf32>
  return %0 : memref<?xf32>
}
// CHECK: operand-segments.mlir:[[@LINE-3]]:8: error: 'memref.alloc' op 'operandSegmentSizes' attribute cannot have negative elements

// -----
func.func @d(%n: index) -> memref<?xf32> {
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<?xf32>
  return %0 : memref<?xf32>
}
// CHECK: operand-segments.mlir:[[@LINE-3]]:8: error: 'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1

// -----
func.func @e(%n: index) -> memref<?xf32> {
  %0 = memref.alloca()[%n] : memref<?xf32>
  return %0 : memref<?xf32>
}
// CHECK: operand-segments.mlir:[[@LINE-3]]:8: error: 'memref.alloca' op incorrect number of dynamic sizes, has 0, expected 1

// -----
#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @f(%n: index, %s: index) {
  %0 = memref.alloc(%n)[%s] : memref<?xf32, #map>
  %1 = memref.alloc(%n) : memref<?xf32, #map>
  return
}
// CHECK: operand-segments.mlir:[[@LINE-3]]:8: error: 'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0

// -----
llvm.func @g(i32)
llvm.func @h(%x: i32) {
  "llvm.call"(%x) <{callee = @g, operandSegmentSizes = array<i32: 1>, op_bundle_sizes = array<i32>}> : (i32) -> ()
  llvm.return
}
// CHECK: operand-segments.mlir:[[@LINE-3]]:3: error: invalid properties {callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1>} for op llvm.call: size mismatch in attribute conversion: 1 vs 2
// LOWER: alloc-segments.mlir:2:8: error: 'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1

// -----
func.func @i(%m: memref<8xf32>, %o: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = "memref.subview"(%m, %o) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>, index) -> memref<4xf32, strided<[1], offset: ?>>
  return %0 : memref<4xf32, strided<[1], offset: ?>>
}
// CHECK: operand-segments.mlir:[[@LINE-3]]:8: error: expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 0)

// -----
func.func @j(%m: memref<?xf32>, %o: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = "memref.reinterpret_cast"(%m, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<?xf32>, index) -> memref<4xf32, strided<[1], offset: ?>>
  return %0 : memref<4xf32, strided<[1], offset: ?>>
}
// CHECK: operand-segments.mlir:[[@LINE-3]]:8: error: expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)
// NOVERIFY: reinterpret-cast-segments.mlir:2:8: error: failed to legalize operation 'memref.reinterpret_cast'
