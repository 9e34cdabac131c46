// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: %if llvm22 %{ not %mlir-opt-22 --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s %}
// The body of an LLVM attribute xlate keeps as text but MLIR reads as a
// struct (debug info xlate does not model, loop, TBAA and alias metadata)
// is at least <name = value, ...>: what else mlir-opt's struct parser
// refuses was kept and re-flowed, a line at a time, into other text (a
// roundtrip campaign finding at 01693c1, run 706,451, fuzz finding 75,
// kept in tests/fuzz/regress/roundtrip/struct-body-garbage).

// CHECK: [[@LINE+1]]:49: error: expected '='
"foo.op"() {c = #llvm.di_imported_entity< stands apart: glued (`<...>z`) the alias name
would take the rest>} : () -> ()

// -----

// CHECK: [[@LINE+1]]:42: error: expected valid keyword
"foo.op"() {c = #llvm.di_imported_entity<"x">} : () -> ()

// -----

// CHECK: [[@LINE+1]]:72: error: expected valid keyword
"foo.op"() {c = #llvm.di_imported_entity<tag = DW_TAG_imported_module, , >} : () -> ()

// -----

// An empty body where the attribute has fields to give; a nested one too
// (fuzz findings 77 and 78, at 4b456a3: the nested one printed as an
// alias defined as #llvm.di_imported_entity<>, which read back as another
// attribute, and a nested garbage body as an alias never defined).
// CHECK: [[@LINE+1]]:42: error: expected valid keyword
"foo.op"() {c = #llvm.di_imported_entity<>} : () -> ()

// -----

// CHECK: [[@LINE+1]]:78: error: expected valid keyword
"foo.op"() {c = #llvm.di_imported_entity<entity = #llvm.di_imported_entity<  >>} : () -> ()

// -----

// CHECK: [[@LINE+1]]:75: error: expected '='
"foo.op"() {c = #llvm.di_imported_entity<entity = #llvm.loop_unroll<disabl in>>} : () -> ()
