// The "CG Profile" module flag of MLIR 20+ (#llvm.cgprofile_entry list)
// is written as mlir-translate-22 writes it: a distinct list of
// !{ptr @from, ptr @to, i64 count}, null for a missing `to`.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm %s | llvm-as -o /dev/null

// CHECK-DAG: !{i32 5, !"CG Profile", ![[L:[0-9]+]]}
// CHECK-DAG: ![[L]] = distinct !{![[A:[0-9]+]], ![[B:[0-9]+]], ![[C:[0-9]+]]}
// CHECK-DAG: ![[A]] = !{ptr @from, ptr @to, i64 222}
// CHECK-DAG: ![[B]] = !{ptr @from, null, i64 7}
// CHECK-DAG: ![[C]] = !{ptr @to, ptr @from, i64 1}

llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", [
  #llvm.cgprofile_entry<from = @from, to = @to, count = 222>,
  #llvm.cgprofile_entry<from = @from, count = 7>,
  #llvm.cgprofile_entry<from = @to, to = @from, count = 1>
]>]
llvm.func @from(i32)
llvm.func @to()
