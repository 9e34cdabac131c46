// Generic-form input; the CHECK lines are mlir-opt-19's output for it, so
// this checks the printer's custom forms and value names.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s

// CHECK: module attributes {llvm.data_layout = "e-m:e-i64:64", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
// CHECK-NEXT:   llvm.comdat @__llvm_comdat {
// CHECK-NEXT:     llvm.comdat_selector @any any
// CHECK-NEXT:     llvm.comdat_selector @largest largest
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global internal constant @c(42 : i32) comdat(@__llvm_comdat::@any) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.mlir.global private unnamed_addr constant @".str"("hi\0A\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
// CHECK-NEXT:   llvm.mlir.global external hidden thread_local @tl(0 : i64) {addr_space = 0 : i32} : i64
// CHECK-NEXT:   llvm.mlir.global weak_odr @f1(1.500000e+00 : f32) {addr_space = 1 : i32} : f32
// CHECK-NEXT:   llvm.mlir.global internal @arr(dense<[1, 2, 3]> : tensor<3xi32>) {addr_space = 0 : i32} : !llvm.array<3 x i32>
// CHECK-NEXT:   llvm.mlir.global external @ptrs() {addr_space = 0 : i32} : !llvm.struct<"pair", (ptr, i64)> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<"pair", (ptr, i64)>
// CHECK-NEXT:     %1 = llvm.mlir.addressof @c : !llvm.ptr
// CHECK-NEXT:     %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<"pair", (ptr, i64)>
// CHECK-NEXT:     %3 = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<"pair", (ptr, i64)>
// CHECK-NEXT:     llvm.return %4 : !llvm.struct<"pair", (ptr, i64)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
// CHECK-NEXT:   llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT:   llvm.func internal fastcc @callee(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr {llvm.nonnull}) -> (i32 {llvm.zeroext}) attributes {passthrough = ["nounwind"]} {
// CHECK-NEXT:     llvm.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func extern_weak hidden unnamed_addr @decl(i64) attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @withcomdat() comdat(@__llvm_comdat::@largest) {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

"builtin.module"() ({
  "llvm.comdat"() <{sym_name = "__llvm_comdat"}> ({
    "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "any"}> : () -> ()
    "llvm.comdat_selector"() <{comdat = 2 : i64, sym_name = "largest"}> : () -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, comdat = @__llvm_comdat::@any, constant, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "c", unnamed_addr = 0 : i64, value = 42 : i32, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 1 : i64, constant, dso_local, global_type = !llvm.array<4 x i8>, linkage = #llvm.linkage<private>, sym_name = ".str", unnamed_addr = 2 : i64, value = "hi\0A\00", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "tl", thread_local_, unnamed_addr = 0 : i64, value = 0 : i64, visibility_ = 1 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 1 : i32, global_type = f32, linkage = #llvm.linkage<weak_odr>, sym_name = "f1", unnamed_addr = 0 : i64, value = 1.500000e+00 : f32, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<3 x i32>, linkage = #llvm.linkage<internal>, sym_name = "arr", unnamed_addr = 0 : i64, value = dense<[1, 2, 3]> : tensor<3xi32>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<"pair", (ptr, i64)>, linkage = #llvm.linkage<external>, sym_name = "ptrs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.undef"() : () -> !llvm.struct<"pair", (ptr, i64)>
    %1 = "llvm.mlir.addressof"() <{global_name = @c}> : () -> !llvm.ptr
    %2 = "llvm.insertvalue"(%0, %1) <{position = array<i64: 0>}> : (!llvm.struct<"pair", (ptr, i64)>, !llvm.ptr) -> !llvm.struct<"pair", (ptr, i64)>
    %3 = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64
    %4 = "llvm.insertvalue"(%2, %3) <{position = array<i64: 1>}> : (!llvm.struct<"pair", (ptr, i64)>, i64) -> !llvm.struct<"pair", (ptr, i64)>
    "llvm.return"(%4) : (!llvm.struct<"pair", (ptr, i64)>) -> ()
  }) : () -> ()
  "llvm.linker_options"() <{options = ["/DEFAULTLIB:", "libcmt"]}> : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<fastcc>, arg_attrs = [{llvm.noundef}, {llvm.nonnull}], function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<internal>, passthrough = ["nounwind"], res_attrs = [{llvm.zeroext}], sym_name = "callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: !llvm.ptr):
    "llvm.return"(%arg0) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<extern_weak>, sym_name = "decl", sym_visibility = "private", unnamed_addr = 2 : i64, visibility_ = 1 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, comdat = @__llvm_comdat::@largest, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "withcomdat", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "llvm.return"() : () -> ()
  }) : () -> ()
}) {llvm.data_layout = "e-m:e-i64:64", llvm.target_triple = "x86_64-unknown-linux-gnu"} : () -> ()

