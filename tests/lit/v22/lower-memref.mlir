// --to-llvm-dialect and --to-llvm as MLIR 22 lower and translate (text
// checked equal to mlir-opt-22 <pipeline> | mlir-translate-22, 22.1.8):
// poison descriptors, inbounds|nuw GEPs and overflow<nsw, nuw> index
// arithmetic for load/store, malloc sizes folded with the data layout.
// 19 keeps undef, plain GEPs and the unfolded size.
// RUN: %xlate --llvm-version=22 --to-llvm-dialect %s | FileCheck %s --check-prefix=MLIR
// RUN: %xlate --llvm-version=22 --to-llvm %s | FileCheck %s --check-prefix=LL
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=LL19
// What xlate lowers for 22 is what mlir-translate-22 translates the same way:
// RUN: %if llvm22 %{ %xlate --llvm-version=22 --to-llvm-dialect %s | %mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=LL %}
// and xlate reads mlir-opt-22's text (inbounds|nuw) back:
// RUN: %xlate --llvm-version=22 --to-llvm-dialect %s | %xlate --llvm-version=22 --to-llvm - | FileCheck %s --check-prefix=LL

// MLIR: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MLIR: %10 = llvm.mul %arg7, %9 overflow<nsw, nuw> : i64
// MLIR-NEXT: %11 = llvm.add %10, %arg8 overflow<nsw, nuw> : i64
// MLIR-NEXT: %12 = llvm.getelementptr inbounds|nuw %8[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LL: %19 = mul nuw nsw i64 %7, 8
// LL-NEXT: %20 = add nuw nsw i64 %19, %8
// LL-NEXT: %21 = getelementptr inbounds nuw float, ptr %18, i64 %20
// LL: store float %9, ptr %26, align 4
// LL: %1 = call ptr @malloc(i64 128)
// LL-NEXT: %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
// LL19: insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
// LL19: %19 = mul i64 %7, 8
// LL19-NEXT: %20 = add i64 %19, %8
// LL19-NEXT: %21 = getelementptr float, ptr %18, i64 %20
// LL19: call ptr @malloc(i64 ptrtoint (ptr getelementptr (float, ptr null, i64 32) to i64))
func.func @f(%m: memref<?x8xf32>, %i: index, %j: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<?x8xf32>
  memref.store %v, %m[%j, %i] : memref<?x8xf32>
  return %0 : f32
}
func.func @g() -> memref<4x8xf32> {
  %0 = memref.alloc() : memref<4x8xf32>
  return %0 : memref<4x8xf32>
}
