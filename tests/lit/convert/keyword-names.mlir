// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm --no-stream %s | FileCheck %s
// A function named as a keyword is: the lexer keeps each keyword's Sym
// after its first (lex_word), and a streamed function's name leaves the
// interner with it when that is all it added (uniq_drop_name): the kept
// Sym is pinned, so a keyword read after a function of its name is gone
// is still the same Sym, in both orders.

// CHECK-LABEL: define i64 @f(i64 %0)
// CHECK-LABEL: define void @index()
// CHECK-LABEL: define i64 @g(i64 %0)
// CHECK-LABEL: define void @to()
// CHECK-LABEL: define i32 @h(i64 %0)
// CHECK: trunc i64 %0 to i32
func.func @f(%a: index) -> index {
  return %a : index
}
func.func @index() {
  return
}
func.func @g(%a: index) -> index {
  return %a : index
}
func.func @to() {
  return
}
func.func @h(%a: index) -> i32 {
  %b = arith.index_cast %a : index to i32
  return %b : i32
}
