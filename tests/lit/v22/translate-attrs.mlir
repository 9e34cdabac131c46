// What mlir-translate-22 writes differently from 19: frame-pointer and
// target-features on declarations too; approx_func_fp_math and
// unsafe_fp_math no longer translated (MLIR 22 imports them as
// passthrough); a constant GEP on a global variable without flags gets
// inbounds nuw when the offset lies within the global, as LLVM folds it;
// llvm.commandline as named metadata.  Both: an atomicrmw or cmpxchg
// without an alignment gets the value's store size (i64: 8).
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=V19
// RUN: mlir-translate-22 --mlir-to-llvmir %s | llvm-as-22 | llvm-dis-22 > %t.ref
// RUN: %xlate --to-llvm %s | llvm-as-22 | llvm-dis-22 | diff %t.ref -
module attributes {llvm.commandline = "exec -o infile"} {
  llvm.mlir.global external @g(dense<0> : tensor<8xi8>) {addr_space = 0 : i32} : !llvm.array<8 x i8>
  // CHECK: @p = global ptr getelementptr inbounds nuw (i8, ptr @g, i64 7)
  // CHECK: @q = global ptr getelementptr (i8, ptr @g, i64 9)
  // V19: @p = global ptr getelementptr (i8, ptr @g, i32 7)
  llvm.mlir.global external @p() {addr_space = 0 : i32} : !llvm.ptr {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    %1 = llvm.getelementptr %0[7] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.return %1 : !llvm.ptr
  }
  llvm.mlir.global external @q() {addr_space = 0 : i32} : !llvm.ptr {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    %1 = llvm.getelementptr %0[9] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.return %1 : !llvm.ptr
  }
  // a GEP of a folded GEP folds into one, with the flags both have
  // (inbounds inferred within @s for the second)
  llvm.mlir.global external @s() {addr_space = 0 : i32} : !llvm.struct<(i64, array<4 x struct<(i32, ptr)>>)>
  // CHECK-LABEL: define ptr @nested(
  // CHECK: load ptr, ptr getelementptr inbounds nuw (i8, ptr @s, i64 32)
  // CHECK: load ptr, ptr getelementptr inbounds nuw (i8, ptr @s, i64 48)
  llvm.func @nested() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @s : !llvm.ptr
    %1 = llvm.getelementptr inbounds %0[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, array<4 x struct<(i32, ptr)>>)>
    %2 = llvm.getelementptr inbounds %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, ptr)>
    %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr
    %4 = llvm.getelementptr nusw %1[1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, ptr)>
    %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr
    llvm.return %5 : !llvm.ptr
  }
  // CHECK-LABEL: define void @atomics(
  // CHECK: atomicrmw add ptr %0, i64 %1 monotonic, align 8
  // CHECK: cmpxchg ptr %0, i64 %1, i64 %1 acq_rel monotonic, align 8
  // CHECK: atomicrmw add ptr %0, i32 %2 monotonic, align 4
  // V19-LABEL: define void @atomics(
  // V19: atomicrmw add ptr %0, i64 %1 monotonic, align 8
  // V19: cmpxchg ptr %0, i64 %1, i64 %1 acq_rel monotonic, align 8
  llvm.func @atomics(%p: !llvm.ptr, %v: i64, %w: i32) {
    %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i64
    %1 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, i64
    %2 = llvm.atomicrmw add %p, %w monotonic : !llvm.ptr, i32
    llvm.return
  }
  // CHECK: declare void @d() #[[D:[0-9]+]]
  llvm.func @d() attributes {frame_pointer = #llvm.framePointerKind<all>, target_features = #llvm.target_features<["+a", "+b"]>, no_unwind}
  // CHECK: define void @e() #[[E:[0-9]+]]
  llvm.func @e() attributes {approx_func_fp_math = true, unsafe_fp_math = true, no_infs_fp_math = true} {
    llvm.return
  }
  // CHECK: attributes #[[D]] = { nounwind "frame-pointer"="all" "target-features"="+a,+b" }
  // CHECK: attributes #[[E]] = { "no-infs-fp-math"="true" }
  // CHECK: !llvm.commandline = !{![[C:[0-9]+]]}
  // CHECK: ![[C]] = !{!"exec -o infile"}
  // V19: attributes #{{[0-9]+}} = { nounwind }
  // V19: attributes #{{[0-9]+}} = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "unsafe-fp-math"="true" }
}
