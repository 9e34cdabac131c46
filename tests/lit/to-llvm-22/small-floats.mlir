// The small float types of MLIR 20+ (f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E3M4,
// f8E8M0FNU) are read, re-printed as mlir-opt-22 prints them, and their
// attributes translate to the bit patterns mlir-translate-22 writes.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=22 %s | FileCheck %s --check-prefix=MLIR
// RUN: %xlate --llvm-version=22 %s | %xlate --to-llvm - | FileCheck %s

// CHECK: @a = internal global i4 3
// CHECK: @b = internal global i4 -1
// CHECK: @c = internal global i4 1
// CHECK: @d = internal global i6 31
// CHECK: @e = internal global i6 -31
// CHECK: @f = internal global i6 31
// CHECK: @g = internal global i6 1
// CHECK: @h = internal global i8 111
// CHECK: @i = internal global i8 1
// CHECK: @j = internal global i8 -119
// CHECK: @k = internal global i8 125
// CHECK: @l = internal global i4 -8
// CHECK: @m = internal global i8 6
// CHECK: @n = internal global i6 5
// MLIR: @a(1.500000e+00 : f4E2M1FN)
// MLIR: @e(-1.250000e-01 : f6E2M3FN)
// MLIR: @f(2.800000e+01 : f6E3M2FN)
// MLIR: @j(1.024000e+03 : f8E8M0FNU)
// MLIR: @l(-0.000000e+00 : f4E2M1FN)
// MLIR: @m(9.375000e-02 : f8E3M4)

llvm.mlir.global internal @a(1.5 : f4E2M1FN) : i4
llvm.mlir.global internal @b(-6.0 : f4E2M1FN) : i4
llvm.mlir.global internal @c(0.5 : f4E2M1FN) : i4
llvm.mlir.global internal @d(7.5 : f6E2M3FN) : i6
llvm.mlir.global internal @e(-0.125 : f6E2M3FN) : i6
llvm.mlir.global internal @f(28.0 : f6E3M2FN) : i6
llvm.mlir.global internal @g(0.0625 : f6E3M2FN) : i6
llvm.mlir.global internal @h(15.5 : f8E3M4) : i8
llvm.mlir.global internal @i(0.015625 : f8E3M4) : i8
llvm.mlir.global internal @j(1024.0 : f8E8M0FNU) : i8
llvm.mlir.global internal @k(0.25 : f8E8M0FNU) : i8
llvm.mlir.global internal @l(-0.0 : f4E2M1FN) : i4
llvm.mlir.global internal @m(0.1 : f8E3M4) : i8
llvm.mlir.global internal @n(0.3 : f6E3M2FN) : i6
