// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// CHECK: {{.*}}unterminated-body-string.mlir:5:1: error: unbalanced brackets: unexpected end of input
// A string that is not closed inside a dialect attribute body (this once hung).
"test.op"() {a = #test.attr<"dlti.endian"little">} : () -> ()
