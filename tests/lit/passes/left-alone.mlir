// A pass alone leaves what it cannot lower, as mlir-opt-22's partial
// conversion does: memref.subview (expanded by another pass first) and an
// arith.constant of a type with no llvm equivalent stay, with no error.
// RUN: %xlate --finalize-memref-to-llvm %s | FileCheck %s --check-prefix=MEMREF
// RUN: %xlate --convert-arith-to-llvm %s | FileCheck %s --check-prefix=ARITH
// RUN: %if llvm22 %{ %xlate --finalize-memref-to-llvm %s > %t.x && %mlir-opt-22 --finalize-memref-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-arith-to-llvm %s > %t.x && %mlir-opt-22 --convert-arith-to-llvm %s > %t.r && diff %t.r %t.x %}

func.func @f(%m: memref<8xf32>) -> f32 {
  %s = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c = arith.constant 0 : index
  %v = memref.load %s[%c] : memref<4xf32, strided<[1], offset: 2>>
  %t = arith.constant 2.0 : tf32
  return %v : f32
}

// MEMREF: func.func @f(%arg0: memref<8xf32>) -> f32 {
// MEMREF-NEXT: %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// MEMREF-NEXT: %0 = builtin.unrealized_conversion_cast %subview : memref<4xf32, strided<[1], offset: 2>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: %c0 = arith.constant 0 : index
// MEMREF-NEXT: %1 = builtin.unrealized_conversion_cast %c0 : index to i64
// MEMREF-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// MEMREF-NEXT: %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// MEMREF-NEXT: %5 = llvm.getelementptr inbounds|nuw %4[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// MEMREF-NEXT: %6 = llvm.load %5 : !llvm.ptr -> f32
// MEMREF-NEXT: %cst = arith.constant 2.000000e+00 : tf32
// MEMREF-NEXT: return %6 : f32
// MEMREF-NEXT: }
// MEMREF-NEXT: }

// ARITH: func.func @f(%arg0: memref<8xf32>) -> f32 {
// ARITH-NEXT: %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// ARITH-NEXT: %0 = llvm.mlir.constant(0 : index) : i64
// ARITH-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// ARITH-NEXT: %2 = memref.load %subview[%1] : memref<4xf32, strided<[1], offset: 2>>
// ARITH-NEXT: %cst = arith.constant 2.000000e+00 : tf32
// ARITH-NEXT: return %2 : f32
// ARITH-NEXT: }
// ARITH-NEXT: }
