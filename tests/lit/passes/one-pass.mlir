// Each of mlir-opt's lowering passes alone, as mlir-opt-22 runs it: the ops
// of its dialect lowered, the others left, builtin.unrealized_conversion_cast
// where the two meet (right after a value's definition, at the start of a
// block for its arguments).  Text as mlir-opt-22 prints it (22.1.8).
// RUN: %xlate --convert-arith-to-llvm %s | FileCheck %s --check-prefix=ARITH
// RUN: %xlate --convert-func-to-llvm %s | FileCheck %s --check-prefix=FUNC
// RUN: %xlate --convert-cf-to-llvm %s | FileCheck %s --check-prefix=CF
// RUN: %xlate --finalize-memref-to-llvm %s | FileCheck %s --check-prefix=MEMREF
// RUN: %xlate --convert-index-to-llvm %s | FileCheck %s --check-prefix=INDEX
// RUN: %xlate --convert-to-llvm %s | FileCheck %s --check-prefix=ALL
// The same through --pass-pipeline, and checked against mlir-opt-22 itself:
// RUN: %xlate --pass-pipeline='builtin.module(convert-arith-to-llvm)' %s | FileCheck %s --check-prefix=ARITH
// RUN: %xlate --pass-pipeline='builtin.module(func.func(convert-arith-to-llvm))' %s | FileCheck %s --check-prefix=ARITH
// RUN: %if llvm22 %{ %xlate --convert-arith-to-llvm %s > %t.x && %mlir-opt-22 --convert-arith-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-func-to-llvm %s > %t.x && %mlir-opt-22 --convert-func-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-cf-to-llvm %s > %t.x && %mlir-opt-22 --convert-cf-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --finalize-memref-to-llvm %s > %t.x && %mlir-opt-22 --finalize-memref-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-index-to-llvm %s > %t.x && %mlir-opt-22 --convert-index-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-to-llvm %s > %t.x && %mlir-opt-22 --convert-to-llvm %s > %t.r && diff %t.r %t.x %}

func.func @f(%a: index, %b: i32, %m: memref<4xf32>) -> index {
  %c = arith.addi %a, %a : index
  %d = arith.index_cast %b : i32 to index
  %e = arith.addi %c, %d : index
  %v = memref.load %m[%e] : memref<4xf32>
  cf.br ^bb1(%e : index)
^bb1(%x: index):
  %y = arith.muli %x, %x : index
  %r = func.call @g(%y) : (index) -> index
  return %r : index
}
func.func private @g(index) -> index

// ARITH: func.func @f(%arg0: index, %arg1: i32, %arg2: memref<4xf32>) -> index {
// ARITH-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// ARITH-NEXT: %1 = llvm.add %0, %0 : i64
// ARITH-NEXT: %2 = llvm.sext %arg1 : i32 to i64
// ARITH-NEXT: %3 = llvm.add %1, %2 : i64
// ARITH-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// ARITH-NEXT: %5 = memref.load %arg2[%4] : memref<4xf32>
// ARITH-NEXT: cf.br ^bb1(%4 : index)
// ARITH-NEXT: ^bb1(%6: index):  // pred: ^bb0
// ARITH-NEXT: %7 = builtin.unrealized_conversion_cast %6 : index to i64
// ARITH-NEXT: %8 = llvm.mul %7, %7 : i64
// ARITH-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// ARITH-NEXT: %10 = call @g(%9) : (index) -> index
// ARITH-NEXT: return %10 : index
// ARITH-NEXT: }
// ARITH-NEXT: func.func private @g(index) -> index
// ARITH-NEXT: }

// FUNC: llvm.func @f(%arg0: i64, %arg1: i32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> i64 {
// FUNC-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT: %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT: %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// FUNC-NEXT: %7 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// FUNC-NEXT: %8 = arith.addi %7, %7 : index
// FUNC-NEXT: %9 = arith.index_cast %arg1 : i32 to index
// FUNC-NEXT: %10 = arith.addi %8, %9 : index
// FUNC-NEXT: %11 = memref.load %6[%10] : memref<4xf32>
// FUNC-NEXT: cf.br ^bb1(%10 : index)
// FUNC-NEXT: ^bb1(%12: index):  // pred: ^bb0
// FUNC-NEXT: %13 = arith.muli %12, %12 : index
// FUNC-NEXT: %14 = builtin.unrealized_conversion_cast %13 : index to i64
// FUNC-NEXT: %15 = llvm.call @g(%14) : (i64) -> i64
// FUNC-NEXT: llvm.return %15 : i64
// FUNC-NEXT: }
// FUNC-NEXT: llvm.func @g(i64) -> i64 attributes {sym_visibility = "private"}
// FUNC-NEXT: }

// CF: func.func @f(%arg0: index, %arg1: i32, %arg2: memref<4xf32>) -> index {
// CF-NEXT: %0 = arith.addi %arg0, %arg0 : index
// CF-NEXT: %1 = arith.index_cast %arg1 : i32 to index
// CF-NEXT: %2 = arith.addi %0, %1 : index
// CF-NEXT: %3 = builtin.unrealized_conversion_cast %2 : index to i64
// CF-NEXT: %4 = memref.load %arg2[%2] : memref<4xf32>
// CF-NEXT: llvm.br ^bb1(%3 : i64)
// CF-NEXT: ^bb1(%5: i64):  // pred: ^bb0
// CF-NEXT: %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CF-NEXT: %7 = arith.muli %6, %6 : index
// CF-NEXT: %8 = call @g(%7) : (index) -> index
// CF-NEXT: return %8 : index
// CF-NEXT: }
// CF-NEXT: func.func private @g(index) -> index
// CF-NEXT: }

// MEMREF: func.func @f(%arg0: index, %arg1: i32, %arg2: memref<4xf32>) -> index {
// MEMREF-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: %1 = arith.addi %arg0, %arg0 : index
// MEMREF-NEXT: %2 = arith.index_cast %arg1 : i32 to index
// MEMREF-NEXT: %3 = arith.addi %1, %2 : index
// MEMREF-NEXT: %4 = builtin.unrealized_conversion_cast %3 : index to i64
// MEMREF-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-NEXT: %6 = llvm.getelementptr inbounds|nuw %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// MEMREF-NEXT: %7 = llvm.load %6 : !llvm.ptr -> f32
// MEMREF-NEXT: cf.br ^bb1(%3 : index)
// MEMREF-NEXT: ^bb1(%8: index):  // pred: ^bb0
// MEMREF-NEXT: %9 = arith.muli %8, %8 : index
// MEMREF-NEXT: %10 = call @g(%9) : (index) -> index
// MEMREF-NEXT: return %10 : index
// MEMREF-NEXT: }
// MEMREF-NEXT: func.func private @g(index) -> index
// MEMREF-NEXT: }

// INDEX: func.func @f(%arg0: index, %arg1: i32, %arg2: memref<4xf32>) -> index {
// INDEX-NEXT: %0 = arith.addi %arg0, %arg0 : index
// INDEX-NEXT: %1 = arith.index_cast %arg1 : i32 to index
// INDEX-NEXT: %2 = arith.addi %0, %1 : index
// INDEX-NEXT: %3 = memref.load %arg2[%2] : memref<4xf32>
// INDEX-NEXT: cf.br ^bb1(%2 : index)
// INDEX-NEXT: ^bb1(%4: index):  // pred: ^bb0
// INDEX-NEXT: %5 = arith.muli %4, %4 : index
// INDEX-NEXT: %6 = call @g(%5) : (index) -> index
// INDEX-NEXT: return %6 : index
// INDEX-NEXT: }
// INDEX-NEXT: func.func private @g(index) -> index
// INDEX-NEXT: }

// ALL: llvm.func @f(%arg0: i64, %arg1: i32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> i64 {
// ALL-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %6 = llvm.add %arg0, %arg0 : i64
// ALL-NEXT: %7 = llvm.sext %arg1 : i32 to i64
// ALL-NEXT: %8 = llvm.add %6, %7 : i64
// ALL-NEXT: %9 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT: %10 = llvm.getelementptr inbounds|nuw %9[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALL-NEXT: %11 = llvm.load %10 : !llvm.ptr -> f32
// ALL-NEXT: llvm.br ^bb1(%8 : i64)
// ALL-NEXT: ^bb1(%12: i64):  // pred: ^bb0
// ALL-NEXT: %13 = llvm.mul %12, %12 : i64
// ALL-NEXT: %14 = llvm.call @g(%13) : (i64) -> i64
// ALL-NEXT: llvm.return %14 : i64
// ALL-NEXT: }
// ALL-NEXT: llvm.func @g(i64) -> i64 attributes {sym_visibility = "private"}
// ALL-NEXT: }
