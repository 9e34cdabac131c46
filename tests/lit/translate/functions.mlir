// Functions: declarations and definitions with linkage, visibility, calling
// conventions, varargs, argument/result attributes, passthrough and other
// function attributes, personality, gc, section, alignment, comdat.
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as | llvm-dis | FileCheck %s

llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @fc any
}

// CHECK-DAG: declare i32 @printf(ptr, ...)
llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-DAG: declare void @only_varargs(...)
llvm.func @only_varargs(...)
// CHECK-DAG: declare extern_weak void @weakling()
llvm.func extern_weak @weakling()
// CHECK-DAG: declare fastcc i64 @fast(i64)
llvm.func fastcc @fast(i64) -> i64
// CHECK-DAG: declare noalias ptr @attrs(ptr noalias nocapture, ptr byval(i32), i32 signext, ptr align 16, ptr dereferenceable(8))
llvm.func @attrs(!llvm.ptr {llvm.noalias, llvm.nocapture}, !llvm.ptr {llvm.byval = i32}, i32 {llvm.signext}, !llvm.ptr {llvm.align = 16 : i64}, !llvm.ptr {llvm.dereferenceable = 8 : i64}) -> (!llvm.ptr {llvm.noalias})
// CHECK-DAG: declare zeroext i1 @ret_zext()
llvm.func @ret_zext() -> (i1 {llvm.zeroext})
// CHECK-DAG: declare i32 @__gxx_personality_v0(...)
llvm.func @__gxx_personality_v0(...) -> i32

// CHECK-DAG: define internal void @internal_fn() {
llvm.func internal @internal_fn() {
  llvm.return
}
// CHECK-DAG: define hidden i32 @args(i32 %0, i32 %1) {
llvm.func hidden @args(%a: i32, %b: i32) -> i32 {
  llvm.return %b : i32
}
// CHECK-DAG: define void @pass() #[[PASS:[0-9]+]] {
llvm.func @pass() attributes {passthrough = ["noinline", ["alignstack", "16"], ["key", "value"], "nounwind"]} {
  llvm.return
}
// CHECK-DAG: define void @inl() #[[INL:[0-9]+]] {
llvm.func @inl() attributes {no_inline, optimize_none} {
  llvm.return
}
// CHECK-DAG: define void @withpers() personality ptr @__gxx_personality_v0 {
llvm.func @withpers() attributes {personality = @__gxx_personality_v0} {
  llvm.return
}
// CHECK-DAG: define void @collected() gc "shadow-stack" {
llvm.func @collected() attributes {garbageCollector = "shadow-stack"} {
  llvm.return
}
// CHECK-DAG: define void @placed() section ".text.hot" align 32 {
llvm.func @placed() attributes {section = ".text.hot", alignment = 32 : i64} {
  llvm.return
}
// CHECK-DAG: define void @fc() comdat {
llvm.func @fc() comdat(@__llvm_comdat::@fc) {
  llvm.return
}
// CHECK-DAG: define linkonce_odr protected void @lo() unnamed_addr {
llvm.func linkonce_odr protected unnamed_addr @lo() {
  llvm.return
}
// CHECK-DAG: define void @"quoted name"() {
llvm.func @"quoted name"() {
  llvm.return
}
// CHECK-DAG: attributes #[[PASS]] = { noinline nounwind alignstack=16 "key"="value" }
// CHECK-DAG: attributes #[[INL]] = { noinline optnone }
