// convert-func-to-llvm with the bare pointer convention leaves the functions
// (and their calls, returns) it cannot convert: unranked memrefs, memrefs of
// dynamic shape, tensors.
// RUN: %xlate --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 %s | FileCheck %s --check-prefix=BARE
// RUN: %if llvm22 %{ %xlate --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 %s > %t.x && %mlir-opt-22 --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 %s > %t.r && diff %t.r %t.x %}

func.func private @hoo(memref<*xi8>) -> memref<*xi8>
func.func @check_unranked_memref_func_call(%in: memref<*xi8>) -> memref<*xi8> {
  %res = call @hoo(%in) : (memref<*xi8>) -> memref<*xi8>
  return %res : memref<*xi8>
}
func.func @check_return(%in : memref<?xi8>) -> memref<?xi8> {
  return %in : memref<?xi8>
}
func.func private @foo(memref<10xi8>) -> memref<20xi8>
func.func @check_memref_func_call(%in : memref<10xi8>) -> memref<20xi8> {
  %res = call @foo(%in) : (memref<10xi8>) -> (memref<20xi8>)
  return %res : memref<20xi8>
}
func.func private @t() -> tensor<4xf32>

// BARE: func.func private @hoo(memref<*xi8>) -> memref<*xi8>
// BARE-NEXT: func.func @check_unranked_memref_func_call(%arg0: memref<*xi8>) -> memref<*xi8> {
// BARE-NEXT: %0 = call @hoo(%arg0) : (memref<*xi8>) -> memref<*xi8>
// BARE-NEXT: return %0 : memref<*xi8>
// BARE-NEXT: }
// BARE-NEXT: func.func @check_return(%arg0: memref<?xi8>) -> memref<?xi8> {
// BARE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: llvm.return %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: }
// BARE-NEXT: llvm.func @foo(!llvm.ptr) -> !llvm.ptr attributes {sym_visibility = "private"}
// BARE-NEXT: llvm.func @check_memref_func_call(%arg0: !llvm.ptr) -> !llvm.ptr {
// BARE-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// BARE-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %5 = llvm.mlir.constant(10 : index) : i64
// BARE-NEXT: %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// BARE-NEXT: %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %9 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %10 = llvm.call @foo(%9) : (!llvm.ptr) -> !llvm.ptr
// BARE-NEXT: %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// BARE-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %16 = llvm.mlir.constant(20 : index) : i64
// BARE-NEXT: %17 = llvm.insertvalue %16, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %18 = llvm.mlir.constant(1 : index) : i64
// BARE-NEXT: %19 = llvm.insertvalue %18, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %20 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: llvm.return %20 : !llvm.ptr
// BARE-NEXT: }
// BARE-NEXT: func.func private @t() -> tensor<4xf32>
// BARE-NEXT: }
