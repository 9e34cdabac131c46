// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// In a body kept as text (an LLVM attribute xlate does not model), an
// unregistered dialect's attribute is kept as written, as the lexer keeps
// it: an LLVM attribute inside it is not aliased, even where the same
// attribute is aliased elsewhere.  It was, and the alias name, read back
// inside the unregistered body, stayed a name (a roundtrip campaign
// finding at 116d395, run 1,491,920, fuzz finding 61, kept in
// tests/fuzz/regress/roundtrip/unknown-dialect-in-text-body).
"foo.op"() {c = #llvm.di_imported_entity<entity = #ll.x<#llvm.loop_unroll<disable = true>>>, d = #llvm.di_imported_entity<entity = #llvm.loop_unroll<disable = true>>} : () -> ()
// CHECK: #di_imported_entity = #llvm.di_imported_entity<entity = #ll.x<#llvm.loop_unroll<disable = true>>>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<disable = true>
// CHECK-NEXT: #di_imported_entity1 = #llvm.di_imported_entity<entity = #loop_unroll>
// CHECK: "foo.op"() {c = #di_imported_entity, d = #di_imported_entity1} : () -> ()
