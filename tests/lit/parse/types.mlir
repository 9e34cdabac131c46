// RUN: %xlate %s | FileCheck %s
// Builtin and LLVM types, as function argument types.
func.func private @ints(i1, i8, i17, i64, i128, si32, ui16, index)
func.func private @floats(f16, bf16, f32, f64, f80, f128, tf32, none)
func.func private @complex(complex<f32>, complex<i8>)
func.func private @vectors(vector<4xf32>, vector<2x3xi1>, vector<[4]xf32>, vector<2x[4]xi8>, vector<f32>)
func.func private @tensors(tensor<4x?xf32>, tensor<*xi8>, tensor<f32>, tensor<0x4xf32>)
func.func private @memrefs(memref<4x?xf32>, memref<f32>, memref<*xf32>, memref<*xf32, 1>, memref<4xf32, 3>, memref<0xi8>)
func.func private @layouts(memref<4x4xf32, strided<[4, 1]>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 2>, 1>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>)
func.func private @spaced(memref<1 x memref<* x f32>>, memref<? x vector<2xf32>>)
func.func private @tuples(tuple<>, tuple<i32, f32>, tuple<tuple<i1>>)
func.func private @functions((i32) -> i32, () -> (), (i32, f32) -> (i1, i8), ((i32) -> i32) -> ((i32) -> i32))
func.func private @llvm_ptrs(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<270>)
func.func private @llvm_aggregates(!llvm.array<4 x i32>, !llvm.array<2 x array<3 x ptr>>, !llvm.struct<(i32, ptr)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<()>)
func.func private @llvm_named(!llvm.struct<"named", (i32, ptr)>, !llvm.struct<"opaque_t", opaque>, !llvm.struct<"rec", (ptr, struct<"rec">)>)
func.func private @llvm_misc(!llvm.func<void (i32, ...)>, !llvm.func<i32 ()>, !llvm.vec<4 x ptr>, !llvm.vec<? x 4 x ptr>, !llvm.void, !llvm.label, !llvm.metadata, !llvm.token, !llvm.ppc_fp128, !llvm.x86_mmx, !llvm.target<"spirv.Image", i32, 1>)

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @ints(i1, i8, i17, i64, i128, si32, ui16, index)
// CHECK-NEXT:   func.func private @floats(f16, bf16, f32, f64, f80, f128, tf32, none)
// CHECK-NEXT:   func.func private @complex(complex<f32>, complex<i8>)
// CHECK-NEXT:   func.func private @vectors(vector<4xf32>, vector<2x3xi1>, vector<[4]xf32>, vector<2x[4]xi8>, vector<f32>)
// CHECK-NEXT:   func.func private @tensors(tensor<4x?xf32>, tensor<*xi8>, tensor<f32>, tensor<0x4xf32>)
// CHECK-NEXT:   func.func private @memrefs(memref<4x?xf32>, memref<f32>, memref<*xf32>, memref<*xf32, 1>, memref<4xf32, 3>, memref<0xi8>)
// CHECK-NEXT:   func.func private @layouts(memref<4x4xf32, strided<[4, 1]>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 2>, 1>, memref<4x4xf32, #map>)
// CHECK-NEXT:   func.func private @spaced(memref<1xmemref<*xf32>>, memref<?xvector<2xf32>>)
// CHECK-NEXT:   func.func private @tuples(tuple<>, tuple<i32, f32>, tuple<tuple<i1>>)
// CHECK-NEXT:   func.func private @functions((i32) -> i32, () -> (), (i32, f32) -> (i1, i8), ((i32) -> i32) -> ((i32) -> i32))
// CHECK-NEXT:   func.func private @llvm_ptrs(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<270>)
// CHECK-NEXT:   func.func private @llvm_aggregates(!llvm.array<4 x i32>, !llvm.array<2 x array<3 x ptr>>, !llvm.struct<(i32, ptr)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<()>)
// CHECK-NEXT:   func.func private @llvm_named(!llvm.struct<"named", (i32, ptr)>, !llvm.struct<"opaque_t", opaque>, !llvm.struct<"rec", (ptr, struct<"rec">)>)
// CHECK-NEXT:   func.func private @llvm_misc(!llvm.func<void (i32, ...)>, !llvm.func<i32 ()>, !llvm.vec<4 x ptr>, !llvm.vec<? x 4 x  ptr>, !llvm.void, !llvm.label, !llvm.metadata, !llvm.token, !llvm.ppc_fp128, !llvm.x86_mmx, !llvm.target<"spirv.Image", i32, 1>)
// CHECK-NEXT: }
