// Parsing of the LLVM dialect custom forms (memory): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --generic %s | FileCheck %s
// RUN: %xlate %s | FileCheck %s --check-prefix=PRETTY

llvm.func @memory(%n: i64, %p: !llvm.ptr, %i: i32, %f: f32) {
  %0 = llvm.alloca %n x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %1 = llvm.alloca inalloca %n x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.alloca %n x !llvm.struct<(i32, f32)> : (i64) -> !llvm.ptr<3>
  %3 = llvm.load %p : !llvm.ptr -> i32
  %4 = llvm.load volatile %p {alignment = 16 : i64, nontemporal} : !llvm.ptr -> f64
  %5 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> f32
  %6 = llvm.load volatile %p atomic syncscope("singlethread") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %7 = llvm.load %p invariant {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %i, %p : i32, !llvm.ptr
  llvm.store volatile %f, %p {alignment = 4 : i64, nontemporal} : f32, !llvm.ptr
  llvm.store %f, %p atomic release {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store volatile %i, %p atomic syncscope("singlethread") monotonic {alignment = 4 : i64} : i32, !llvm.ptr
  %8 = llvm.getelementptr %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %9 = llvm.getelementptr inbounds %p[%n, 1, %i] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i32>)>
  %10 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
  %11 = llvm.getelementptr %p[-1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr, i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "memory", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: i64, %arg1: !llvm.ptr, %arg2: i32, %arg3: f32):
// CHECK-NEXT: %0 = "llvm.alloca"(%arg0) <{alignment = 4 : i64, elem_type = i32}> : (i64) -> !llvm.ptr
// CHECK-NEXT: %1 = "llvm.alloca"(%arg0) <{alignment = 8 : i64, elem_type = i32, inalloca}> : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = "llvm.alloca"(%arg0) <{elem_type = !llvm.struct<(i32, f32)>}> : (i64) -> !llvm.ptr<3>
// CHECK-NEXT: %3 = "llvm.load"(%arg1) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
// CHECK-NEXT: %4 = "llvm.load"(%arg1) <{alignment = 16 : i64, nontemporal, ordering = 0 : i64, volatile_}> : (!llvm.ptr) -> f64
// CHECK-NEXT: %5 = "llvm.load"(%arg1) <{alignment = 4 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> f32
// CHECK-NEXT: %6 = "llvm.load"(%arg1) <{alignment = 4 : i64, ordering = 4 : i64, syncscope = "singlethread", volatile_}> : (!llvm.ptr) -> i32
// CHECK-NEXT: %7 = "llvm.load"(%arg1) <{alignment = 4 : i64, invariant, ordering = 0 : i64}> : (!llvm.ptr) -> i32
// CHECK-NEXT: "llvm.store"(%arg2, %arg1) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
// CHECK-NEXT: "llvm.store"(%arg3, %arg1) <{alignment = 4 : i64, nontemporal, ordering = 0 : i64, volatile_}> : (f32, !llvm.ptr) -> ()
// CHECK-NEXT: "llvm.store"(%arg3, %arg1) <{alignment = 4 : i64, ordering = 5 : i64}> : (f32, !llvm.ptr) -> ()
// CHECK-NEXT: "llvm.store"(%arg2, %arg1) <{alignment = 4 : i64, ordering = 2 : i64, syncscope = "singlethread", volatile_}> : (i32, !llvm.ptr) -> ()
// CHECK-NEXT: %8 = "llvm.getelementptr"(%arg1, %arg0) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT: %9 = "llvm.getelementptr"(%arg1, %arg0, %arg2) <{elem_type = !llvm.struct<(i32, array<4 x i32>)>, inbounds, rawConstantIndices = array<i32: -2147483648, 1, -2147483648>}> : (!llvm.ptr, i64, i32) -> !llvm.ptr
// CHECK-NEXT: %10 = "llvm.getelementptr"(%arg1) <{elem_type = !llvm.struct<(ptr, ptr, i64)>, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %11 = "llvm.getelementptr"(%arg1) <{elem_type = i8, rawConstantIndices = array<i32: -1>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @memory(%arg0: i64, %arg1: !llvm.ptr, %arg2: i32, %arg3: f32) {
// PRETTY-NEXT: %0 = llvm.alloca %arg0 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
// PRETTY-NEXT: %1 = llvm.alloca inalloca %arg0 x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// PRETTY-NEXT: %2 = llvm.alloca %arg0 x !llvm.struct<(i32, f32)> : (i64) -> !llvm.ptr<3>
// PRETTY-NEXT: %3 = llvm.load %arg1 : !llvm.ptr -> i32
// PRETTY-NEXT: %4 = llvm.load volatile %arg1 {alignment = 16 : i64, nontemporal} : !llvm.ptr -> f64
// PRETTY-NEXT: %5 = llvm.load %arg1 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> f32
// PRETTY-NEXT: %6 = llvm.load volatile %arg1 atomic syncscope("singlethread") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// PRETTY-NEXT: %7 = llvm.load %arg1 invariant {alignment = 4 : i64} : !llvm.ptr -> i32
// PRETTY-NEXT: llvm.store %arg2, %arg1 : i32, !llvm.ptr
// PRETTY-NEXT: llvm.store volatile %arg3, %arg1 {alignment = 4 : i64, nontemporal} : f32, !llvm.ptr
// PRETTY-NEXT: llvm.store %arg3, %arg1 atomic release {alignment = 4 : i64} : f32, !llvm.ptr
// PRETTY-NEXT: llvm.store volatile %arg2, %arg1 atomic syncscope("singlethread") monotonic {alignment = 4 : i64} : i32, !llvm.ptr
// PRETTY-NEXT: %8 = llvm.getelementptr %arg1[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// PRETTY-NEXT: %9 = llvm.getelementptr inbounds %arg1[%arg0, 1, %arg2] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i32>)>
// PRETTY-NEXT: %10 = llvm.getelementptr %arg1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// PRETTY-NEXT: %11 = llvm.getelementptr %arg1[-1] : (!llvm.ptr) -> !llvm.ptr, i8
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: }
