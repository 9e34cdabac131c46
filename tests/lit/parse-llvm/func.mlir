// Parsing of the LLVM dialect custom forms (func): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=PRETTY
// The printed form must mean the same to mlir-opt-19:
// RUN: %xlate --llvm-version=19 %s | mlir-opt --mlir-print-op-generic | FileCheck %s

llvm.func internal fastcc @internal_fn(%a: i32 {llvm.signext}) -> i32 attributes {dso_local, passthrough = ["noinline", ["alignstack", "4"]]} {
  llvm.return %a : i32
}
llvm.func hidden local_unnamed_addr @hid() attributes {section = ".text.hid", garbageCollector = "statepoint-example"} {
  llvm.return
}
llvm.func protected unnamed_addr @prot() {
  llvm.return
}
llvm.func linkonce_odr @withcomdat() comdat(@__llvm_comdat::@any) {
  llvm.return
}
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
}
llvm.func @varargs_def(%a: i32, ...) {
  llvm.return
}
llvm.func @decl(i32, !llvm.ptr {llvm.noalias, llvm.align = 16 : i64}) -> (i32 {llvm.noundef})
llvm.func @vdecl(i32, ...)
llvm.func extern_weak @ew(i64) attributes {sym_visibility = "private"}
llvm.func @noargs() -> !llvm.struct<(i32, f32)>

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<fastcc>, arg_attrs = [{llvm.signext}], dso_local, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<internal>, passthrough = ["noinline", ["alignstack", "4"]], sym_name = "internal_fn", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0([[Varg1:%[a-zA-Z0-9_]+]]: i32):
// CHECK-NEXT: "llvm.return"([[Varg1]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, garbageCollector = "statepoint-example", linkage = #llvm.linkage<external>, section = ".text.hid", sym_name = "hid", unnamed_addr = 1 : i64, visibility_ = 1 : i64}> ({
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "prot", unnamed_addr = 2 : i64, visibility_ = 2 : i64}> ({
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, comdat = @__llvm_comdat::@any, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<linkonce_odr>, sym_name = "withcomdat", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.comdat"() <{sym_name = "__llvm_comdat"}> ({
// CHECK-NEXT: "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "any"}> : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "varargs_def", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0([[Varg0:%[a-zA-Z0-9_]+]]: i32):
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{}, {llvm.align = 16 : i64, llvm.noalias}], function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<external>, res_attrs = [{llvm.noundef}], sym_name = "decl", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "vdecl", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<extern_weak>, sym_name = "ew", sym_visibility = "private", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f32)> ()>, linkage = #llvm.linkage<external>, sym_name = "noargs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func internal fastcc @internal_fn([[Varg0:%[a-zA-Z0-9_]+]]: i32 {llvm.signext}) -> i32 attributes {dso_local, passthrough = ["noinline", ["alignstack", "4"]]} {
// PRETTY-NEXT: llvm.return [[Varg0]] : i32
// PRETTY-NEXT: }
// PRETTY-NEXT: llvm.func hidden local_unnamed_addr @hid() attributes {garbageCollector = "statepoint-example", section = ".text.hid"} {
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: llvm.func protected unnamed_addr @prot() {
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: llvm.func linkonce_odr @withcomdat() comdat(@__llvm_comdat::@any) {
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: llvm.comdat @__llvm_comdat {
// PRETTY-NEXT: llvm.comdat_selector @any any
// PRETTY-NEXT: }
// PRETTY-NEXT: llvm.func @varargs_def([[Varg0:%[a-zA-Z0-9_]+]]: i32, ...) {
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: llvm.func @decl(i32, !llvm.ptr {llvm.align = 16 : i64, llvm.noalias}) -> (i32 {llvm.noundef})
// PRETTY-NEXT: llvm.func @vdecl(i32, ...)
// PRETTY-NEXT: llvm.func extern_weak @ew(i64) attributes {sym_visibility = "private"}
// PRETTY-NEXT: llvm.func @noargs() -> !llvm.struct<(i32, f32)>
// PRETTY-NEXT: }
