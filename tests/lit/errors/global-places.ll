; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %s 2>&1 | FileCheck %s
; The importer keeps one place for a global name: its first use until it
; is defined, then its definition (an alias's apart: its use is an error
; at 19).  Each error below is llvm-as-19's, at its place; the notes are
; ours.
; A global whose initializer names it: the note is at its definition,
; not at that use.
@g = global ptr @g
; CHECK: global-places.ll:[[@LINE+2]]:1: error: redefinition of global '@g'
; CHECK: global-places.ll:[[@LINE-2]]:1: note: previous definition is here
@g = global i32 0
; A function used before it is defined, then defined twice.
define void @h() {
  call void @f()
  ret void
}
define void @f() {
  ret void
}
; CHECK: global-places.ll:[[@LINE+2]]:13: error: invalid redefinition of function 'f'
; CHECK: global-places.ll:[[@LINE-4]]:13: note: previous definition is here
define void @f() {
  ret void
}
; Declared, then defined: the same error.
declare void @d()
; CHECK: global-places.ll:[[@LINE+2]]:13: error: invalid redefinition of function 'd'
; CHECK: global-places.ll:[[@LINE-2]]:14: note: previous definition is here
define void @d() {
  ret void
}
; A variable, then a function.
@v = global i32 0
; CHECK: global-places.ll:[[@LINE+2]]:13: error: redefinition of function '@v'
; CHECK: global-places.ll:[[@LINE-2]]:1: note: previous definition is here
define void @v() {
  ret void
}
; An alias used before its definition, then defined again.
define void @k() {
  call void @a()
  ret void
}
@a = alias void (), ptr @f
; CHECK: global-places.ll:[[@LINE+2]]:1: error: redefinition of global '@a'
; CHECK: global-places.ll:[[@LINE-2]]:1: note: previous definition is here
@a = global i32 0
; CHECK: global-places.ll:[[@LINE+2]]:13: error: redefinition of function '@a'
; CHECK: global-places.ll:[[@LINE-5]]:1: note: previous definition is here
define void @a() {
  ret void
}
