// The default calling convention for ranked and unranked memrefs (spec 001
// "Default calling convention for ranked MemRef" / "... unranked MemRef",
// 000/004 "Calling Convention for memref"): arguments are expanded into the
// descriptor's fields and the descriptor is rebuilt in the entry block;
// calls unpack it.
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %s | FileCheck %s

func.func private @use(memref<?xf32>)
func.func private @use_unranked(memref<*xf32>)
func.func private @get() -> memref<?xf32>
func.func private @get_unranked() -> memref<*xf32>

func.func @foo(%arg0: memref<?xf32>) -> () {
  call @use(%arg0) : (memref<?xf32>) -> ()
  return
}

func.func @bar() {
  %0 = call @get() : () -> (memref<?xf32>)
  call @foo(%0) : (memref<?xf32>) -> ()
  return
}

func.func @foo_unranked(%arg0: memref<*xf32>) -> () {
  call @use_unranked(%arg0) : (memref<*xf32>) -> ()
  return
}

func.func @bar_unranked() {
  %0 = call @get_unranked() : () -> (memref<*xf32>)
  call @foo_unranked(%0) : (memref<*xf32>) -> ()
  return
}

// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @use(!llvm.ptr, !llvm.ptr, i64, i64, i64) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @use_unranked(i64, !llvm.ptr) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @get() -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @get_unranked() -> !llvm.struct<(i64, ptr)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @foo(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @use(%6, %7, %8, %9, %10) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @bar() {
// CHECK-NEXT: %0 = llvm.call @get() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @foo(%1, %2, %3, %4, %5) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @foo_unranked(%arg0: i64, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.call @use_unranked(%3, %4) : (i64, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @bar_unranked() {
// CHECK-NEXT: %0 = llvm.call @get_unranked() : () -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %5 = llvm.mul %2, %4 : i64
// CHECK-NEXT: %6 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.mul %2, %6 : i64
// CHECK-NEXT: %8 = llvm.add %7, %1 : i64
// CHECK-NEXT: %9 = llvm.mul %8, %3 : i64
// CHECK-NEXT: %10 = llvm.add %5, %9 : i64
// CHECK-NEXT: %11 = llvm.alloca %10 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %12 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%11, %12, %10) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%12) : (!llvm.ptr) -> ()
// CHECK-NEXT: %13 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %14 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %16 = llvm.insertvalue %11, %15[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = llvm.extractvalue %16[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %18 = llvm.extractvalue %16[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.call @foo_unranked(%17, %18) : (i64, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
