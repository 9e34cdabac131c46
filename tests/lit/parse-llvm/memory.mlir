// Parsing of the LLVM dialect custom forms (memory): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=PRETTY
// The printed form must mean the same to mlir-opt-19:
// RUN: %xlate --llvm-version=19 %s | mlir-opt --mlir-print-op-generic | FileCheck %s

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
// CHECK-NEXT: ^bb0([[Varg0:%[a-zA-Z0-9_]+]]: i64, [[Varg1:%[a-zA-Z0-9_]+]]: !llvm.ptr, [[Varg2:%[a-zA-Z0-9_]+]]: i32, [[Varg3:%[a-zA-Z0-9_]+]]: f32):
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = "llvm.alloca"([[Varg0]]) <{alignment = 4 : i64, elem_type = i32}> : (i64) -> !llvm.ptr
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = "llvm.alloca"([[Varg0]]) <{alignment = 8 : i64, elem_type = i32, inalloca}> : (i64) -> !llvm.ptr
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = "llvm.alloca"([[Varg0]]) <{elem_type = !llvm.struct<(i32, f32)>}> : (i64) -> !llvm.ptr<3>
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = "llvm.load"([[Varg1]]) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = "llvm.load"([[Varg1]]) <{alignment = 16 : i64, nontemporal, ordering = 0 : i64, volatile_}> : (!llvm.ptr) -> f64
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = "llvm.load"([[Varg1]]) <{alignment = 4 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> f32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = "llvm.load"([[Varg1]]) <{alignment = 4 : i64, ordering = 4 : i64, syncscope = "singlethread", volatile_}> : (!llvm.ptr) -> i32
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = "llvm.load"([[Varg1]]) <{alignment = 4 : i64, invariant, ordering = 0 : i64}> : (!llvm.ptr) -> i32
// CHECK-NEXT: "llvm.store"([[Varg2]], [[Varg1]]) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
// CHECK-NEXT: "llvm.store"([[Varg3]], [[Varg1]]) <{alignment = 4 : i64, nontemporal, ordering = 0 : i64, volatile_}> : (f32, !llvm.ptr) -> ()
// CHECK-NEXT: "llvm.store"([[Varg3]], [[Varg1]]) <{alignment = 4 : i64, ordering = 5 : i64}> : (f32, !llvm.ptr) -> ()
// CHECK-NEXT: "llvm.store"([[Varg2]], [[Varg1]]) <{alignment = 4 : i64, ordering = 2 : i64, syncscope = "singlethread", volatile_}> : (i32, !llvm.ptr) -> ()
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_]+]] = "llvm.getelementptr"([[Varg1]], [[Varg0]]) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT: [[V9:%[a-zA-Z0-9_]+]] = "llvm.getelementptr"([[Varg1]], [[Varg0]], [[Varg2]]) <{elem_type = !llvm.struct<(i32, array<4 x i32>)>, inbounds, rawConstantIndices = array<i32: -2147483648, 1, -2147483648>}> : (!llvm.ptr, i64, i32) -> !llvm.ptr
// CHECK-NEXT: [[V10:%[a-zA-Z0-9_]+]] = "llvm.getelementptr"([[Varg1]]) <{elem_type = !llvm.struct<(ptr, ptr, i64)>, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: [[V11:%[a-zA-Z0-9_]+]] = "llvm.getelementptr"([[Varg1]]) <{elem_type = i8, rawConstantIndices = array<i32: -1>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @memory([[Varg0:%[a-zA-Z0-9_]+]]: i64, [[Varg1:%[a-zA-Z0-9_]+]]: !llvm.ptr, [[Varg2:%[a-zA-Z0-9_]+]]: i32, [[Varg3:%[a-zA-Z0-9_]+]]: f32) {
// PRETTY-NEXT: [[V0:%[a-zA-Z0-9_]+]] = llvm.alloca [[Varg0]] x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
// PRETTY-NEXT: [[V1:%[a-zA-Z0-9_]+]] = llvm.alloca inalloca [[Varg0]] x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// PRETTY-NEXT: [[V2:%[a-zA-Z0-9_]+]] = llvm.alloca [[Varg0]] x !llvm.struct<(i32, f32)> : (i64) -> !llvm.ptr<3>
// PRETTY-NEXT: [[V3:%[a-zA-Z0-9_]+]] = llvm.load [[Varg1]] : !llvm.ptr -> i32
// PRETTY-NEXT: [[V4:%[a-zA-Z0-9_]+]] = llvm.load volatile [[Varg1]] {alignment = 16 : i64, nontemporal} : !llvm.ptr -> f64
// PRETTY-NEXT: [[V5:%[a-zA-Z0-9_]+]] = llvm.load [[Varg1]] atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> f32
// PRETTY-NEXT: [[V6:%[a-zA-Z0-9_]+]] = llvm.load volatile [[Varg1]] atomic syncscope("singlethread") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// PRETTY-NEXT: [[V7:%[a-zA-Z0-9_]+]] = llvm.load [[Varg1]] invariant {alignment = 4 : i64} : !llvm.ptr -> i32
// PRETTY-NEXT: llvm.store [[Varg2]], [[Varg1]] : i32, !llvm.ptr
// PRETTY-NEXT: llvm.store volatile [[Varg3]], [[Varg1]] {alignment = 4 : i64, nontemporal} : f32, !llvm.ptr
// PRETTY-NEXT: llvm.store [[Varg3]], [[Varg1]] atomic release {alignment = 4 : i64} : f32, !llvm.ptr
// PRETTY-NEXT: llvm.store volatile [[Varg2]], [[Varg1]] atomic syncscope("singlethread") monotonic {alignment = 4 : i64} : i32, !llvm.ptr
// PRETTY-NEXT: [[V8:%[a-zA-Z0-9_]+]] = llvm.getelementptr [[Varg1]]{{\[}}[[Varg0]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// PRETTY-NEXT: [[V9:%[a-zA-Z0-9_]+]] = llvm.getelementptr inbounds [[Varg1]]{{\[}}[[Varg0]], 1, [[Varg2]]] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i32>)>
// PRETTY-NEXT: [[V10:%[a-zA-Z0-9_]+]] = llvm.getelementptr [[Varg1]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// PRETTY-NEXT: [[V11:%[a-zA-Z0-9_]+]] = llvm.getelementptr [[Varg1]][-1] : (!llvm.ptr) -> !llvm.ptr, i8
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: }
