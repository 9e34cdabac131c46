// mlir-translate --no-implicit-module takes the file's one top-level op as
// the module: another op is refused, and so are several; a module's
// llvm.module_asm must be an array of strings (22), as mlir-translate says.
// (mlir-translate-22 passes this file too.)
// RUN: %xlate-translate --mlir-to-llvmir --no-implicit-module --split-input-file --verify-diagnostics %s
// RUN: not %xlate-translate --mlir-to-llvmir --no-implicit-module %S/Inputs/two-decls.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: %xlate-translate --mlir-to-llvmir %S/Inputs/two-decls.mlir | FileCheck %s --check-prefix=IMPLICIT
// TWO: error: source must contain a single top-level operation, found: 2
// IMPLICIT: declare void @g()

// expected-error @below {{'llvm.func' op can not be translated to an LLVMIR module}}
llvm.func @foo() {
  llvm.return
}

// -----

// expected-error @below {{expected an array attribute for a module level asm}}
module attributes {llvm.module_asm = "foo"} {}

// -----

// expected-error @below {{expected a string attribute for each entry of a module level asm}}
module attributes {llvm.module_asm = ["foo", 42]} {}

// -----

module attributes {llvm.module_asm = ["foo"]} {
  llvm.func @bar()
}
