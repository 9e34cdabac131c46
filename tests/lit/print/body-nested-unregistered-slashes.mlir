// An unregistered dialect's attribute nested in the body of one xlate
// keeps as text is kept as written, `//` too: read again from an alias
// definition, the `//` was taken for a comment and the rest of the line
// with it (roundtrip campaign at 7230e72, run 5,339,855, fuzz finding 79,
// kept in tests/fuzz/regress/roundtrip/body-nested-unregistered-slashes).
// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -

// CHECK: #di_imported_entity = #llvm.di_imported_entity<tag = DW_TAG_imported_module, entity = #foo.bar<a // b>>
"foo.op"() {c = #llvm.di_imported_entity<tag = DW_TAG_imported_module, entity = #foo.bar<a // b>>} : () -> ()
