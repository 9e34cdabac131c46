// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// An identified struct given two different bodies.
func.func private @f(!llvm.struct<"s", (i32)>, !llvm.struct<"s", (i64)>)
// CHECK: {{.*}}struct-redefined.mlir:3:54: error: identified type 's' redefined with a different body
