// memcpy.inline / memset.inline take len at the width of its attribute
// (i32 here; xlate wrote i64 whatever the attribute's type), and
// llvm.mlir.none is the constant `token none` (xlate: "cannot translate
// 'llvm.mlir.none' to LLVM IR").  Upstream Target/LLVMIR/
// llvmir-intrinsics.mlir's memcpy_test, memset_test and coro_end.  The
// output is mlir-translate-22's byte for byte (19: mlir-translate-19's,
// without memset.inline, which MLIR 19 cannot translate, and arg_attrs).
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %if llvm22 %{ %mlir-translate-22 --mlir-to-llvmir %s > %t.ref %}
// RUN: %if llvm22 %{ %xlate --to-llvm %s | diff %t.ref - %}
// RUN: sed '/memset.inline/d; s/-> !llvm.void/-> i1/; s/arg_attrs = [^]]*], //' %s > %t.19.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.19.mlir > %t.ref19
// RUN: %xlate --llvm-version=19 --to-llvm %t.19.mlir | diff %t.ref19 -

// CHECK:      call void @llvm.memcpy.inline.p0.p0.i32(ptr align 4 %1, ptr %2, i32 10, i1 true)
// CHECK-NEXT: call void @llvm.memcpy.inline.p0.p0.i64(ptr %1, ptr %2, i64 12, i1 false)
// CHECK-NEXT: call void @llvm.memset.inline.p0.i32(ptr align 8 %1, i8 %3, i32 10, i1 true)
// CHECK-NEXT: call void @llvm.coro.end(ptr %1, i1 %0, token none)
// CHECK: declare void @llvm.memcpy.inline.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg)
// CHECK: declare void @llvm.memset.inline.p0.i32(ptr writeonly captures(none), i8, i32, i1 immarg)
llvm.func @f(%b: i1, %p: !llvm.ptr, %q: !llvm.ptr, %c: i8) {
  "llvm.intr.memcpy.inline"(%p, %q) <{arg_attrs = [{llvm.align = 4 : i64}, {}], isVolatile = true, len = 10 : i32}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memcpy.inline"(%p, %q) <{isVolatile = false, len = 12 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memset.inline"(%p, %c) <{arg_attrs = [{llvm.align = 8 : i64}, {}], isVolatile = true, len = 10 : i32}> : (!llvm.ptr, i8) -> ()
  %none = llvm.mlir.none : !llvm.token
  %0 = llvm.intr.coro.end %p, %b, %none : (!llvm.ptr, i1, !llvm.token) -> !llvm.void
  llvm.return
}
