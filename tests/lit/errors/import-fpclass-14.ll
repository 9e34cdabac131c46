; RUN: not %xlate --llvm-version=14 --import-llvm %s 2>&1 | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck --check-prefix=V19 %s
; LLVM 14 has no llvm.is.fpclass: --to-llvm at 14 writes it as fcmp or a
; test of the bits (upgrade/fpclass-14.ll), which x86_fp80 and ppc_fp128
; (not IEEE bits) and scalable vectors (no splat constant) have only for
; the masks that are one fcmp.  The import at 14 refuses the others, as
; --to-llvm would (fuzz finding 87).  At 19 they stay the intrinsic.
define i1 @f(x86_fp80 %x) {
  %r = call i1 @llvm.is.fpclass.f80(x86_fp80 %x, i32 8)
  ret i1 %r
}
; CHECK: import-fpclass-14.ll:9:8: error: llvm.is.fpclass with this test has no LLVM 14 form
; CHECK-NEXT: {{^}}  %r = call i1 @llvm.is.fpclass.f80(x86_fp80 %x, i32 8)
; CHECK-NEXT: {{^}}       ^
; V19: "llvm.intr.is.fpclass"(%arg0) <{bit = 8 : i32}> : (f80) -> i1
; V19: "llvm.intr.is.fpclass"(%arg0) <{bit = 4 : i32}> : (vector<[2]xf64>) -> vector<[2]xi1>

define <vscale x 2 x i1> @g(<vscale x 2 x double> %x) {
  %r = call <vscale x 2 x i1> @llvm.is.fpclass.nxv2f64(<vscale x 2 x double> %x, i32 4)
  ret <vscale x 2 x i1> %r
}
; CHECK: import-fpclass-14.ll:19:8: error: llvm.is.fpclass with this test has no LLVM 14 form

declare i1 @llvm.is.fpclass.f80(x86_fp80, i32)
declare <vscale x 2 x i1> @llvm.is.fpclass.nxv2f64(<vscale x 2 x double>, i32)
