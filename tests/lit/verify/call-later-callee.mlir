// RUN: not %xlate %s 2>&1 | FileCheck %s
// RUN: not %xlate --no-stream %s 2>&1 | FileCheck %s
// RUN: not %xlate --to-llvm %s 2>&1 | FileCheck %s
// A call's operand and result types are checked against a callee that
// comes later too (streamed: when the stream ends, from the types the call
// left; the call itself is gone).  A streamed run took them (--no-stream
// did not: a pipeline campaign finding at 1992cc4, run 16,468).
// CHECK: call-later-callee.mlir:[[@LINE+2]]:8: error: 'func.call' op operand type mismatch: expected operand type 'i64', but provided 'i32' for operand number 0
func.func @g(%x: i32) -> i32 {
  %r = func.call @f(%x) : (i32) -> i32
  return %r : i32
}
// CHECK: call-later-callee.mlir:[[@LINE+2]]:8: error: 'func.call' op result type mismatch at index 0
func.func @h(%x: i64) -> i32 {
  %r = func.call @f(%x) : (i64) -> i32
  return %r : i32
}
// CHECK: call-later-callee.mlir:[[@LINE+2]]:8: error: 'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i64'
llvm.func @k(%x: i32) -> i32 {
  %r = llvm.call @lf(%x) : (i32) -> i32
  llvm.return %r : i32
}
func.func @f(%x: i64) -> i64 {
  return %x : i64
}
llvm.func @lf(%x: i64) -> i64 {
  llvm.return %x : i64
}
