// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: sed 's/, llvm.range = #llvm.constant_range<i32, 0, 22>//' %s | %xlate --llvm-version=19 --to-llvm - | FileCheck --check-prefix=V19 %s
// Parameter and result attributes in the order LLVM prints an attribute
// set (enum attributes, then type, int and constant range ones, each by
// TableGen record name: noundef before nonnull, signext as SExt), not in
// the MLIR dictionary's order; at 22 nocapture is captures(none), an int
// attribute.  The CHECK lines are mlir-translate-22's and -19's output.
llvm.func @a(!llvm.ptr {llvm.nocapture, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64, llvm.readonly, llvm.nofree, llvm.byval = i32}) -> (i32 {llvm.zeroext, llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 22>})
llvm.func @b(i32 {llvm.signext, llvm.inreg, llvm.noundef}, i64 {llvm.allocalign, llvm.zeroext})
llvm.func @c(!llvm.ptr {llvm.sret = i64, llvm.writeonly, llvm.dereferenceable_or_null = 8 : i64, llvm.alignstack = 16 : i64})
llvm.func @d(!llvm.ptr {llvm.returned, llvm.nest, llvm.allocptr}) -> !llvm.ptr
llvm.func @e(!llvm.ptr {llvm.readnone, llvm.byref = i8}, !llvm.ptr {llvm.inalloca = i16, llvm.nocapture})
llvm.func @f(%p: !llvm.ptr {llvm.nocapture, llvm.noalias, llvm.nonnull, llvm.noundef}) {
  %0 = llvm.call @a(%p) : (!llvm.ptr) -> i32
  llvm.return
}
// CHECK: declare noundef zeroext range(i32 0, 22) i32 @a(ptr noalias nofree noundef nonnull readonly byval(i32) align 8 captures(none) dereferenceable(16))
// CHECK: declare void @b(i32 inreg noundef signext, i64 allocalign zeroext)
// CHECK: declare void @c(ptr writeonly sret(i64) dereferenceable_or_null(8) alignstack(16))
// CHECK: declare ptr @d(ptr allocptr nest returned)
// CHECK: declare void @e(ptr readnone byref(i8), ptr inalloca(i16) captures(none))
// CHECK: define void @f(ptr noalias noundef nonnull captures(none) %0) {
// V19: declare noundef zeroext i32 @a(ptr noalias nocapture nofree noundef nonnull readonly byval(i32) align 8 dereferenceable(16))
// V19: declare void @b(i32 inreg noundef signext, i64 allocalign zeroext)
// V19: declare void @c(ptr writeonly sret(i64) dereferenceable_or_null(8) alignstack(16))
// V19: declare ptr @d(ptr allocptr nest returned)
// V19: declare void @e(ptr readnone byref(i8), ptr nocapture inalloca(i16))
// V19: define void @f(ptr noalias nocapture noundef nonnull %0) {
