// Module attributes: the data layout and the target triple.
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null
// RUN: %xlate --llvm-version=19 --to-llvm %S/Inputs/old-triple.mlir | FileCheck %s --check-prefix=OLD
// RUN: %xlate --llvm-version=19 --to-llvm %S/Inputs/dlti.mlir | FileCheck %s --check-prefix=DLTI

// CHECK: target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
// CHECK: target triple = "x86_64-unknown-linux-gnu"
// CHECK: define void @f() {
// OLD: target triple = "aarch64-linux-android"
// DLTI: target datalayout = "E-S128-p1:32:32:32:32-i64:64"
module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @f() {
    llvm.return
  }
}
