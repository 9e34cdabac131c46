// Parsing of the LLVM dialect custom forms (atomic): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --generic %s | FileCheck %s
// RUN: %xlate %s | FileCheck %s --check-prefix=PRETTY

llvm.func @atomics(%p: !llvm.ptr, %i: i32, %f: f32) {
  %0 = llvm.atomicrmw add %p, %i acq_rel : !llvm.ptr, i32
  %1 = llvm.atomicrmw _and %p, %i seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  %2 = llvm.atomicrmw fmax %p, %f monotonic : !llvm.ptr, f32
  %3 = llvm.atomicrmw volatile udec_wrap %p, %i syncscope("singlethread") acquire {alignment = 8 : i64} : !llvm.ptr, i32
  %4 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  %5 = llvm.cmpxchg weak volatile %p, %i, %i syncscope("singlethread") monotonic seq_cst {alignment = 8 : i64} : !llvm.ptr, i32
  llvm.fence release
  llvm.fence syncscope("workgroup") seq_cst
  llvm.return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "atomics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32):
// CHECK-NEXT: %0 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 1 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %1 = "llvm.atomicrmw"(%arg0, %arg1) <{alignment = 4 : i64, bin_op = 3 : i64, ordering = 7 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %2 = "llvm.atomicrmw"(%arg0, %arg2) <{bin_op = 13 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// CHECK-NEXT: %3 = "llvm.atomicrmw"(%arg0, %arg1) <{alignment = 8 : i64, bin_op = 16 : i64, ordering = 4 : i64, syncscope = "singlethread", volatile_}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %4 = "llvm.cmpxchg"(%arg0, %arg1, %arg1) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %5 = "llvm.cmpxchg"(%arg0, %arg1, %arg1) <{alignment = 8 : i64, failure_ordering = 7 : i64, success_ordering = 2 : i64, syncscope = "singlethread", volatile_, weak}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: "llvm.fence"() <{ordering = 5 : i64}> : () -> ()
// CHECK-NEXT: "llvm.fence"() <{ordering = 7 : i64, syncscope = "workgroup"}> : () -> ()
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @atomics(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32) {
// PRETTY-NEXT: %0 = llvm.atomicrmw add %arg0, %arg1 acq_rel : !llvm.ptr, i32
// PRETTY-NEXT: %1 = llvm.atomicrmw _and %arg0, %arg1 seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
// PRETTY-NEXT: %2 = llvm.atomicrmw fmax %arg0, %arg2 monotonic : !llvm.ptr, f32
// PRETTY-NEXT: %3 = llvm.atomicrmw volatile udec_wrap %arg0, %arg1 syncscope("singlethread") acquire {alignment = 8 : i64} : !llvm.ptr, i32
// PRETTY-NEXT: %4 = llvm.cmpxchg %arg0, %arg1, %arg1 acq_rel monotonic : !llvm.ptr, i32
// PRETTY-NEXT: %5 = llvm.cmpxchg weak volatile %arg0, %arg1, %arg1 syncscope("singlethread") monotonic seq_cst {alignment = 8 : i64} : !llvm.ptr, i32
// PRETTY-NEXT: llvm.fence release
// PRETTY-NEXT: llvm.fence syncscope("workgroup") seq_cst
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: }
