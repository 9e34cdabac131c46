; The constants of functions and initializers as mlir-translate makes them
; (its ModuleImport): each LLVM constant once (a constant expression used
; twice is one op), in its post-order walk with the last operand first; a
; GEP's structure indices made too (constants nothing uses: the op holds
; them as static indices); an aggregate whose elements are all null is a
; zero aggregate, whose element values come first (the walk visits them),
; then a dense splat where an attribute holds it, else llvm.mlir.zero
; (22) or undef and the insertvalue chain of the elements (19); the
; index of an insertelement an i32 made right before it; a global's
; initializer region in the same order; distinct ids numbered as printed.
; RUN: %xlate --import-llvm %s -o %t.mlir
; RUN: %xlate --import-llvm --no-stream %s | diff %t.mlir -
; RUN: FileCheck %s < %t.mlir
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s -o %t.ref %}
; RUN: %if llvm22 %{ diff %t.ref %t.mlir %}
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s --check-prefix=AT19
; RUN: %if mlir-opt %{ mlir-translate --import-llvm %s | FileCheck %s --check-prefix=AT19 %}
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | llvm-as -o /dev/null
; The whole output, as mlir-translate-22 writes it:
; CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
; CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[1]<>, description = "dom">
; CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain, description = "s1">
; CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[3]<>, domain = #alias_scope_domain, description = "s2">
; CHECK-NEXT: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">, llvm.module_asm = [], llvm.target_triple = ""} {
; CHECK-NEXT:   llvm.mlir.global external @g() {addr_space = 0 : i32} : !llvm.struct<"S", (i64, i64)> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.zero : !llvm.struct<"S", (i64, i64)>
; CHECK-NEXT:     llvm.return %1 : !llvm.struct<"S", (i64, i64)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global internal constant @s("abc\00") {addr_space = 0 : i32, dso_local}
; CHECK-NEXT:   llvm.mlir.global internal @t() {addr_space = 0 : i32, dso_local} : !llvm.struct<(i32, ptr, ptr)> {
; CHECK-NEXT:     %0 = llvm.mlir.addressof @g : !llvm.ptr
; CHECK-NEXT:     %1 = llvm.mlir.addressof @s : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.mlir.constant(7 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.undef : !llvm.struct<(i32, ptr, ptr)>
; CHECK-NEXT:     %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i32, ptr, ptr)> 
; CHECK-NEXT:     %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(i32, ptr, ptr)> 
; CHECK-NEXT:     %6 = llvm.insertvalue %0, %5[2] : !llvm.struct<(i32, ptr, ptr)> 
; CHECK-NEXT:     llvm.return %6 : !llvm.struct<(i32, ptr, ptr)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @z(dense<0> : tensor<3xi32>) {addr_space = 0 : i32} : !llvm.array<3 x i32>
; CHECK-NEXT:   llvm.mlir.global external @zz(dense<0.000000e+00> : tensor<2x2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x f32>>
; CHECK-NEXT:   llvm.mlir.global external @v(dense<0> : vector<4xi16>) {addr_space = 0 : i32} : vector<4xi16>
; CHECK-NEXT:   llvm.mlir.global external @n(dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x i8>>
; CHECK-NEXT:   llvm.mlir.global external @b(dense<[true, false]> : tensor<2xi1>) {addr_space = 0 : i32} : !llvm.array<2 x i1>
; CHECK-NEXT:   llvm.mlir.global external @e() {addr_space = 0 : i32} : !llvm.struct<(i32, f32, ptr)> {
; CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
; CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.zero : !llvm.struct<(i32, f32, ptr)>
; CHECK-NEXT:     llvm.return %3 : !llvm.struct<(i32, f32, ptr)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @str0(dense<0> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
; CHECK-NEXT:   llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) -> i64 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.addressof @g : !llvm.ptr
; CHECK-NEXT:     %3 = llvm.getelementptr inbounds %2[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"S", (i64, i64)>
; CHECK-NEXT:     %4 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     %5 = llvm.mlir.constant(0.000000e+00 : f32) : f32
; CHECK-NEXT:     %6 = llvm.mlir.zero : !llvm.struct<(i32, f32, ptr)>
; CHECK-NEXT:     %7 = llvm.mlir.constant(dense<0> : tensor<3xi32>) : !llvm.array<3 x i32>
; CHECK-NEXT:     %8 = llvm.mlir.addressof @s : !llvm.ptr
; CHECK-NEXT:     %9 = llvm.mlir.undef : vector<2x!llvm.ptr>
; CHECK-NEXT:     %10 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %11 = llvm.insertelement %2, %9[%10 : i32] : vector<2x!llvm.ptr>
; CHECK-NEXT:     %12 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %13 = llvm.insertelement %8, %11[%12 : i32] : vector<2x!llvm.ptr>
; CHECK-NEXT:     %14 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     %15 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i64
; CHECK-NEXT:     %16 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i64
; CHECK-NEXT:     %17 = llvm.getelementptr inbounds %arg0[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"S", (i64, i64)>
; CHECK-NEXT:     llvm.store %6, %arg1 {alignment = 8 : i64} : !llvm.struct<(i32, f32, ptr)>, !llvm.ptr
; CHECK-NEXT:     llvm.store %7, %arg1 {alignment = 4 : i64} : !llvm.array<3 x i32>, !llvm.ptr
; CHECK-NEXT:     llvm.store %13, %arg1 {alignment = 16 : i64} : vector<2x!llvm.ptr>, !llvm.ptr
; CHECK-NEXT:     %18 = llvm.load %arg1 {alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1]} : !llvm.ptr -> i32
; CHECK-NEXT:     llvm.store %18, %arg1 {access_groups = [#access_group], alias_scopes = [#alias_scope1], alignment = 4 : i64, noalias_scopes = [#alias_scope]} : i32, !llvm.ptr
; CHECK-NEXT:     llvm.return %15 : i64
; CHECK-NEXT:   }
; CHECK-NEXT: }
; At 19 a zero aggregate no dense attribute holds is undef and the chain:
; AT19: %{{[0-9]+}} = llvm.mlir.undef : !llvm.struct<(i32, f32, ptr)>
; AT19-NEXT: %{{[0-9]+}} = llvm.insertvalue %{{[0-9]+}}, %{{[0-9]+}}[0] : !llvm.struct<(i32, f32, ptr)>

%S = type { i64, i64 }
@g = global %S zeroinitializer
@s = internal constant [4 x i8] c"abc\00"
@t = internal global { i32, ptr, ptr } { i32 7, ptr @s, ptr @g }
@z = global [3 x i32] zeroinitializer
@zz = global [2 x [2 x float]] zeroinitializer
@v = global <4 x i16> zeroinitializer
@n = global [2 x [3 x i8]] [[3 x i8] c"\01\02\03", [3 x i8] c"\04\05\06"]
@b = global [2 x i1] [i1 true, i1 false]
@e = global { i32, float, ptr } { i32 0, float 0.000000e+00, ptr null }
@str0 = global [2 x i8] c"\00\00"

define i64 @f(ptr %p, ptr %q, i32 %i) {
  %a = alloca i32
  %x = load i64, ptr getelementptr inbounds (%S, ptr @g, i32 0, i32 1)
  %y = load i64, ptr getelementptr inbounds (%S, ptr @g, i32 0, i32 1)
  %f = getelementptr inbounds %S, ptr %p, i32 0, i32 1
  store { i32, float, ptr } zeroinitializer, ptr %q
  store [3 x i32] zeroinitializer, ptr %q
  store <2 x ptr> <ptr @g, ptr @s>, ptr %q
  %l = load i32, ptr %q, !alias.scope !4, !noalias !7
  store i32 %l, ptr %q, !alias.scope !7, !noalias !4, !llvm.access.group !9
  ret i64 %x
}
!4 = !{!5}
!5 = distinct !{!5, !6, !"s1"}
!6 = distinct !{!6, !"dom"}
!7 = !{!8}
!8 = distinct !{!8, !6, !"s2"}
!9 = distinct !{}
