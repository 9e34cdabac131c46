// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// Two uses of one forward reference with different types.
func.func @f() {
  "test.use"(%x) : (i32) -> ()
  "test.use"(%x) : (i64) -> ()
  %x = "test.def"() : () -> i32
  return
}
// CHECK: {{.*}}use-type-mismatch.mlir:5:14: error: use of value '%x' expects different type than prior uses: 'i64' vs 'i32'
