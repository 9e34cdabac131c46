// A cf.switch case value that fits its flag's type neither signed nor
// unsigned is "case value is out of range", at the value, in the words of
// upstream's ControlFlow/invalid.mlir (releases after 22; mlir-opt-22
// wraps it silently, as xlate did: 256 -> 0, -129 -> 127 for i8, lowered
// to another switch).  -128 and 255 fit an i8.
// RUN: %xlate-opt -split-input-file -verify-diagnostics %s
// RUN: not %xlate --llvm-version=19 --to-llvm %s 2>&1 | FileCheck %s
// CHECK: cf-switch-case-range.mlir:14:5: error: case value is out of range for 'i8'

func.func @unsigned_overflow(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    // expected-error@+1 {{case value is out of range for 'i8'}}
    256: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @signed_underflow(%flag: i16) {
  cf.switch %flag : i16, [
    default: ^bb1,
    // expected-error@+1 {{case value is out of range for 'i16'}}
    -32769: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @fits(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    -128: ^bb1,
    255: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}
