// RUN: %xlate %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %xlate %t.mlir | diff %t.mlir -
// An LLVM attribute nested in a body kept as text gets an alias only when
// it stands apart: glued to what follows (`<...>z`) the alias name would
// take the rest in (#loop_unroll1z, an undefined alias: a roundtrip
// campaign finding at 6372fd8, run 283,779, fuzz finding 53, kept in
// tests/fuzz/regress/roundtrip; mlir-opt-22 prints #loop_unrollz).
"foo.op"() {c = #llvm.di_subrange<count = #llvm.loop_unroll<disable = true>>} : () -> ()
"foo.op"() {c = #llvm.di_subrange<count = #llvm.loop_unroll<disable = true>z>} : () -> ()
// CHECK: #loop_unroll = #llvm.loop_unroll<disable = true>
// CHECK-NOT: #loop_unroll1
// CHECK: "foo.op"() {c = #llvm.di_subrange<count = #loop_unroll>} : () -> ()
// CHECK: "foo.op"() {c = #llvm.di_subrange<count = #llvm.loop_unroll<disable = true>z>} : () -> ()
