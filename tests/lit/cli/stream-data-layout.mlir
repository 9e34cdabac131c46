// RUN: %xlate --to-llvm %s > %t.streamed
// RUN: %xlate --to-llvm --no-stream %s > %t.whole
// RUN: diff %t.streamed %t.whole
// RUN: FileCheck %s < %t.streamed
// A module with llvm.data_layout is printed whole, as with --no-stream: a
// streamed function was printed before the module's attributes were read,
// with LLVM's default alignments (align 4) where the data layout's apply
// (i64:64: align 8, as mlir-translate gives it).
// CHECK: target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
// CHECK: %2 = load i64, ptr %0, align 8{{$}}
module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"} {
  llvm.func @f(%p: !llvm.ptr) -> i64 {
    %0 = llvm.load %p : !llvm.ptr -> i64
    llvm.return %0 : i64
  }
}
