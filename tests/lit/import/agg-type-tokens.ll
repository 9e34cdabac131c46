; Aggregate types of primitive elements on one line are read as one token
; (ll.re, agg_type); values, names, typed pointers and empty aggregates
; are read token by token.  Both ways build the same types.
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LL
; RUN: %if mlir-opt %{ mlir-translate --import-llvm %s | FileCheck %s %}

; CHECK: @s() {{.*}} : !llvm.struct<(i32, struct<(i8, array<2 x i16>)>)> {
; CHECK: llvm.mlir.constant(dense<[3, 4]> : tensor<2xi16>) : !llvm.array<2 x i16>
@s = global { i32, { i8, [2 x i16] } } { i32 1, { i8, [2 x i16] } { i8 2, [2 x i16] [i16 3, i16 4] } }
; CHECK: @e() {{.*}} : !llvm.struct<()> {
@e = global {} {}
; CHECK: @p() {{.*}} : !llvm.struct<packed (i8, i32)> {
@p = global <{ i8, i32 }> <{ i8 1, i32 2 }>
; CHECK: @z(dense<0> : tensor<0xi8>) {{.*}} : !llvm.array<0 x i8>{{$}}
@z = global [0 x i8] zeroinitializer
; CHECK: @v() {{.*}} : !llvm.vec<2 x ptr> {
@v = global <2 x ptr> zeroinitializer
; deeper than the one-token reader goes (8): read token by token
; CHECK: @d(dense<0> : tensor<1x1x1x1x1x1x1x1x1x1xi8>) {{.*}} : !llvm.array<1 x array<1 x array<1 x array<1 x array<1 x array<1 x array<1 x array<1 x array<1 x array<1 x i8>>>>>>>>>>{{$}}
@d = global [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x i8]]]]]]]]]] zeroinitializer
; a named struct inside: token by token
%T = type { i32 }
; CHECK: @n() {{.*}} : !llvm.struct<(struct<"T", (i32)>, i8)> {
@n = global { %T, i8 } zeroinitializer

; CHECK: llvm.func @f(%arg0: !llvm.struct<(ptr, i64)>, %arg1: vector<4xf32>) -> !llvm.struct<(ptr, i64)> {
; CHECK: llvm.extractvalue %arg0[1] : !llvm.struct<(ptr, i64)>
; CHECK: llvm.extractelement %arg1[%{{[0-9]+}} : i32] : vector<4xf32>
; CHECK: llvm.insertvalue %{{[0-9]+}}, %{{[0-9]+}}[0] : !llvm.struct<(ptr, i64)>
define { ptr, i64 } @f({ ptr, i64 } %a, <4 x float> %v) {
  %x = extractvalue { ptr, i64 } %a, 1
  %y = insertvalue { ptr, i64 } poison, i64 %x, 1
  %w = extractelement <4 x float> %v, i32 0
  %u = insertvalue {ptr,i64} %y, ptr null, 0
  ret { ptr, i64 } %u
}
; LL: @s = global { i32, { i8, [2 x i16] } } { i32 1, { i8, [2 x i16] } { i8 2, [2 x i16] [i16 3, i16 4] } }
; LL: @p = global <{ i8, i32 }> <{ i8 1, i32 2 }>
; LL: define { ptr, i64 } @f({ ptr, i64 } %0, <4 x float> %1)
