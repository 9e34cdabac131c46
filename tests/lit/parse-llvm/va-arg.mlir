// llvm.va_arg, as --import-llvm prints it, reads back (the round-trip
// fuzz target found the parser did not know it) and lowers to va_arg.
// RUN: %xlate %s | FileCheck %s
// RUN: %xlate --generic %s | %xlate - | FileCheck %s
// RUN: %xlate --to-llvm %s | FileCheck %s --check-prefix=LL
// RUN: not %xlate %S/Inputs/va-arg-bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: %{{.*}} = llvm.va_arg %{{.*}} : (!llvm.ptr) -> i32
// LL: %{{.*}} = va_arg ptr %{{.*}}, i32
// BAD: va-arg-bad.mlir:2:8: error: expected a function type (!llvm.ptr) -> T
llvm.func @f(%ap: !llvm.ptr) -> i32 {
  %0 = llvm.va_arg %ap : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}
