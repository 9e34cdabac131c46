// --mlir-print-debuginfo: the location of every op (its trailing
// loc(...), else where its name is: "file":line:col) and of every block
// argument, printed as mlir-opt prints them: locations as data, each op's
// named by an alias (#locN, defined at the top where something else names
// it, else after the module), a block argument's inline; #locN aliases of
// the input, defined before or after their use, read as data.  The same
// text as mlir-opt-19's, in both forms; printed again, the same.
// RUN: %xlate-opt --llvm-version=19 --mlir-print-debuginfo %s | FileCheck %s
// RUN: %xlate-opt --llvm-version=19 --mlir-print-debuginfo %s | %xlate-opt --llvm-version=19 --mlir-print-debuginfo | FileCheck %s
// RUN: %xlate-opt --llvm-version=19 --mlir-print-debuginfo --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// RUN: %xlate-opt %s | FileCheck %s --check-prefix=PLAIN
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-debuginfo %s > %t.ref %}
// RUN: %if mlir-opt %{ %xlate-opt --llvm-version=19 --mlir-print-debuginfo %s | diff %t.ref - %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-debuginfo --mlir-print-op-generic %s > %t.gen %}
// RUN: %if mlir-opt %{ %xlate-opt --llvm-version=19 --mlir-print-debuginfo --mlir-print-op-generic %s | diff %t.gen - %}

// CHECK: #[[SRC:loc[0-9]+]] = loc("some_source_loc")
// CHECK: #{{loc[0-9]+}} = loc("{{.*}}print-debuginfo.mlir":36:16)
// CHECK: module {
// CHECK-NEXT: llvm.func @sret(%arg0: !llvm.ptr {llvm.sret = i32} loc("some_source_loc")) {
// CHECK-NEXT: llvm.return loc(#[[RET:loc[0-9]+]])
// CHECK-NEXT: } loc(#[[SRET:loc[0-9]+]])
// CHECK-NEXT: llvm.func @f(%arg0: i32 loc("{{.*}}print-debuginfo.mlir":36:16), %arg1: i32 loc("{{.*}}print-debuginfo.mlir":37:16)) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32 loc(#[[FUSED:loc[0-9]+]])
// CHECK-NEXT: %1 = llvm.mul %0, %0 : i32 loc(#[[X:loc[0-9]+]])
// CHECK-NEXT: llvm.br ^bb1(%1 : i32) loc(#[[EARLY:loc[0-9]+]])
// CHECK-NEXT: ^bb1(%2: i32 loc("{{.*}}print-debuginfo.mlir":41:8)):  // pred: ^bb0
// CHECK-NEXT: llvm.return %2 : i32 loc(#[[CALL:loc[0-9]+]])
#loc9 = loc("early.c":9:1)
#loc7 = loc("a")
#loc8 = loc("g"("y.c":1:2))
module {
  llvm.func @sret(%arg0: !llvm.ptr {llvm.sret = i32} loc("some_source_loc")) {
    llvm.return
  }
  llvm.func @f(%a: i32,
               %b: i32) -> i32 {
    %0 = llvm.add %a, %b : i32 loc(fused[#loc7, "b"])
    %1 = llvm.mul %0, %0 : i32 loc(#loc1)
    llvm.br ^bb1(%1 : i32) loc(#loc9)
  ^bb1(%x: i32):
    llvm.return %x : i32 loc(callsite(#loc8 at "z.c":3:4))
  }
  llvm.func @decl(i32)
}
#loc1 = loc("x.c":3:4)

// CHECK: {{^}}} loc(#[[MOD:loc[0-9]*]])
// CHECK-DAG: #[[MOD]] = loc("{{.*}}print-debuginfo.mlir":32:1)
// CHECK-DAG: #[[RET]] = loc("{{.*}}print-debuginfo.mlir":34:5)
// CHECK-DAG: #[[X]] = loc("x.c":3:4)
// CHECK-DAG: #[[EARLY]] = loc("early.c":9:1)
// CHECK-DAG: #[[A:loc[0-9]+]] = loc("a")
// CHECK-DAG: #[[B:loc[0-9]+]] = loc("b")
// CHECK-DAG: #[[FUSED]] = loc(fused[#[[A]], #[[B]]])
// CHECK-DAG: #[[G:loc[0-9]+]] = loc("g"(#{{loc[0-9]+}}))
// CHECK-DAG: #[[CALL]] = loc(callsite(#[[G]] at #{{loc[0-9]+}}))

// GEN: "llvm.return"() : () -> () loc(#{{loc[0-9]+}})
// GEN: ^bb0(%arg{{[0-9]+}}: i32 loc("{{.*}}print-debuginfo.mlir":36:16), %arg{{[0-9]+}}: i32 loc("{{.*}}print-debuginfo.mlir":37:16)):
// GEN: "llvm.add"(%{{.*}}, %{{.*}}) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32 loc(#{{loc[0-9]+}})
// PLAIN-NOT: loc(
