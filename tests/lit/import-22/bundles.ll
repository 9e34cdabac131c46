; Operand bundles: MLIR 22 holds those of llvm.assume (printed
; ["tag"(%a : T)] and read back), and drops the others, with the one
; warning; 19 drops them all, with the warning.
; RUN: %xlate --import-llvm %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %xlate --import-llvm %s 2>/dev/null | mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=RT
; RUN: %xlate --import-llvm %s 2>/dev/null | %xlate --to-llvm - | FileCheck %s --check-prefix=RT
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN

declare void @f(i32)
declare void @llvm.assume(i1)

define void @g(i32 %x, ptr %p) {
; CHECK: llvm.call @f(%arg0) : (i32) -> ()
; WARN: warning: dropped what MLIR's LLVM dialect does not model here: operand bundles
  call void @f(i32 %x) [ "deopt"(i32 %x, ptr %p), "foo"() ]
; CHECK: llvm.intr.assume %{{[0-9]+}} ["align"(%arg1, %{{[0-9]+}} : !llvm.ptr, i64)] : i1
; RT: call void @llvm.assume(i1 true) [ "align"(ptr %{{[0-9]+}}, i64 16) ]
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16) ]
; CHECK: llvm.intr.assume %{{[0-9]+}} ["nonnull"(%arg1 : !llvm.ptr), "cold"()] : i1
; RT: call void @llvm.assume(i1 true) [ "nonnull"(ptr %{{[0-9]+}}), "cold"() ]
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %p), "cold"() ]
  ret void
}
