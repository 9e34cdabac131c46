// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm --no-stream %s | FileCheck %s
// A load, store, alloca, atomicrmw or cmpxchg without an alignment gets the
// one the module's data layout gives, as mlir-translate's IRBuilder picks
// it (LLVM's DataLayout: the exact integer width or the next larger one,
// floats and vectors by exact width or their power-of-two store size,
// pointers by address space, "a:" for structs, preferred alignments for
// allocas); it got none under a data layout.  The CHECK lines are
// mlir-translate-22's output.
module attributes {llvm.data_layout = "E-p:32:16:32-p1:16:16-i1:32-i8:8-i16:8-i24:32-i64:64:128-f16:32-f64:32-v64:32-v96:128-v256:256-a:32:64"} {
  llvm.func @f(%p: !llvm.ptr, %n: i64) {
    %0 = llvm.load %p : !llvm.ptr -> i1
    %1 = llvm.load %p : !llvm.ptr -> i16
    %2 = llvm.load %p : !llvm.ptr -> i48
    %3 = llvm.load %p : !llvm.ptr -> i128
    %4 = llvm.load %p : !llvm.ptr -> f16
    %5 = llvm.load %p : !llvm.ptr -> f80
    %6 = llvm.load %p : !llvm.ptr -> !llvm.ptr
    %7 = llvm.load %p : !llvm.ptr -> !llvm.ptr<1>
    %8 = llvm.load %p : !llvm.ptr -> vector<3xi32>
    %9 = llvm.load %p : !llvm.ptr -> vector<2xf32>
    %10 = llvm.load %p : !llvm.ptr -> vector<8xf64>
    %11 = llvm.load %p : !llvm.ptr -> !llvm.struct<(i8, i16)>
    %12 = llvm.load %p : !llvm.ptr -> !llvm.struct<packed (i8, i64)>
    llvm.store %2, %p : i48, !llvm.ptr
    %13 = llvm.alloca %n x i48 : (i64) -> !llvm.ptr
    %14 = llvm.alloca %n x !llvm.struct<packed (i8, i64)> : (i64) -> !llvm.ptr
    %15 = llvm.atomicrmw add %p, %1 monotonic : !llvm.ptr, i16
    %16 = llvm.cmpxchg %p, %6, %6 acq_rel monotonic : !llvm.ptr, !llvm.ptr
    llvm.return
  }
}
// CHECK: %3 = load i1, ptr %0, align 4
// CHECK: %4 = load i16, ptr %0, align 1
// CHECK: %5 = load i48, ptr %0, align 8
// CHECK: %6 = load i128, ptr %0, align 8
// CHECK: %7 = load half, ptr %0, align 4
// CHECK: %8 = load x86_fp80, ptr %0, align 16
// CHECK: %9 = load ptr, ptr %0, align 2
// CHECK: %10 = load ptr addrspace(1), ptr %0, align 2
// CHECK: %11 = load <3 x i32>, ptr %0, align 16
// CHECK: %12 = load <2 x float>, ptr %0, align 4
// CHECK: %13 = load <8 x double>, ptr %0, align 64
// CHECK: %14 = load { i8, i16 }, ptr %0, align 4
// CHECK: %15 = load <{ i8, i64 }>, ptr %0, align 1
// CHECK: store i48 %5, ptr %0, align 8
// CHECK: %16 = alloca i48, i64 %1, align 16
// CHECK: %17 = alloca <{ i8, i64 }>, i64 %1, align 8
// CHECK: %18 = atomicrmw add ptr %0, i16 %4 monotonic, align 2
// CHECK: %19 = cmpxchg ptr %0, ptr %9, ptr %9 acq_rel monotonic, align 4
