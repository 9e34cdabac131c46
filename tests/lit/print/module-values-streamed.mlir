// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate --no-stream %s | diff %t.mlir -
// RUN: %xlate %t.mlir | diff %t.mlir -
// Values of the module's body are numbered before the functions' (as
// mlir-opt-22 --allow-unregistered-dialect numbers them), also those of ops
// after a function.  A streamed run printed the function's body before
// seeing them, numbered from 0, so streamed and --no-stream runs differed
// (a pipeline campaign finding at 5908e3d, run 61,049).
// CHECK: %0 = "t.t"() : () -> i32
// CHECK: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %c42_i32 : i32
// CHECK-NEXT: return %2 : i32
// CHECK: %1 = "t.t"() : () -> i32
// CHECK: func.func @g() -> i32 {
// CHECK-NEXT: %2 = "t.u"() : () -> i32
"t.t"() : () -> (i32)
func.func @f(%a: i32) -> i32 {
  %0 = arith.constant 42 : i32
  %1 = arith.addi %a, %0 : i32
  return %1 : i32
}
"t.t"() : () -> (i32)
func.func @g() -> i32 {
  %0 = "t.u"() : () -> (i32)
  return %0 : i32
}
