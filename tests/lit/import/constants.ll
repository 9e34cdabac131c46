; RUN: %xlate --llvm-version=19 --import-llvm --generic %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=22 --import-llvm --generic %s | FileCheck %s --check-prefix=AT22

@g = global i32 0
; CHECK-LABEL: sym_name = "consts"
define void @consts(ptr %p) {
; CHECK-DAG: value = 1.000000e+00 : f16
  store half 0xH3C00, ptr %p
; CHECK-DAG: value = 1.000000e+00 : bf16
  store bfloat 0xR3F80, ptr %p
; CHECK-DAG: : () -> f80
  store x86_fp80 0xK3FFF8000000000000000, ptr %p
; CHECK-DAG: : () -> f128
  store fp128 0xL00000000000000003FFF000000000000, ptr %p
; CHECK-DAG: value = 1.000000e-01 : f32
  store float 0x3FB99999A0000000, ptr %p
; CHECK-DAG: value = 170141183460469231731687303715884105727 : i128
  store i128 170141183460469231731687303715884105727, ptr %p
; CHECK-DAG: "llvm.mlir.poison"() : () -> i32
  store i32 poison, ptr %p
; CHECK-DAG: "llvm.mlir.undef"() : () -> i64
  store i64 undef, ptr %p
; a zero struct: its fields' zeros first (MLIR walks them), then 19's
; undef and insertvalue chain of them, 22's llvm.mlir.zero
; CHECK-DAG: "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f64)>
; AT22: "llvm.mlir.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
; AT22: "llvm.mlir.zero"() : () -> !llvm.struct<(i32, f64)>
  store { i32, double } zeroinitializer, ptr %p
; CHECK-DAG: "llvm.ptrtoint"
  store i64 ptrtoint (ptr getelementptr (i32, ptr @g, i64 1) to i64), ptr %p
  ret void
}
; LL: store x86_fp80 0xK3FFF8000000000000000
; LL: store fp128 0xL00000000000000003FFF000000000000
; LL: store i64 ptrtoint (ptr getelementptr (i32, ptr @g, i64 1) to i64)
