// 8-bit floats lower to i8 as in upstream's type converter: signatures,
// memref elements, constants (the attribute keeps its float type), bit
// copies and selects.  Float arithmetic on them has no LLVM form: a
// located error, where upstream's verifier rejects the llvm op made.
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=LL
// RUN: not %xlate --llvm-version=19 --to-llvm %S/Inputs/error-f8-arith.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK: module {
// CHECK-NEXT:   llvm.func @f(%arg0: i8, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i1) -> i8 {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.mlir.constant(1.500000e+00 : f8E4M3FN) : i8
// CHECK-NEXT:     %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %8 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = llvm.getelementptr %8[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %10 = llvm.load %9 : !llvm.ptr -> i8
// CHECK-NEXT:     %11 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = llvm.getelementptr %11[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     llvm.store %10, %12 : i8, !llvm.ptr
// CHECK-NEXT:     %13 = llvm.bitcast %arg0 : i8 to i8
// CHECK-NEXT:     %14 = llvm.select %arg6, %arg0, %6 : i1, i8
// CHECK-NEXT:     llvm.return %14 : i8
// CHECK-NEXT:   }
// CHECK-NEXT: }

// LL: define i8 @f(i8 %0, ptr %1, ptr %2, i64 %3, i64 %4, i64 %5, i1 %6) {
// LL:   %18 = select i1 %6, i8 %0, i8 60
// LL-NEXT:   ret i8 %18

// ERR: error-f8-arith.mlir:2:8: error: failed to legalize operation 'arith.addf': LLVM has no arithmetic on f8E4M3FN (lowered to i8)
// ERR-NOT: llvm.fadd

func.func @f(%a: f8E4M3FN, %m: memref<4xf8E5M2>, %t: i1) -> f8E4M3FN {
  %c = arith.constant 1.5 : f8E4M3FN
  %i = arith.constant 0 : index
  %x = memref.load %m[%i] : memref<4xf8E5M2>
  memref.store %x, %m[%i] : memref<4xf8E5M2>
  %b = arith.bitcast %a : f8E4M3FN to i8
  %s = arith.select %t, %a, %c : f8E4M3FN
  return %s : f8E4M3FN
}
