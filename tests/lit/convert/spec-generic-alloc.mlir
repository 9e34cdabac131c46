// Generic allocation functions (spec 001 "Generic allocation and
// deallocation functions"): --use-generic-functions calls
// _mlir_memref_to_llvm_alloc/_free instead of malloc/free.
// RUN: %xlate --llvm-version=19 --to-llvm-dialect --use-generic-functions %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %s | FileCheck %s --check-prefix=LIBC

func.func @alloc_dealloc(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
}

// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// CHECK-LABEL: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @alloc_dealloc(%arg0: i64) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %2 = llvm.getelementptr %1[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
// CHECK-NEXT: %4 = llvm.call @_mlir_memref_to_llvm_alloc(%3) : (i64) -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg0, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %0, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @_mlir_memref_to_llvm_free(%12) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return

// LIBC-LABEL: llvm.func @free(!llvm.ptr)
// LIBC-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// LIBC-LABEL: llvm.func @alloc_dealloc(%arg0: i64) {
// LIBC-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// LIBC-NEXT: %1 = llvm.mlir.zero : !llvm.ptr
// LIBC-NEXT: %2 = llvm.getelementptr %1[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LIBC-NEXT: %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
// LIBC-NEXT: %4 = llvm.call @malloc(%3) : (i64) -> !llvm.ptr
// LIBC-NEXT: %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LIBC-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LIBC-NEXT: %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LIBC-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// LIBC-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LIBC-NEXT: %10 = llvm.insertvalue %arg0, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LIBC-NEXT: %11 = llvm.insertvalue %0, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LIBC-NEXT: %12 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LIBC-NEXT: llvm.call @free(%12) : (!llvm.ptr) -> ()
// LIBC-NEXT: llvm.return
