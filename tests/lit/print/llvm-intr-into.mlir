// The custom forms of vector.insert %src, %dst[pos] : S into R,
// vector.extract %src[pos] : R from S, matrix.transpose %m attrs : T into R
// and matrix.multiply %a, %b attrs : (T, U) -> R, and llvm.mlir.none : T:
// xlate read them only in generic form ("expected operation, found
// 'into'") and printed them so.  Upstream Target/LLVMIR/
// llvmir-intrinsics.mlir's vector_insert_extract and matrix_intrinsics.
// The CHECK lines are mlir-opt-22's output (the same as mlir-opt-19's);
// it reads back; the .ll is mlir-translate-22's.
// RUN: %xlate-opt %s | FileCheck %s
// RUN: %xlate-opt %s | %xlate-opt | FileCheck %s
// RUN: %xlate-opt --llvm-version=19 %s | FileCheck %s
// RUN: %xlate-opt --mlir-print-op-generic %s | %xlate-opt | FileCheck %s
// RUN: %if llvm22 %{ %mlir-opt-22 %s | FileCheck %s %}
// RUN: %xlate-opt --llvm-version=19 %s | mlir-opt | FileCheck %s
// RUN: %xlate-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=LL
// RUN: %if llvm22 %{ %mlir-translate-22 --mlir-to-llvmir %s | FileCheck %s --check-prefix=LL %}

// CHECK:      %0 = llvm.mlir.none : !llvm.token
// CHECK-NEXT: %1 = llvm.intr.matrix.transpose %arg0 {columns = 16 : i32, rows = 3 : i32} : vector<48xf32> into vector<48xf32>
// CHECK-NEXT: %2 = llvm.intr.matrix.multiply %arg0, %arg0 {lhs_columns = 12 : i32, lhs_rows = 4 : i32, rhs_columns = 4 : i32} : (vector<48xf32>, vector<48xf32>) -> vector<16xf32>
// CHECK-NEXT: %3 = llvm.intr.vector.insert %arg1, %arg2[0] : vector<8xi32> into vector<[4]xi32>
// CHECK-NEXT: %4 = llvm.intr.vector.insert %arg1, %arg1[0] {a} : vector<8xi32> into vector<8xi32>
// CHECK-NEXT: %5 = llvm.intr.vector.extract %arg2[8] : vector<8xi32> from vector<[4]xi32>
// CHECK-NEXT: %6 = llvm.intr.coro.suspend %0, %arg3 : i8

// LL:      %5 = call <48 x float> @llvm.matrix.transpose.v48f32(<48 x float> %0, i32 3, i32 16)
// LL-NEXT: %6 = call <16 x float> @llvm.matrix.multiply.v16f32.v48f32.v48f32(<48 x float> %0, <48 x float> %0, i32 4, i32 12, i32 4)
// LL-NEXT: %7 = call <vscale x 4 x i32> @llvm.vector.insert.nxv4i32.v8i32(<vscale x 4 x i32> %2, <8 x i32> %1, i64 0)
// LL-NEXT: %8 = call <8 x i32> @llvm.vector.insert.v8i32.v8i32(<8 x i32> %1, <8 x i32> %1, i64 0)
// LL-NEXT: %9 = call <8 x i32> @llvm.vector.extract.v8i32.nxv4i32(<vscale x 4 x i32> %2, i64 8)
// LL-NEXT: %10 = call i8 @llvm.coro.suspend(token none, i1 %3)
llvm.func @f(%v: vector<48xf32>, %w: vector<8xi32>, %sv: vector<[4]xi32>, %b: i1) {
  %t = llvm.mlir.none : !llvm.token
  %0 = llvm.intr.matrix.transpose %v { rows = 3: i32, columns = 16: i32} : vector<48 x f32> into vector<48 x f32>
  %1 = llvm.intr.matrix.multiply %v, %v {lhs_rows = 4 : i32, lhs_columns = 12 : i32, rhs_columns = 4 : i32} : (vector<48xf32>, vector<48xf32>) -> vector<16xf32>
  %2 = llvm.intr.vector.insert %w, %sv[0] : vector<8xi32> into vector<[4]xi32>
  %3 = llvm.intr.vector.insert %w, %w[0] {a} : vector<8xi32> into vector<8xi32>
  %4 = llvm.intr.vector.extract %sv[8] : vector<8xi32> from vector<[4]xi32>
  %5 = llvm.intr.coro.suspend %t, %b : i8
  llvm.return
}
