// #llvm.zero and #llvm.undef (and #llvm.poison) as elements of an aggregate
// llvm.mlir.constant (MLIR 20+); an aggregate of only one of them is that
// constant, as LLVM uniques it.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm %s | llvm-as -o /dev/null

// CHECK: @a = internal constant [2 x { ptr }] [{ ptr } zeroinitializer, { ptr } undef]
// CHECK: @b = internal constant [3 x { i32, float }] [{ i32, float } zeroinitializer, { i32, float } { i32 2, float 1.000000e+00 }, { i32, float } undef]

llvm.mlir.global internal constant @a() : !llvm.array<2 x struct<(ptr)>> {
  %0 = llvm.mlir.constant([[#llvm.zero], [#llvm.undef]]) : !llvm.array<2 x struct<(ptr)>>
  llvm.return %0 : !llvm.array<2 x struct<(ptr)>>
}
llvm.mlir.global internal constant @b() : !llvm.array<3 x struct<(i32, f32)>> {
  %0 = llvm.mlir.constant([#llvm.zero, [2 : i32, 1.0 : f32], #llvm.undef]) : !llvm.array<3 x struct<(i32, f32)>>
  llvm.return %0 : !llvm.array<3 x struct<(i32, f32)>>
}
