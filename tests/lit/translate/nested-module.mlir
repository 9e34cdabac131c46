// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm --no-stream %s | FileCheck %s
// A module inside the module is left out of the LLVM IR, as
// mlir-translate leaves it out; the streamed run handed its functions on
// as the top module's, the whole-module run rejected it (a pipeline fuzz
// finding: the two runs disagreed).
func.func @f() {
  return
}
"builtin.module"() ({
  llvm.func @g()
}) : () -> ()
module {
  llvm.func @h() {
    llvm.return
  }
}
// CHECK: define void @f() {
// CHECK-NOT: @g
// CHECK-NOT: @h
// CHECK: !llvm.module.flags
