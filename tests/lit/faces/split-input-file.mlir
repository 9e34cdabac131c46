// Chunks between split marker lines run on their own: the outputs are
// joined with marker lines, a chunk's error does not stop the next, the exit
// status is 1, and the error's line counts from the start of the file.
// RUN: not %xlate-opt --split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// RUN: not %xlate-opt -split-input-file %s 2>/dev/null | FileCheck %s
// RUN: not %xlate --opt %s --split-input-file 2>/dev/null | FileCheck %s
// Without the flag the file is one module: the error stops it all.
// RUN: not %xlate-opt %s 2>&1 | FileCheck --check-prefix=WHOLE %s

// CHECK:      module {
// CHECK-NEXT:   func.func @first(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^// [-]{5}$}}
// CHECK-NEXT: {{^// [-]{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @third() {
// CHECK-NOT: {{^// [-]+$}}

// ERR: split-input-file.mlir:[[# @LINE + 12]]:3: error: {{.*}}type of return operand 0 ('i32') doesn't match function result type ('i64')
// ERR-NOT: error
// WHOLE: split-input-file.mlir:[[# @LINE + 10]]:3: error:
// WHOLE-NOT: module

func.func @first(%a: i32) -> i32 {
  return %a : i32
}

// -----

func.func @second(%a: i32) -> i64 {
  return %a : i32
}

// -----
func.func @third() {
  return
}
