// What mlir-opt-22's conversion driver folds in the ops a pass leaves:
// memref.cast into memref.load and memref.dealloc (func, arith, index; cf
// folds nothing), a static memref.dim to its size when arith is lowered.
// RUN: %xlate --convert-func-to-llvm %s | FileCheck %s --check-prefix=FUNC
// RUN: %xlate --convert-arith-to-llvm %s | FileCheck %s --check-prefix=ARITH
// RUN: %xlate --convert-index-to-llvm %s | FileCheck %s --check-prefix=INDEX
// RUN: %xlate --convert-cf-to-llvm %s | FileCheck %s --check-prefix=CF
// RUN: %if llvm22 %{ %xlate --convert-func-to-llvm %s > %t.x && %mlir-opt-22 --convert-func-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-arith-to-llvm %s > %t.x && %mlir-opt-22 --convert-arith-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-index-to-llvm %s > %t.x && %mlir-opt-22 --convert-index-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-cf-to-llvm %s > %t.x && %mlir-opt-22 --convert-cf-to-llvm %s > %t.r && diff %t.r %t.x %}

func.func @f(%m: memref<42x?xf32>, %i: index) -> index {
  %x = arith.addi %i, %i : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c0 : memref<42x?xf32>
  %e = memref.dim %m, %c1 : memref<42x?xf32>
  %s = arith.addi %d, %e : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.cast %a : memref<2xf32> to memref<?xf32>
  %v = memref.load %b[%c0] : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return %s : index
}

// FUNC: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> i64 {
// FUNC-NEXT: %0 = builtin.unrealized_conversion_cast %arg7 : i64 to index
// FUNC-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %4 = llvm.insertvalue %arg2, %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %5 = llvm.insertvalue %arg3, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %6 = llvm.insertvalue %arg5, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %7 = llvm.insertvalue %arg4, %6[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %8 = llvm.insertvalue %arg6, %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<42x?xf32>
// FUNC-NEXT: %10 = arith.addi %0, %0 : index
// FUNC-NEXT: %c0 = arith.constant 0 : index
// FUNC-NEXT: %c1 = arith.constant 1 : index
// FUNC-NEXT: %dim = memref.dim %9, %c0 : memref<42x?xf32>
// FUNC-NEXT: %dim_0 = memref.dim %9, %c1 : memref<42x?xf32>
// FUNC-NEXT: %11 = arith.addi %dim, %dim_0 : index
// FUNC-NEXT: %12 = builtin.unrealized_conversion_cast %11 : index to i64
// FUNC-NEXT: %alloc = memref.alloc() : memref<2xf32>
// FUNC-NEXT: %cast = memref.cast %alloc : memref<2xf32> to memref<?xf32>
// FUNC-NEXT: %13 = memref.load %alloc[%c0] : memref<2xf32>
// FUNC-NEXT: memref.dealloc %alloc : memref<2xf32>
// FUNC-NEXT: llvm.return %12 : i64
// FUNC-NEXT: }
// FUNC-NEXT: }

// ARITH: func.func @f(%arg0: memref<42x?xf32>, %arg1: index) -> index {
// ARITH-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// ARITH-NEXT: %1 = llvm.add %0, %0 : i64
// ARITH-NEXT: %2 = llvm.mlir.constant(0 : index) : i64
// ARITH-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// ARITH-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// ARITH-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// ARITH-NEXT: %6 = llvm.mlir.constant(42 : index) : i64
// ARITH-NEXT: %dim = memref.dim %arg0, %5 : memref<42x?xf32>
// ARITH-NEXT: %7 = builtin.unrealized_conversion_cast %dim : index to i64
// ARITH-NEXT: %8 = llvm.add %6, %7 : i64
// ARITH-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// ARITH-NEXT: %alloc = memref.alloc() : memref<2xf32>
// ARITH-NEXT: %cast = memref.cast %alloc : memref<2xf32> to memref<?xf32>
// ARITH-NEXT: %10 = memref.load %alloc[%3] : memref<2xf32>
// ARITH-NEXT: memref.dealloc %alloc : memref<2xf32>
// ARITH-NEXT: return %9 : index
// ARITH-NEXT: }
// ARITH-NEXT: }

// INDEX: func.func @f(%arg0: memref<42x?xf32>, %arg1: index) -> index {
// INDEX-NEXT: %0 = arith.addi %arg1, %arg1 : index
// INDEX-NEXT: %c0 = arith.constant 0 : index
// INDEX-NEXT: %c1 = arith.constant 1 : index
// INDEX-NEXT: %dim = memref.dim %arg0, %c0 : memref<42x?xf32>
// INDEX-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<42x?xf32>
// INDEX-NEXT: %1 = arith.addi %dim, %dim_0 : index
// INDEX-NEXT: %alloc = memref.alloc() : memref<2xf32>
// INDEX-NEXT: %cast = memref.cast %alloc : memref<2xf32> to memref<?xf32>
// INDEX-NEXT: %2 = memref.load %alloc[%c0] : memref<2xf32>
// INDEX-NEXT: memref.dealloc %alloc : memref<2xf32>
// INDEX-NEXT: return %1 : index
// INDEX-NEXT: }
// INDEX-NEXT: }

// CF: func.func @f(%arg0: memref<42x?xf32>, %arg1: index) -> index {
// CF-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CF-NEXT: %c0 = arith.constant 0 : index
// CF-NEXT: %c1 = arith.constant 1 : index
// CF-NEXT: %dim = memref.dim %arg0, %c0 : memref<42x?xf32>
// CF-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<42x?xf32>
// CF-NEXT: %1 = arith.addi %dim, %dim_0 : index
// CF-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CF-NEXT: %cast = memref.cast %alloc : memref<2xf32> to memref<?xf32>
// CF-NEXT: %2 = memref.load %cast[%c0] : memref<?xf32>
// CF-NEXT: memref.dealloc %cast : memref<?xf32>
// CF-NEXT: return %1 : index
// CF-NEXT: }
// CF-NEXT: }
