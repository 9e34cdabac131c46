; Hidden and protected visibility make a global dso_local (LLVM's
; isImplicitDSOLocal), as mlir-translate imports them: variables at 19 and
; 22, functions and aliases at 22 (19 keeps dso_local of variables only,
; and drops aliases); written back, dso_local goes unsaid where visibility
; says it, as LLVM writes it.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>/dev/null | FileCheck %s --check-prefix=AT19
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | FileCheck %s %}
; RUN: %if mlir-opt %{ mlir-translate --import-llvm %s | FileCheck %s --check-prefix=AT19 %}
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; CHECK: llvm.mlir.global external hidden @g(0 : i32) {addr_space = 0 : i32, dso_local} : i32
; CHECK: llvm.mlir.global external protected @h(0 : i32) {addr_space = 0 : i32, dso_local} : i32
; CHECK: llvm.mlir.alias external hidden @a {dso_local} : i32 {
; CHECK: llvm.func hidden @f() attributes {dso_local} {
; CHECK: llvm.func hidden @d() attributes {dso_local}
; AT19: llvm.mlir.global external hidden @g(0 : i32) {addr_space = 0 : i32, dso_local} : i32
; AT19: llvm.mlir.global external protected @h(0 : i32) {addr_space = 0 : i32, dso_local} : i32
; AT19: llvm.func hidden @f() {
; AT19: llvm.func hidden @d(){{$}}
; LL: @g = hidden global i32 0
; LL: @h = protected global i32 0
; LL: @a = hidden alias i32, ptr @g
; LL: define hidden void @f() {
; LL: declare hidden void @d()
@g = hidden global i32 0
@h = protected global i32 0
@a = hidden alias i32, ptr @g
define hidden void @f() {
  ret void
}
declare hidden void @d()
