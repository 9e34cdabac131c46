// The alignment of the masked intrinsics (llvm.intr.masked.load, store,
// gather, scatter): an `align N` parameter attribute on the pointer
// argument at 22 (as mlir-translate-22 and clang-22 write it; the i32
// argument is only upgraded by llvm-as-22), the i32 argument after the
// pointer at 19.  Each release's declaration follows its calls.  A
// nontemporal masked load is !nontemporal at 22 (MLIR 22's op holds it),
// nothing at 19 (as mlir-translate-19).
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm %s | llvm-as-22 | llvm-dis-22 | FileCheck %s --check-prefix=DIS
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=V19
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null
// RUN: %xlate --to-llvm %s | FileCheck %s --check-prefix=NT
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=NT19

llvm.func @m(%p: !llvm.ptr, %m: vector<4xi1>, %pt: vector<4xf32>, %ps: vector<4x!llvm.ptr>) {
  %0 = llvm.intr.masked.load %p, %m, %pt {alignment = 16 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %1 = llvm.intr.masked.load %p, %m {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  llvm.intr.masked.store %0, %p, %m {alignment = 8 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %2 = llvm.intr.masked.gather %ps, %m, %pt {alignment = 2 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.scatter %2, %ps, %m {alignment = 1 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
  llvm.return
}

// CHECK:      %5 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 16 %0, <4 x i1> %1, <4 x float> %2)
// CHECK-NEXT: %6 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %0, <4 x i1> %1, <4 x float> poison)
// CHECK-NEXT: call void @llvm.masked.store.v4f32.p0(<4 x float> %5, ptr align 8 %0, <4 x i1> %1)
// CHECK-NEXT: %7 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> align 2 %3, <4 x i1> %1, <4 x float> %2)
// CHECK-NEXT: call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> %7, <4 x ptr> align 1 %3, <4 x i1> %1)
// CHECK:      declare <4 x float> @llvm.masked.load.v4f32.p0(ptr captures(none), <4 x i1>, <4 x float>) #0
// CHECK:      declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr captures(none), <4 x i1>) #1
// CHECK:      declare <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr>, <4 x i1>, <4 x float>) #2
// CHECK:      declare void @llvm.masked.scatter.v4f32.v4p0(<4 x float>, <4 x ptr>, <4 x i1>) #3
// CHECK:      attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
// CHECK-NEXT: attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
// CHECK-NEXT: attributes #3 = { nocallback nofree nosync nounwind willreturn memory(write) }

// DIS:      call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 16 %0, <4 x i1> %1, <4 x float> %2)
// DIS:      call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> %7, <4 x ptr> align 1 %3, <4 x i1> %1)

// V19:      %5 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %0, i32 16, <4 x i1> %1, <4 x float> %2)
// V19-NEXT: %6 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %0, i32 4, <4 x i1> %1, <4 x float> poison)
// V19-NEXT: call void @llvm.masked.store.v4f32.p0(<4 x float> %5, ptr %0, i32 8, <4 x i1> %1)
// V19-NEXT: %7 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> %3, i32 2, <4 x i1> %1, <4 x float> %2)
// V19-NEXT: call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> %7, <4 x ptr> %3, i32 1, <4 x i1> %1)
// V19:      declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #0

// NT:          define <4 x float> @nt(
// NT:          call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %0, <4 x i1> %1, <4 x float> %2), !nontemporal ![[NT:[0-9]+]]
// NT:          ![[NT]] = !{i32 1}
// NT19:        define <4 x float> @nt(
// NT19:        call <4 x float> @llvm.masked.load.v4f32.p0(ptr %0, i32 4, <4 x i1> %1, <4 x float> %2){{$}}
llvm.func @nt(%p: !llvm.ptr, %m: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %0 = llvm.intr.masked.load %p, %m, %pt {alignment = 4 : i32, nontemporal} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}
