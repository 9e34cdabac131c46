; Module-level entities MLIR 22 holds: target triple, module asm, ident,
; dependent libraries, module flags, aliases and ifuncs, dso_local.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=RT
; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 >/dev/null | FileCheck %s --check-prefix=V19

target triple = "x86_64-pc-linux-gnu"
module asm "nop"

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.dependent_libraries = ["m"], llvm.ident = "clang 22", llvm.module_asm = ["nop"], llvm.target_triple = "x86_64-pc-linux-gnu"} {
target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"

@g = dso_local global i32 1
; CHECK: llvm.mlir.alias external @a : i32 {
; CHECK-NEXT: llvm.mlir.addressof @g : !llvm.ptr
@a = alias i32, ptr @g
; CHECK: llvm.mlir.ifunc external @fi : !llvm.func<void ()>, !llvm.ptr @resolver {dso_local}
@fi = dso_local ifunc void (), ptr @resolver

; CHECK: llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 2 : i32>]
; CHECK: llvm.func internal @resolver() -> !llvm.ptr attributes {dso_local}
define internal ptr @resolver() {
  ret ptr null
}
; CHECK: llvm.func @user() -> !llvm.ptr attributes {dso_local}
define dso_local ptr @user() {
  ret ptr @a
}

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!llvm.dependent-libraries = !{!3}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"clang 22"}
!3 = !{!"m"}

; RT: target triple = "x86_64-pc-linux-gnu"
; RT: module asm "nop"
; RT: @a = alias i32, ptr @g
; RT: @fi = dso_local ifunc void (), ptr @resolver
; RT: define dso_local ptr @user()
; RT-DAG: !{i32 1, !"wchar_size", i32 4}
; RT-DAG: !{!"clang 22"}
; V19: error: use of alias '@a' (aliases are not supported by MLIR 19's LLVM dialect)
