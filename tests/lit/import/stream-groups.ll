; Streaming reads the attribute groups before the functions (most often
; written after them), so that a function is printed whole, its header
; too, as soon as its body ends; what the groups drop is told where the
; whole-module path tells it.  Inputs where reading them first is unsure
; go the whole-module way: the output and the diagnostics are the same.
; RUN: split-file %s %t
; RUN: %xlate --llvm-version=19 --import-llvm %t/after.ll -o %t/after.s.mlir 2>%t/after.s.err
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %t/after.ll -o %t/after.w.mlir 2>%t/after.w.err
; RUN: diff %t/after.w.mlir %t/after.s.mlir
; RUN: diff %t/after.w.err %t/after.s.err
; RUN: FileCheck %s --check-prefix=AFTER < %t/after.s.mlir
; RUN: FileCheck %s --check-prefix=AFTER-ERR < %t/after.s.err
; RUN: %xlate --llvm-version=19 --import-llvm %t/first.ll -o %t/first.s.mlir 2>%t/first.s.err
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %t/first.ll -o %t/first.w.mlir 2>%t/first.w.err
; RUN: diff %t/first.w.mlir %t/first.s.mlir
; RUN: diff %t/first.w.err %t/first.s.err
; RUN: FileCheck %s --check-prefix=FIRST-ERR < %t/first.s.err
; RUN: %xlate --llvm-version=19 --import-llvm %t/before.ll -o %t/before.s.mlir
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %t/before.ll -o %t/before.w.mlir
; RUN: diff %t/before.w.mlir %t/before.s.mlir
; RUN: FileCheck %s --check-prefix=BEFORE < %t/before.s.mlir
; RUN: %xlate --llvm-version=19 --import-llvm %t/inside.ll -o %t/inside.s.mlir
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %t/inside.ll -o %t/inside.w.mlir
; RUN: diff %t/inside.w.mlir %t/inside.s.mlir
; RUN: FileCheck %s --check-prefix=INSIDE < %t/inside.s.mlir
; RUN: %xlate --llvm-version=19 --import-llvm %t/lines.ll -o %t/lines.s.mlir
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %t/lines.ll -o %t/lines.w.mlir
; RUN: diff %t/lines.w.mlir %t/lines.s.mlir
; RUN: FileCheck %s --check-prefix=LINES < %t/lines.s.mlir
; RUN: not %xlate --llvm-version=19 --import-llvm %t/twice.ll 2>%t/twice.s.err
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %t/twice.ll 2>%t/twice.w.err
; RUN: diff %t/twice.w.err %t/twice.s.err
; RUN: FileCheck %s --check-prefix=TWICE < %t/twice.s.err
; RUN: not %xlate --llvm-version=19 --import-llvm %t/bad.ll 2>%t/bad.s.err
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %t/bad.ll 2>%t/bad.w.err
; RUN: diff %t/bad.w.err %t/bad.s.err
; RUN: FileCheck %s --check-prefix=BAD < %t/bad.s.err

;--- after.ll
; AFTER: llvm.func @f(%arg0: i32) -> i32 attributes {no_unwind, passthrough = {{\[}}["alignstack", "8"]]} {
; AFTER: llvm.func @g(%arg0: i32) -> i32 attributes {passthrough = ["foo"]} {
; AFTER-ERR: warning: dropped what MLIR's LLVM dialect does not model here: flag 'exact', function attribute 'preallocated'
define i32 @f(i32 %x) #0 {
  %y = udiv exact i32 %x, 2
  ret i32 %y
}

define i32 @g(i32 %x) #1 {
  ret i32 %x
}

attributes #0 = { nounwind alignstack(8) }
attributes #1 = { "foo" preallocated(i32) }

;--- first.ll
; What a group drops first is where the warning points.
; FIRST-ERR: first.ll:6:25: warning: dropped what MLIR's LLVM dialect does not model here: function attribute 'preallocated'
define i32 @g(i32 %x) #1 {
  ret i32 %x
}
attributes #1 = { "foo" preallocated(i32) }

;--- before.ll
; BEFORE: llvm.func @f() attributes {no_unwind} {
attributes #0 = { nounwind }
define void @f() #0 {
  ret void
}

;--- inside.ll
; A line in a string that reads as a group: not one (#1 is never defined).
; INSIDE: llvm.func @f() attributes {passthrough = ["cold"]} {
@s = constant [30 x i8] c"x
attributes #1 = { noinline }"
define void @f() #0 #1 {
  ret void
}
attributes #0 = { cold }

;--- lines.ll
; A string over two lines before a group (the lexer does not count its
; line ends), and a group over two lines.
; LINES: llvm.func @f() attributes {no_unwind, passthrough = ["cold"]} {
@s = constant [3 x i8] c"a
b"
define void @f() #0 {
  ret void
}
attributes #0 = { nounwind
  cold }

;--- twice.ll
; TWICE: twice.ll:6:1: error: redefinition of attribute group #0
define void @f() #0 {
  ret void
}
attributes #0 = { nounwind }
attributes #0 = { cold }

;--- bad.ll
; BAD: bad.ll:5:25: error: syntax error, unexpected prefix
define void @f() #0 {
  ret void
}
attributes #0 = { "foo" prefix }
