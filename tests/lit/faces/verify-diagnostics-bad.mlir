// What --verify-diagnostics reports, as mlir-opt does: a bad annotation
// when read, an unexpected diagnostic when it comes, one of another kind
// as a near miss, the expectations never met at the end; exit status 1.
// RUN: not %xlate-opt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s
// RUN: not %xlate-opt %s --split-input-file --verify-diagnostics=only-expected 2>&1 | FileCheck --check-prefix=ONLY %s

func.func @bad_regex() {
  // expected-error-re@+1 {{a {{b}}
  return
}
// CHECK: verify-diagnostics-bad.mlir:[[# @LINE - 3]]:6: error: found start of regex with no end '}}'

// -----

func.func @unexpected(%a: i32) -> i64 {
  return %a : i32
}
// CHECK: verify-diagnostics-bad.mlir:[[# @LINE - 2]]:3: error: unexpected error: {{.*}}type of return operand 0 ('i32') doesn't match
// CHECK-NEXT: return %a : i32
// CHECK-NEXT: ^

// -----

func.func @near_miss(%a: i32) -> i64 {
  // expected-warning@+1 {{doesn't match}}
  return %a : i32
}
// CHECK: verify-diagnostics-bad.mlir:[[# @LINE - 3]]:6: error: 'error' diagnostic emitted when expecting a 'warning'

// -----

// expected-error@below {{not said}}
func.func @missing() {
  return
}
// CHECK: verify-diagnostics-bad.mlir:[[# @LINE - 4]]:4: error: expected error "not said" was not produced
// CHECK-NEXT: // expected-{{error}}@below {{[{][{]}}not said{{[}][}]}}
// CHECK-NEXT: {{^   \^~+$}}

// ONLY-NOT: unexpected
// ONLY-NOT: diagnostic emitted
// ONLY: error: expected error "not said" was not produced
