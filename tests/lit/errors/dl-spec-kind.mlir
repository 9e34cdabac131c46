// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: %if llvm22 %{ not %mlir-opt-22 --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s %}
// RUN: not %xlate --to-llvm %S/Inputs/dl-spec-kind-module.mlir 2>&1 | FileCheck %s --check-prefix=STREAM
// STREAM: dl-spec-kind-module.mlir:1:1: error: 'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute
// STREAM-NOT: declare
// DLTI's rule on any op: the attribute named dlti.dl_spec is a
// #dlti.dl_spec (found with fuzz finding 65, whose module carried an
// unregistered dialect's attribute under that name).  The streamed --to-llvm
// reads the module's layout before its ops: the same error, no output.

// CHECK: [[@LINE+1]]:1: error: 'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute
module attributes {dlti.dl_spec = 3} {
}

// -----

// CHECK: [[@LINE+1]]:1: error: 'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute
"t.o"() {dlti.dl_spec = #foo.x<1>} : () -> ()

// -----

// CHECK: "t.o"() {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>}
"t.o"() {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>>} : () -> ()
