// Parsing of the LLVM dialect custom forms (atomic): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=PRETTY
// The printed form must mean the same to mlir-opt-19:
// RUN: %xlate --llvm-version=19 %s | mlir-opt --mlir-print-op-generic | FileCheck %s

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
// CHECK-NEXT: ^bb0([[Varg0:%[a-zA-Z0-9_]+]]: !llvm.ptr, [[Varg1:%[a-zA-Z0-9_]+]]: i32, [[Varg2:%[a-zA-Z0-9_]+]]: f32):
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = "llvm.atomicrmw"([[Varg0]], [[Varg1]]) <{bin_op = 1 : i64, ordering = 6 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = "llvm.atomicrmw"([[Varg0]], [[Varg1]]) <{alignment = 4 : i64, bin_op = 3 : i64, ordering = 7 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = "llvm.atomicrmw"([[Varg0]], [[Varg2]]) <{bin_op = 13 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = "llvm.atomicrmw"([[Varg0]], [[Varg1]]) <{alignment = 8 : i64, bin_op = 16 : i64, ordering = 4 : i64, syncscope = "singlethread", volatile_}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = "llvm.cmpxchg"([[Varg0]], [[Varg1]], [[Varg1]]) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = "llvm.cmpxchg"([[Varg0]], [[Varg1]], [[Varg1]]) <{alignment = 8 : i64, failure_ordering = 7 : i64, success_ordering = 2 : i64, syncscope = "singlethread", volatile_, weak}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: "llvm.fence"() <{ordering = 5 : i64}> : () -> ()
// CHECK-NEXT: "llvm.fence"() <{ordering = 7 : i64, syncscope = "workgroup"}> : () -> ()
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @atomics([[Varg0:%[a-zA-Z0-9_]+]]: !llvm.ptr, [[Varg1:%[a-zA-Z0-9_]+]]: i32, [[Varg2:%[a-zA-Z0-9_]+]]: f32) {
// PRETTY-NEXT: [[V0:%[a-zA-Z0-9_]+]] = llvm.atomicrmw add [[Varg0]], [[Varg1]] acq_rel : !llvm.ptr, i32
// PRETTY-NEXT: [[V1:%[a-zA-Z0-9_]+]] = llvm.atomicrmw _and [[Varg0]], [[Varg1]] seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
// PRETTY-NEXT: [[V2:%[a-zA-Z0-9_]+]] = llvm.atomicrmw fmax [[Varg0]], [[Varg2]] monotonic : !llvm.ptr, f32
// PRETTY-NEXT: [[V3:%[a-zA-Z0-9_]+]] = llvm.atomicrmw volatile udec_wrap [[Varg0]], [[Varg1]] syncscope("singlethread") acquire {alignment = 8 : i64} : !llvm.ptr, i32
// PRETTY-NEXT: [[V4:%[a-zA-Z0-9_]+]] = llvm.cmpxchg [[Varg0]], [[Varg1]], [[Varg1]] acq_rel monotonic : !llvm.ptr, i32
// PRETTY-NEXT: [[V5:%[a-zA-Z0-9_]+]] = llvm.cmpxchg weak volatile [[Varg0]], [[Varg1]], [[Varg1]] syncscope("singlethread") monotonic seq_cst {alignment = 8 : i64} : !llvm.ptr, i32
// PRETTY-NEXT: llvm.fence release
// PRETTY-NEXT: llvm.fence syncscope("workgroup") seq_cst
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: }
