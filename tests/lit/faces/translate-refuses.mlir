// mlir-translate --mlir-to-llvmir translates the llvm dialect only, and so
// does xlate-translate (xlate --to-llvm lowers the rest itself): an op of a
// dialect mlir-translate does not load stops the parse, any other foreign
// op its translation (top-level ops first, then the bodies), in its words.
// (mlir-translate-22 passes this file too.)
// RUN: %xlate-translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s
// RUN: not %xlate-translate --mlir-to-llvmir %S/Inputs/f.mlir 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: not %xlate --translate -mlir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s --check-prefix=NOTE
// RUN: %xlate --to-llvm %S/Inputs/f.mlir | FileCheck %s --check-prefix=OWN
// FUNC: f.mlir:1:1: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func
// NOTE: note: Available dialects: acc, arm_neon, arm_sme, arm_sve, builtin, dlti, func, gpu, llvm, nvvm, omp, ptr, rocdl, spirv, vcix, xevm ; for more info
// OWN: define i32 @f(i32 %0)

// expected-error @below {{cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func}}
func.func @foo() {
  llvm.return
}

// -----

llvm.func @f(%a: i32) -> i32 {
  // expected-error @below {{Dialect `arith' not found for custom op 'arith.addi'}}
  // expected-note @below {{Available dialects}}
  %c = arith.addi %a, %a : i32
  llvm.return %c : i32
}

// -----

llvm.func @g(%a: i32) -> i64 {
  // expected-error @below {{LLVM Translation failed for operation: builtin.unrealized_conversion_cast}}
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  llvm.return %0 : i64
}

// -----

llvm.func @h() {
  llvm.return
}
// the module's own ops are translated before the bodies
// expected-error @below {{cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func}}
func.func private @decl(i32)
