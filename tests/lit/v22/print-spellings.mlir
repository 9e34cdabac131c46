// What mlir-opt-22 prints differently from mlir-opt-19 for the same IR
// (checked against mlir-opt-22 22.1.8): one space before the dictionary
// of custom<LLVMOpAttrs> ops, cf.cond_br weights([..]), signed
// llvm.switch case values (cf.switch's stay unsigned),
// #dlti.dl_spec<key = value>.  19's text stays as it was.
// RUN: %xlate --llvm-version=22 %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=V19
// The 22 text is read back by xlate (any version) and by mlir-opt-22:
// RUN: %xlate --llvm-version=22 %s | %xlate --llvm-version=22 - | FileCheck %s
// RUN: %if llvm22 %{ %xlate --llvm-version=22 %s | %mlir-opt-22 | FileCheck %s %}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, "dlti.endianness" = "little", !llvm.ptr<1> = dense<32> : vector<3xi64>>} {
// V19: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<!llvm.ptr<1>, dense<32> : vector<3xi64>>>} {
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<!llvm.ptr<1>, dense<32> : vector<3xi64>>>} {
  llvm.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
    // CHECK: llvm.intr.fmuladd(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
    // CHECK: llvm.fadd %0, %arg0 {fastmathFlags = #llvm.fastmath<fast>} : f32
    // CHECK: llvm.fmul %1, %1 : f32
    // V19: llvm.intr.fmuladd(%arg0, %arg1, %arg2)  : (f32, f32, f32) -> f32
    // V19: llvm.fadd %0, %arg0  {fastmathFlags = #llvm.fastmath<fast>} : f32
    // V19: llvm.fmul %1, %1  : f32
    %0 = llvm.intr.fmuladd(%a, %b, %c) : (f32, f32, f32) -> f32
    %1 = llvm.fadd %0, %a {fastmathFlags = #llvm.fastmath<fast>} : f32
    %2 = llvm.fmul %1, %1 : f32
    llvm.return %2 : f32
  }
  func.func @g(%c: i1, %x: i32) {
    // CHECK: cf.cond_br %arg0 weights([90, 10]), ^bb1, ^bb2
    // V19: cf.cond_br %arg0, ^bb1, ^bb2 {branch_weights = array<i32: 90, 10>}
    cf.cond_br %c weights([90, 10]), ^bb1, ^bb2
  ^bb1:
    // CHECK: 4294967295: ^bb2
    // V19: 4294967295: ^bb2
    cf.switch %x : i32, [
      default: ^bb2,
      -1: ^bb2
    ]
  ^bb2:
    return
  }
  llvm.func @h(%x: i32) {
    // CHECK: llvm.switch %arg0 : i32, ^bb1 [
    // CHECK-NEXT: -1: ^bb1
    // V19: 4294967295: ^bb1
    llvm.switch %x : i32, ^bb1 [
      -1: ^bb1
    ]
  ^bb1:
    llvm.return
  }
}
