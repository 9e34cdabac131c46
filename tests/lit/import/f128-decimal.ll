; An f128 constant prints as MLIR prints any float: %e with six digits
; where that reads back to the same bits, else APFloat's shortest exact
; decimal, else hex (it printed hex always); written back, the same bits
; (xlate reads decimals exactly).
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | FileCheck %s %}
; RUN: %if mlir-opt %{ mlir-translate --import-llvm %s | FileCheck %s %}
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; CHECK: llvm.mlir.constant(1.000000e+00 : f128) : f128
; CHECK: llvm.mlir.constant(1.00000000000000000000000000000000019 : f128) : f128
; CHECK: llvm.mlir.constant(3.000000e+00 : f128) : f128
; CHECK: llvm.mlir.constant(-0.0999999999999998667732370449812151491 : f128) : f128
; LL: store fp128 0xL00000000000000003FFF000000000000
; LL: store fp128 0xL00000000000000013FFF000000000000
; LL: store fp128 0xL00000000000000004000800000000000
; LL: store fp128 0xL0000000000000000BFFB999999999999
define void @f(ptr %p) {
  store fp128 0xL00000000000000003FFF000000000000, ptr %p
  store fp128 0xL00000000000000013FFF000000000000, ptr %p
  store fp128 0xL00000000000000004000800000000000, ptr %p
  store fp128 0xL0000000000000000BFFB999999999999, ptr %p
  ret void
}
