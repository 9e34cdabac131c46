// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// A dictionary read before and given whole by the lexer (lex_dict) where
// no dictionary may stand: the error is the one its '{' gives, found '{'
// and the tokens expected there (no "attribute dictionary" among them).

llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> i32
  // CHECK: dict-text.mlir:[[@LINE+1]]:43: error: expected ':', found '{'
  %1 = llvm.load %p {alignment = 8 : i64} {alignment = 8 : i64} : !llvm.ptr -> i32
  llvm.return %1 : i32
}

// -----
llvm.func @g(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> i32
  // CHECK: dict-text.mlir:[[@LINE+1]]:30: error: expected operation, found '{'
  %1 = llvm.add %0, %0 : i32 {alignment = 8 : i64}
  llvm.return %1 : i32
}
