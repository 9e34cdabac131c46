// The lowered index type: i64 by default, --index-bitwidth=N, or the index
// entry of a dlti.dl_spec data layout on the module.
// RUN: %xlate --llvm-version=19 --to-llvm-dialect --index-bitwidth=16 %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %S/Inputs/index-dl-spec.mlir | FileCheck %s --check-prefix=DL
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %s | FileCheck %s --check-prefix=I64

// I64: llvm.func @f(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> i64

func.func @f(%a: index, %m: memref<?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = arith.addi %a, %c1 : index
  %d = memref.dim %m, %c1 : memref<?xf32>
  %1 = arith.muli %0, %d : index
  return %1 : index
}

// CHECK-LABEL: llvm.func @f(%arg0: i16, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i16, %arg4: i16, %arg5: i16) -> i16 {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i16, array<1 x i16>, array<1 x i16>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i16, array<1 x i16>, array<1 x i16>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i16, array<1 x i16>, array<1 x i16>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i16, array<1 x i16>, array<1 x i16>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i16, array<1 x i16>, array<1 x i16>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i16, array<1 x i16>, array<1 x i16>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i16
// CHECK-NEXT: %7 = llvm.add %arg0, %6 : i16
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i16
// CHECK-NEXT: %9 = llvm.extractvalue %5[3] : !llvm.struct<(ptr, ptr, i16, array<1 x i16>, array<1 x i16>)>
// CHECK-NEXT: %10 = llvm.alloca %8 x !llvm.array<1 x i16> : (i16) -> !llvm.ptr
// CHECK-NEXT: llvm.store %9, %10 : !llvm.array<1 x i16>, !llvm.ptr
// CHECK-NEXT: %11 = llvm.getelementptr %10[0, %6] : (!llvm.ptr, i16) -> !llvm.ptr, !llvm.array<1 x i16>
// CHECK-NEXT: %12 = llvm.load %11 : !llvm.ptr -> i16
// CHECK-NEXT: %13 = llvm.mul %7, %12 : i16
// CHECK-NEXT: llvm.return %13 : i16

// DL-LABEL: llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
// DL-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DL-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DL-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DL-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DL-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DL-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DL-NEXT: %6 = llvm.mlir.constant(1 : index) : i32
// DL-NEXT: %7 = llvm.add %arg0, %6 : i32
// DL-NEXT: %8 = llvm.mlir.constant(1 : index) : i32
// DL-NEXT: %9 = llvm.extractvalue %5[3] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// DL-NEXT: %10 = llvm.alloca %8 x !llvm.array<1 x i32> : (i32) -> !llvm.ptr
// DL-NEXT: llvm.store %9, %10 : !llvm.array<1 x i32>, !llvm.ptr
// DL-NEXT: %11 = llvm.getelementptr %10[0, %6] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<1 x i32>
// DL-NEXT: %12 = llvm.load %11 : !llvm.ptr -> i32
// DL-NEXT: %13 = llvm.mul %7, %12 : i32
// DL-NEXT: llvm.return %13 : i32
