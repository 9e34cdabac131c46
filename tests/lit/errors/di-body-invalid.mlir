// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// A #llvm.di_* attribute whose body does not read as one (a value that is
// no attribute, a field it does not have) is an error, as mlir-opt-22
// gives one.  It was kept as text, with its nested attributes expanded as
// written (distinct ids not renumbered): printed once, they became
// aliases apart from the same attributes read as data, and printing the
// printed text again gave other text (a roundtrip campaign finding at
// 0dd8277, run 1,145,169, fuzz finding 55, kept in
// tests/fuzz/regress/roundtrip/di-body-not-read).
#f = #llvm.di_file<"a.c" in "/d">
#lv = #llvm.di_local_variable<scope = loop_peeled#f, name = "v">
"test.op"() {a = #lv} : () -> ()
// CHECK: di-body-invalid.mlir:11:7: error: invalid #llvm.di_local_variable attribute

// -----
"test.op"() {a = #llvm.di_module<name = "m", includePat = "i">} : () -> ()
// CHECK: di-body-invalid.mlir:16:18: error: invalid #llvm.di_module attribute

// -----
// An unregistered dialect's attribute in a field that takes any attribute
// reads (its body as written), as mlir-opt-22 reads it.
"test.op"() {a = #llvm.di_subrange<count = #mv.y<#undefined, "a>">>} : () -> ()
// CHECK-NOT: error
