// The ProfileSummary module flag (#llvm.profile_summary, MLIR 20+) is
// written as LLVM's ProfileSummary::getMD writes it; the optional fields
// only when present.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm %s | llvm-as -o /dev/null
// RUN: %xlate --to-llvm %s | FileCheck %s --check-prefix=NOPART

// CHECK-DAG: !{i32 1, !"ProfileSummary", ![[L:[0-9]+]]}
// CHECK-DAG: ![[L]] = !{!{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}}
// CHECK-DAG: = !{!"ProfileFormat", !"SampleProfile"}
// CHECK-DAG: = !{!"TotalCount", i64 5}
// CHECK-DAG: = !{!"NumFunctions", i64 1}
// NOPART-NOT: IsPartialProfile
// CHECK-DAG: = !{!"PartialProfileRatio", double 2.500000e-01}
// CHECK-DAG: = !{!"DetailedSummary", ![[D:[0-9]+]]}
// CHECK-DAG: ![[D]] = !{![[E:[0-9]+]]}
// CHECK-DAG: ![[E]] = !{i64 1, i64 2, i64 3}

llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = SampleProfile, total_count = 5, max_count = 4, max_internal_count = 3, max_function_count = 2, num_counts = 1, num_functions = 1, partial_profile_ratio = 2.500000e-01 : f64, detailed_summary = <cut_off = 1, min_count = 2, num_counts = 3>>>]
