// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// A character that starts no token.
func.func @f() {
  return `
}
// CHECK: {{.*}}bad-character.mlir:4:10: error: unexpected character
