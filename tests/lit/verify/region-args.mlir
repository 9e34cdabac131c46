// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck %s
// RUN: %xlate %S/Inputs/global-entry-args.mlir > %t.mlir
// RUN: FileCheck --check-prefix=GLOBAL %S/Inputs/global-entry-args.mlir < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// RUN: %xlate --no-verify %S/Inputs/module-entry-args.mlir | FileCheck --check-prefix=MODULE %s
// builtin.module, llvm.comdat and memref.alloca_scope take no region
// arguments (MLIR's NoRegionArguments): mlir-opt's error.  An op whose
// custom form does not name its entry block's arguments prints in generic
// form when it has some: mlir-opt-22 prints such an llvm.mlir.global as
// `llvm.mlir.global ... { llvm.return %arg0 : i32 }`, which does not read
// back (a roundtrip campaign finding), and xlate printed `module {}` for
// an unverified module with arguments, dropping its body.
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()
// CHECK: region-args.mlir:13:1: error: 'builtin.module' op region should have no arguments

// -----
"llvm.comdat"() <{sym_name = "c"}> ({
^bb0(%a: i32):
  "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "any"}> : () -> ()
}) : () -> ()
// CHECK: region-args.mlir:19:1: error: 'llvm.comdat' op region should have no arguments

// -----
func.func @f() {
  "memref.alloca_scope"() ({
  ^bb0(%a: i32):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}
// CHECK: region-args.mlir:27:3: error: 'memref.alloca_scope' op region should have no arguments

// MODULE: "builtin.module"() ({
// MODULE-NEXT: ^bb0(%arg0: i32):
// MODULE-NEXT:   llvm.return %arg0 : i32
// MODULE-NEXT: }) : () -> ()
