// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A missing attribute value.
"test.op"() {x = } : () -> ()
// CHECK: {{.*}}expected-attr.mlir:3:18: error: expected attribute value, found '}'
