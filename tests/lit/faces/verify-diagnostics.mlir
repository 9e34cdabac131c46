// The MLIR idiom: every diagnostic expected by an annotation, each chunk
// on its own; all met, so the exit status is 0 and the chunks that
// succeed are printed.
// RUN: %xlate-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: %xlate-opt %s -split-input-file -verify-diagnostics=all > /dev/null
// RUN: %xlate --opt -verify-diagnostics -split-input-file %s > /dev/null

// CHECK: func.func @fine

func.func @undeclared() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  return %x : i32
}

// -----

func.func @result(%a: i32) -> i64 {
  return %a : i32   // expected-error {{type of return operand 0 ('i32') doesn't match function result type ('i64')}}
}

// -----

func.func @above(%a: i32) -> i64 {
  return %a : i32
  // expected-error@above {{doesn't match function result type}}
}

// -----

// expected-error@below {{doesn't match function result}}
func.func @below(%a: i32) -> i64 { return %a : i32 }

// -----

func.func @regex(%a: i32) -> i64 {
  // expected-error-re@+1 {{type of return operand {{[0-9]+}} ('i{{[0-9]+}}')}}
  return %a : i32
}

// -----

func.func @minus(%a: i32) -> i64 {
  return %a : i32
  // expected-error@-1 {{}}
}

// -----

func.func @fine() {
  return
}

// -----

func.func @unregistered() {
  // expected-error@+1 {{operation being parsed with an unregistered dialect}}
  "foo.bar"() : () -> ()
  return
}
