; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate-translate --import-llvm --import-structs-as-literals --llvm-version=19 %s 2>&1 | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck --check-prefix=V19 %s
; An identified struct that contains itself (through another struct's body
; or an array) is llvm-as-22's error once the body that closes the cycle
; is read, at the next token; llvm-as-19 takes it (a pointer to it would
; do), and xlate imports it as MLIR's recursive struct (mlir-translate-19
; overflows its stack on it).  Printed as its literal
; body (-import-structs-as-literals) it has no end: the same error at any
; version (it was a crash).
%a = type { i32, [2 x %b] }   ; a comment before the next token

%b = type <{ i8, %a }>
@g = external global %b
; CHECK: recursive-struct.ll:[[@LINE-1]]:1: error: identified structure type 'b' is recursive
; CHECK-NOT: error
; V19: llvm.mlir.global external @g() {{.*}} : !llvm.struct<"b", packed (i8, struct<"a", (i32, array<2 x struct<"b">>)>)>
