// RUN: %xlate --to-llvm %s > %t.streamed
// RUN: %xlate --to-llvm --no-stream %s > %t.whole
// RUN: diff %t.streamed %t.whole
// RUN: FileCheck %s < %t.streamed
// A module's data layout is read before its functions (its attributes come
// first): the functions stream, printed with the data layout's alignments
// (i64:64: align 8, as mlir-translate gives it, not LLVM's default align
// 4), as the whole module prints them.
// CHECK: target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
// CHECK: %2 = load i64, ptr %0, align 8{{$}}
// The index width of a #dlti.dl_spec (`index = 32`) shapes the lowering of
// the functions that follow, streamed as whole:
// RUN: %xlate --llvm-version=19 --to-llvm %S/../convert/Inputs/index-dl-spec.mlir > %t.dl
// RUN: %xlate --llvm-version=19 --to-llvm --no-stream %S/../convert/Inputs/index-dl-spec.mlir > %t.dlwhole
// RUN: diff %t.dl %t.dlwhole
// RUN: FileCheck %s --check-prefix=DL < %t.dl
// DL: define i32 @f(i32 %0, ptr %1, ptr %2, i32 %3, i32 %4, i32 %5)
// DL: add i32 %0, 1
module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"} {
  llvm.func @f(%p: !llvm.ptr) -> i64 {
    %0 = llvm.load %p : !llvm.ptr -> i64
    llvm.return %0 : i64
  }
}
