; RUN: %xlate --llvm-version=19 --import-llvm --generic %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LL

; CHECK-LABEL: sym_name = "arith"
define i32 @arith(i32 %a, i32 %b, float %x) {
; CHECK: "llvm.mlir.constant"() <{value = 7 : i32}>
; CHECK: "llvm.add"(%{{.*}}, %{{.*}}) <{overflowFlags = #llvm.overflow<nsw, nuw>}>
  %1 = add nuw nsw i32 %a, %b
; CHECK: "llvm.sub"{{.*}}overflowFlags = #llvm.overflow<none>
  %2 = sub i32 %1, 7
; CHECK: "llvm.sdiv"
  %3 = sdiv i32 %2, %b
; CHECK: "llvm.fadd"{{.*}}fastmathFlags = #llvm.fastmath<nnan, ninf>
  %4 = fadd nnan ninf float %x, %x
; CHECK: "llvm.fneg"{{.*}}fastmathFlags = #llvm.fastmath<fast>
  %5 = fneg fast float %4
; CHECK: "llvm.icmp"{{.*}}predicate = 2 : i64
  %6 = icmp slt i32 %3, %a
; CHECK: "llvm.fcmp"{{.*}}predicate = 1 : i64
  %7 = fcmp oeq float %5, %x
; CHECK: "llvm.select"
  %8 = select i1 %6, i32 %a, i32 %b
; CHECK: "llvm.zext"{{.*}} : (i1) -> i32
  %9 = zext i1 %7 to i32
  %10 = xor i32 %8, %9
; LL: add nuw nsw i32
; LL: fadd nnan ninf float
  ret i32 %10
}
