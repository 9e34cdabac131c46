// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// RUN: not %xlate %S/../errors/Inputs/di-subrange-glued.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// An LLVM attribute nested in a body kept as text gets an alias only when
// it stands apart: glued to what follows (`<...>z`) the alias name would
// take the rest in (#loop_unroll1z, an undefined alias: a roundtrip
// campaign finding at 6372fd8, run 283,779, fuzz finding 53, kept in
// tests/fuzz/regress/roundtrip).  Such a body: an LLVM attribute xlate
// does not model (#llvm.di_imported_entity).  In a #llvm.di_subrange,
// which xlate reads, the glued one is an error, as mlir-opt-22's
// "expected '>'".
"foo.op"() {c = #llvm.di_imported_entity<entity = #llvm.loop_unroll<disable = true>>} : () -> ()
"foo.op"() {c = #llvm.di_imported_entity<entity = #llvm.loop_unroll<disable = true>z>} : () -> ()
// CHECK: #di_imported_entity = #llvm.di_imported_entity<entity = #llvm.loop_unroll<disable = true>z>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<disable = true>
// CHECK-NEXT: #di_imported_entity1 = #llvm.di_imported_entity<entity = #loop_unroll>
// CHECK-NOT: #loop_unroll1
// CHECK: "foo.op"() {c = #di_imported_entity1} : () -> ()
// CHECK: "foo.op"() {c = #di_imported_entity} : () -> ()
// ERR: di-subrange-glued.mlir:1:17: error: invalid #llvm.di_subrange attribute
