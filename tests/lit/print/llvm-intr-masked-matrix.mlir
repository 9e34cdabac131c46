// The custom forms of llvm.intr.masked.load/gather/store/scatter (MLIR 19
// and 22 print them so) and of llvm.intr.matrix.column.major.load/store
// (<stride = %s>, from/to ... stride T): read, printed back, and translated
// to the intrinsic calls (the matrix ones' immediates from isVolatile, rows,
// columns; the masked ones' alignment `ptr align N` at 22, `i32 N` at 19;
// the matrix ones' pointer `align A`, A the ABI alignment of the element
// type, as IRBuilder writes it at 19 and 22, and read back without a
// warning).
// RUN: %xlate-opt %s | FileCheck %s
// RUN: %xlate-opt %s | %xlate-opt | FileCheck %s
// RUN: %xlate-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=V19
// RUN: %xlate-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=LL
// RUN: %xlate-translate --llvm-version=19 --mlir-to-llvmir %s | FileCheck %s --check-prefix=LL19
// RUN: %xlate-translate --mlir-to-llvmir %s | %xlate --import-llvm - 2>/dev/null | FileCheck %s --check-prefix=BACK
// RUN: %xlate-translate --mlir-to-llvmir %s | %xlate --import-llvm - 2>&1 >/dev/null | count 0

// CHECK-LABEL: llvm.func @masked
// CHECK: %0 = llvm.intr.masked.load %arg0, %arg1 {alignment = 1 : i32} : (!llvm.ptr, vector<7xi1>) -> vector<7xf32>
// CHECK: %1 = llvm.intr.masked.load %arg0, %arg1, %arg2 {alignment = 4 : i32} : (!llvm.ptr, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
// CHECK: %2 = llvm.intr.masked.gather %arg3, %arg1 {alignment = 1 : i32} : (vector<7x!llvm.ptr>, vector<7xi1>) -> vector<7xf32>
// CHECK: llvm.intr.masked.store %arg2, %arg0, %arg1 {alignment = 1 : i32} : vector<7xf32>, vector<7xi1> into !llvm.ptr
// CHECK: llvm.intr.masked.scatter %arg2, %arg3, %arg1 {alignment = 2 : i32} : vector<7xf32>, vector<7xi1> into vector<7x!llvm.ptr>
// V19: llvm.intr.masked.load %arg0, %arg1, %arg2 {alignment = 4 : i32} : (!llvm.ptr, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
// V19: llvm.intr.masked.store %arg2, %arg0, %arg1 {alignment = 1 : i32} : vector<7xf32>, vector<7xi1> into !llvm.ptr
// GEN: "llvm.intr.masked.store"(%{{.*}}, %{{.*}}, %{{.*}}) <{alignment = 1 : i32}> : (vector<7xf32>, !llvm.ptr, vector<7xi1>) -> ()
// LL: call void @llvm.masked.store.v7f32.p0(<7 x float> %2, ptr align 1 %0, <7 x i1> %1)
// LL: call void @llvm.masked.scatter.v7f32.v7p0(<7 x float> %2, <7 x ptr> align 2 %3, <7 x i1> %1)
// LL19: call void @llvm.masked.store.v7f32.p0(<7 x float> %2, ptr %0, i32 1, <7 x i1> %1)
// LL19: call void @llvm.masked.scatter.v7f32.v7p0(<7 x float> %2, <7 x ptr> %3, i32 2, <7 x i1> %1)
llvm.func @masked(%p: !llvm.ptr, %m: vector<7xi1>, %v: vector<7xf32>, %M: vector<7x!llvm.ptr>) {
  %0 = llvm.intr.masked.load %p, %m { alignment = 1: i32} : (!llvm.ptr, vector<7xi1>) -> vector<7xf32>
  %1 = llvm.intr.masked.load %p, %m, %v { alignment = 4: i32} : (!llvm.ptr, vector<7xi1>, vector<7xf32>) -> vector<7xf32>
  %2 = llvm.intr.masked.gather %M, %m { alignment = 1: i32} : (vector<7x!llvm.ptr>, vector<7xi1>) -> vector<7xf32>
  llvm.intr.masked.store %v, %p, %m { alignment = 1: i32} : vector<7xf32>, vector<7xi1> into !llvm.ptr
  llvm.intr.masked.scatter %v, %M, %m { alignment = 2: i32} : vector<7xf32>, vector<7xi1> into vector<7x!llvm.ptr>
  llvm.return
}

// CHECK-LABEL: llvm.func @matrix
// CHECK: %0 = llvm.intr.matrix.column.major.load %arg0, <stride = %arg1> {columns = 16 : i32, isVolatile = false, rows = 3 : i32} : vector<48xf32> from !llvm.ptr stride i64
// CHECK: llvm.intr.matrix.column.major.store %0, %arg0, <stride = %arg1> {columns = 16 : i32, isVolatile = true, rows = 3 : i32} : vector<48xf32> to !llvm.ptr stride i64
// GEN: "llvm.intr.matrix.column.major.load"(%arg0, %arg1) <{columns = 16 : i32, isVolatile = false, rows = 3 : i32}> : (!llvm.ptr, i64) -> vector<48xf32>
// LL: call <48 x float> @llvm.matrix.column.major.load.v48f32.i64(ptr align 4 %0, i64 %1, i1 false, i32 3, i32 16)
// LL: call void @llvm.matrix.column.major.store.v48f32.i64(<48 x float> %3, ptr align 4 %0, i64 %1, i1 true, i32 3, i32 16)
// LL19: call <48 x float> @llvm.matrix.column.major.load.v48f32.i64(ptr align 4 %0, i64 %1, i1 false, i32 3, i32 16)
// LL: declare <48 x float> @llvm.matrix.column.major.load.v48f32.i64(ptr captures(none), i64, i1 immarg, i32 immarg, i32 immarg) #0
// BACK: llvm.intr.matrix.column.major.load %arg0, <stride = %arg1> {columns = 16 : i32, isVolatile = false, rows = 3 : i32} : vector<48xf32> from !llvm.ptr stride i64
// BACK: llvm.intr.matrix.column.major.store %{{.*}}, %arg0, <stride = %arg1> {columns = 16 : i32, isVolatile = true, rows = 3 : i32} : vector<48xf32> to !llvm.ptr stride i64
llvm.func @matrix(%ptr: !llvm.ptr, %stride: i64) -> vector<48 x f32> {
  %0 = llvm.intr.matrix.column.major.load %ptr, <stride=%stride>
    { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32} :
    vector<48 x f32> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %0, %ptr, <stride=%stride>
    { isVolatile = 1: i1, rows = 3: i32, columns = 16: i32} :
    vector<48 x f32> to !llvm.ptr stride i64
  llvm.return %0 : vector<48 x f32>
}
