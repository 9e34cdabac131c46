// "CG Profile" entries name functions: an end that names none in the
// module (undefined, or a global variable) is null, as mlir-translate-22
// writes it (`ptr @undefined` is invalid IR), and equal entries are one
// node (LLVM uniques them).  Numbered as LLVM numbers metadata: the flag,
// its list, the entries, then at 22 the "Debug Info Version" flag added
// after the module's own flags (19: !0, first in the list); at 14 an end is typed with its
// function's pointer type (`ptr` is not LLVM 14's).  The functions named may follow
// the flags: a streamed run starts again with the whole module and prints
// what --no-stream prints.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm %s | llvm-as-22 -o /dev/null
// RUN: %xlate --to-llvm %s -o %t.s.ll
// RUN: %xlate --to-llvm --no-stream %s -o %t.w.ll
// RUN: cmp %t.s.ll %t.w.ll
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=V19
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null
// RUN: %xlate --llvm-version=14 --to-llvm %s | FileCheck %s --check-prefix=V14
// RUN: %xlate --llvm-version=14 --to-llvm %s | llvm-as-14 -o /dev/null

// CHECK:      !llvm.module.flags = !{![[CG:[0-9]+]], ![[X:[0-9]+]], ![[DIV:[0-9]+]]}
// CHECK:      ![[CG]] = !{i32 5, !"CG Profile", ![[L:[0-9]+]]}
// CHECK-NEXT: ![[L]] = distinct !{![[A:[0-9]+]], ![[A]], ![[B:[0-9]+]], ![[C:[0-9]+]], ![[D:[0-9]+]]}
// CHECK-NEXT: ![[A]] = !{ptr @f, null, i64 2}
// CHECK-NEXT: ![[B]] = !{ptr @f, null, i64 3}
// CHECK-NEXT: ![[C]] = !{null, ptr @h, i64 3}
// CHECK-NEXT: ![[D]] = !{null, null, i64 4}
// CHECK-NEXT: ![[X]] = !{i32 1, !"x", i32 1}
// CHECK-NEXT: ![[DIV]] = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !{!"branch_weights", i32 1, i32 2}
// CHECK-NOT:  ptr @undefined
// CHECK-NOT:  ptr @g

// V19:      !llvm.module.flags = !{!0, !1, !7}
// V19:      !0 = !{i32 2, !"Debug Info Version", i32 3}
// V19-NEXT: !1 = !{i32 5, !"CG Profile", !2}
// V19-NEXT: !2 = distinct !{!3, !3, !4, !5, !6}
// V19-NEXT: !3 = !{ptr @f, null, i64 2}
// V19:      !6 = !{null, null, i64 4}
// V19-NEXT: !7 = !{i32 1, !"x", i32 1}

// (14: typed pointers, the functions' pointer types)
// V14:      !3 = !{void (i1)* @f, null, i64 2}
// V14:      !5 = !{null, void ()* @h, i64 3}

llvm.mlir.global external @g(0 : i32) : i32
llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", [
  #llvm.cgprofile_entry<from = @f, to = @g, count = 2>,
  #llvm.cgprofile_entry<from = @f, to = @undefined, count = 2>,
  #llvm.cgprofile_entry<from = @f, count = 3>,
  #llvm.cgprofile_entry<from = @undefined, to = @h, count = 3>,
  #llvm.cgprofile_entry<from = @undefined, to = @undefined, count = 4>
]>, #llvm.mlir.module_flag<error, "x", 1 : i32>]
llvm.func @f(%c: i1) {
  llvm.cond_br %c weights([1, 2]), ^a, ^b
^a:
  llvm.return
^b:
  llvm.return
}
llvm.func @h()
