// RUN: %xlate %s | FileCheck %s
// RUN: %xlate %s | %xlate - | FileCheck %s
// RUN: %if llvm22 %{ %mlir-opt-22 --allow-unregistered-dialect %s | FileCheck %s %}
// An LLVM attribute with every field optional, written with an empty body
// (`<>`), as --import-llvm prints a subroutine type of no types: read as
// one.  The lexer gives `<>` as no body, and such a kind was not read
// without one (kept as text, then an error: a roundtrip campaign finding
// on the corpus of earlier campaigns, fuzz finding 57, kept in
// tests/fuzz/regress/roundtrip/di-subroutine-type-empty).
// CHECK: #di_subroutine_type = #llvm.di_subroutine_type<>
// CHECK: #di_subroutine_type1 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK: #loop_annotation = #llvm.loop_annotation<>
// CHECK: "t.t"() {a = #di_subroutine_type, b = #di_subroutine_type1, c = #loop_annotation} : () -> ()
"t.t"() {a = #llvm.di_subroutine_type<>, b = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>, c = #llvm.loop_annotation<>} : () -> ()
