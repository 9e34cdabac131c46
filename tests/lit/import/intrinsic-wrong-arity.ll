; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; A call of a changed intrinsic with as many arguments as the older form
; of another has (two, as lifetime.start had) is not that older form: the
; import read the masked.store row's four arguments out of a two-element
; list (an import campaign finding at f39bbac: UBSan, then SIGSEGV).  Its
; signature is not the intrinsic's: llvm-as-19 and -22 refuse it
; ("Intrinsic called with incompatible signature"), and so does the import.
; CHECK: intrinsic-wrong-arity.ll:[[@LINE+3]]:13: error: invalid intrinsic signature: call intrinsic signature void (<4 x float>, <4 x i1>) to overloaded intrinsic "llvm.masked.store.v4f32.p0" does not match any of the overloads
; CHECK-NOT: error
define void @f(<4 x i1> %m, <4 x float> %q) {
  call void @llvm.masked.store.v4f32.p0(<4 x float> %q, <4 x i1> %m)
  ret void
}
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr, i32, <4 x i1>)
