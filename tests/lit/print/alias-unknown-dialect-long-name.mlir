// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// An unregistered dialect's attribute in a body kept as text stays as
// written whatever the length of its dialect's name: past 63 characters
// the name was taken for a dialect xlate reads, the LLVM attribute inside
// was aliased and, read back, its alias came after the use (a roundtrip
// campaign finding at 7a61605, run 379,142, fuzz finding 82, kept in
// tests/fuzz/regress/roundtrip/unknown-dialect-long-name).
"foo.op"() {c = #llvm.di_imported_entity<entity = #kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk.x<#llvm.loop_unroll<disable = true>>>, d = #llvm.di_imported_entity<entity = #llvm.loop_unroll<disable = true>>} : () -> ()
// CHECK: #di_imported_entity = #llvm.di_imported_entity<entity = #kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk.x<#llvm.loop_unroll<disable = true>>>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<disable = true>
// CHECK-NEXT: #di_imported_entity1 = #llvm.di_imported_entity<entity = #loop_unroll>
// CHECK: "foo.op"() {c = #di_imported_entity, d = #di_imported_entity1} : () -> ()
