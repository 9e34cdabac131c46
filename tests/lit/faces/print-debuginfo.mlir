// --mlir-print-debuginfo: the location of every op (the text of its
// trailing loc(...), else where it starts: "file":line:col) and of every
// block argument, printed after it as mlir-opt prints them (inline, where
// mlir-opt names most of them #locN); #locN aliases of the input, defined
// before or after their use, are put in.  Printed again, the same.
// RUN: %xlate-opt --mlir-print-debuginfo %s | FileCheck %s
// RUN: %xlate-opt --mlir-print-debuginfo %s | %xlate-opt --mlir-print-debuginfo | FileCheck %s
// RUN: %xlate-opt --mlir-print-debuginfo --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// RUN: %xlate-opt %s | FileCheck %s --check-prefix=PLAIN

#loc9 = loc("early.c":9:1)
module {
  // CHECK: llvm.func @sret(%arg0: !llvm.ptr {llvm.sret = i32} loc("some_source_loc")) {
  // CHECK-NEXT: llvm.return loc("{{.*}}print-debuginfo.mlir":[[@LINE+2]]:5)
  llvm.func @sret(%arg0: !llvm.ptr {llvm.sret = i32} loc("some_source_loc")) {
    llvm.return
  // CHECK-NEXT: } loc("{{.*}}print-debuginfo.mlir":[[@LINE-2]]:3)
  }
  // CHECK: llvm.func @f(%arg0: i32 loc("{{.*}}print-debuginfo.mlir":[[@LINE+4]]:16), %arg1: i32 loc("{{.*}}print-debuginfo.mlir":[[@LINE+5]]:16)) -> i32 {
  // CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32 loc(fused["a", "b"])
  // CHECK-NEXT: %1 = llvm.mul %0, %0 : i32 loc("x.c":3:4)
  // CHECK-NEXT: llvm.br ^bb1(%1 : i32) loc("early.c":9:1)
  llvm.func @f(%a: i32,
               %b: i32) -> i32 {
    %0 = llvm.add %a, %b : i32 loc(fused[#loc7, "b"])
    %1 = llvm.mul %0, %0 : i32 loc(#loc1)
    llvm.br ^bb1(%1 : i32) loc(#loc9)
  // CHECK-NEXT: ^bb1(%2: i32 loc("{{.*}}print-debuginfo.mlir":[[@LINE+2]]:8)):
  // CHECK-NEXT: llvm.return %2 : i32 loc(callsite("g"("y.c":1:2) at "z.c":3:4))
  ^bb1(%x: i32):
    llvm.return %x : i32 loc(callsite(#loc8 at "z.c":3:4))
  }
  // CHECK: llvm.func @decl(i32) loc("{{.*}}print-debuginfo.mlir":[[@LINE+1]]:3)
  llvm.func @decl(i32)
// CHECK: } loc("{{.*}}print-debuginfo.mlir":[[@LINE-23]]:1)
}
#loc1 = loc("x.c":3:4)
#loc7 = loc("a")
#loc8 = loc("g"("y.c":1:2))

// GEN: "llvm.return"() : () -> () loc("{{.*}}print-debuginfo.mlir":16:5)
// GEN: ^bb0(%arg{{[0-9]+}}: i32 loc("{{.*}}print-debuginfo.mlir":23:16), %arg{{[0-9]+}}: i32 loc("{{.*}}print-debuginfo.mlir":24:16)):
// GEN: "llvm.add"(%{{.*}}, %{{.*}}) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32 loc(fused["a", "b"])
// PLAIN-NOT: loc(
