// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A string without its closing quote.
"test.op"() {msg = "never closed} : () -> ()
// CHECK: {{.*}}unterminated-string.mlir:3:20: error: expected '"' in string literal
