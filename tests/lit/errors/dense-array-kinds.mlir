// RUN: %xlate-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// A float dense array takes no decimal integer (mlir-opt's parser error);
// operandSegmentSizes must be an array<i32: ...> (its property conversion
// error).  A float array there was read as integers: UBSan's "applying
// zero offset to null pointer" in attr_int_sext and a segmentation fault
// in the release build (a campaign finding at c868683, mlir target, run
// 1,172,864).

// expected-error @below {{unexpected decimal integer literal for a floating point value}}
// expected-note @below {{add a trailing dot to make the literal a float}}
"t.t"() {a = array<f32: 1, 2>} : () -> ()

// -----
"t.t"() {a = array<f32: 0x3F800000, -1.5>} : () -> ()

// -----
"func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
^bb0(%c: i1):
  // expected-error @below {{invalid properties {operandSegmentSizes = array<f32: 1.000000e+00, 0.000000e+00, 0.000000e+00>} for op cf.cond_br: expected DenseI32ArrayAttr for key `value`}}
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<f32: 1.0, 0.0, 0.0>}> : (i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
