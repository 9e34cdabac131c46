// Unknown comparison predicates are rejected with a located error.
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
llvm.func @f(%a: i32) -> i1 {
  // CHECK: error-predicate.mlir:[[@LINE+1]]:8: error: custom op 'llvm.icmp' 'lt' is an incorrect value of the 'predicate' attribute
  %0 = llvm.icmp "lt" %a, %a : i32
  llvm.return %0 : i1
}
