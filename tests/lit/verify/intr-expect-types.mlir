// RUN: not %xlate %s 2>&1 | FileCheck %s
// RUN: %xlate --no-verify %s | %xlate --no-verify - | FileCheck %s --check-prefix=GENERIC
// llvm.intr.expect takes and gives one type, as mlir-opt's verifier says;
// with other types (unverified) it prints in generic form: the custom form
// names one type and read back as another op (a finding of make check's
// fuzz smoke at 669e59d).
llvm.func @f(%a: i1) -> i2 {
  %0 = "llvm.intr.expect"(%a, %a) : (i1, i1) -> i2
  llvm.return %0 : i2
}
// CHECK: intr-expect-types.mlir:8:8: error: 'llvm.intr.expect' op requires the same type for all operands and results
// GENERIC: "llvm.intr.expect"(%arg0, %arg0) : (i1, i1) -> i2
