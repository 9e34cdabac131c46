// #llvm.vec_type_hint holds a type: the grammar reads its fields (any
// spacing, through an alias), the MLIR printer writes them back in
// mlir-opt's spacing, the .ll printer names the type in LLVM's words.
// RUN: %xlate %s | FileCheck %s
// RUN: %xlate --to-llvm %s | FileCheck %s --check-prefix=LL
// RUN: not %xlate %S/Inputs/vec-type-hint-bad.mlir 2>&1 | FileCheck %s --check-prefix=ERR

#h = #llvm.vec_type_hint<hint = vector<4xi32>>
// CHECK: llvm.func @a() attributes {vec_type_hint = #llvm.vec_type_hint<hint = f16, is_signed = true>}
// LL: declare !vec_type_hint ![[A:[0-9]+]] void @a()
llvm.func @a() attributes {vec_type_hint = #llvm.vec_type_hint< hint = f16 ,is_signed = true >}
// CHECK: llvm.func @b() attributes {vec_type_hint = #llvm.vec_type_hint<hint = vector<4xi32>>}
// LL: declare !vec_type_hint ![[B:[0-9]+]] void @b()
llvm.func @b() attributes {vec_type_hint = #h}
// LL: ![[A]] = !{half undef, i32 1}
// LL: ![[B]] = !{<4 x i32> undef, i32 0}
// ERR: vec-type-hint-bad.mlir:1:44: error: duplicate or unknown struct parameter name: foo
