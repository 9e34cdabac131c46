// Worked examples of the spec's type conversion rules (001 "Conversion of
// built-in types", 000/004 "Type Conversion"): complex, index, ranked and
// unranked memrefs (rank 0 has no size/stride arrays), vectors (n-D become
// arrays of 1-D vectors), function types (several results packed in a
// struct, none -> void, function-typed arguments -> ptr, func.varargs),
// llvm container types holding builtin types.
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %s | FileCheck %s

func.func private @complex(complex<f32>) -> complex<f64>
func.func private @index(index) -> index
func.func private @m0(memref<f32>)
func.func private @m1(memref<1xf32>)
func.func private @m2(memref<?xf32>)
func.func private @m5(memref<10x42x42x43x123xf32>)
func.func private @m5d(memref<10x?x42x?x123xf32>)
func.func private @mvec(memref<1x?xvector<4xf32>>)
func.func private @unranked(memref<*xf32>)
func.func private @vec1(vector<4xf32>) -> vector<4xindex>
func.func private @vecn(vector<4x8x16xf32>) -> vector<4x8xf32>
func.func private @f0() -> ()
func.func private @f1(i32) -> (i64)
func.func private @f2(i32, f32) -> (i64)
func.func private @f3(i32, f32) -> (i64, f64)
func.func private @f4(() -> ()) -> (() -> ())
func.func private @f5(memref<f32>, f32) -> ()
func.func private @f6() -> (memref<?xf32>)
func.func private @f7() -> (memref<f32>, memref<f64>)
func.func private @f8(i32) attributes {func.varargs = true}
func.func private @container(!llvm.struct<(index, memref<f32>)>, !llvm.array<2 x index>)
// Identified structs are renamed only when their body changes.
func.func private @identified(!llvm.struct<"foo", (index, i32)>, !llvm.struct<"bar", (i32)>) -> !llvm.struct<"rec", (ptr, index)>


// CHECK-LABEL: llvm.func @complex(!llvm.struct<(f32, f32)>) -> !llvm.struct<(f64, f64)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @index(i64) -> i64 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @m0(!llvm.ptr, !llvm.ptr, i64) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @m1(!llvm.ptr, !llvm.ptr, i64, i64, i64) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @m2(!llvm.ptr, !llvm.ptr, i64, i64, i64) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @m5(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @m5d(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @mvec(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @unranked(i64, !llvm.ptr) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @vec1(vector<4xf32>) -> vector<4xi64> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @vecn(!llvm.array<4 x array<8 x vector<16xf32>>>) -> !llvm.array<4 x vector<8xf32>> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @f0() attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @f1(i32) -> i64 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @f2(i32, f32) -> i64 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @f3(i32, f32) -> !llvm.struct<(i64, f64)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @f4(!llvm.ptr) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @f5(!llvm.ptr, !llvm.ptr, i64, f32) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @f6() -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @f7() -> !llvm.struct<(struct<(ptr, ptr, i64)>, struct<(ptr, ptr, i64)>)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @f8(i32, ...) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @container(!llvm.struct<(i64, struct<(ptr, ptr, i64)>)>, !llvm.array<2 x i64>) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @identified(!llvm.struct<"_Converted.foo", (i64, i32)>, !llvm.struct<"bar", (i32)>) -> !llvm.struct<"_Converted.rec", (ptr, i64)> attributes {sym_visibility = "private"}
