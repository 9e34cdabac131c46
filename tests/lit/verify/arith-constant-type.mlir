// RUN: not %xlate %s 2>&1 | FileCheck %s
// RUN: %xlate --no-verify %s | %xlate --no-verify - | FileCheck %s --check-prefix=GENERIC
// arith.constant's value has the result's type, as mlir-opt's verifier
// says; with another type (unverified) it prints in generic form: the
// custom form names the value's type only, and read back as another op (a
// roundtrip campaign finding at aaa2d3f).
func.func @f() -> i32 {
  %0 = "arith.constant"() <{value = 0 : i16}> : () -> i32
  return %0 : i32
}
// CHECK: arith-constant-type.mlir:8:8: error: 'arith.constant' op failed to verify that all of {value, result} have same type
// GENERIC: "arith.constant"() <{value = 0 : i16}> : () -> i32
