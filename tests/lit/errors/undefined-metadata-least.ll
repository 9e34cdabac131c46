; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: sed -e '/!12/d' %s > %t.ll
; RUN: not %xlate --import-llvm %t.ll 2>&1 | FileCheck %s --check-prefix=FAR
; Of the ids referenced and never defined llvm-as reports the least, not
; the first referenced: kept apart, the ids below 2^20 (a dense table,
; their first reference's place in it) and those from 2^20 on (a list),
; the dense one when there is one, else the least of the list.
; CHECK: undefined-metadata-least.ll:[[@LINE+7]]:34: error: use of undefined metadata '!12'
; CHECK-NOT: error
; FAR: .ll:12:34: error: use of undefined metadata '!2000001'
; FAR-NOT: error
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !range !3000000
  %w = load i32, ptr %p, !range !2000001
  %x = load i32, ptr %p, !range !12
  ret i32 %v
}
