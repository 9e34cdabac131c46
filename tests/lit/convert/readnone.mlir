// llvm.readnone on a func.func becomes the release's memory effects
// attribute (mlir-opt-19/-22 --convert-func-to-llvm): `memory` with three
// locations in 19, `memory_effects` with six in 22 (the six once overran
// a three-element array: found by the pipeline fuzz target).
// RUN: %xlate --llvm-version=19 --to-llvm-dialect %s | FileCheck %s --check-prefix=V19
// RUN: %xlate --llvm-version=22 --to-llvm-dialect %s | FileCheck %s --check-prefix=V22
// RUN: %xlate --llvm-version=22 --to-llvm %s | FileCheck %s --check-prefix=LL22

// V19: llvm.func @llvmreadnone(i32) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}
// V22: llvm.func @llvmreadnone(i32) attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, sym_visibility = "private"}
// LL22: declare void @llvmreadnone(i32) #[[G:[0-9]+]]
// LL22: attributes #[[G]] = { memory(none) }
func.func private @llvmreadnone(i32) attributes { llvm.readnone }
