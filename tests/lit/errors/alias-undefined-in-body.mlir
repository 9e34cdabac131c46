// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: %xlate %S/Inputs/alias-verbatim-cycle.mlir > %t.mlir
// RUN: FileCheck --check-prefix=CYCLE %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// In the body of a dialect attribute xlate keeps as text, a name that is
// no alias defined before is mlir-opt's error.  It was kept, and an alias
// naming itself expanded without end (a fuzz finding of 'make fuzz': a
// timeout).  An unknown dialect's alias is put in as written, so aliases
// naming each other there end too.
#a = #llvm.di_subrange<count = #a>
// CHECK: alias-undefined-in-body.mlir:10:34: error: undefined symbol alias id 'a'

// -----
"test.op"() {x = #llvm.di_subrange<count = #later>} : () -> ()
#later = #llvm.di_subrange<count = 1>
// CHECK: alias-undefined-in-body.mlir:14:50: error: undefined symbol alias id 'later'

// CYCLE: "test.op"() {y = #llvm.di_subrange<count = #mv.y<#v>>} : () -> ()
