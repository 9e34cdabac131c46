// Globals: linkage, constant, visibility, unnamed_addr, alignment, section,
// thread_local, addrspace, comdat and inline initializers.
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null

llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
  llvm.comdat_selector @big largest
}

// CHECK-DAG: $any = comdat any
// CHECK-DAG: $big = comdat largest

// CHECK-DAG: @i = internal global i32 42
llvm.mlir.global internal @i(42 : i32) : i32
// CHECK-DAG: @wide = internal constant i128 -170141183460469231731687303715884105728
llvm.mlir.global internal constant @wide(-170141183460469231731687303715884105728 : i128) : i128
// CHECK-DAG: @odd = private constant i53 52, align 8
llvm.mlir.global private constant @odd(52 : i53) {alignment = 8 : i64} : i53
// CHECK-DAG: @f = weak global float 1.500000e+00
llvm.mlir.global weak @f(1.5 : f32) : f32
// CHECK-DAG: @d = linkonce_odr global double 1.000000e-01
llvm.mlir.global linkonce_odr @d(0.1 : f64) : f64
// CHECK-DAG: @ftenth = global float 0x3FB99999A0000000
llvm.mlir.global @ftenth(0.1 : f32) : f32
// CHECK-DAG: @bf = global bfloat 0xR3FC0
llvm.mlir.global @bf(1.5 : bf16) : bf16
// CHECK-DAG: @x87 = global x86_fp80 0xK3FFF8000000000000000
llvm.mlir.global @x87(1.0 : f80) : f80
// CHECK-DAG: @q = global fp128 0xL00000000000000003FFF000000000000
llvm.mlir.global @q(1.0 : f128) : f128
// CHECK-DAG: @h = global half 0xH3C00
llvm.mlir.global @h(1.0 : f16) : f16
// CHECK-DAG: @s = internal constant [6 x i8] c"a\22b\0A\00\FF"
llvm.mlir.global internal constant @s("a\22b\0A\00\FF") : !llvm.array<6 x i8>
// CHECK-DAG: @arr = internal global [3 x i32] [i32 1, i32 2, i32 3]
llvm.mlir.global internal @arr(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
// An [N x i8] of integers is a ConstantDataArray: printed as a string.
// CHECK-DAG: @bytes = internal global [4 x i8] c"hi\00\FF"
llvm.mlir.global internal @bytes(dense<[104, 105, 0, -1]> : tensor<4xi8>) : !llvm.array<4 x i8>
// CHECK-DAG: @bytes2 = internal global [2 x [2 x i8]] {{\[}}[2 x i8] c"\01\02", [2 x i8] c"\03\04"]
llvm.mlir.global internal @bytes2(dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>) : !llvm.array<2 x array<2 x i8>>
// CHECK-DAG: @vec = internal global <2 x float> <float 1.000000e+00, float 2.000000e+00>
llvm.mlir.global internal @vec(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>
// CHECK-DAG: @mat = internal global [2 x [2 x i16]] {{\[}}[2 x i16] [i16 1, i16 2], [2 x i16] [i16 3, i16 4]]
llvm.mlir.global internal @mat(dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>) : !llvm.array<2 x array<2 x i16>>
// CHECK-DAG: @zeros = internal global [4 x i64] zeroinitializer
llvm.mlir.global internal @zeros(dense<0> : tensor<4xi64>) : !llvm.array<4 x i64>
// CHECK-DAG: @hid = hidden constant i64 1
llvm.mlir.global external hidden constant @hid(1 : i64) : i64
// CHECK-DAG: @prot = protected unnamed_addr global i64 1
llvm.mlir.global external protected unnamed_addr @prot(1 : i64) : i64
// CHECK-DAG: @lua = internal local_unnamed_addr global i64 1
llvm.mlir.global internal local_unnamed_addr @lua(1 : i64) : i64
// CHECK-DAG: @tls = thread_local global i32 0
llvm.mlir.global thread_local @tls(0 : i32) : i32
// CHECK-DAG: @as = internal addrspace(3) global i32 7
llvm.mlir.global internal @as(7 : i32) {addr_space = 3 : i32} : i32
// CHECK-DAG: @sect = internal global i32 1, section ".data.mine"
llvm.mlir.global internal @sect(1 : i32) {section = ".data.mine"} : i32
// CHECK-DAG: @any = internal constant i64 1, comdat{{$}}
llvm.mlir.global internal constant @any(1 : i64) comdat(@__llvm_comdat::@any) : i64
// CHECK-DAG: @other = internal constant i64 2, comdat($big)
llvm.mlir.global internal constant @other(2 : i64) comdat(@__llvm_comdat::@big) : i64
// CHECK-DAG: @ext = external global i32
llvm.mlir.global external @ext() : i32
// CHECK-DAG: @undef_init = internal global i64 undef
llvm.mlir.global internal @undef_init() : i64
// CHECK-DAG: @dso = dso_local global i64 3
llvm.mlir.global @dso(3 : i64) {dso_local} : i64

// CHECK-DAG: @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 0, ptr @init_a, ptr null }, { i32, ptr, ptr } { i32 101, ptr @init_b, ptr null }]
// CHECK-DAG: @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
"llvm.mlir.global_ctors"() <{ctors = [@init_a, @init_b], priorities = [0 : i32, 101 : i32]}> : () -> ()
"llvm.mlir.global_dtors"() <{dtors = [@fini], priorities = [65535 : i32]}> : () -> ()
llvm.func @init_a() {
  llvm.return
}
llvm.func @init_b() {
  llvm.return
}
llvm.func @fini() {
  llvm.return
}
