// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// The body of an unregistered dialect's attribute is text, printed as
// written (mlir-opt-22 does not parse it): an LLVM attribute inside it is
// not hoisted into an alias.  It was, and the alias definition of an
// invalid one ('#llvm.loop_distribute<format = S>') did not read back
// (a roundtrip campaign finding at 3d4008d, run 61,101).
// CHECK-NOT: #loop_distribute
// CHECK: #loop_unroll = #llvm.loop_unroll<disable = true>
// CHECK-NOT: #loop_distribute
// CHECK: "foo.op"() {a = #l2vm.flag<error, #llvm.loop_unroll<disable = true>>, b = #l2vm.flag<#llvm.loop_distribute<format = S>>} : () -> ()
"foo.op"() {a = #l2vm.flag<error, #llvm.loop_unroll<disable = true>>, b = #l2vm.flag<#llvm.loop_distribute<format = S>>} : () -> ()
// A registered dialect's body is parsed: its LLVM attributes get aliases.
// CHECK: "foo.op"() {c = #llvm.di_subrange<count = #loop_unroll>} : () -> ()
"foo.op"() {c = #llvm.di_subrange<count = #llvm.loop_unroll<disable = true>>} : () -> ()
// An LLVM attribute inside a body xlate keeps as text is aliased only if
// it reads on its own, as its alias definition must: an invalid one stays
// in the body as written (the smoke of 21c5558 made one of the line above;
// its alias definition did not read back).  Such a body: an LLVM attribute
// xlate does not model (#llvm.di_imported_entity); one it models whose body
// does not read is an error (errors/bad-llvm-attr.mlir).
// CHECK: "foo.op"() {d = #llvm.di_imported_entity<entity = #llvm.loop_unroll<disable = 1 2>>} : () -> ()
"foo.op"() {d = #llvm.di_imported_entity<entity = #llvm.loop_unroll<disable = 1 2>>} : () -> ()
