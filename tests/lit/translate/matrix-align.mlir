// The matrix intrinsics' pointer argument carries `align A`, A the ABI
// alignment of the matrix's element type under LLVM's default data layout
// (f64 8, i64 4, i8 1), as mlir-translate-19 and -22 write it (IRBuilder's
// MatrixBuilder); an import takes it and keeps nothing of it, as
// mlir-translate does.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null
// RUN: %xlate --to-llvm %s | %xlate --import-llvm - 2>&1 | FileCheck %s --check-prefix=BACK

// CHECK: call <6 x double> @llvm.matrix.column.major.load.v6f64.i64(ptr align 8 %0, i64 %1, i1 false, i32 3, i32 2)
// CHECK: call void @llvm.matrix.column.major.store.v6f64.i64(<6 x double> %3, ptr align 8 %0, i64 %1, i1 true, i32 3, i32 2)
// CHECK: call <6 x i64> @llvm.matrix.column.major.load.v6i64.i64(ptr align 4 %0, i64 %1, i1 false, i32 3, i32 2)
// CHECK: call <6 x i8> @llvm.matrix.column.major.load.v6i8.i64(ptr align 1 %0, i64 %1, i1 false, i32 3, i32 2)
// CHECK: declare <6 x double> @llvm.matrix.column.major.load.v6f64.i64(ptr {{nocapture|captures\(none\)}}, i64, i1 immarg, i32 immarg, i32 immarg) #0
// BACK-NOT: warning:
// BACK: llvm.intr.matrix.column.major.load %arg0, <stride = %arg1> {columns = 2 : i32, isVolatile = false, rows = 3 : i32} : vector<6xf64> from !llvm.ptr stride i64
// BACK: llvm.intr.matrix.column.major.store
// BACK-NOT: llvm.call
llvm.func @matrix(%ptr: !llvm.ptr, %stride: i64) -> vector<6 x f64> {
  %0 = llvm.intr.matrix.column.major.load %ptr, <stride=%stride>
    { isVolatile = 0: i1, rows = 3: i32, columns = 2: i32} :
    vector<6 x f64> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %0, %ptr, <stride=%stride>
    { isVolatile = 1: i1, rows = 3: i32, columns = 2: i32} :
    vector<6 x f64> to !llvm.ptr stride i64
  %1 = llvm.intr.matrix.column.major.load %ptr, <stride=%stride>
    { isVolatile = 0: i1, rows = 3: i32, columns = 2: i32} :
    vector<6 x i64> from !llvm.ptr stride i64
  %2 = llvm.intr.matrix.column.major.load %ptr, <stride=%stride>
    { isVolatile = 0: i1, rows = 3: i32, columns = 2: i32} :
    vector<6 x i8> from !llvm.ptr stride i64
  llvm.return %0 : vector<6 x f64>
}
