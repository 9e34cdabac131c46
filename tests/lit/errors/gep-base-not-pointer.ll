; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm %s -o %t.mlir 2>&1 | FileCheck %s
; RUN: not test -e %t.mlir
; A getelementptr (instruction or constant expression) whose base is not a
; pointer or a vector of pointers is a located error, where llvm-as gives it
; (the instruction's at the base's type, not its value);
; it was imported into an llvm.getelementptr that --to-llvm rejects (a
; roundtrip fuzz finding).
define ptr @inst(i64 %x) {
  %g = getelementptr i8, i64 %x, i64 1
  ret ptr %g
}
; CHECK: gep-base-not-pointer.ll:10:26: error: base of getelementptr must be a pointer

define ptr @const() {
  ret ptr getelementptr (i3, i67 2)
}
; CHECK: gep-base-not-pointer.ll:16:11: error: base of getelementptr must be a pointer

define <2 x ptr> @vec(<2 x ptr> %v) {
  %g = getelementptr i8, <2 x ptr> %v, i64 1
  ret <2 x ptr> %g
}
; CHECK-NOT: vec{{.*}}error
