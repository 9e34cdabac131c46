; RUN: %xlate --import-llvm %s | FileCheck %s
; A call of a changed intrinsic with as many arguments as the older form
; of another has (two, as lifetime.start had) is not that older form: the
; import read the masked.store row's four arguments out of a two-element
; list (an import campaign finding at f39bbac: UBSan, then SIGSEGV).  It
; is a call of the declared function, as any other that fits no row.
; CHECK: llvm.func @f
; CHECK: llvm.call %{{[0-9]+}}(%arg1, %arg0) : !llvm.ptr, (vector<4xf32>, vector<4xi1>) -> ()
define void @f(<4 x i1> %m, <4 x float> %q) {
  call void @llvm.masked.store.v4f32.p0(<4 x float> %q, <4 x i1> %m)
  ret void
}
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr, i32, <4 x i1>)
