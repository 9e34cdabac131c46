// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// An integer type wider than MLIR allows.
func.func private @f(i99999999)
// CHECK: {{.*}}bad-int-width.mlir:3:22: error: invalid integer width
