// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | %xlate --llvm-version=19 - | FileCheck %s
// RUN: %if llvm19 %{ mlir-opt-19 --allow-unregistered-dialect %s | FileCheck %s %}
// An attribute dictionary whose text was read before is given by the lexer
// as one token (lex_dict): the same entries wherever the same text stands
// again -- an op's dictionary, its properties, a function's attributes, an
// argument's, a dictionary attribute's value -- and a text that is not one
// read before, or one that could be read otherwise (no value, an alias, a
// symbol, nested braces), is read token by token as ever.

// CHECK-LABEL: llvm.func @loads
// CHECK: llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> i32
// CHECK: llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> i32
// CHECK: llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK: llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> i32
// CHECK: llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> i32
llvm.func @loads(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> i32
  %1 = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> i32
  %2 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load %p {alignment=8:i64} : !llvm.ptr -> i32
  %7 = "llvm.load"(%p) <{alignment = 8 : i64}> : (!llvm.ptr) -> i32
  %4 = llvm.add %0, %1 : i32
  %5 = llvm.add %2, %3 : i32
  %6 = llvm.add %4, %5 : i32
  llvm.return %6 : i32
}

// CHECK-LABEL: "test.first"() {a = 1 : i32, b = "two words", c = [1, 2], d = true} : () -> ()
// CHECK-NEXT: "test.again"() {a = 1 : i32, b = "two words", c = [1, 2], d = true} : () -> ()
// CHECK-NEXT: "test.value"() {x = {a = 1 : i32, b = "two words", c = [1, 2], d = true}} : () -> ()
// CHECK-NEXT: "test.unit"() {u} : () -> ()
// CHECK-NEXT: "test.unit"() {u} : () -> ()
// CHECK-NEXT: "test.sym"() {s = @f} : () -> ()
// CHECK-NEXT: "test.sym"() {s = @g} : () -> ()
"test.first"() {a = 1 : i32, b = "two words", c = [1, 2], d = true} : () -> ()
"test.again"() {a = 1 : i32, b = "two words", c = [1, 2], d = true} : () -> ()
"test.value"() {x = {a = 1 : i32, b = "two words", c = [1, 2], d = true}} : () -> ()
"test.unit"() {u} : () -> ()
"test.unit"() {u} : () -> ()
"test.sym"() {s = @f} : () -> ()
"test.sym"() {s = @g} : () -> ()

// A function's attributes and an argument's, read again.
// CHECK-LABEL: func.func @f1(%arg0: i32 {test.k = 1 : i32}) attributes {test.a = 2 : i32}
// CHECK-LABEL: func.func @f2(%arg0: i32 {test.k = 1 : i32}) attributes {test.a = 2 : i32}
func.func @f1(%a: i32 {test.k = 1 : i32}) attributes {test.a = 2 : i32} {
  return
}
func.func @f2(%a: i32 {test.k = 1 : i32}) attributes {test.a = 2 : i32} {
  return
}
