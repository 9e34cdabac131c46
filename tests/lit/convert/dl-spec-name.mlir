// Which module attribute is the data layout: MLIR 19 takes any attribute
// holding a #dlti.dl_spec, MLIR 22 only the one named dlti.dl_spec
// (mlir-opt-19/-22 --convert-func-to-llvm).  Streamed and --no-stream
// agree (the pipeline fuzz target found them apart).
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %s | FileCheck %s --check-prefix=V19
// RUN: %xlate --llvm-version=19 --no-stream --to-llvm-dialect %s | FileCheck %s --check-prefix=V19
// RUN: %xlate --llvm-version=22 --to-llvm-dialect %s | FileCheck %s --check-prefix=V22
// RUN: %xlate --llvm-version=22 --no-stream --to-llvm-dialect %s | FileCheck %s --check-prefix=V22
module attributes {dlt1.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>>} {
  // V19: llvm.func @f(%arg0: i32) -> i32
  // V22: llvm.func @f(%arg0: i64) -> i64
  func.func @f(%a: index) -> index {
    %c = arith.constant 1 : index
    %b = arith.addi %a, %c : index
    return %b : index
  }
}
