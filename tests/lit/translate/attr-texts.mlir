// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %if llvm19 %{ mlir-translate-19 --mlir-to-llvmir %s | FileCheck %s %}
// A passthrough array and a parameter dictionary print once and are kept
// as text (ll_attrs.c, attr_text_keep): the functions that hold the same one again print
// the same, and one that differs prints its own.

// CHECK-LABEL: define i32 @a(ptr noalias noundef %0, i32 noundef %1) #0
// CHECK-LABEL: define i32 @b(ptr noalias noundef %0, i32 noundef %1) #0
// CHECK-LABEL: define i32 @c(ptr noundef %0, i32 %1) #1
// CHECK-LABEL: define void @d(i32 %0, i32 %1) {
// CHECK: attributes #0 = { uwtable(sync) "frame-pointer"="all" }
// CHECK: attributes #1 = { uwtable }
llvm.func @a(%p: !llvm.ptr {llvm.noalias, llvm.noundef}, %n: i32 {llvm.noundef}) -> i32 attributes {passthrough = [["uwtable", "1"], ["frame-pointer", "all"]]} {
  llvm.return %n : i32
}
llvm.func @b(%p: !llvm.ptr {llvm.noalias, llvm.noundef}, %n: i32 {llvm.noundef}) -> i32 attributes {passthrough = [["uwtable", "1"], ["frame-pointer", "all"]]} {
  llvm.return %n : i32
}
llvm.func @c(%p: !llvm.ptr {llvm.noundef}, %n: i32) -> i32 attributes {passthrough = [["uwtable", "2"]]} {
  llvm.return %n : i32
}

// A dictionary that prints nothing is kept as an empty text (@d: a fuzz
// finding at 5295374, whose copy read the scratch's NULL buffer).
llvm.func @d(%a: i32 {test.k = 1 : i32}, %b: i32 {test.k = 1 : i32}) {
  llvm.return
}
