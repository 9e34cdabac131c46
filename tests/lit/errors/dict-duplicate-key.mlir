// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: %if llvm22 %{ not mlir-opt-22 --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s %}
// A key written twice in a dictionary -- an op's attributes, its
// properties, a function's attributes, a dictionary attribute -- is
// mlir-opt's error at the second (xlate kept the last one silently).

// CHECK: dict-duplicate-key.mlir:[[@LINE+1]]:20: error: duplicate key 'a' in dictionary attribute
"test.p"() {a = 1, a = 2} : () -> ()

// -----
// CHECK: dict-duplicate-key.mlir:[[@LINE+1]]:21: error: duplicate key 'a' in dictionary attribute
"test.p"() <{a = 1, a = 2}> : () -> ()

// -----
// CHECK: dict-duplicate-key.mlir:[[@LINE+1]]:24: error: duplicate key 'a b' in dictionary attribute
"test.p"() {"a b" = 1, "a b" = 2} : () -> ()

// -----
// CHECK: dict-duplicate-key.mlir:[[@LINE+1]]:23: error: duplicate key 'a' in dictionary attribute
"test.p"() {a, b = 1, a} : () -> ()

// -----
// CHECK: dict-duplicate-key.mlir:[[@LINE+1]]:35: error: duplicate key 'a' in dictionary attribute
func.func @f() attributes {a = 1, a = 2} {
  return
}

// -----
// CHECK: dict-duplicate-key.mlir:[[@LINE+1]]:32: error: duplicate key 'y' in dictionary attribute
"test.p"() {x = {y = 1, z = 2, y = 3}} : () -> ()
