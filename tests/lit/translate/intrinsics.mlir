// llvm.intr.* ops become calls of intrinsics with mangled names and
// immediate arguments from attributes; each intrinsic is declared once (and
// LLVM gives the declarations their attributes when it reads them).
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as | llvm-dis | FileCheck %s --check-prefix=DIS

llvm.func @intrinsics(%a: i32, %f: f32, %p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %v: vector<4xf32>, %m: vector<4xi1>) {
  %0 = llvm.intr.smax(%a, %a) : (i32, i32) -> i32
  %1 = llvm.intr.sin(%f) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
  %2 = llvm.intr.powi(%f, %a) : (f32, i32) -> f32
  %3 = "llvm.intr.ctlz"(%a) <{is_zero_poison = true}> : (i32) -> i32
  %4 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %c0 = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%p, %c0, %n) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
  %5 = llvm.intr.fma(%v, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %6 = "llvm.intr.uadd.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %7 = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %8 = "llvm.intr.vector.reduce.fadd"(%f, %v) : (f32, vector<4xf32>) -> f32
  llvm.intr.lifetime.start 8, %p : !llvm.ptr
  %9 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %9 : !llvm.ptr
  %10 = llvm.call_intrinsic "llvm.umin.i32"(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// CHECK-LABEL: define void @intrinsics(i32 %0, float %1, ptr %2, ptr %3, i64 %4, <4 x float> %5, <4 x i1> %6) {
// CHECK-NEXT: %8 = call i32 @llvm.smax.i32(i32 %0, i32 %0)
// CHECK-NEXT: %9 = call afn float @llvm.sin.f32(float %1)
// CHECK-NEXT: %10 = call float @llvm.powi.f32.i32(float %1, i32 %0)
// CHECK-NEXT: %11 = call i32 @llvm.ctlz.i32(i32 %0, i1 true)
// CHECK-NEXT: %12 = call i32 @llvm.abs.i32(i32 %0, i1 false)
// CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %2, ptr %3, i64 %4, i1 false)
// CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %2, i8 0, i64 %4, i1 true)
// CHECK-NEXT: %13 = call <4 x float> @llvm.fma.v4f32(<4 x float> %5, <4 x float> %5, <4 x float> %5)
// CHECK-NEXT: %14 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %0)
// CHECK-NEXT: %15 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %2, i32 4, <4 x i1> %6, <4 x float> %5)
// CHECK-NEXT: %16 = call float @llvm.vector.reduce.fadd.v4f32(float %1, <4 x float> %5)
// CHECK-NEXT: call void @llvm.lifetime.start.p0(i64 8, ptr %2)
// CHECK-NEXT: %17 = call ptr @llvm.stacksave.p0()
// CHECK-NEXT: call void @llvm.stackrestore.p0(ptr %17)
// CHECK-NEXT: %18 = call i32 @llvm.umin.i32(i32 %0, i32 %0)
// CHECK-NEXT: ret void
// DIS-DAG: declare i32 @llvm.smax.i32(i32, i32)
// DIS-DAG: declare float @llvm.sin.f32(float)
// DIS-DAG: declare float @llvm.powi.f32.i32(float, i32)
// DIS-DAG: declare i32 @llvm.ctlz.i32(i32, i1 immarg)
// DIS-DAG: declare i32 @llvm.abs.i32(i32, i1 immarg)
// DIS-DAG: declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
// DIS-DAG: declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)
// DIS-DAG: declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
// DIS-DAG: declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
// DIS-DAG: declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>)
// DIS-DAG: declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
// DIS-DAG: declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
// DIS-DAG: declare ptr @llvm.stacksave.p0()
// DIS-DAG: declare void @llvm.stackrestore.p0(ptr)
// DIS-DAG: declare i32 @llvm.umin.i32(i32, i32)
