; An access written without `align` gets what LLVM's parser gives it, from
; the module's data layout: a load's or store's ABI alignment, an alloca's
; preferred one, an atomicrmw's or cmpxchg's store size (mlir-translate-19
; and -22 import it so); a `syncscope("")` is the system scope, as none.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | FileCheck %s %}
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
target datalayout = "e-i64:64-f80:128-n8:16:32:64-S128"
define void @f(ptr %p, <4 x half> %v, i64 %x) {
  %a = alloca double
  %b = alloca i16
  %l = load <4 x half>, ptr %p
  store i64 %x, ptr %p
  %r = atomicrmw add ptr %p, i64 %x seq_cst
  %c = cmpxchg ptr %p, i64 %x, i64 %x seq_cst seq_cst
  %s = load { i32, { float, double } }, ptr %p
  %e = load x86_fp80, ptr %p
  fence syncscope("") seq_cst
  ret void
}
; CHECK: llvm.alloca %{{.*}} x f64 {alignment = 8 : i64}
; CHECK: llvm.alloca %{{.*}} x i16 {alignment = 2 : i64}
; CHECK: llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> vector<4xf16>
; CHECK: llvm.store %arg2, %arg0 {alignment = 8 : i64} : i64, !llvm.ptr
; CHECK: llvm.atomicrmw add %arg0, %arg2 seq_cst {alignment = 8 : i64}
; CHECK: llvm.cmpxchg %arg0, %arg2, %arg2 seq_cst seq_cst {alignment = 8 : i64}
; CHECK: llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> !llvm.struct<(i32, struct<(f32, f64)>)>
; CHECK: llvm.load %arg0 {alignment = 16 : i64} : !llvm.ptr -> f80
; CHECK: llvm.fence seq_cst
; LL: alloca double, align 8
; LL: load <4 x half>, ptr %0, align 8
; LL: atomicrmw add ptr %0, i64 %2 seq_cst, align 8
; LL: fence seq_cst
