// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// An op name that is not known can only be used in the generic form.
func.func @f(%a: i32) {
  %0 = foo.bar %a : i32
  return
}
// CHECK: {{.*}}unknown-custom-op.mlir:4:8: error: custom op 'foo.bar' is unknown
