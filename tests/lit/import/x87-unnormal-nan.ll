; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %if llvm22 %{ %mlir-translate-22 -import-llvm %s | FileCheck %s %}
; An x87 value with an exponent and no integer bit (an unnormal, a
; pseudo-NaN) is a NaN to APFloat, written with the exponent all ones, as
; mlir-translate-22 imports it.  0xK3FFF0000000000000000 made the MLIR
; printer read before its digit buffer (SIGSEGV; an import campaign
; finding at 1992cc4, run 5,428,949).
; CHECK: llvm.mlir.constant(0x7FFF0000000000000000 : f80) : f80
; CHECK: llvm.mlir.constant(0xFFFF4000000000000000 : f80) : f80
; CHECK: llvm.mlir.constant(1.000000e+00 : f80) : f80
; LL: store x86_fp80 0xK7FFF0000000000000000
; LL: store x86_fp80 0xKFFFF4000000000000000
; LL: store x86_fp80 0xK3FFF8000000000000000
define void @f(ptr %p) {
  store x86_fp80 0xK3FFF0000000000000000, ptr %p
  store x86_fp80 0xKBFFF4000000000000000, ptr %p
  store x86_fp80 0xK3FFF8000000000000000, ptr %p
  ret void
}
