// Errors a pass alone reports as mlir-opt-22 does and still succeeds
// (exit 0), the op it could not lower left in place:
// - an llvm.func of the input named like a function the lowering declares
//   (malloc, free) but of another type: "redefinition of reserved function"
//   at that llvm.func, the memref.alloc/dealloc stays;
// - a memref in a memory space that is no integer: the type converter's
//   message, once per memory space, at an unknown location.
// RUN: %xlate-opt -finalize-memref-to-llvm -split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: %xlate-opt -finalize-memref-to-llvm -split-input-file %s 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: %xlate-opt --convert-to-llvm -split-input-file -verify-diagnostics %s | FileCheck %s --check-prefix=ALL
// RUN: %if llvm22 %{ %mlir-opt-22 -finalize-memref-to-llvm -split-input-file -verify-diagnostics %s | FileCheck %s %}

// expected-error@+1 {{redefinition of reserved function 'malloc' of different type '!llvm.func<void (i64)>' is prohibited}}
llvm.func @malloc(i64)
func.func @alloc() {
  %a = memref.alloc() : memref<4xf32>
  return
}
// CHECK-LABEL: func.func @alloc
// CHECK-NEXT: memref.alloc() : memref<4xf32>

// -----

// expected-error@+1 {{redefinition of reserved function 'free' of different type '!llvm.func<i32 (ptr)>' is prohibited}}
llvm.func @free(!llvm.ptr) -> i32
func.func @dealloc(%m: memref<4xf32>) {
  memref.dealloc %m : memref<4xf32>
  return
}
// CHECK-LABEL: func.func @dealloc
// CHECK: memref.dealloc %arg0 : memref<4xf32>

// -----

// expected-error@unknown {{conversion of memref memory space "shared" to integer address space failed. Consider adding memory space conversions.}}
func.func @space(%m: memref<4xf32, "shared">, %n: memref<4xf32, "shared">, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32, "shared">
  memref.store %v, %n[%i] : memref<4xf32, "shared">
  return %v : f32
}
// CHECK-LABEL: func.func @space
// CHECK: memref.load %arg0[%arg2] : memref<4xf32, "shared">

// SPACE: error: redefinition of reserved function 'malloc'
// SPACE: error: redefinition of reserved function 'free'
// SPACE: <unknown>:0: error: conversion of memref memory space "shared" to integer address space failed.
// SPACE-NOT: error:
// SPACE: func.func @space

// ALL-LABEL: llvm.func @alloc
// ALL-NEXT: memref.alloc() : memref<4xf32>
