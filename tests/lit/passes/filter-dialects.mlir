// convert-to-llvm with filter-dialects lowers only the dialects named.
// RUN: %xlate --convert-to-llvm=filter-dialects=arith,cf %s | FileCheck %s --check-prefix=AC
// RUN: %xlate --convert-to-llvm=filter-dialects=memref %s | FileCheck %s --check-prefix=MEM
// RUN: %if llvm22 %{ %xlate --convert-to-llvm=filter-dialects=arith,cf %s > %t.x && %mlir-opt-22 --convert-to-llvm=filter-dialects=arith,cf %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate --convert-to-llvm=filter-dialects=memref %s > %t.x && %mlir-opt-22 --convert-to-llvm=filter-dialects=memref %s > %t.r && diff %t.r %t.x %}

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

// AC: func.func @f(%arg0: index, %arg1: i32, %arg2: memref<4xf32>) -> index {
// AC-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// AC-NEXT: %1 = llvm.add %0, %0 : i64
// AC-NEXT: %2 = llvm.sext %arg1 : i32 to i64
// AC-NEXT: %3 = llvm.add %1, %2 : i64
// AC-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// AC-NEXT: %5 = memref.load %arg2[%4] : memref<4xf32>
// AC-NEXT: llvm.br ^bb1(%3 : i64)
// AC-NEXT: ^bb1(%6: i64):  // pred: ^bb0
// AC-NEXT: %7 = llvm.mul %6, %6 : i64
// AC-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// AC-NEXT: %9 = call @g(%8) : (index) -> index
// AC-NEXT: return %9 : index
// AC-NEXT: }
// AC-NEXT: func.func private @g(index) -> index
// AC-NEXT: }

// MEM: func.func @f(%arg0: index, %arg1: i32, %arg2: memref<4xf32>) -> index {
// MEM-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEM-NEXT: %1 = arith.addi %arg0, %arg0 : index
// MEM-NEXT: %2 = arith.index_cast %arg1 : i32 to index
// MEM-NEXT: %3 = arith.addi %1, %2 : index
// MEM-NEXT: %4 = builtin.unrealized_conversion_cast %3 : index to i64
// MEM-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEM-NEXT: %6 = llvm.getelementptr inbounds|nuw %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// MEM-NEXT: %7 = llvm.load %6 : !llvm.ptr -> f32
// MEM-NEXT: cf.br ^bb1(%3 : index)
// MEM-NEXT: ^bb1(%8: index):  // pred: ^bb0
// MEM-NEXT: %9 = arith.muli %8, %8 : index
// MEM-NEXT: %10 = call @g(%9) : (index) -> index
// MEM-NEXT: return %10 : index
// MEM-NEXT: }
// MEM-NEXT: func.func private @g(index) -> index
// MEM-NEXT: }
