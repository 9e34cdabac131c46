// Function attributes mlir-translate-22 writes as metadata (GT_KERNEL_MD):
// vec_type_hint, work_group_size_hint, reqd_work_group_size,
// intel_reqd_sub_group_size; first on a declaration, after the
// personality on a definition; equal nodes are one node.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=V19
// RUN: %xlate --to-llvm %s | llvm-as -o /dev/null

// CHECK: declare !vec_type_hint !1 !work_group_size_hint !2 !reqd_work_group_size !3 !intel_reqd_sub_group_size !4 void @a()
// CHECK: define void @b() personality ptr @a !vec_type_hint !5 !reqd_work_group_size !3 {
// CHECK: declare !vec_type_hint !6 void @c()
// CHECK: !1 = !{<8 x bfloat> undef, i32 0}
// CHECK: !2 = !{i32 1, i32 2, i32 3}
// CHECK: !3 = !{i32 4, i32 5, i32 6}
// CHECK: !4 = !{i32 32}
// CHECK: !5 = !{double undef, i32 1}
// CHECK: !6 = !{<2 x i32> undef, i32 1}
// V19: declare void @a()
// V19: define void @b() personality ptr @a {

llvm.func @a() attributes {vec_type_hint = #llvm.vec_type_hint<hint = vector<8xbf16>>, work_group_size_hint = array<i32: 1, 2, 3>, reqd_work_group_size = array<i32: 4, 5, 6>, intel_reqd_sub_group_size = 32 : i32}
llvm.func @b() attributes {vec_type_hint = #llvm.vec_type_hint<hint = f64, is_signed = true>, reqd_work_group_size = array<i32: 4, 5, 6>, personality = @a} {
  llvm.return
}
llvm.func @c() attributes {vec_type_hint = #llvm.vec_type_hint<hint = vector<2xi32>, is_signed = true>}
