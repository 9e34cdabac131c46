; LLVM 19's masked intrinsics: the alignment an i32 argument (import-22/masked-align.ll)
define void @f(ptr %p, <4 x i1> %m, <4 x float> %v, <4 x ptr> %ps) {
  %1 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %p, i32 16, <4 x i1> %m, <4 x float> %v)
  call void @llvm.masked.store.v4f32.p0(<4 x float> %1, ptr %p, i32 4, <4 x i1> %m)
  %2 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> %ps, i32 2, <4 x i1> %m, <4 x float> %v)
  call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> %2, <4 x ptr> %ps, i32 32, <4 x i1> %m)
  ret void
}
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr, i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr, i32, <4 x i1>)
declare <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.scatter.v4f32.v4p0(<4 x float>, <4 x ptr>, i32, <4 x i1>)
