// The bare pointer calling convention (spec 001 "Bare pointer calling
// convention for ranked MemRef"): a static memref is passed as its aligned
// pointer and rebuilt from static sizes and strides.
// RUN: %xlate --llvm-version=19 --to-llvm-dialect --use-bare-ptr-memref-call-conv %s | FileCheck %s
// RUN: not %xlate --llvm-version=19 --to-llvm-dialect --use-bare-ptr-memref-call-conv %S/Inputs/bare-ptr-unranked.mlir 2>&1 | FileCheck %s --check-prefix=ERR

func.func private @callee(memref<2x4xf32>)
func.func @caller(%0 : memref<2x4xf32>) {
  call @callee(%0) : (memref<2x4xf32>) -> ()
  return
}

// CHECK-LABEL: llvm.func @callee(!llvm.ptr) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @caller(%arg0: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @callee(%13) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// ERR: error: failed to legalize operation 'func.func': unranked memrefs are not supported by the bare pointer calling convention
