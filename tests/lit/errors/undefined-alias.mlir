// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A reference to an attribute alias never defined.
"test.op"() {a = #nope} : () -> ()
// CHECK: {{.*}}undefined-alias.mlir:3:18: error: undefined symbol alias id 'nope'
