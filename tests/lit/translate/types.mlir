// Types: identified structs are defined once at the top (opaque, packed,
// nested, names needing quotes), literal structs are written inline.
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null

// CHECK-DAG: %opaque = type opaque
// CHECK-DAG: %packed = type <{ i8, i32 }>
// CHECK-DAG: %outer = type { %inner, [2 x %inner], ptr }
// CHECK-DAG: %inner = type { i32, { i8, double } }
// CHECK-DAG: %"with space" = type {}
// CHECK-DAG: %list = type { i32, ptr }

// CHECK-DAG: declare %opaque @get_opaque()
llvm.func @get_opaque() -> !llvm.struct<"opaque", opaque>
// CHECK-DAG: declare void @take(%packed, %outer, %"with space")
llvm.func @take(!llvm.struct<"packed", packed (i8, i32)>, !llvm.struct<"outer", (struct<"inner", (i32, struct<(i8, f64)>)>, array<2 x struct<"inner", (i32, struct<(i8, f64)>)>>, ptr)>, !llvm.struct<"with space", ()>)
// CHECK-DAG: declare <{ i8, { i16 } }> @literal(<vscale x 4 x i32>, <8 x ptr>, ptr addrspace(3))
llvm.func @literal(vector<[4]xi32>, !llvm.vec<8 x ptr>, !llvm.ptr<3>) -> !llvm.struct<packed (i8, struct<(i16)>)>
// CHECK-DAG: declare void @floats(half, bfloat, float, double, x86_fp80, fp128, ppc_fp128)
llvm.func @floats(f16, bf16, f32, f64, f80, f128, !llvm.ppc_fp128)
// CHECK-DAG: declare target("spirv.Image", i32, 1) @target()
llvm.func @target() -> !llvm.target<"spirv.Image", i32, 1>

// CHECK-DAG: define i32 @use_list(ptr %0) {
// CHECK-DAG:   %2 = getelementptr %list, ptr %0, i32 0, i32 0
llvm.func @use_list(%p: !llvm.ptr) -> i32 {
  %0 = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"list", (i32, ptr)>
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
}
