// A memref.global whose initial value is not of the memref's shape and
// element type (only the generic form can say so) is rejected as
// mlir-opt does it: by 19 as one tensor type, by 22 shape first, then
// element type.  The printed custom form of such an op did not parse back
// (found by the roundtrip fuzz smoke).
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s --check-prefix=V19
// RUN: not %xlate --llvm-version=22 %s 2>&1 | FileCheck %s --check-prefix=V22
"builtin.module"() ({
  // V19: memref-global-init.mlir:[[#@LINE+2]]:3: error: 'memref.global' op initial value expected to be of type 'tensor<4xi64>', but was of type 'tensor<3xi64>'
  // V22: memref-global-init.mlir:[[#@LINE+1]]:3: error: 'memref.global' op initial value shape expected to be 4 but was 3
  "memref.global"() <{constant, initial_value = dense<[2, 6, 20]> : tensor<3xi64>, sym_name = "g", sym_visibility = "private", type = memref<4xi64>}> : () -> ()
  // V19: memref-global-init.mlir:[[#@LINE+2]]:3: error: 'memref.global' op initial value expected to be of type 'tensor<4x3xi64>', but was of type 'tensor<4x3xi32>'
  // V22: memref-global-init.mlir:[[#@LINE+1]]:3: error: 'memref.global' op initial value element expected to be of type 'i64', but was of type 'i32'
  "memref.global"() <{initial_value = dense<1> : tensor<4x3xi32>, sym_name = "h", type = memref<4x3xi64>}> : () -> ()
  // V22: memref-global-init.mlir:[[#@LINE+1]]:3: error: 'memref.global' op initial value shape expected to be 4, 3 but was 12
  "memref.global"() <{initial_value = dense<1> : tensor<12xi64>, sym_name = "k", type = memref<4x3xi64>}> : () -> ()
  "memref.global"() <{initial_value = dense<1> : tensor<4x3xi64>, sym_name = "ok", type = memref<4x3xi64>}> : () -> ()
}) : () -> ()
