// The index width of a data layout holds for convert-func-to-llvm and
// finalize-memref-to-llvm; arith, index, cf and convert-to-llvm keep 64 bits
// (mlir-opt 19 and 22 alike); index-bitwidth overrides both.
// RUN: %xlate --convert-arith-to-llvm %s | FileCheck %s --check-prefix=ARITH
// RUN: %xlate --convert-index-to-llvm %s | FileCheck %s --check-prefix=INDEX
// RUN: %xlate --convert-cf-to-llvm %s | FileCheck %s --check-prefix=CF
// RUN: %xlate --finalize-memref-to-llvm %s | FileCheck %s --check-prefix=MEMREF
// RUN: %xlate --convert-func-to-llvm %s | FileCheck %s --check-prefix=FUNC
// RUN: %xlate --convert-to-llvm %s | FileCheck %s --check-prefix=ALL
// RUN: %xlate --convert-arith-to-llvm=index-bitwidth=16 %s | FileCheck %s --check-prefix=ARITH16
// RUN: %if llvm22 %{ %xlate --convert-arith-to-llvm %s > %t.x && %mlir-opt-22 --convert-arith-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-index-to-llvm %s > %t.x && %mlir-opt-22 --convert-index-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-cf-to-llvm %s > %t.x && %mlir-opt-22 --convert-cf-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --finalize-memref-to-llvm %s > %t.x && %mlir-opt-22 --finalize-memref-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-func-to-llvm %s > %t.x && %mlir-opt-22 --convert-func-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-to-llvm %s > %t.x && %mlir-opt-22 --convert-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-arith-to-llvm=index-bitwidth=16 %s > %t.x && %mlir-opt-22 --convert-arith-to-llvm=index-bitwidth=16 %s > %t.r && diff %t.r %t.x %}

module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>> } {
func.func @f(%a: index, %m: memref<?xf32>) -> index {
  %c = arith.addi %a, %a : index
  %d = index.add %c, %c
  %v = memref.load %m[%d] : memref<?xf32>
  cf.br ^bb1(%d : index)
^bb1(%x: index):
  return %x : index
}
}

// ARITH: func.func @f(%arg0: index, %arg1: memref<?xf32>) -> index {
// ARITH-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// ARITH-NEXT: %1 = llvm.add %0, %0 : i64
// ARITH-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// ARITH-NEXT: %3 = index.add %2, %2
// ARITH-NEXT: %4 = memref.load %arg1[%3] : memref<?xf32>
// ARITH-NEXT: cf.br ^bb1(%3 : index)
// ARITH-NEXT: ^bb1(%5: index):  // pred: ^bb0
// ARITH-NEXT: return %5 : index
// ARITH-NEXT: }
// ARITH-NEXT: }

// INDEX: func.func @f(%arg0: index, %arg1: memref<?xf32>) -> index {
// INDEX-NEXT: %0 = arith.addi %arg0, %arg0 : index
// INDEX-NEXT: %1 = builtin.unrealized_conversion_cast %0 : index to i64
// INDEX-NEXT: %2 = llvm.add %1, %1 : i64
// INDEX-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// INDEX-NEXT: %4 = memref.load %arg1[%3] : memref<?xf32>
// INDEX-NEXT: cf.br ^bb1(%3 : index)
// INDEX-NEXT: ^bb1(%5: index):  // pred: ^bb0
// INDEX-NEXT: return %5 : index
// INDEX-NEXT: }
// INDEX-NEXT: }

// CF: func.func @f(%arg0: index, %arg1: memref<?xf32>) -> index {
// CF-NEXT: %0 = arith.addi %arg0, %arg0 : index
// CF-NEXT: %1 = index.add %0, %0
// CF-NEXT: %2 = builtin.unrealized_conversion_cast %1 : index to i64
// CF-NEXT: %3 = memref.load %arg1[%1] : memref<?xf32>
// CF-NEXT: llvm.br ^bb1(%2 : i64)
// CF-NEXT: ^bb1(%4: i64):  // pred: ^bb0
// CF-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CF-NEXT: return %5 : index
// CF-NEXT: }
// CF-NEXT: }

// MEMREF: func.func @f(%arg0: index, %arg1: memref<?xf32>) -> index {
// MEMREF-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xf32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// MEMREF-NEXT: %1 = arith.addi %arg0, %arg0 : index
// MEMREF-NEXT: %2 = index.add %1, %1
// MEMREF-NEXT: %3 = builtin.unrealized_conversion_cast %2 : index to i32
// MEMREF-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// MEMREF-NEXT: %5 = llvm.getelementptr inbounds|nuw %4[%3] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// MEMREF-NEXT: %6 = llvm.load %5 : !llvm.ptr -> f32
// MEMREF-NEXT: cf.br ^bb1(%2 : index)
// MEMREF-NEXT: ^bb1(%7: index):  // pred: ^bb0
// MEMREF-NEXT: return %7 : index
// MEMREF-NEXT: }
// MEMREF-NEXT: }

// FUNC: llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
// FUNC-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// FUNC-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> to memref<?xf32>
// FUNC-NEXT: %7 = builtin.unrealized_conversion_cast %arg0 : i32 to index
// FUNC-NEXT: %8 = arith.addi %7, %7 : index
// FUNC-NEXT: %9 = index.add %8, %8
// FUNC-NEXT: %10 = memref.load %6[%9] : memref<?xf32>
// FUNC-NEXT: cf.br ^bb1(%9 : index)
// FUNC-NEXT: ^bb1(%11: index):  // pred: ^bb0
// FUNC-NEXT: %12 = builtin.unrealized_conversion_cast %11 : index to i32
// FUNC-NEXT: llvm.return %12 : i32
// FUNC-NEXT: }
// FUNC-NEXT: }

// ALL: llvm.func @f(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> i64 {
// ALL-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %6 = llvm.add %arg0, %arg0 : i64
// ALL-NEXT: %7 = llvm.add %6, %6 : i64
// ALL-NEXT: %8 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %9 = llvm.getelementptr inbounds|nuw %8[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALL-NEXT: %10 = llvm.load %9 : !llvm.ptr -> f32
// ALL-NEXT: llvm.br ^bb1(%7 : i64)
// ALL-NEXT: ^bb1(%11: i64):  // pred: ^bb0
// ALL-NEXT: llvm.return %11 : i64
// ALL-NEXT: }
// ALL-NEXT: }

// ARITH16: func.func @f(%arg0: index, %arg1: memref<?xf32>) -> index {
// ARITH16-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i16
// ARITH16-NEXT: %1 = llvm.add %0, %0 : i16
// ARITH16-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i16 to index
// ARITH16-NEXT: %3 = index.add %2, %2
// ARITH16-NEXT: %4 = memref.load %arg1[%3] : memref<?xf32>
// ARITH16-NEXT: cf.br ^bb1(%3 : index)
// ARITH16-NEXT: ^bb1(%5: index):  // pred: ^bb0
// ARITH16-NEXT: return %5 : index
// ARITH16-NEXT: }
// ARITH16-NEXT: }
