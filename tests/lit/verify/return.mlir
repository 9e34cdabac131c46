// func.return against the function type, and func.call's callee.
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s

func.func @g(%a: i32) -> (i32, i32) {
  // CHECK: return.mlir:[[@LINE+1]]:8: error: 'func.call' op 'nope' does not reference a valid function
  %0 = call @nope(%a) : (i32) -> i32
  // CHECK: return.mlir:[[@LINE+1]]:3: error: 'func.return' op has 1 operands, but enclosing function (@g) returns 2
  return %0 : i32
}

func.func @k(%a: i64) -> i32 {
  // CHECK: return.mlir:[[@LINE+1]]:3: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @k
  return %a : i64
}
