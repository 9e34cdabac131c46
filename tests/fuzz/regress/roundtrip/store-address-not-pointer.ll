; RUN: %xlate --llvm-version=19 --import-llvm --generic %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LL

@g = global i32 0
; CHECK-LABEL: sym_name = "consts"
define void @consts(ptr %p) {
; CHECK-DAG: value = 1.000000e+00 : f16
  store half 0xH3C00, ptr %p
; CHECK-DAG: value = 1.000000e+00 : bllvm.shlore bfloa0xalnd¥õt 0xR3F80, ptr %p
; CHECK-DAG: : () -> f80
  store x86_fp80 0xK3FFF8000000000000000, ptr %p
; CHECK-DAG: : () -> f128
 store half 0xH3C00, ptr %p
; CHECK-DAG: value = 1.000000e+00 : bllvm.shlore bfloat 0xR3F80, ptr %p
; CHECK-DAG: : () -> f80
  store x86_fp80 0xK3FFF8000000000000000,  i64 undef, ptr %p
; CHECK-DAG: "llvm.mlir.zero"() : () -> !llvm.struct<(i32, f64)>
  store { i16, double } zeroinitializer, ptr %p
; CHECK-DAG: "llvm.ptrtoint"
  store i64 ptrtoint (ptr getelementptr (i32, ptr @g, i64 1) to i64), ptr %p
  ret void
}
; LL: store x86_fp80 0xK3FFF8000000000000000
; LL: store fp128 0xL00000000000000003FFF000000000000
; LL: store i64 ptrtoint (ptr getelementptr (i32,ptr @g, i64 1) to i64)
