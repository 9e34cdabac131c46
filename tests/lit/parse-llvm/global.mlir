// Parsing of the LLVM dialect custom forms (global): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=PRETTY
// The printed form must mean the same to mlir-opt-19:
// RUN: %xlate --llvm-version=19 %s | mlir-opt --mlir-print-op-generic | FileCheck %s

llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
  llvm.comdat_selector @nodedup nodeduplicate
}
llvm.mlir.global external @g0(42 : i32) : i32
llvm.mlir.global internal constant @g1("hello\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
llvm.mlir.global private unnamed_addr constant @g2(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.mlir.global weak_odr hidden thread_local @g3(0 : i64) {addr_space = 1 : i32, section = ".data.x"} : i64
llvm.mlir.global private local_unnamed_addr constant @g8(1 : i64) : i64
llvm.mlir.global external @g4(1 : i64) comdat(@__llvm_comdat::@any) : i64
llvm.mlir.global extern_weak @g5() : f32
llvm.mlir.global linkonce @g6() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @g0 : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}
llvm.mlir.global internal @g7(1.5 : f32) {alignment = 64 : i64} : f32
llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
llvm.func @consts() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.constant(42) : i64
  %2 = llvm.mlir.constant(true) : i1
  %3 = llvm.mlir.constant(4.200000e+01 : f64) : f64
  %4 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
  %5 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
  %6 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(i32, i32)>
  %7 = llvm.mlir.undef : i32
  %8 = llvm.mlir.poison : f32
  %9 = llvm.mlir.zero : !llvm.ptr
  %10 = llvm.mlir.addressof @g1 : !llvm.ptr
  %11 = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  llvm.return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.comdat"() <{sym_name = "__llvm_comdat"}> ({
// CHECK-NEXT: "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "any"}> : () -> ()
// CHECK-NEXT: "llvm.comdat_selector"() <{comdat = 3 : i64, sym_name = "nodedup"}> : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g0", unnamed_addr = 0 : i64, value = 42 : i32, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 1 : i64, constant, dso_local, global_type = !llvm.array<6 x i8>, linkage = #llvm.linkage<internal>, sym_name = "g1", unnamed_addr = 0 : i64, value = "hello\00", visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<3 x i32>, linkage = #llvm.linkage<private>, sym_name = "g2", unnamed_addr = 2 : i64, value = dense<[1, 2, 3]> : tensor<3xi32>, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 1 : i32, global_type = i64, linkage = #llvm.linkage<weak_odr>, section = ".data.x", sym_name = "g3", thread_local_, unnamed_addr = 0 : i64, value = 0 : i64, visibility_ = 1 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i64, linkage = #llvm.linkage<private>, sym_name = "g8", unnamed_addr = 1 : i64, value = 1 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, comdat = @__llvm_comdat::@any, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "g4", unnamed_addr = 0 : i64, value = 1 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = f32, linkage = #llvm.linkage<extern_weak>, sym_name = "g5", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(i32, ptr)>, linkage = #llvm.linkage<linkonce>, sym_name = "g6", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: [[V12:%[a-zA-Z0-9_]+]] = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, ptr)>
// CHECK-NEXT: [[V13:%[a-zA-Z0-9_]+]] = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
// CHECK-NEXT: [[V14:%[a-zA-Z0-9_]+]] = "llvm.insertvalue"([[V12]], [[V13]]) <{position = array<i64: 0>}> : (!llvm.struct<(i32, ptr)>, i32) -> !llvm.struct<(i32, ptr)>
// CHECK-NEXT: [[V15:%[a-zA-Z0-9_]+]] = "llvm.mlir.addressof"() <{global_name = @g0}> : () -> !llvm.ptr
// CHECK-NEXT: [[V16:%[a-zA-Z0-9_]+]] = "llvm.insertvalue"([[V14]], [[V15]]) <{position = array<i64: 1>}> : (!llvm.struct<(i32, ptr)>, !llvm.ptr) -> !llvm.struct<(i32, ptr)>
// CHECK-NEXT: "llvm.return"([[V16]]) : (!llvm.struct<(i32, ptr)>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 64 : i64, global_type = f32, linkage = #llvm.linkage<internal>, sym_name = "g7", unnamed_addr = 0 : i64, value = 1.500000e+00 : f32, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.linker_options"() <{options = ["/DEFAULTLIB:", "libcmt"]}> : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "consts", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = "llvm.mlir.constant"() <{value = 42 : i64}> : () -> i64
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = "llvm.mlir.constant"() <{value = true}> : () -> i1
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = "llvm.mlir.constant"() <{value = 4.200000e+01 : f64}> : () -> f64
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = "llvm.mlir.constant"() <{value = "abc"}> : () -> !llvm.array<3 x i8>
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = "llvm.mlir.constant"() <{value = [1 : i32, 2 : i32]}> : () -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = "llvm.mlir.undef"() : () -> i32
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_]+]] = "llvm.mlir.poison"() : () -> f32
// CHECK-NEXT: [[V9:%[a-zA-Z0-9_]+]] = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT: [[V10:%[a-zA-Z0-9_]+]] = "llvm.mlir.addressof"() <{global_name = @g1}> : () -> !llvm.ptr
// CHECK-NEXT: [[V11:%[a-zA-Z0-9_]+]] = "llvm.mlir.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> !llvm.array<2 x i32>
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.comdat @__llvm_comdat {
// PRETTY-NEXT: llvm.comdat_selector @any any
// PRETTY-NEXT: llvm.comdat_selector @nodedup nodeduplicate
// PRETTY-NEXT: }
// PRETTY-NEXT: llvm.mlir.global external @g0(42 : i32) {addr_space = 0 : i32} : i32
// PRETTY-NEXT: llvm.mlir.global internal constant @g1("hello\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
// PRETTY-NEXT: llvm.mlir.global private unnamed_addr constant @g2(dense<[1, 2, 3]> : tensor<3xi32>) {addr_space = 0 : i32} : !llvm.array<3 x i32>
// PRETTY-NEXT: llvm.mlir.global weak_odr hidden thread_local @g3(0 : i64) {addr_space = 1 : i32, section = ".data.x"} : i64
// PRETTY-NEXT: llvm.mlir.global private local_unnamed_addr constant @g8(1 : i64) {addr_space = 0 : i32} : i64
// PRETTY-NEXT: llvm.mlir.global external @g4(1 : i64) comdat(@__llvm_comdat::@any) {addr_space = 0 : i32} : i64
// PRETTY-NEXT: llvm.mlir.global extern_weak @g5() {addr_space = 0 : i32} : f32
// PRETTY-NEXT: llvm.mlir.global linkonce @g6() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
// PRETTY-NEXT: [[V0:%[a-zA-Z0-9_]+]] = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// PRETTY-NEXT: [[V1:%[a-zA-Z0-9_]+]] = llvm.mlir.constant(7 : i32) : i32
// PRETTY-NEXT: [[V2:%[a-zA-Z0-9_]+]] = llvm.insertvalue [[V1]], [[V0]][0] : !llvm.struct<(i32, ptr)>
// PRETTY-NEXT: [[V3:%[a-zA-Z0-9_]+]] = llvm.mlir.addressof @g0 : !llvm.ptr
// PRETTY-NEXT: [[V4:%[a-zA-Z0-9_]+]] = llvm.insertvalue [[V3]], [[V2]][1] : !llvm.struct<(i32, ptr)>
// PRETTY-NEXT: llvm.return [[V4]] : !llvm.struct<(i32, ptr)>
// PRETTY-NEXT: }
// PRETTY-NEXT: llvm.mlir.global internal @g7(1.500000e+00 : f32) {addr_space = 0 : i32, alignment = 64 : i64} : f32
// PRETTY-NEXT: llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
// PRETTY-NEXT: llvm.func @consts() {
// PRETTY-NEXT: [[V0:%[a-zA-Z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// PRETTY-NEXT: [[V1:%[a-zA-Z0-9_]+]] = llvm.mlir.constant(42 : i64) : i64
// PRETTY-NEXT: [[V2:%[a-zA-Z0-9_]+]] = llvm.mlir.constant(true) : i1
// PRETTY-NEXT: [[V3:%[a-zA-Z0-9_]+]] = llvm.mlir.constant(4.200000e+01 : f64) : f64
// PRETTY-NEXT: [[V4:%[a-zA-Z0-9_]+]] = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
// PRETTY-NEXT: [[V5:%[a-zA-Z0-9_]+]] = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// PRETTY-NEXT: [[V6:%[a-zA-Z0-9_]+]] = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(i32, i32)>
// PRETTY-NEXT: [[V7:%[a-zA-Z0-9_]+]] = llvm.mlir.undef : i32
// PRETTY-NEXT: [[V8:%[a-zA-Z0-9_]+]] = llvm.mlir.poison : f32
// PRETTY-NEXT: [[V9:%[a-zA-Z0-9_]+]] = llvm.mlir.zero : !llvm.ptr
// PRETTY-NEXT: [[V10:%[a-zA-Z0-9_]+]] = llvm.mlir.addressof @g1 : !llvm.ptr
// PRETTY-NEXT: [[V11:%[a-zA-Z0-9_]+]] = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: }
